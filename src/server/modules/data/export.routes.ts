/**
 * `GET /api/admin/export[?lang=es]` (data.routes.ts): the portfolio as a JSON Resume download,
 * `resume.json`, or with `lang=es` its Spanish version, `resume-es.json`.
 * Source: docs/decisions/0040-owner-data-and-images.md, docs/decisions/0065-content-languages.md.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { paths } from '../../../shared/paths.js';
import type { Database } from '../../db/types.js';
import { exportJsonResume } from '../jsonresume/jsonresume.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../shared/i18n/languages.js';
import { download } from './data-requests.js';

const exportQuery = z.object({
  lang: z.enum(LANGUAGES, { error: `must be ${LANGUAGES.join(' or ')}` }).optional(),
});

/** Add the export route (admin only, tagged `tags`). */
export function registerExportRoute(app: FastifyInstance, db: Kysely<Database>, tags: string[]): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    paths.data.export,
    {
      schema: {
        tags,
        summary: 'The portfolio as a JSON Resume download (?lang=es: its Spanish version)',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      const name = language === DEFAULT_LANGUAGE ? 'resume.json' : `resume-${language}.json`;
      const doc = await exportJsonResume(db, language);
      return download(reply, name, 'application/json; charset=utf-8', `${JSON.stringify(doc, null, 2)}\n`);
    },
  );
}
