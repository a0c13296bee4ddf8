/**
 * A second JSON Resume as the Spanish version of the portfolio's entries (decision 0060: "import
 * can load a second resume as the Spanish version of the same entries, matched by order").
 *
 * How: the file is imported exactly as a normal import would (validate.ts, the section mappings of
 * sections/, the API's schemas) inside a transaction that is rolled back, so its entries are read
 * back as Vitae would store them; then each kind's entries are paired with the portfolio's by
 * position (the person with the person, work[0] with the first work, ...; categories leave out
 * `All`) and each pair's translatable fields (src/shared/resources/, `translatable`) become that
 * entry's `i18n.es`. A value equal to the default one, or empty, is no translation (it is removed).
 * Nothing else of the portfolio changes: no entry is created, deleted or moved.
 *
 * A kind whose counts differ is paired up to the shorter list, with a warning naming it.
 * Source: docs/decisions/0065-content-languages.md, docs/decisions/0004-json-resume-mapping.md.
 */
import type { Kysely, Transaction } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { isEmptyTranslation, type TranslationsPatch } from '../../../shared/i18n/content.js';
import type { TranslatedLanguage } from '../../../shared/i18n/languages.js';
import { person as personDeclaration } from '../../../shared/resources/index.js';
import type { Database } from '../../db/types.js';
import { lockPortfolio } from '../../db/portfolio-lock.js';
import {
  categories,
  categoryKey,
  educations,
  resumeSections,
  skills,
  works,
} from '../resources/definitions.js';
import { repositoryOf } from '../resources/repository.js';
import { type OrderedResource } from '../resources/resource.js';
import { projects } from '../resources/projects.js';
import { peopleRepository } from '../people/people.repository.js';
import type { ResumeIssue } from './document.js';
import { importJsonResume } from './import.js';
import { countPortfolio, type PortfolioCounts } from './portfolio.js';
import { validateResumeOffThread } from './validate-off-thread.js';
import { type ValidatedResume } from './validate.js';

type Trx = Transaction<Database>;
type Entry = { _id: string } & Record<string, unknown>;

/** What {@link importTranslation} did (or, in a dry run, would do). */
export interface TranslationResult {
  /** The portfolio (unchanged in size). */
  current: PortfolioCounts;
  /** Entries of each kind that were given the file's version (paired by position). */
  counts: PortfolioCounts;
  /** Values the import left out, and kinds whose counts differ. */
  warnings: ResumeIssue[];
}

/** One kind of entry: how to list it and write an entry's translations. */
interface Kind {
  /** Key of {@link PortfolioCounts}, and the path of warnings. */
  count: keyof PortfolioCounts;
  path: string;
  translatable: readonly string[];
  list(db: Kysely<Database>): Promise<Entry[]>;
  write(trx: Trx, id: string, patch: TranslationsPatch): Promise<void>;
}

const isAll = (entry: Entry) => categoryKey(String(entry.title ?? '')) === categoryKey(ALL_CATEGORY_TITLE);

function orderedKind(
  resource: OrderedResource,
  count: keyof PortfolioCounts | undefined,
  path: string,
  filter: (entry: Entry) => boolean = () => true,
): Kind {
  const repo = repositoryOf(resource);
  return {
    count: count ?? 'works',
    path,
    translatable: resource.translatable,
    list: async (db) => ((await repo.list(db)) as Entry[]).filter(filter),
    write: async (trx, id, patch) => {
      await repo.update(trx, id, { i18n: patch });
    },
  };
}

