/**
 * Image upload and serving (decision 0040):
 *
 * - `POST /api/images` (admin): `multipart/form-data` with one file in the field `file` and nothing
 *   else. 201 with {@link UploadedImage}; 413 over {@link MAX_UPLOAD_BYTES} or the pixel limit, 415
 *   for a file that is not a JPEG/PNG/WebP/AVIF/GIF (sniffed from the bytes), 400 for a damaged
 *   file, no file, another field or a second file (lib/upload.ts); 503 with `Retry-After` when the
 *   image queue's places are all taken, before the body is read (image-queue.ts, decision 0091).
 *   Multipart is registered only in this route's scope: every other write stays JSON-only.
 * - `GET /media/<id>-<width>.webp` (public): the stored WebP, cached for a year as immutable (the
 *   URL is content-addressed); 404 for anything else.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MAX_UPLOAD_BYTES,
  MEDIA_PREFIX,
  mediaImage,
  mediaUrl,
  parseMediaUrl,
} from '../../../shared/media.js';
import { uploadedImageSchema } from '../../../shared/media-schema.js';
import { paths } from '../../../shared/paths.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { readUpload } from '../../lib/upload.js';
import { processImage } from './image-processing.js';
import { admitUpload, ImageQueueFullError } from './image-queue.js';
import { mediaRepository } from './media.repository.js';

/** An upload place of the image queue (its release function), or 503 with `Retry-After`. */
function takeUploadPlace(reply: FastifyReply): () => void {
  try {
    return admitUpload();
  } catch (error) {
    if (error instanceof ImageQueueFullError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

export async function registerMediaRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      paths.images,
      {
        config: { multipart: true },
        schema: {
          tags: ['media'],
          summary: 'Upload an image (multipart/form-data, field "file"); admin only',
          consumes: ['multipart/form-data'],
          response: { 201: envelopeSchema(uploadedImageSchema) },
        },
      },
      async (request, reply) => {
        const release = takeUploadPlace(reply);
        let image;
        try {
          const bytes = await readUpload(
            request,
            `The file is too large: upload an image of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
          );
          image = await processImage(bytes);
          await mediaRepository.save(deps.db, image);
        } finally {
          release();
        }
        const url = mediaUrl(image.id, image.width);
        return reply.status(201).send(
          envelope(
            request,
            {
              url,
              srcSet: mediaImage(url).srcSet ?? '',
              width: image.width,
              height: image.height,
              placeholder: image.placeholder,
            },
            'Image uploaded',
          ),
        );
      },
    );
  });

  app.get(
    `${MEDIA_PREFIX}/:file`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const parsed = parseMediaUrl(`${MEDIA_PREFIX}/${(request.params as { file: string }).file}`);
      const data = parsed && (await mediaRepository.file(deps.db, parsed.id, parsed.width));
      if (!data) throw notFound('There is no such image.');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
}
