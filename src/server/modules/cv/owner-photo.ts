/**
 * The owner's photo for the PDF CV and the share image `/og.png` (docs/decisions/0089-owner-photo.md,
 * after 0050): the person's first picture when it is
 *
 * - an uploaded image, `/media/<id>-<width>.webp` (src/shared/media.ts), read from the media tables
 *   (the smallest stored width that is at least the size asked, else the largest); or
 * - a site-relative file of the built web app (`/img/me.png` → `<webDist>/img/me.png`, never outside
 *   that folder), sniffed from its bytes as a JPEG, PNG, WebP, AVIF or GIF.
 *
 * A remote URL is left out: the server never fetches a URL on a visitor's behalf. So is anything
 * that does not decode (a malformed `%` escape, a missing or damaged file, another type): the CV and
 * the share image are drawn without a photo rather than failing. The photo is decoded by sharp
 * (at most {@link MAX_UPLOAD_PIXELS}), turned by its EXIF orientation, cut to a centred square of
 * the size asked and written as JPEG (PNG when it has transparency): react-pdf reads only those two.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import { MAX_UPLOAD_PIXELS, mediaWidths, parseMediaUrl } from '../../../shared/media.js';
import type { Database } from '../../db/types.js';
import { loadSharp } from '../../lib/sharp.js';
import { ACCEPTED_IMAGE_TYPES } from '../media/image-processing.js';
import { mediaRepository } from '../media/media.repository.js';

/** Where photos are read from: the media tables, and the built web app's folder when there is one. */
export interface PhotoSource {
  db: Kysely<Database>;
  webDist?: string | undefined;
}

/** A square photo ready to embed. */
export interface OwnerPhoto {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

/** The stored bytes behind `url`, or undefined (see the module's rules). */
async function photoBytes(source: PhotoSource, url: string, size: number): Promise<Buffer | undefined> {
  if (!url.startsWith('/') || /^\/[/\\]/.test(url)) return undefined;
  const pathname = url.split(/[?#]/)[0]!;
  const media = parseMediaUrl(pathname);
  if (media) {
    const widths = mediaWidths(media.width);
    const width = widths.find((item) => item >= size) ?? media.width;
    return (
      (await mediaRepository.file(source.db, media.id, width)) ??
      (await mediaRepository.file(source.db, media.id, media.width))
    );
  }
  if (!source.webDist) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const root = path.resolve(source.webDist);
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  const bytes = await fs.readFile(file).catch(() => undefined);
  if (!bytes) return undefined;
  const type = await fileTypeFromBuffer(bytes);
  return type && ACCEPTED_IMAGE_TYPES.includes(type.mime) ? bytes : undefined;
}

/**
 * The photo at `url` as a `size`×`size` px JPEG or PNG, or undefined when there is none to draw
 * (no URL, a remote one, an unreadable one). Never throws.
 */
export async function ownerPhoto(
  source: PhotoSource,
  url: string | undefined,
  size: number,
): Promise<OwnerPhoto | undefined> {
  if (!url) return undefined;
  try {
    const bytes = await photoBytes(source, url, size);
    if (!bytes) return undefined;
    const sharp = await loadSharp();
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated' });
    const { hasAlpha } = await image.metadata();
    const square = image.rotate().resize(size, size, { fit: 'cover' });
    return hasAlpha
      ? { bytes: await square.png().toBuffer(), mime: 'image/png' }
      : { bytes: await square.jpeg({ quality: 90 }).toBuffer(), mime: 'image/jpeg' };
  } catch {
    return undefined;
  }
}