/** Every kind, in the file's order; `count` undefined for the JSON Resume sections (not counted). */
function kinds(): (Kind & { counted: boolean })[] {
  return [
    {
      count: 'people',
      path: 'basics',
      translatable: personDeclaration.translatable,
      list: async (db) => (await peopleRepository.list(db)).slice(0, 1) as Entry[],
      write: async (trx, id, patch) => {
        await peopleRepository.update(trx, id, { i18n: patch });
      },
      counted: true,
    },
    { ...orderedKind(works, 'works', 'work'), counted: true },
    { ...orderedKind(educations, 'educations', 'education'), counted: true },
    { ...orderedKind(skills, 'skills', 'skills'), counted: true },
    { ...orderedKind(projects, 'projects', 'projects'), counted: true },
    {
      ...orderedKind(categories, 'categories', 'x-vitae.categories', (entry) => !isAll(entry)),
      counted: true,
    },
    ...resumeSections.map((section) => ({
      ...orderedKind(section, undefined, section.wire),
      counted: false,
    })),
  ];
}

/** Thrown inside the read-back transaction to roll it back. */
class ReadBack extends Error {}

/** The file's entries of every kind, as a normal import would store them (nothing is kept). */
async function entriesOf(
  db: Kysely<Database>,
  resume: unknown,
  validated: ValidatedResume,
  warnings: ResumeIssue[],
) {
  let lists: Entry[][] = [];
  await db
    .transaction()
    .execute(async (trx) => {
      const result = await importJsonResume(trx as unknown as Kysely<Database>, resume, {
        replace: true,
        validated,
      });
      warnings.push(...result.warnings);
      lists = await Promise.all(kinds().map((kind) => kind.list(trx as unknown as Kysely<Database>)));
      throw new ReadBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof ReadBack)) throw error;
    });
  return lists;
}

/** The patch making `translated` the `language` version of `entry`: every translatable field. */
function patchOf(
  entry: Entry,
  translated: Entry,
  translatable: readonly string[],
  language: TranslatedLanguage,
): TranslationsPatch {
  const fields: Record<string, unknown> = {};
  for (const field of translatable) {
    const value = translated[field];
    fields[field] = isEmptyTranslation(value) || isDeepStrictEqual(value, entry[field]) ? null : value;
  }
  return { [language]: fields } as TranslationsPatch;
}

/**
 * Load `resume` (a JSON Resume) as the `language` version of the portfolio's entries, matched by
 * order (see the module doc). `dryRun` computes the result and writes nothing (the data page's
 * preview). Runs in the caller's transaction when `db` is one.
 *
 * @throws ResumeValidationError when `resume` is not a valid JSON Resume (nothing written).
 */
export async function importTranslation(
  db: Kysely<Database>,
  resume: unknown,
  language: TranslatedLanguage,
  options: { dryRun?: boolean; validated?: ValidatedResume } = {},
): Promise<TranslationResult> {
  const validated = options.validated ?? (await validateResumeOffThread(resume));
  const warnings: ResumeIssue[] = [];
  const files = await entriesOf(db, resume, validated, warnings);
  const run = async (trx: Trx): Promise<TranslationResult> => {
    if (!options.dryRun) await lockPortfolio(trx);
    const current = await countPortfolio(trx);
    const counts: PortfolioCounts = {
      people: 0,
      works: 0,
      educations: 0,
      skills: 0,
      projects: 0,
      categories: 0,
      socialLinks: 0,
    };
    for (const [index, kind] of kinds().entries()) {
      const own = await kind.list(trx as unknown as Kysely<Database>);
      const file = files[index] ?? [];
      if (file.length > 0 && own.length !== file.length) {
        warnings.push({
          path: kind.path,
          message: `the file has ${file.length} and the portfolio ${own.length}: the first ${Math.min(file.length, own.length)} were matched by order`,
        });
      }
      const pairs = Math.min(own.length, file.length);
      if (kind.counted) counts[kind.count] = pairs;
      if (options.dryRun || kind.translatable.length === 0) continue;
      for (let at = 0; at < pairs; at++) {
        await kind.write(trx, own[at]!._id, patchOf(own[at]!, file[at]!, kind.translatable, language));
      }
    }
    return { current, counts, warnings };
  };
  return db.isTransaction ? run(db as unknown as Trx) : db.transaction().execute(run);
}
