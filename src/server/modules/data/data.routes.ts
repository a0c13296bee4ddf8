/**
 * The owner's data routes (decision 0040), all admin only (`paths.data`):
 *
 * - `POST /api/admin/import`: body = a JSON Resume of at most 5 MiB. Invalid: 400 with every problem
 *   in `error.issues` (paths such as `work[0].url`); past a limit of the import (size, entries,
 *   values: docs/decisions/0080-data-limits.md) 413 naming it. Without `?confirm=true`: 200
 *   {@link ImportPreview} (the import is run and rolled back; nothing changes). With it: an automatic
 *   backup, then the import replaces the portfolio in one transaction. With `?lang=es` (docs/decisions/0065-content-languages.md)
 *   the file is the Spanish version of the entries instead: matched by order, it fills their
 *   `i18n.es` and replaces nothing (jsonresume/translation.ts); same preview and answer shapes.
 * - `GET /api/admin/export[?lang=es]`: the portfolio as `resume.json` (a download, not an envelope);
 *   with `lang=es` its Spanish version, `resume-es.json`.
 * - `GET /api/admin/backup`: the whole site as `vitae-backup-<time>.json.gz` (backup.ts).
 * - `POST /api/admin/restore` (multipart, field `file`): preview, or with `?confirm=true` an automatic
 *   backup then the restore (one transaction). The file is read in a worker thread within the limits
 *   of docs/decisions/0080-data-limits.md (413 past one) and checked as an import would be (400);
 *   its images are processed again like uploads.
 * - `POST /api/admin/reset?confirm=true`: an automatic backup, then an empty portfolio.
 * - `GET /api/admin/backups`, `GET .../backups/{id}/file`, `POST .../backups/{id}/restore?confirm=true`.
 *
 * An automatic backup is kept only when what it was taken for succeeds (auto-backups.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  importDoneSchema,
  importPreviewSchema,
  restoreDoneSchema,
  restorePreviewSchema,
  storedBackupSchema,
} from '../../../shared/data.js';
import { paths } from '../../../shared/paths.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { readUpload } from '../../lib/upload.js';
import {
  countPortfolio,
  exportJsonResume,
  importJsonResume,
  RESUME_LIMITS,
  ResumeTooLargeError,
  ResumeValidationError,
  validateResumeOffThread,
} from '../jsonresume/jsonresume.js';
import { idParams } from '../../lib/id-params.js';
import { importTranslation } from '../jsonresume/translation.js';
import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATED_LANGUAGES } from '../../../shared/i18n/languages.js';
import { autoBackups } from './auto-backups.js';
import {
  BACKUP_LIMITS,
  createBackup,
  decodeBackup,
  encodeBackup,
  inspectBackup,
  prepareRestore,
  resetPortfolio,
  restoreBackup,
} from './backup.js';
import { formatMiB } from './backup-format.js';

/** Largest backup file accepted for a restore (images included), bytes. */
export const MAX_BACKUP_BYTES = BACKUP_LIMITS.fileBytes;

