/**
 * `GET /api/admin/backup` (data.routes.ts): the whole site as `vitae-backup-<time>.json.gz`
 * (backup.ts). Source: docs/decisions/0040-owner-data-and-images.md.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { paths } from '../../../shared/paths.js';
import type { Database } from '../../db/types.js';
import { createBackup, encodeBackup } from './backup.js';
import { backupFileName, download } from './data-requests.js';

/** Add the backup download route (admin only, tagged `tags`). */
export function registerBackupRoute(app: FastifyInstance, db: Kysely<Database>, tags: string[]): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    paths.data.backup,
    { schema: { tags, summary: 'The whole site as a gzipped backup file' } },
    async (_request, reply) => {
      const doc = await createBackup(db);
      return download(reply, backupFileName(doc.createdAt), 'application/gzip', await encodeBackup(doc));
    },
  );
}
