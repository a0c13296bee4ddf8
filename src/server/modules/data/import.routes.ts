/**
 * `POST /api/admin/import` (data.routes.ts): a JSON Resume of at most 5 MiB, previewed (imported and
 * rolled back), or with `?confirm=true` imported in place of the portfolio after an automatic backup;
 * with `?lang=es` the Spanish version of the entries, matched by order (jsonresume/translation.ts).
 * Source: docs/decisions/0040-owner-data-and-images.md, docs/decisions/0065-content-languages.md,
 * docs/decisions/0080-data-limits.md.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { importDoneSchema, importPreviewSchema } from '../../../shared/data.js';
import { paths } from '../../../shared/paths.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import {
  countPortfolio,
  importJsonResume,
  RESUME_LIMITS,
  ResumeTooLargeError,
  ResumeValidationError,
  validateResumeOffThread,
} from '../jsonresume/jsonresume.js';
import { importTranslation } from '../jsonresume/translation.js';
import { TRANSLATED_LANGUAGES } from '../../../shared/i18n/languages.js';
import { autoBackups } from './auto-backups.js';
import { formatMiB } from './backup-format.js';
import { confirmed, confirmQuery } from './data-requests.js';

const importTooLarge = () =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${formatMiB(RESUME_LIMITS.bytes)}; Vitae imports JSON Resume files of at most ${formatMiB(RESUME_LIMITS.bytes)}. Nothing was imported.`,
  );
const importQuery = confirmQuery.extend({
  lang: z
    .enum(TRANSLATED_LANGUAGES, {
      error: `The language of a second resume must be ${TRANSLATED_LANGUAGES.join(' or ')}; a resume in the default language is imported without lang.`,
    })
    .optional(),
});

/** Add the import route (admin only, tagged `tags`). */
export function registerImportRoute(app: FastifyInstance, db: Kysely<Database>, tags: string[]): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

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
          return envelope(
            request,
            { counts: result.counts, warnings: result.warnings, backup },
            'Translation imported',
          );
        }
        if (!confirmed(request)) {
          const current = await countPortfolio(db);
          const preview = await importJsonResume(db, resume, { replace: true, dryRun: true });
          return envelope(
            request,
            { current, counts: preview.counts, warnings: preview.warnings },
            'Import preview',
          );
        }
        // An invalid file saves no backup: it is validated first (once; the import takes the result).
        const validated = await validateResumeOffThread(resume);
        const { backup, result } = await autoBackups.around(db, 'import', () =>
          importJsonResume(db, resume, { replace: true, validated }),
        );
        return envelope(
          request,
          { counts: result.counts, warnings: result.warnings, backup },
          'Portfolio imported',
        );
      } catch (error) {
        if (error instanceof ResumeValidationError) throw badRequest(error.message, error.errors);
        if (error instanceof ResumeTooLargeError)
          throw new HttpError(413, 'PAYLOAD_TOO_LARGE', error.message);
        throw error;
      }
    },
  );
}
