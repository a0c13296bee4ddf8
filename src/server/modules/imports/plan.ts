/**
 * Preview and merge of an import from elsewhere ({@link ImportSource}) into the portfolio as it is,
 * through the JSON Resume import's section writers (src/server/modules/jsonresume/sections/), so
 * every item passes the API's create schemas and lands in the history as "Vitae (import)":
 *
 * - {@link previewImport}: each item, grouped by section, as `new`, `match` (an entry of the portfolio
 *   is the same: a work or volunteering by organisation and start date, an education by school and
 *   start date, a publication by DOI or by title and year, a skill, project, language, course by
 *   name, a certificate by name and issuer, an award by title and year; the person when there is
 *   one), or `skip` with the reason (no title, a duplicate, refused by the create schema: found by
 *   running the import and rolling it back, as the JSON Resume preview does);
 * - {@link applyImport}: in ONE transaction, for each section in `replace` its entries go to the
 *   trash, then each taken item is made (a match is made only in a replaced section: "add" never
 *   doubles an entry), and what the columns cannot hold (a date's month precision, LinkedIn's
 *   unknown columns, BibTeX's authors and fields) is kept as residues, given back by the JSON Resume
 *   export (docs/decisions/0031-lossless-json-resume.md). The person is made only when there is
 *   none.
 *
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md.
 */
import type { Kysely, Transaction } from 'kysely';
import type {
  SourceChoices,
  SourceItemWire,
  SourcePreview,
  SourceSection,
} from '../../../shared/source-import.js';
import { SOURCE_SECTIONS, sourceChoicesSchema } from '../../../shared/source-import.js';
import type { Database, OrderedTable, TablesByName } from '../../db/types.js';
import { newId } from '../../lib/ids.js';
import { linkOwnerIfUnlinked } from '../people/owner.js';
import { customEntries, educations, skills, works } from '../resources/definitions.js';
import { projects } from '../resources/projects.js';
import { repositoryOf } from '../resources/repository.js';
import { createCustomSection, listSections } from '../sections/sections.repository.js';
import { exportWithIds } from '../jsonresume/export.js';
import { Warnings } from '../jsonresume/import-field.js';
import { countPortfolio, type PortfolioCounts } from '../jsonresume/portfolio.js';
import type { Item } from '../jsonresume/residue.js';
import { residueOf } from '../jsonresume/residue-of.js';
import { importBasics } from '../jsonresume/sections/basics.js';
import { importCategories } from '../jsonresume/sections/categories.js';
import { importSections, RESUME_SECTION_RESOURCES } from '../jsonresume/sections/declared.js';
import { importEducations } from '../jsonresume/sections/education.js';
import { importProjects } from '../jsonresume/sections/projects.js';
import { importSkills } from '../jsonresume/sections/skills.js';
import { importWorks } from '../jsonresume/sections/work.js';
import { BIBTEX_KEY, type Author, type ImportSource, type SourceItem } from './source.js';

type Trx = Transaction<Database>;

/** The heading of the custom section LinkedIn's courses go to (made when missing). */
export const COURSES_HEADING = { en: 'Courses', es: 'Cursos' } as const;
/** Its key in a JSON Resume export (custom sections are `x_<slug>`, decision 0176). */
const COURSES_KEY = 'x_courses';

/** The table of each section whose entries are rows of their own. */
const TABLES: Partial<Record<SourceSection, OrderedTable>> = {
  work: 'works',
  education: 'educations',
  skills: 'skills',
  projects: 'projects',
  courses: 'customEntries',
};
for (const { resource, key } of RESUME_SECTION_RESOURCES)
  if (key && (SOURCE_SECTIONS as readonly string[]).includes(key))
    TABLES[key as SourceSection] = resource.table as OrderedTable;

/** `work:3`: the item's key (its section and place in that section). */
function keyed(source: ImportSource): { key: string; found: SourceItem }[] {
  const seen = new Map<SourceSection, number>();
  return source.items.map((found) => {
    const index = seen.get(found.section) ?? 0;
    seen.set(found.section, index + 1);
    return { key: `${found.section}:${index}`, found };
  });
}

