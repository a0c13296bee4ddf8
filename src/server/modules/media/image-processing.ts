/**
 * Turn an uploaded file into the images Vitae serves (decision 0040):
 *
 * 1. the type is sniffed from the bytes (`file-type`), never from the name or Content-Type; only
 *    JPEG, PNG, WebP, AVIF and GIF pass (SVG and everything else: 415);
 * 2. the header's size is checked against {@link MAX_UPLOAD_PIXELS} before decoding (413);
 * 3. sharp decodes it once (a truncated or damaged file: 400), applies the EXIF orientation, drops
 *    all metadata (EXIF, GPS, ICC), and encodes WebP at each of {@link mediaWidths} (no upscaling;
 *    an animated GIF keeps its first frame), one after the other, plus a 16 px blurred placeholder
 *    as a data URL.
 *
 * All of it runs as one job of the bounded image queue (image-queue.ts; decision 0091): at most
 * `IMAGE_JOBS` images are decoded at once in the whole process, whoever asks.
 *
 * Pure: nothing is stored here, so a refused file leaves nothing behind.
 */
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Metadata } from 'sharp';
import { MAX_UPLOAD_PIXELS, MEDIA_WIDTHS, mediaWidths } from '../../../shared/media.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { loadSharp } from '../../lib/sharp.js';
import { runImageJob } from './image-queue.js';

/** Types accepted, as sniffed by file-type. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

export interface ProcessedImage {
  /** 24 hex characters of the SHA-256 of the uploaded bytes. */
  id: string;
  /** Size of the largest variant (after orientation), px. */
  width: number;
  height: number;
  /** `data:image/webp;base64,...` of a 16 px wide blurred version. */
  placeholder: string;
  /** One WebP per width, largest last. */
  variants: { width: number; data: Buffer }[];
}

/**
 * Process `bytes` (the whole uploaded file), waiting for a slot of the image queue first (never
 * refused: the upload route refuses past its waiting list before reading the body).
 * @throws HttpError 415 for a type that is not an accepted raster image, 413 above the pixel limit,
 *   400 for a file sharp cannot decode (truncated, damaged).
 */
export function processImage(bytes: Buffer): Promise<ProcessedImage> {
  return runImageJob(() => decodeAndEncode(bytes));
}

async function decodeAndEncode(bytes: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_IMAGE_TYPES.includes(type.mime)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `This file is not an image Vitae accepts${type ? ` (it is ${type.mime})` : ''}: upload a JPEG, PNG, WebP, AVIF or GIF.`,
    );
  }
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const pixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
  if (pixels > MAX_UPLOAD_PIXELS) {
    throw new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The image is too large: ${header.width}×${header.pageHeight ?? header.height} pixels (at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels).`,
    );
  }

  try {
    // Decode once, oriented and no wider than the largest width; every variant comes from these pixels.
    const largestWanted = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize({ width: largestWanted, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    // One after the other: a job is one thread's work, so the queue's bound is the CPU's bound.
    const variants: ProcessedImage['variants'] = [];
    for (const width of mediaWidths(info.width)) {
      variants.push({
        width,
        data: await sharp(data, raw).resize({ width }).webp({ quality: 80 }).toBuffer(),
      });
    }
    const tiny = await sharp(data, raw).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
    return {
      id: createHash('sha256').update(bytes).digest('hex').slice(0, 24),
      width: info.width,
      height: info.height,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      variants,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable();
  }
}

const unreadable = () =>
  badRequest(
    'The image could not be read: the file is damaged or incomplete. Upload it again or choose another.',
  );
