/**
 * `POST /api/admin/restore` (data.routes.ts, multipart, field `file`): a preview of a backup file, or
 * with `?confirm=true` an automatic backup then the restore (one transaction). The file is read in a
 * worker thread within the limits (413 past one) and checked as an import would be (400).
 * Source: docs/decisions/0040-owner-data-and-images.md, docs/decisions/0080-data-limits.md.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { restoreDoneSchema, restorePreviewSchema } from '../../../shared/data.js';
import { paths } from '../../../shared/paths.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { envelope } from '../../lib/reply.js';
import { readUpload } from '../../lib/upload.js';
import { autoBackups } from './auto-backups.js';
import { BACKUP_LIMITS, decodeBackup, inspectBackup, prepareRestore, restoreBackup } from './backup.js';
import { formatMiB } from './backup-format.js';
import { confirmed, confirmQuery } from './data-requests.js';

/** Largest backup file accepted for a restore (images included), bytes. */
export const MAX_BACKUP_BYTES = BACKUP_LIMITS.fileBytes;
/** Add the restore route in a scope of its own that reads multipart bodies (admin only, tagged `tags`). */
export async function registerRestoreRoute(
  app: FastifyInstance,
  db: Kysely<Database>,
  tags: string[],
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_BACKUP_BYTES, files: 1, fields: 5, parts: 6 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      paths.data.restore,
      {
        config: { multipart: true },
        schema: {
          tags,
          summary:
            'Restore a backup file (multipart, field "file"): a preview, or with ?confirm=true the restore',
          consumes: ['multipart/form-data'],
          querystring: confirmQuery,
          response: { 200: envelopeSchema(z.union([restorePreviewSchema, restoreDoneSchema])) },
        },
      },
      async (request) => {
        const bytes = await readUpload(
          request,
          `The backup file is too large (at most ${formatMiB(MAX_BACKUP_BYTES)}).`,
        );
        if (!confirmed(request)) return envelope(request, await inspectBackup(bytes), 'Backup preview');
        const restorable = await prepareRestore(await decodeBackup(bytes));
        const { backup, result } = await autoBackups.around(db, 'restore', () =>
          restoreBackup(db, restorable),
        );
        return envelope(request, { backup, missingUsers: result.missingUsers }, 'Backup restored');
      },
    );
  });
}
