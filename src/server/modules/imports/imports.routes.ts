/**
 * `POST /api/admin/import/linkedin` and `POST /api/admin/import/bibtex` (admin only; multipart, the
 * file in the field `file`): without `?confirm=true` the preview ({@link SourcePreview}: nothing
 * changes); with it, the field `choices` (JSON {@link SourceChoices}) names the items to take and
 * the sections to replace, an automatic backup is taken (restoring it undoes the whole import) and
 * the import runs in one transaction ({@link SourceImportDone}). A bad file is a 400 naming the file
 * and line, a file past a limit a 413; nothing changes either way.
 *
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md, docs/decisions/0080-data-limits.md.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '../../../shared/schemas.js';
import {
  sourceChoicesSchema,
  sourceImportDoneSchema,
  sourceImportPaths,
  sourcePreviewSchema,
  type SourceChoices,
} from '../../../shared/source-import.js';
import type { Database } from '../../db/types.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { envelope } from '../../lib/reply.js';
import { autoBackups } from '../data/auto-backups.js';
import { confirmed, confirmQuery } from '../data/data-requests.js';
import {
  applyImport,
  previewImport,
  readBibtexFile,
  readLinkedInZip,
  SOURCE_LIMITS,
  SourceFileError,
  type ImportSource,
} from './imports.js';

const MiB = 1024 * 1024;

/** The form of an import: the file, and (confirmed) the choices. */
interface ImportForm {
  name: string;
  bytes: Buffer;
  choices: SourceChoices | undefined;
}

/**
 * Read the form: one file in `file`, and at most the text field `choices` (JSON).
 * @throws HttpError 400 (no file, an empty file, another field, choices that are no JSON or not of
 *   the shape), 413 past `limit` bytes.
 */
async function readForm(request: FastifyRequest, limit: number, what: string): Promise<ImportForm> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file".');
  let file: { name: string; bytes: Buffer } | undefined;
  let choicesText: string | undefined;
  let refusal: HttpError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { name: part.filename || 'file', bytes: await part.toBuffer() };
      } else if (part.type === 'field' && part.fieldname === 'choices' && choicesText === undefined) {
        choicesText = String(part.value);
      } else {
        refusal ??= badRequest(
          `The form field "${part.fieldname}" is not accepted: send the file in "file" and the choices in "choices".`,
        );
        if (part.type === 'file') part.file.resume();
      }
    }
  } catch (error) {
    if (refusal) throw refusal;
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The file is larger than ${limit / MiB} MiB; Vitae imports ${what} of at most ${limit / MiB} MiB. Nothing was imported.`,
      );
    throw badRequest('The upload could not be read. Try again.');
  }
  if (refusal) throw refusal;
  if (!file) throw badRequest('No file was sent: choose a file.');
  if (file.bytes.length === 0) throw badRequest(`${file.name} is empty. Nothing was imported.`);
  let choices: SourceChoices | undefined;
  if (choicesText !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(choicesText);
    } catch {
      throw badRequest(
        'The choices are not JSON: send {"take": ["work:0", ...], "replace": ["skills", ...]}.',
      );
    }
    const parsed = sourceChoicesSchema.safeParse(json);
    if (!parsed.success)
      throw badRequest(
        'The choices are not of the expected shape: {"take": ["work:0", ...], "replace": ["skills", ...]}.',
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    choices = parsed.data;
  }
  return { ...file, choices };
}

/** A reader's refusal as the API's error. */
const asHttp = (error: unknown) =>
  error instanceof SourceFileError
    ? new HttpError(
        error.status,
        error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR',
        error.message,
      )
    : error;

/** Add the two import routes in a scope of their own that reads multipart bodies (admin only, tagged `tags`). */
export async function registerSourceImportRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  tags: string[],
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: SOURCE_LIMITS.zipBytes, files: 1, fields: 1, parts: 2, fieldSize: 256 * 1024 },
    });
    const route = scope.withTypeProvider<ZodTypeProvider>();
    const answer = z.union([sourcePreviewSchema, sourceImportDoneSchema]);
    const handle = async (
      request: FastifyRequest,
      source: ImportSource,
      choices: SourceChoices | undefined,
    ) => {
      if (!confirmed(request)) return envelope(request, await previewImport(db, source), 'Import preview');
      if (!choices)
        throw badRequest(
          'Say what to import: the form field "choices" as {"take": [...], "replace": [...]}.',
        );
      const { backup, result } = await autoBackups.around(db, 'import', () =>
        applyImport(db, source, choices),
      );
      return envelope(
        request,
        {
          created: result.created,
          removed: result.removed,
          counts: result.counts,
          warnings: result.warnings,
          backup,
        },
        'Portfolio imported',
      );
    };
    route.post(
      sourceImportPaths.linkedin,
      {
        config: { multipart: true },
        schema: {
          tags,
          summary:
            'Import a LinkedIn data export (multipart: the ZIP in "file"): a preview, or with ?confirm=true and "choices" the merge',
          consumes: ['multipart/form-data'],
          querystring: confirmQuery,
          response: { 200: envelopeSchema(answer) },
        },
      },
      async (request) => {
        const form = await readForm(request, SOURCE_LIMITS.zipBytes, 'LinkedIn exports');
        let source: ImportSource;
        try {
          source = readLinkedInZip(form.name, form.bytes);
        } catch (error) {
          throw asHttp(error);
        }
        return handle(request, source, form.choices);
      },
    );
    route.post(
      sourceImportPaths.bibtex,
      {
        config: { multipart: true },
        schema: {
          tags,
          summary:
            'Import publications from a BibTeX file (multipart: the .bib in "file"): a preview, or with ?confirm=true and "choices" the merge',
          consumes: ['multipart/form-data'],
          querystring: confirmQuery,
          response: { 200: envelopeSchema(answer) },
        },
      },
      async (request) => {
        const form = await readForm(request, SOURCE_LIMITS.zipBytes, 'BibTeX files');
        let source: ImportSource;
        try {
          source = await readBibtexFile(db, form.name, form.bytes);
        } catch (error) {
          throw asHttp(error);
        }
        return handle(request, source, form.choices);
      },
    );
  });
}