/** Text as compared: no accents, lower case, single spaces. */
const norm = (value: unknown) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
/** A date as compared with another of perhaps less precision: the shorter's length. */
const sameDate = (a: unknown, b: unknown) => {
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  if (x === '' || y === '') return x === y;
  const length = Math.min(x.length, y.length);
  return x.slice(0, length) === y.slice(0, length);
};
const year = (value: unknown) => String(value ?? '').slice(0, 4);
const doiOf = (item: Item) => {
  const extra = item[BIBTEX_KEY] as Record<string, unknown> | undefined;
  const fromUrl = /doi\.org\/(.+)$/i.exec(String(item.url ?? ''))?.[1];
  return norm(extra?.doi ?? fromUrl ?? '');
};

/** Is the portfolio's `existing` item the same as the file's `item` (see the module doc)? */
function same(section: SourceSection, item: Item, existing: Item): boolean {
  switch (section) {
    case 'work':
      return norm(item.name) === norm(existing.name) && sameDate(item.startDate, existing.startDate);
    case 'education':
      return (
        norm(item.institution) === norm(existing.institution) && sameDate(item.startDate, existing.startDate)
      );
    case 'volunteer':
      return (
        norm(item.organization) === norm(existing.organization) &&
        sameDate(item.startDate, existing.startDate)
      );
    case 'publications': {
      const doi = doiOf(item);
      if (doi !== '' && doi === doiOf(existing)) return true;
      return norm(item.name) === norm(existing.name) && year(item.releaseDate) === year(existing.releaseDate);
    }
    case 'certificates':
      return norm(item.name) === norm(existing.name) && norm(item.issuer) === norm(existing.issuer);
    case 'awards':
      return norm(item.title) === norm(existing.title) && year(item.date) === year(existing.date);
    case 'languages':
      return norm(item.language) === norm(existing.language);
    case 'courses':
      return norm(item.title) === norm(existing.title);
    default:
      return norm(item.name) === norm(existing.name);
  }
}

/** The JSON Resume key of a section in an export. */
const exportKey = (section: SourceSection) => (section === 'courses' ? COURSES_KEY : section);

/** What the owner reads of an item: a title and a line of detail. */
function describe(section: SourceSection, item: Item): { title: string; detail: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const dates = (start: unknown, end: unknown) =>
    [text(start), text(end)].filter(Boolean).join(' – ') || (text(start) ? '' : '');
  const join = (...parts: string[]) => parts.filter(Boolean).join(' · ');
  switch (section) {
    case 'basics':
      return { title: text(item.name), detail: text(item.label) };
    case 'work':
      return {
        title: text(item.position) || text(item.name),
        detail: join(text(item.name), dates(item.startDate, item.endDate)),
      };
    case 'education':
      return {
        title: text(item.area) || text(item.institution),
        detail: join(text(item.institution), dates(item.startDate, item.endDate)),
      };
    case 'volunteer':
      return {
        title: text(item.position) || text(item.organization),
        detail: join(text(item.organization), dates(item.startDate, item.endDate)),
      };
    case 'projects':
      return { title: text(item.name), detail: dates(item.startDate, item.endDate) };
    case 'certificates':
      return { title: text(item.name), detail: join(text(item.issuer), text(item.date)) };
    case 'languages':
      return { title: text(item.language), detail: text(item.fluency) };
    case 'publications':
      return { title: text(item.name), detail: join(text(item.publisher), text(item.releaseDate)) };
    case 'awards':
      return { title: text(item.title), detail: join(text(item.awarder), text(item.date)) };
    case 'courses':
      return { title: text(item.title), detail: text(item.subtitle) };
    default:
      return { title: text(item.name), detail: '' };
  }
}

/** The portfolio as its JSON Resume export (without residues), for matching. */
async function current(db: Kysely<Database> | Trx) {
  return exportWithIds(db as Kysely<Database>);
}

type Current = Awaited<ReturnType<typeof current>>;

/** The portfolio's entry `found` matches: its index in its section, or -1. */
function matchOf(found: SourceItem, now: Current): number {
  if (found.section === 'basics') return now.doc.basics && now.ids.get('basics')?.length ? 0 : -1;
  const list = now.doc[exportKey(found.section)];
  if (!Array.isArray(list)) return -1;
  return (list as Item[]).findIndex((existing) => same(found.section, found.item, existing));
}

/** What an import made, and what it left out. */
export interface ApplyResult {
  created: number;
  removed: number;
  counts: PortfolioCounts;
  warnings: { path: string; message: string }[];
  /** The keys of the taken items that could not be made, with the reason. */
  refused: Map<string, string>;
}

/**
 * What importing `source` would do, section by section (see the module doc). Changes nothing.
 */
