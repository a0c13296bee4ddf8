/**
 * Uploaded images on the wire: `/media/<id>-<width>.webp`, where `<id>` is 24 hex characters of the
 * SHA-256 of the uploaded file (so a URL never changes meaning and can be cached forever) and
 * `<width>` one of the widths the server made. The URL an image field stores is the LARGEST width;
 * the smaller ones are exactly the {@link MEDIA_WIDTHS} below it, so `srcset` follows from the URL.
 *
 * Source: docs/decisions/0040-owner-data-and-images.md.
 */
/** Widths (px) the server makes of each upload, never wider than the original (no upscaling). */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;

/** Largest upload accepted, in bytes (15 MB: a phone photo fits; 413 above). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Largest image accepted, in pixels (64 megapixels: refuses decompression bombs). */
export const MAX_UPLOAD_PIXELS = 64_000_000;

/** Path prefix of the served images (outside `/api`: they are plain files for the browser). */
export const MEDIA_PREFIX = '/media';

const MEDIA_URL = /^\/media\/([0-9a-f]{24})-(\d{1,5})\.webp$/;

/** `/media/<id>-<width>.webp`. */
export function mediaUrl(id: string, width: number): string {
  return `${MEDIA_PREFIX}/${id}-${width}.webp`;
}

/** The id and width of a media URL, or undefined for any other URL. */
export function parseMediaUrl(url: string): { id: string; width: number } | undefined {
  const match = MEDIA_URL.exec(url);
  return match ? { id: match[1]!, width: Number(match[2]) } : undefined;
}

/** The widths made for an upload whose largest variant is `largest` px wide. */
export function mediaWidths(largest: number): number[] {
  return [...MEDIA_WIDTHS.filter((width) => width < largest), largest];
}

/**
 * `src` and `srcSet` for an image URL: for an uploaded image every width the server made
 * (`/media/x-320.webp 320w, ...`), for any other URL just `src`.
 */
export function mediaImage(url: string): { src: string; srcSet?: string } {
  const parsed = parseMediaUrl(url);
  if (!parsed) return { src: url };
  const srcSet = mediaWidths(parsed.width)
    .map((width) => `${mediaUrl(parsed.id, width)} ${width}w`)
    .join(', ');
  return { src: url, srcSet };
}

/**
 * Answer of `POST /api/images` (201). `url` is what an image field stores; `srcSet` every width
 * made, `width`/`height` the largest's pixels, `placeholder` a tiny data URL. Its schema is in
 * media-schema.ts (the browser's image component needs these helpers without zod,
 * docs/decisions/0160-visitor-page-islands.md).
 */
export interface UploadedImage {
  url: string;
  srcSet: string;
  width: number;
  height: number;
  placeholder: string;
}