const importTooLarge = () =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${formatMiB(RESUME_LIMITS.bytes)}; Vitae imports JSON Resume files of at most ${formatMiB(RESUME_LIMITS.bytes)}. Nothing was imported.`,
  );

const confirmQuery = z.object({ confirm: z.enum(['true', 'false']).optional() });
const importQuery = confirmQuery.extend({
  lang: z
    .enum(TRANSLATED_LANGUAGES, {
      error: `The language of a second resume must be ${TRANSLATED_LANGUAGES.join(' or ')}; a resume in the default language is imported without lang.`,
    })
    .optional(),
});
const exportQuery = z.object({
  lang: z.enum(LANGUAGES, { error: `must be ${LANGUAGES.join(' or ')}` }).optional(),
});
const confirmed = (request: FastifyRequest) => (request.query as { confirm?: string }).confirm === 'true';
const requireConfirm = (request: FastifyRequest, what: string) => {
  if (!confirmed(request)) throw badRequest(`${what} replaces the whole portfolio: confirm with ?confirm=true.`);
};

/** `vitae-backup-2026-11-23T16-05-00Z.json.gz` */
export function backupFileName(createdAt: string): string {
  return `vitae-backup-${createdAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.json.gz`;
}

function download(reply: FastifyReply, name: string, type: string, data: Buffer | string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(data);
}

export async function registerDataRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }) {
  const { db } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['data'];

  route.post(
    paths.data.import,
    {
      bodyLimit: RESUME_LIMITS.bytes,
      // Past bodyLimit (a declared size at once, a streamed body when it gets there): the import's own
      // message. What a route's error handler throws goes on to the errors plugin's.
      errorHandler: (error) => {
        throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? importTooLarge() : error;
      },
      schema: {
        tags,
        summary:
          'Import a JSON Resume: a preview, or with ?confirm=true replace the portfolio; with ?lang=es the Spanish version of its entries',
        querystring: importQuery,
        body: z.unknown(),
        response: { 200: envelopeSchema(z.union([importPreviewSchema, importDoneSchema])) },
      },
    },
    async (request) => {
      const resume = request.body;
      const language = request.query.lang;
      try {
        if (language) {
          // The second resume: the Spanish version of the entries, matched by order (decision 0065).
          if (!confirmed(request)) {
            const preview = await importTranslation(db, resume, language, { dryRun: true });
            return envelope(request, preview, 'Translation preview');
          }
          const validated = await validateResumeOffThread(resume);
          const { backup, result } = await autoBackups.around(db, 'import', () =>
            importTranslation(db, resume, language, { validated }),
          );
          return envelope(request, { counts: result.counts, warnings: result.warnings, backup }, 'Translation imported');
        }
        if (!confirmed(request)) {
          const current = await countPortfolio(db);
          const preview = await importJsonResume(db, resume, { replace: true, dryRun: true });
          return envelope(request, { current, counts: preview.counts, warnings: preview.warnings }, 'Import preview');
        }
        // An invalid file saves no backup: it is validated first (once; the import takes the result).
        const validated = await validateResumeOffThread(resume);
        const { backup, result } = await autoBackups.around(db, 'import', () =>
          importJsonResume(db, resume, { replace: true, validated }),
        );
        return envelope(request, { counts: result.counts, warnings: result.warnings, backup }, 'Portfolio imported');
      } catch (error) {
        if (error instanceof ResumeValidationError) throw badRequest(error.message, error.errors);
        if (error instanceof ResumeTooLargeError) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', error.message);
        throw error;
      }
    },
  );

  route.get(
    paths.data.export,
    { schema: { tags, summary: 'The portfolio as a JSON Resume download (?lang=es: its Spanish version)', querystring: exportQuery } },
    async (request, reply) => {
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      const name = language === DEFAULT_LANGUAGE ? 'resume.json' : `resume-${language}.json`;
      const doc = await exportJsonResume(db, language);
      return download(reply, name, 'application/json; charset=utf-8', `${JSON.stringify(doc, null, 2)}\n`);
    },
  );

  route.get(paths.data.backup, { schema: { tags, summary: 'The whole site as a gzipped backup file' } }, async (_request, reply) => {
    const doc = await createBackup(db);
    return download(reply, backupFileName(doc.createdAt), 'application/gzip', await encodeBackup(doc));
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_BACKUP_BYTES, files: 1, fields: 5, parts: 6 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      paths.data.restore,
      {
        config: { multipart: true },
        schema: {
          tags,
          summary: 'Restore a backup file (multipart, field "file"): a preview, or with ?confirm=true the restore',
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
        const { backup, result } = await autoBackups.around(db, 'restore', () => restoreBackup(db, restorable));
        return envelope(request, { backup, missingUsers: result.missingUsers }, 'Backup restored');
      },
    );
  });

  route.post(
    paths.data.reset,
    {
      schema: {
        tags,
        summary: 'Start from an empty portfolio (?confirm=true); users and the All category stay',
        querystring: confirmQuery,
        response: { 200: envelopeSchema(restoreDoneSchema) },
      },
    },
    async (request) => {
      requireConfirm(request, 'Starting from an empty portfolio');
      const { backup } = await autoBackups.around(db, 'reset', () => resetPortfolio(db));
      return envelope(request, { backup, missingUsers: [] }, 'Portfolio emptied');
    },
  );

  route.get(
    paths.data.backups,
    { schema: { tags, summary: 'The automatic backups, newest first', response: { 200: envelopeSchema(z.array(storedBackupSchema)) } } },
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