export async function previewImport(db: Kysely<Database>, source: ImportSource): Promise<SourcePreview> {
  const now = await current(db);
  const items = keyed(source);
  const wire = new Map<string, SourceItemWire>();
  for (const { key, found } of items) {
    const { title, detail } = describe(found.section, found.item);
    const authors = found.item.authors as Author[] | undefined;
    const base = {
      key,
      title: title || '(untitled)',
      detail,
      origin: found.origin,
      ...(authors ? { authors } : {}),
    };
    if (found.skip) {
      wire.set(key, { ...base, status: 'skip', reason: found.skip });
      continue;
    }
    const at = matchOf(found, now);
    if (at >= 0) {
      const existing =
        found.section === 'basics'
          ? describe('basics', now.doc.basics as Item)
          : describe(found.section, (now.doc[exportKey(found.section)] as Item[])[at]!);
      wire.set(key, {
        ...base,
        status: 'match',
        reason:
          found.section === 'basics'
            ? `Your portfolio already has a person (${existing.title}); kept as it is.`
            : `Already in your portfolio: ${[existing.title, existing.detail].filter(Boolean).join(' · ')}.`,
      });
      continue;
    }
    wire.set(key, { ...base, status: 'new', reason: '' });
  }
  // The items the create schemas refuse: the import of every new item, rolled back.
  const take = [...wire.values()].filter((item) => item.status === 'new').map((item) => item.key);
  const dry = await applyImport(db, source, { take, replace: [] }, { dryRun: true });
  for (const [key, reason] of dry.refused) {
    const item = wire.get(key);
    if (item) wire.set(key, { ...item, status: 'skip', reason });
  }
  const sections = SOURCE_SECTIONS.map((section) => ({
    key: section,
    items: items.filter(({ found }) => found.section === section).map(({ key }) => wire.get(key)!),
  })).filter((section) => section.items.length > 0);
  return {
    source: source.kind,
    files: source.files,
    sections,
    warnings: [...source.notes, ...dry.warnings],
  };
}

/** Thrown inside a dry run's transaction to roll it back. */
class DryRunRollback extends Error {}

/** The id of the last entry of `table` (by position), or undefined. */
async function lastId(trx: Trx, table: OrderedTable): Promise<string | undefined> {
  const row = await (trx as unknown as Kysely<TablesByName>)
    .selectFrom(table)
    .select('id')
    .orderBy('position', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row as { id: string } | undefined)?.id;
}

/**
 * Import the items of `source` that `choices.take` names (see the module doc), in one transaction
 * (with `dryRun`, rolled back). `choices` is checked here.
 * @throws ZodError-free: an unknown key in `take` is ignored; a bad `choices` shape is the caller's 400.
 */
export async function applyImport(
  db: Kysely<Database>,
  source: ImportSource,
  rawChoices: SourceChoices,
  options: { dryRun?: boolean } = {},
): Promise<ApplyResult> {
  const choices = sourceChoicesSchema.parse(rawChoices);
  let result: ApplyResult | undefined;
  const run = async (trx: Trx) => {
    result = await applyIn(trx, source, new Set(choices.take), new Set(choices.replace));
    if (options.dryRun) throw new DryRunRollback();
  };
  await db
    .transaction()
    .execute(run)
    .catch((error: unknown) => {
      if (!(error instanceof DryRunRollback)) throw error;
    });
  return result!;
}

