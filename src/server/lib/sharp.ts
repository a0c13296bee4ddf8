/**
 * sharp (libvips), loaded on first use: uploads (src/server/modules/media/image-processing.ts) and
 * the share image (src/server/site/og-image.ts) are its only users, and the library holds about
 * 25 MB of memory that a server serving pages and lists does not need (`npm run bench:api`, peak
 * RSS). libvips' operation cache is off: it only helps repeated work on the same file, which uploads
 * never do, and it would hold decoded images in memory.
 */
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** The sharp function, loaded once. Rejects only when the native module cannot load. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
