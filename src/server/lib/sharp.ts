/**
 * sharp (libvips), loaded on first use: uploads (src/server/modules/media/image-processing.ts) and
 * the share image (src/server/modules/site/og-image.ts) are its only users, and the library holds about
 * 25 MB of memory that a server serving pages and lists does not need (`npm run bench:api`, peak
 * RSS). Settings that bound its memory and CPU (docs/decisions/0091-bounded-image-processing.md):
 *
 * - libvips' operation cache is off: it only helps repeated work on the same file, which uploads
 *   never do, and it would hold decoded images in memory;
 * - one libvips thread per image (`sharp.concurrency(1)`): the image queue
 *   (modules/media/image-queue.ts) runs half the cores' worth of images at once, so the other half
 *   stays free for pages and the API. sharp's own default is 1 thread only on glibc without
 *   `MALLOC_ARENA_MAX`; with it (as Vitae is run) it would be one thread per core per image.
 */
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** The sharp function, loaded once. Rejects only when the native module cannot load. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
