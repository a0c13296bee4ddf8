/**
 * The automatic backups' routes (data.routes.ts): `GET /api/admin/backups` (newest first),
 * `GET .../backups/{id}/file` (a download) and `POST .../backups/{id}/restore?confirm=true`.
 * Source: docs/decisions/0040-owner-data-and-images.md.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { restoreDoneSchema, storedBackupSchema } from '../../../shared/data.js';
import { paths } from '../../../shared/paths.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { idParams } from '../../lib/id-params.js';
import { envelope } from '../../lib/reply.js';
import { autoBackups } from './auto-backups.js';
import { decodeBackup, prepareRestore, restoreBackup } from './backup.js';
import { backupFileName, confirmQuery, download, requireConfirm } from './data-requests.js';

/** Add the automatic backups' routes (admin only, tagged `tags`). */
export function registerAutoBackupRoutes(app: FastifyInstance, db: Kysely<Database>, tags: string[]): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    paths.data.backups,
    {
      schema: {
        tags,
        summary: 'The automatic backups, newest first',
        response: { 200: envelopeSchema(z.array(storedBackupSchema)) },
      },
    },
    async (request) => envelope(request, await autoBackups.list(db), 'Backups found'),
  );

  route.get(
    `${paths.data.backups}/:id/file`,
    { schema: { tags, summary: 'One automatic backup as a file', params: idParams } },
    async (request, reply) => {
      const { backup, data } = await autoBackups.file(db, request.params.id);
      return download(reply, backupFileName(backup.createdAt), 'application/gzip', data);
    },
  );

  route.post(
    `${paths.data.backups}/:id/restore`,
    {
      schema: {
        tags,
        summary: 'Restore one automatic backup (?confirm=true)',
        params: idParams,
        querystring: confirmQuery,
        response: { 200: envelopeSchema(restoreDoneSchema) },
      },
    },
    async (request) => {
      requireConfirm(request, 'Restoring a backup');
      const { data } = await autoBackups.file(db, request.params.id);
      const restorable = await prepareRestore(await decodeBackup(data));
      const { backup, result } = await autoBackups.around(db, 'restore', () => restoreBackup(db, restorable));
      return envelope(request, { backup, missingUsers: result.missingUsers }, 'Backup restored');
    },
  );
}