async function applyIn(
  trx: Trx,
  source: ImportSource,
  take: Set<string>,
  replace: Set<SourceSection>,
): Promise<ApplyResult> {
  const before = await current(trx);
  const warnings: ApplyResult['warnings'] = [];
  const refused = new Map<string, string>();
  let removed = 0;
  // "Replace": the section's entries go to the trash first (the person is never replaced).
  for (const section of replace) {
    if (section === 'basics') continue;
    const ids = before.ids.get(exportKey(section)) ?? [];
    const resource = resourceOf(section);
    if (!resource) continue;
    const repo = repositoryOf(resource);
    for (const id of ids) {
      await repo.remove(trx, id);
      removed += 1;
    }
  }
  const skillIndex = await importSkills(trx, [], new Warnings());
  const categoryIndex = await importCategories(trx, {}, new Warnings());
  let coursesSection: string | undefined;
  const made: { id: string; section: SourceSection; item: Item }[] = [];
  let personMade = false;

  for (const { key, found } of keyed(source)) {
    if (!take.has(key) || found.skip) continue;
    if (!replace.has(found.section) && matchOf(found, before) >= 0) continue;
    if (found.section === 'basics' && (personMade || before.ids.get('basics')?.length)) continue;
    const itemWarnings = new Warnings();
    const item = found.item;
    let id: string | undefined;
    const table = TABLES[found.section];
    const last = table ? await lastId(trx, table) : undefined;
    switch (found.section) {
      case 'basics':
        id = await importBasics(trx, item, itemWarnings);
        await linkOwnerIfUnlinked(trx, id);
        personMade = true;
        break;
      case 'work':
        await importWorks(trx, [item], itemWarnings);
        break;
      case 'education':
        await importEducations(trx, [item], itemWarnings);
        break;
      case 'skills':
        await importSkills(trx, [item], itemWarnings);
        break;
      case 'projects':
        await importProjects(trx, [item], itemWarnings, skillIndex, categoryIndex);
        break;
      case 'courses': {
        coursesSection ??= await coursesSectionId(trx);
        const parsed = customEntries.createSchema.safeParse({
          section: coursesSection,
          title: item.title ?? '',
          subtitle: item.subtitle ?? '',
        });
        if (parsed.success) await repositoryOf(customEntries).create(trx, parsed.data);
        else itemWarnings.add(`courses[0]`, parsed.error.issues.map((issue) => issue.message).join('; '));
        break;
      }
      default: {
        const ids = await importSections(trx, { [found.section]: [item] }, itemWarnings.list);
        id = ids.get(found.section)?.[0];
      }
    }
    if (id === undefined && table) {
      const after = await lastId(trx, table);
      if (after !== last) id = after;
    }
    // The importers' paths (`work[0].url`) as the file's places.
    const at = new RegExp(
      `^(${found.section === 'courses' ? 'courses' : exportKey(found.section)}\\[0\\]|basics)`,
    );
    for (const warning of itemWarnings.list)
      warnings.push({
        path: `${found.origin}${warning.path.replace(at, '') ? `, ${warning.path.replace(at, '').replace(/^\./, '')}` : ''}`,
        message: warning.message,
      });
    if (id === undefined) {
      refused.set(key, itemWarnings.list.map((warning) => warning.message).join('; ') || 'refused');
      continue;
    }
    made.push({ id, section: found.section, item });
  }
  await saveResiduesOf(trx, made);
  return { created: made.length, removed, counts: await countPortfolio(trx), warnings, refused };
}

/** The resource of a section's entries. */
function resourceOf(section: SourceSection) {
  switch (section) {
    case 'work':
      return works;
    case 'education':
      return educations;
    case 'skills':
      return skills;
    case 'projects':
      return projects;
    case 'courses':
      return customEntries;
    default:
      return RESUME_SECTION_RESOURCES.find(({ key }) => key === section)?.resource;
  }
}

/** The id of the "Courses" custom section, made at the end of the sections when missing. */
async function coursesSectionId(trx: Trx): Promise<string> {
  const sections = await listSections(trx);
  const found = sections.find(
    (section) => section.custom && norm(section.heading.en) === norm(COURSES_HEADING.en),
  );
  if (found) return found.key;
  const id = newId();
  await createCustomSection(trx, id, { heading: { ...COURSES_HEADING } });
  return id;
}

/**
 * Keep, as residues, what the made entries' columns do not give back (a date's precision, unknown
 * columns, BibTeX's authors): each file item against the export of the entry made from it.
 */
async function saveResiduesOf(trx: Trx, made: { id: string; section: SourceSection; item: Item }[]) {
  if (made.length === 0) return;
  const { doc, ids } = await current(trx);
  const rows: { id: string; data: string }[] = [];
  for (const { id, section, item } of made) {
    if (section === 'courses') continue;
    const key = exportKey(section);
    const index = (ids.get(key) ?? []).indexOf(id);
    const exported =
      section === 'basics'
        ? (doc.basics as Item | undefined)
        : index >= 0
          ? (doc[key] as Item[])[index]
          : undefined;
    if (!exported) continue;
    const { profiles: _fileProfiles, ...file } = item;
    const { profiles: _ownProfiles, ...own } = exported;
    const residue = residueOf(section === 'basics' ? file : item, section === 'basics' ? own : exported);
    if (residue) rows.push({ id, data: JSON.stringify(residue) });
  }
  if (rows.length === 0) return;
  await trx
    .deleteFrom('resumeExtras')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  for (let start = 0; start < rows.length; start += 200)
    await trx
      .insertInto('resumeExtras')
      .values(rows.slice(start, start + 200))
      .execute();
}
