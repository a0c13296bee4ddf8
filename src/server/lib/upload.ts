/**
 * Reading the one file of a `multipart/form-data` request (uploads: modules/media, restore:
 * modules/data). The route registers @fastify/multipart in its own scope with its size limit and
 * `files: 1`, and sets `config.multipart` (plugins/security.ts).
 *
 * The form must hold exactly one part: a file in the field `file` (what the web app's
 * src/web/lib/upload.ts sends). Any other field, or a second file, is refused with 400 rather than
 * ignored (docs/decisions/0092-upload-form-and-limits.md): a client that sends something else has a
 * bug worth knowing about. The whole body is read either way, so the connection stays usable.
 */
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-error.js';

/** The only form field an upload may carry. */
export const UPLOAD_FIELD = 'file';

const ONE_FILE_ONLY = `Send one file only, in the form field "${UPLOAD_FIELD}", and no other fields.`;

/** @fastify/multipart's errors for a form with more than it allows (a second file, extra fields). */
const EXTRA_PART_CODES = new Set([
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
]);

/**
 * The one uploaded file of a multipart request, whole, in memory (the route's `fileSize` bounds it).
 * @throws HttpError 400 (not multipart, no file, an empty file, a field other than `file`, a second
 *   file, an unreadable body), or 413 with `limitMessage` when the file is over the route's limit.
 */
export async function readUpload(request: FastifyRequest, limitMessage: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badRequest(`Send the file as multipart/form-data in the field "${UPLOAD_FIELD}".`);
  }
  let bytes: Buffer | undefined;
  let refusal: HttpError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === UPLOAD_FIELD && bytes === undefined && !refusal) {
        bytes = await part.toBuffer();
        continue;
      }
      refusal ??= badRequest(
        part.fieldname !== UPLOAD_FIELD
          ? `The form field "${part.fieldname}" is not accepted: send the file alone, in the field "${UPLOAD_FIELD}".`
          : part.type === 'file'
            ? ONE_FILE_ONLY
            : `The form field "${UPLOAD_FIELD}" holds text: send the file itself.`,
      );
      // Read the unwanted part to its end so the parts after it (and the end of the body) arrive.
      if (part.type === 'file') {
        part.file.resume();
        await finished(part.file);
      }
    }
  } catch (error) {
    if (refusal) throw refusal;
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'PAYLOAD_TOO_LARGE', limitMessage);
    if (code && EXTRA_PART_CODES.has(code)) throw badRequest(ONE_FILE_ONLY);
    throw badRequest('The upload could not be read. Try again.');
  }
  if (refusal) throw refusal;
  if (!bytes) throw badRequest('No file was sent: choose a file.');
  if (bytes.length === 0) throw badRequest('The file is empty.');
  return bytes;
}
