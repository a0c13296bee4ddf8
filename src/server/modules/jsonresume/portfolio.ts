/**
 * The portfolio as a whole, for the import: what it holds ({@link countPortfolio}), whether it is
 * empty ({@link isPortfolioEmpty}: the CLI's `--replace` rule, README.md "Command line") and how to clear it
 * before a replacing import ({@link clearPortfolio}).
 */
import type { Kysely, Transaction } from 'kysely';
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import type { Database, OrderedTable, TablesByName } from '../../db/types.js';
import { renumber } from '../ordering.js';
import { categoryKey } from '../resources/definitions.js';

type Trx = Transaction<Database>;
type AnyDb = Kysely<Database> | Trx;

/** The portfolio already holds data and `replace` was not asked; nothing was written. */
export class PortfolioNotEmptyError extends Error {
  override name = 'PortfolioNotEmptyError';
  constructor(readonly counts: PortfolioCounts) {
    super(
      `The portfolio is not empty (${describeCounts(counts)}); nothing was imported. Import with replace (CLI: --replace) to replace it.`,
    );
  }
}

/** How many of each thing the portfolio holds (`categories` leaves out `All`). */
export interface PortfolioCounts {
  people: number;
  works: number;
  educations: number;
  skills: number;
  projects: number;
  categories: number;
  socialLinks: number;
}

/** `3 works, 1 person`: the non-zero counts, for messages. `nothing` when all are zero. */
export function describeCounts(counts: PortfolioCounts): string {
  const names: Record<keyof PortfolioCounts, [string, string]> = {
    people: ['person', 'people'],
    works: ['work', 'works'],
    educations: ['education', 'educations'],
    skills: ['skill', 'skills'],
    projects: ['project', 'projects'],
    categories: ['category besides All', 'categories besides All'],
    socialLinks: ['social link or contact', 'social links and contacts'],
  };
  const parts = (Object.keys(names) as (keyof PortfolioCounts)[])
    .filter((key) => counts[key] > 0)
    .map((key) => `${counts[key]} ${counts[key] === 1 ? names[key][0] : names[key][1]}`);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

async function count(db: AnyDb, table: OrderedTable | 'people', exceptAll = false): Promise<number> {
  let query = (db as unknown as Kysely<TablesByName>)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (exceptAll) query = query.where('titleKey', '!=', categoryKey(ALL_CATEGORY_TITLE));
  const row = (await query.executeTakeFirstOrThrow()) as { count: number | string };
  return Number(row.count);
}

/** Count what the portfolio holds. Seven count queries. */
export async function countPortfolio(db: AnyDb): Promise<PortfolioCounts> {
  const [people, workCount, educationCount, skillCount, projectCount, categoryCount, socialLinkCount] =
    await Promise.all([
      count(db, 'people'),
      count(db, 'works'),
      count(db, 'educations'),
      count(db, 'skills'),
      count(db, 'projects'),
      count(db, 'categories', true),
      count(db, 'socialLinks'),
    ]);
  return {
    people,
    works: workCount,
    educations: educationCount,
    skills: skillCount,
    projects: projectCount,
    categories: categoryCount,
    socialLinks: socialLinkCount,
  };
}

/**
 * Is the portfolio empty? Empty means no person, work, education, skill, project, social link, and
 * no category other than `All`. Users and sessions do not count. Source: README.md "Command line" (`--replace`).
 */
export async function isPortfolioEmpty(db: AnyDb): Promise<boolean> {
  const counts = await countPortfolio(db);
  return Object.values(counts).every((value) => value === 0);
}

/** Remove the portfolio (keeping `All` and the users). Answers the users that were linked to a person. */
export async function clearPortfolio(trx: Trx): Promise<string[]> {
  await trx.deleteFrom('projectSkills').execute();
  await trx.deleteFrom('projectCategories').execute();
  for (const table of ['projects', 'skills', 'works', 'educations', 'socialLinks'] as const) {
    await trx.deleteFrom(table).execute();
  }
  await trx.deleteFrom('categories').where('titleKey', '!=', categoryKey(ALL_CATEGORY_TITLE)).execute();
  await renumber(trx, 'categories');
  const linked = await trx.selectFrom('users').select('id').where('personId', 'is not', null).execute();
  if (linked.length > 0)
    await trx.updateTable('users').set({ personId: null }).where('personId', 'is not', null).execute();
  await trx.deleteFrom('people').execute();
  await trx.deleteFrom('resumeExtras').execute();
  return linked.map((row) => row.id);
}
