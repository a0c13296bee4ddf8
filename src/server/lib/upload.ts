/**
 * Reading the one file of a `multipart/form-data` request (uploads: modules/media, restore:
 * modules/data). The route registers @fastify/multipart in its own scope with its size limit and
 * sets `config.multipart` (plugins/security.ts).
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-error.js';

/** The one uploaded file of a multipart request. @throws HttpError 400, or 413 over the limit. */
export async function readUpload(request: FastifyRequest, limitMessage: string): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file".');
  try {
    const file = await request.file();
    if (!file) throw badRequest('No file was sent: choose a file.');
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw badRequest('The file is empty.');
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', limitMessage);
    }
    throw badRequest('The upload could not be read. Try again.');
  }
}
