/**
 * The images of a backup are processed again like uploads before a restore stores them
 * (docs/decisions/0080-data-limits.md: a restore holds what an upload holds). A backup file can be
 * edited by hand, so its WebP bytes are no more trusted than an uploaded file: for each image the
 * largest width it holds goes through the upload's own processing (modules/media
 * image-processing.ts: the type sniffed from the bytes, the pixel limit, one decode, no metadata, WebP
 * at each width, a new placeholder), and the media row and its files are the result. The image keeps
 * its id, so every URL that names it (`/media/<id>-<width>.webp`) still does.
 */
import type { ErrorIssue } from '../../../shared/schemas.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { processImage, type ProcessedImage } from '../media/image-processing.js';
import type { BackupDocument, TableRow } from './backup-format.js';

/**
 * `doc` with its `media` and `mediaFiles` rows made again from each image's largest file (one image
 * at a time: a restore does not crowd out uploads).
 * @throws HttpError 400 with `issues` by path (`tables.mediaFiles.3.data`) when an image is not one an
 *   upload accepts, is not as wide as its row says, or a file has no image row or an image no file.
 */
export async function reprocessBackupImages(doc: BackupDocument): Promise<BackupDocument> {
  const issues: ErrorIssue[] = [];
  const filesOf = new Map<string, { row: TableRow; index: number }[]>();
  const mediaIds = new Set(doc.tables.media.map((row) => String(row.id)));
  doc.tables.mediaFiles.forEach((row, index) => {
    const id = String(row.mediaId);
    if (!mediaIds.has(id))
      issues.push({ path: `tables.mediaFiles.${index}.mediaId`, message: 'has no row in media' });
    filesOf.set(id, [...(filesOf.get(id) ?? []), { row, index }]);
  });
  const media: TableRow[] = [];
  const mediaFiles: TableRow[] = [];
  for (const [index, row] of doc.tables.media.entries()) {
    const files = filesOf.get(String(row.id)) ?? [];
    const largest = files.reduce<(typeof files)[number] | undefined>(
      (best, file) => (best === undefined || Number(file.row.width) > Number(best.row.width) ? file : best),
      undefined,
    );
    if (!largest) {
      issues.push({ path: `tables.media.${index}`, message: 'has no image file in mediaFiles' });
      continue;
    }
    const path = `tables.mediaFiles.${largest.index}.data`;
    const data = largest.row.data;
    let image: ProcessedImage;
    try {
      image = await processImage(
        data instanceof Uint8Array
          ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
          : Buffer.from(String(data), 'base64'),
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      issues.push({ path, message: error.message });
      continue;
    }
    if (image.width !== largest.row.width) {
      issues.push({
        path,
        message: `is an image ${image.width} px wide, not ${String(largest.row.width)} as its row says`,
      });
      continue;
    }
    media.push({ ...row, width: image.width, height: image.height, placeholder: image.placeholder });
    for (const variant of image.variants)
      mediaFiles.push({ mediaId: row.id!, width: variant.width, data: variant.data });
  }
  if (issues.length > 0) {
    throw badRequest(
      'The backup holds images Vitae does not accept; nothing was restored.',
      issues.slice(0, 20),
    );
  }
  return { ...doc, tables: { ...doc.tables, media, mediaFiles } };
}
