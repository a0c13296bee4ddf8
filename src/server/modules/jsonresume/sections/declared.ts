/**
 * Import and export of the JSON Resume sections that are Vitae resources field for field (volunteer,
 * awards, certificates, publications, languages, interests, references): driven by their
 * declarations (`RESUME_SECTIONS`, src/shared/resources/), so a new section needs no code here.
 *
 * Import runs each item through the resource's create schema and repository (the API's rules); a
 * value the schema refuses is left out with a warning. Export writes the declared fields that carry
 * something ('' and [] left out), in the declaration's order.
 */
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/types.js';
import { DEFAULT_LANGUAGE, localize, type Language } from '../../../../shared/i18n/languages.js';
import { resumeSections } from '../../resources/definitions.js';
import { RESUME_SECTIONS } from '../../../../shared/resources/index.js';
import { repositoryOf } from '../../resources/repository.js';
import type { ResumeIssue } from '../document.js';
import { breathe } from '../breathe.js';

type Trx = Transaction<Database>;
type Item = Record<string, unknown>;

/** The JSON Resume key of each section resource, with its server resource. */
export const RESUME_SECTION_RESOURCES = resumeSections.map((resource, index) => ({
  resource,
  // The JSON Resume key its declaration holds (resumeSections is RESUME_SECTIONS mapped, in order) (`languages` for spoken-languages); a declared section JSON Resume
  // has no key for (`resumeSection` unset) is kept in backups, not in JSON Resume files (decision 0116).
  key: RESUME_SECTIONS[index]?.resumeSection as string | undefined,
  // The resource's own fields: its `i18n` key is no JSON Resume key (decision 0060 maps languages).
  fields: Object.keys((resource.createSchema as z.ZodObject).shape).filter((field) => field !== 'i18n'),
}));

/**
 * Import every section item of `doc`. Answers, per section key, the created ids in file order
 * (`undefined` for an item that could not be imported).
 */
export async function importSections(
  trx: Trx,
  doc: Item,
  warnings: ResumeIssue[],
): Promise<Map<string, (string | undefined)[]>> {
  const created = new Map<string, (string | undefined)[]>();
  for (const { resource, key, fields } of RESUME_SECTION_RESOURCES) {
    if (key === undefined) continue;
    const items = Array.isArray(doc[key]) ? (doc[key] as unknown[]) : [];
    const repo = repositoryOf(resource);
    const ids: (string | undefined)[] = [];
    for (const [index, raw] of items.entries()) {
      await breathe();
      const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Item;
      const input: Item = {};
      for (const field of fields) if (field in item) input[field] = item[field];
      let parsed = resource.createSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          warnings.push({ path: `${key}[${index}].${field}`, message: `${issue.message}; left out` });
          delete input[field];
        }
        parsed = resource.createSchema.safeParse(input);
      }
      ids.push(
        parsed.success ? ((await repo.create(trx, parsed.data as Item)) as { _id: string })._id : undefined,
      );
    }
    created.set(key, ids);
  }
  return created;
}

/**
 * Export every section with entries: `[key, items with their ids]`, in the schema's order, each
 * entry read in `language` (decision 0065: its Spanish version where there is one).
 */
export async function exportSections(
  db: Kysely<Database>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<[string, { id: string; item: Item }[]][]> {
  const out: [string, { id: string; item: Item }[]][] = [];
  for (const { resource, key, fields } of RESUME_SECTION_RESOURCES) {
    if (key === undefined) continue;
    const list = ((await repositoryOf(resource).list(db)) as (Item & { _id: string })[]).map((entry) =>
      localize(entry, language),
    );
    if (list.length === 0) continue;
    out.push([
      key,
      list.map((entry) => {
        const item: Item = {};
        for (const field of fields) {
          const value = entry[field];
          if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
          item[field] = value;
        }
        return { id: entry._id, item };
      }),
    ]);
  }
  return out;
}
