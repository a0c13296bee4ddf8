/**
 * JSON Resume import and export (issue 2 items 6 and 7), used by the first start (bootstrap.ts) and
 * the CLI (`import-jsonresume`, `export-jsonresume`).
 *
 * - {@link importJsonResume} validates a document against the JSON Resume schema of
 *   `@jsonresume/schema`, then writes the whole portfolio in one transaction through the same
 *   repositories and zod create schemas as the API.
 * - {@link exportJsonResume} writes the portfolio as a valid JSON Resume; what JSON Resume has no
 *   field for goes into `x-vitae` extension objects, which import reads back, so
 *   export → import → export gives the same document.
 *
 * The mapping, field by field, is in docs/decisions/0004-json-resume-mapping.md.
 */
import { createRequire } from 'node:module';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { ALL_CATEGORY_TITLE, SKILL_TYPES } from '../../../shared/constants.js';
import {
  categoryCreateSchema,
  educationCreateSchema,
  personCreateSchema,
  personDefaults,
  projectCreateSchema,
  skillCreateSchema,
  socialLinkCreateSchema,
  workCreateSchema,
  type Category,
  type Education,
  type Person,
  type Project,
  type Skill,
  type SocialLink,
  type Work,
} from '../../../shared/schemas.js';
import type { Database, OrderedTable } from '../../db/types.js';
import { renumber } from '../ordering.js';
import { linkOwnerIfUnlinked } from '../people/owner.js';
import { categories, categoryKey, educations, skills, socialLinks, works } from '../resources/definitions.js';
import { repositoryOf } from '../resources/ordered-resource.js';
import { normaliseResume } from './normalise.js';
import { applyResidue, loadResidues, omitResidue, residueOf, saveResidues, type Residue } from './residue.js';
import { exportSections, importSections, RESUME_SECTION_RESOURCES } from './sections.js';
import { projects } from '../resources/projects.js';
import { peopleRepository } from '../users/users.repository.js';
import {
  describeSchemaError,
  formatPath,
  isEducationTypeName,
  isSpanishStudyType,
  isResumeDate,
  isResumeEmail,
  isResumeUri,
  joinName,
  levelToPercent,
  normaliseResumeDate,
  percentToLevel,
  showValue,
  splitName,
  studyTypeToEducationType,
  validateAgainstResumeSchema,
} from './mapping.js';

const require = createRequire(import.meta.url);

type Trx = Transaction<Database>;
type AnyDb = Kysely<Database> | Trx;

/** Name of the extension key on the document, on `basics` and on every item. */
export const EXTENSION_KEY = 'x-vitae';

/** The `$schema` an export declares (the one of the package's sample resume). */
export const RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Default titles of the Contacts made from `basics.email`, `basics.phone` and `basics.url`. */
export const CONTACT_TITLES = { email: 'Email', phone: 'Phone', url: 'Website' } as const;

/** One problem, located by its JSON path in the resume (e.g. `work[0].url`). */
export interface ResumeIssue {
  path: string;
  message: string;
}

/** The document is not a valid JSON Resume; nothing was written. `errors` lists every problem. */
export class ResumeValidationError extends Error {
  override name = 'ResumeValidationError';
  constructor(readonly errors: ResumeIssue[]) {
    super(
      `The file is not a valid JSON Resume (${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}); nothing was imported.`,
    );
  }
}

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

/** What {@link importJsonResume} did. */
export interface ImportResult {
  /** The person made from `basics` (undefined when the resume has no `basics`). */
  personId: string | undefined;
  /** True when an existing portfolio was replaced. */
  replaced: boolean;
  /** The portfolio after the import. */
  counts: PortfolioCounts;
  /** Values left out (our validation refused them) and sections Vitae has no place for. */
  warnings: ResumeIssue[];
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

/** The sample resume shipped in `@jsonresume/schema` (`sample.resume.json`), as parsed JSON. */
export function loadSampleResume(): unknown {
  return structuredClone(require('@jsonresume/schema/sample.resume.json') as unknown);
}

async function count(db: AnyDb, table: OrderedTable | 'people', exceptAll = false): Promise<number> {
  let query = (db as Kysely<any>).selectFrom(table).select((eb: any) => eb.fn.countAll().as('count'));
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
 * no category other than `All`. Users and sessions do not count. Source: issue 2 item 7 (`--replace`).
 */
export async function isPortfolioEmpty(db: AnyDb): Promise<boolean> {
  const counts = await countPortfolio(db);
  return Object.values(counts).every((value) => value === 0);
}

// ---------------------------------------------------------------------------------------------
// The JSON Resume document (the parts we read and write; validated by the schema before reading)
// ---------------------------------------------------------------------------------------------

type Ext = Record<string, unknown>;

interface ResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: { city?: string; region?: string; countryCode?: string; [key: string]: unknown };
  profiles?: ResumeProfile[];
  [key: string]: unknown;
}
interface ResumeProfile {
  network?: string;
  username?: string;
  url?: string;
  [key: string]: unknown;
}
interface ResumeWork {
  name?: string;
  position?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  [key: string]: unknown;
}
interface ResumeEducation {
  institution?: string;
  url?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
  [key: string]: unknown;
}
interface ResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
  [key: string]: unknown;
}
interface ResumeProject {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: string;
  endDate?: string;
  url?: string;
  entity?: string;
  type?: string;
  [key: string]: unknown;
}

/** A JSON Resume document as Vitae reads and writes it (other keys are allowed and ignored). */
export interface JsonResume {
  $schema?: string;
  basics?: ResumeBasics;
  work?: ResumeWork[];
  education?: ResumeEducation[];
  skills?: ResumeSkill[];
  projects?: ResumeProject[];
  [key: string]: unknown;
}

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

/** A value headed for a create schema, with the JSON path it came from (for warnings). */
interface Field {
  value: unknown;
  from: string;
  /** The value is a list whose items the path indexes (`x-vitae.thumbnails[2]`). */
  list?: boolean;
  /** Used instead of a refused value (for required fields such as a skill's type). */
  fallback?: unknown;
}

class Warnings {
  readonly list: ResumeIssue[] = [];
  add(path: string, message: string): ResumeIssue {
    const issue = { path, message };
    this.list.push(issue);
    return issue;
  }
}

/**
 * Run `fields` through an API create schema. A field the schema refuses is left out (a refused item
 * of a list: only that item) with a warning, and the rest is tried again.
 * @returns the parsed input, or undefined when a required field is still missing or wrong.
 */
function checkFields(
  schema: z.ZodType,
  fields: Record<string, Field | undefined>,
  warnings: Warnings,
  itemPath: string,
): Record<string, unknown> | undefined {
  const current = new Map<string, Field>();
  for (const [key, field] of Object.entries(fields))
    if (field && field.value !== undefined) current.set(key, field);
  /** Warnings of fields left out, by key: a required one turns its "left out" into "skipped". */
  const leftOut = new Map<string, ResumeIssue>();
  for (let attempt = 0; attempt <= Object.keys(fields).length + 1; attempt++) {
    const parsed = schema.safeParse(
      Object.fromEntries([...current].map(([key, field]) => [key, field.value])),
    );
    if (parsed.success) return parsed.data as Record<string, unknown>;
    let changed = false;
    const badItems = new Map<string, Set<number>>();
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field = typeof key === 'string' ? current.get(key) : undefined;
      if (typeof key !== 'string' || !field) {
        const earlier = typeof key === 'string' ? leftOut.get(key) : undefined;
        if (earlier) earlier.message = earlier.message.replace(/; left out$/, `; ${itemPath} skipped`);
        else
          warnings.add(
            itemPath,
            `${issue.path.length > 0 ? `${String(issue.path[0])} ` : ''}${issue.message}; skipped`,
          );
        return undefined;
      }
      const index = issue.path[1];
      if (typeof index === 'number' && Array.isArray(field.value)) {
        const items = field.value as unknown[];
        warnings.add(
          field.list ? `${field.from}[${index}]` : field.from,
          `${issue.message} (got ${showValue(items[index])}); left out`,
        );
        badItems.set(key, (badItems.get(key) ?? new Set<number>()).add(index));
      } else if (field.fallback !== undefined && field.value !== field.fallback) {
        warnings.add(
          field.from,
          `${issue.message} (got ${showValue(field.value)}); used ${showValue(field.fallback)}`,
        );
        current.set(key, { ...field, value: field.fallback });
      } else if (current.delete(key)) {
        leftOut.set(
          key,
          warnings.add(field.from, `${issue.message} (got ${showValue(field.value)}); left out`),
        );
      }
      changed = true;
    }
    for (const [key, indexes] of badItems) {
      const field = current.get(key);
      if (field)
        current.set(key, { ...field, value: (field.value as unknown[]).filter((_, i) => !indexes.has(i)) });
    }
    if (!changed) return undefined;
  }
  return undefined;
}

/** The `x-vitae` object of an item; `{}` when absent; a warning when it is not an object. */
function extensionOf(item: unknown, path: string, warnings: Warnings): Ext {
  if (item === null || typeof item !== 'object') return {};
  const ext = (item as Record<string, unknown>)[EXTENSION_KEY];
  if (ext === undefined) return {};
  if (ext === null || typeof ext !== 'object' || Array.isArray(ext)) {
    warnings.add(`${path}.${EXTENSION_KEY}`, 'must be an object; ignored');
    return {};
  }
  return ext as Ext;
}

/**
 * A field from the extension object when it has the key, else from the standard value. A refused
 * extension value falls back to the standard value when `standard.fallback` says so.
 */
function pick(ext: Ext, key: string, extPath: string, standard: Field | undefined): Field | undefined {
  if (key in ext) return { value: ext[key], from: `${extPath}.${key}`, fallback: standard?.fallback };
  return standard;
}

/** A standard string field (undefined when absent). */
function std(value: string | undefined, from: string): Field | undefined {
  return value === undefined ? undefined : { value, from };
}

/** A standard date field, normalised to YYYY-MM-DD. */
function stdDate(value: string | undefined, from: string): Field | undefined {
  return value === undefined ? undefined : { value: normaliseResumeDate(value), from };
}

/** Summary (or description) then the highlights as `- ` lines, separated by a blank line. */
function withHighlights(text: string | undefined, highlights: string[] | undefined): string | undefined {
  const parts: string[] = [];
  if (text !== undefined && text.trim() !== '') parts.push(text);
  if (highlights && highlights.length > 0) parts.push(highlights.map((line) => `- ${line}`).join('\n'));
  if (parts.length === 0) return text;
  return parts.join('\n\n');
}

/** Education description from `score` and `courses` (JSON Resume has no free text for an education). */
function educationDescription(item: ResumeEducation): string | undefined {
  const lines: string[] = [];
  if (item.score !== undefined && item.score.trim() !== '') lines.push(`Score: ${item.score}`);
  if (item.courses && item.courses.length > 0) {
    lines.push('Courses:', ...item.courses.map((course) => `- ${course}`));
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** An integer `order` from an extension object, or undefined. */
function orderOf(ext: Ext, path: string, warnings: Warnings): number | undefined {
  if (!('order' in ext)) return undefined;
  const value = ext.order;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  warnings.add(`${path}.order`, `must be a whole number from 0 (got ${showValue(value)}); ignored`);
  return undefined;
}

/** Validator errors as issues with readable paths and messages. */
function schemaIssues(resume: unknown): ResumeIssue[] {
  return validateAgainstResumeSchema(resume).map((error) => ({
    path: formatPath(error.path),
    message: describeSchemaError(error),
  }));
}

/** Remove the portfolio (keeping `All` and the users). Answers the users that were linked to a person. */
async function clearPortfolio(trx: Trx): Promise<string[]> {
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

interface SocialLinkPlan {
  input: Record<string, unknown>;
  order: number | undefined;
  index: number;
}

/**
 * Import a JSON Resume into the portfolio.
 *
 * Steps: validate `resume` against the JSON Resume schema (`@jsonresume/schema`); refuse a non-empty
 * portfolio (see {@link isPortfolioEmpty}) unless `options.replace`; then, in ONE transaction, clear
 * the portfolio when replacing (users stay; users that were linked to the old person are linked to
 * the new one) and write the person, social links, works, educations, skills, categories and
 * projects. Every entity goes through the API's zod create schema and the generic repository, so the
 * API's rules apply (defaults, the `All` category on every project, positions). A value those schemas
 * refuse is left out with a warning instead of failing the import.
 *
 * The mapping is in docs/decisions/0004-json-resume-mapping.md. The caller makes sure the `All`
 * category exists (bootstrap and the CLI run `ensureAllCategory` first).
 *
 * `options.dryRun` runs the whole import and rolls it back (the data page's preview). When `db` is
 * already a transaction the import runs in it. When no user is linked to a person afterwards, the new
 * person is linked to the owner (people/owner.ts).
 *
 * @throws ResumeValidationError when the document is not a valid JSON Resume (nothing written).
 * @throws PortfolioNotEmptyError when the portfolio holds data and `replace` is false (nothing written).
 */
export async function importJsonResume(
  db: Kysely<Database>,
  resume: unknown,
  options: { replace: boolean; dryRun?: boolean },
): Promise<ImportResult> {
  const normalised = normaliseResume(resume);
  const errors = schemaIssues(normalised.resume);
  if (errors.length > 0) throw new ResumeValidationError(errors);
  const doc = normalised.resume as JsonResume;

  if (options.dryRun) {
    // Run the very same import, then roll it back: the preview's counts and warnings are exact.
    let preview: ImportResult | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        preview = await importJsonResume(trx as unknown as Kysely<Database>, resume, {
          replace: options.replace,
        });
        throw new DryRunRollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRunRollback)) throw error;
      });
    return preview!;
  }

  const run = async (trx: Trx) => {
    const before = await countPortfolio(trx);
    const empty = Object.values(before).every((value) => value === 0);
    if (!empty && !options.replace) throw new PortfolioNotEmptyError(before);
    const relink = empty ? [] : await clearPortfolio(trx);

    const warnings = new Warnings();
    warnings.list.push(...normalised.warnings);
    for (const { resource } of RESUME_SECTION_RESOURCES) await trx.deleteFrom(resource.table).execute();

    const personId = doc.basics ? await importBasics(trx, doc.basics, warnings) : undefined;
    if (personId && relink.length > 0) {
      await trx.updateTable('users').set({ personId }).where('id', 'in', relink).execute();
    }
    if (personId) await linkOwnerIfUnlinked(trx, personId);
    await importWorks(trx, doc.work ?? [], warnings);
    await importEducations(trx, doc.education ?? [], warnings);
    await importSkillsAndProjects(trx, doc, warnings);
    await importSections(trx, doc, warnings.list);
    await saveResidues(trx, await residuesOf(trx, doc));

    return { personId, replaced: !empty, counts: await countPortfolio(trx), warnings: warnings.list };
  };
  // Inside a caller's transaction (a dry run, or the data module's locked import), run in it.
  return db.isTransaction ? run(db as unknown as Trx) : db.transaction().execute(run);
}

/** Thrown inside a dry run's transaction to roll it back. */
class DryRunRollback extends Error {}

async function importBasics(trx: Trx, basics: ResumeBasics, warnings: Warnings): Promise<string> {
  const ext = extensionOf(basics, 'basics', warnings);
  const x = `basics.${EXTENSION_KEY}`;
  const split = splitName(basics.name ?? '');
  const image = basics.image !== undefined && basics.image.trim() !== '' ? basics.image : undefined;
  const person =
    checkFields(
      personCreateSchema,
      {
        firstName: pick(
          ext,
          'firstName',
          x,
          std(basics.name === undefined ? undefined : split.firstName, 'basics.name'),
        ),
        lastName: pick(
          ext,
          'lastName',
          x,
          std(basics.name === undefined ? undefined : split.lastName, 'basics.name'),
        ),
        jobTitles: std(basics.label, 'basics.label'),
        about: std(basics.summary, 'basics.summary'),
        city: std(basics.location?.city, 'basics.location.city'),
        province: std(basics.location?.region, 'basics.location.region'),
        country: std(basics.location?.countryCode, 'basics.location.countryCode'),
        thumbnails:
          'thumbnails' in ext
            ? { value: ext.thumbnails, from: `${x}.thumbnails`, list: true }
            : image === undefined
              ? undefined
              : { value: [image], from: 'basics.image' },
        banners: pick(ext, 'banners', x, undefined),
        dni: pick(ext, 'dni', x, undefined),
        cuil: pick(ext, 'cuil', x, undefined),
        birthday: pick(ext, 'birthday', x, undefined),
      },
      warnings,
      'basics',
    ) ?? {};
  const created = await peopleRepository.create(trx, person, personDefaults);

  // Social links: the Contacts of basics.email, phone and url, then the profiles; an extension
  // `order` puts them back into the order they had.
  const contactsExt = (typeof ext.contacts === 'object' && ext.contacts !== null ? ext.contacts : {}) as Ext;
  const plans: SocialLinkPlan[] = [];
  const contact = (kind: keyof typeof CONTACT_TITLES, link: string | undefined) => {
    if (link === undefined) return;
    const path = `${x}.contacts.${kind}`;
    const meta = extensionOf({ [EXTENSION_KEY]: contactsExt[kind] }, path, warnings);
    const input = checkFields(
      socialLinkCreateSchema,
      {
        type: { value: 'Contact', from: `basics.${kind}` },
        title: pick(meta, 'title', path, { value: CONTACT_TITLES[kind], from: `basics.${kind}` }),
        linkSocial: { value: link, from: `basics.${kind}` },
        thumbnails: pick(meta, 'thumbnails', path, undefined),
      },
      warnings,
      `basics.${kind}`,
    );
    if (input && input.linkSocial !== undefined) {
      plans.push({ input, order: orderOf(meta, path, warnings), index: plans.length });
    } else if (input) {
      warnings.add(`basics.${kind}`, 'no usable link; contact skipped');
    }
  };
  contact('email', basics.email === undefined ? undefined : `mailto:${basics.email}`);
  contact(
    'phone',
    basics.phone === undefined || basics.phone.trim() === '' ? undefined : `tel:${basics.phone}`,
  );
  contact('url', basics.url);

  for (const [index, profile] of (basics.profiles ?? []).entries()) {
    const path = `basics.profiles[${index}]`;
    const meta = extensionOf(profile, path, warnings);
    const ours = profile[EXTENSION_KEY] !== undefined;
    const link = pick(meta, 'link', `${path}.${EXTENSION_KEY}`, std(profile.url, `${path}.url`));
    if (link === undefined) {
      warnings.add(path, 'has no url; profile skipped');
      continue;
    }
    const input = checkFields(
      socialLinkCreateSchema,
      {
        type: pick(meta, 'type', `${path}.${EXTENSION_KEY}`, {
          value: 'Social Media',
          from: path,
          fallback: 'Social Media',
        }),
        title: std(profile.network, `${path}.network`),
        linkSocial: link,
        thumbnails: pick(meta, 'thumbnails', `${path}.${EXTENSION_KEY}`, undefined),
      },
      warnings,
      path,
    );
    if (!input) continue;
    if (input.linkSocial === undefined && !ours) {
      warnings.add(path, 'no usable url; profile skipped');
      continue;
    }
    plans.push({ input, order: orderOf(meta, `${path}.${EXTENSION_KEY}`, warnings), index: plans.length });
  }
  const sortKey = (plan: SocialLinkPlan) => plan.order ?? Number.MAX_SAFE_INTEGER;
  plans.sort((a, b) => sortKey(a) - sortKey(b) || a.index - b.index);
  const repo = repositoryOf(socialLinks);
  for (const plan of plans) await repo.create(trx, plan.input);
  return created._id;
}

async function importWorks(trx: Trx, items: ResumeWork[], warnings: Warnings) {
  const repo = repositoryOf(works);
  for (const [index, item] of items.entries()) {
    const path = `work[${index}]`;
    const ext = extensionOf(item, path, warnings);
    const x = `${path}.${EXTENSION_KEY}`;
    const dateEnd = pick(ext, 'dateEnd', x, stdDate(item.endDate, `${path}.endDate`));
    const input = checkFields(
      workCreateSchema,
      {
        company: std(item.name, `${path}.name`),
        linkCompany: pick(ext, 'linkCompany', x, std(item.url, `${path}.url`)),
        jobTitle: std(item.position, `${path}.position`),
        dateStart: pick(ext, 'dateStart', x, stdDate(item.startDate, `${path}.startDate`)),
        dateEnd,
        finished: pick(ext, 'finished', x, {
          value: typeof dateEnd?.value === 'string' && dateEnd.value !== '',
          from: `${path}.endDate`,
        }),
        description: std(withHighlights(item.summary, item.highlights), `${path}.summary`),
        thumbnails: pick(ext, 'thumbnails', x, undefined),
      },
      warnings,
      path,
    );
    if (input) await repo.create(trx, input);
  }
}

async function importEducations(trx: Trx, items: ResumeEducation[], warnings: Warnings) {
  const repo = repositoryOf(educations);
  for (const [index, item] of items.entries()) {
    const path = `education[${index}]`;
    const ext = extensionOf(item, path, warnings);
    const x = `${path}.${EXTENSION_KEY}`;
    const studyType = item.studyType?.trim() ?? '';
    const area = item.area?.trim() ?? '';
    // "Bachelor" + "Information Technology" → "Bachelor in Information Technology"; an exported item
    // (studyType is one of the six types) keeps its area as the title.
    const title =
      isEducationTypeName(studyType) || studyType === ''
        ? area
        : area === ''
          ? studyType
          : `${studyType} ${isSpanishStudyType(studyType) ? 'en' : 'in'} ${area}`;
    const dateEnd = pick(ext, 'dateEnd', x, stdDate(item.endDate, `${path}.endDate`));
    const input = checkFields(
      educationCreateSchema,
      {
        institutionName: std(item.institution, `${path}.institution`),
        linkInstitution: pick(ext, 'linkInstitution', x, std(item.url, `${path}.url`)),
        iconInstitution: pick(ext, 'iconInstitution', x, undefined),
        title: std(title, `${path}.area`),
        linkCertificate: pick(ext, 'linkCertificate', x, undefined),
        dateStart: pick(ext, 'dateStart', x, stdDate(item.startDate, `${path}.startDate`)),
        dateEnd,
        finished: pick(ext, 'finished', x, {
          value: typeof dateEnd?.value === 'string' && dateEnd.value !== '',
          from: `${path}.endDate`,
        }),
        typeEducation: { value: studyTypeToEducationType(studyType), from: `${path}.studyType` },
        description: pick(ext, 'description', x, std(educationDescription(item), `${path}.courses`)),
      },
      warnings,
      path,
    );
    if (input) await repo.create(trx, input);
  }
}

async function importSkillsAndProjects(trx: Trx, doc: JsonResume, warnings: Warnings) {
  const skillRepo = repositoryOf(skills);
  /** Skill id by title ignoring case (the first skill of that title). */
  const skillIds = new Map<string, string>();
  const createSkill = async (fields: Record<string, Field | undefined>, path: string) => {
    const input = checkFields(skillCreateSchema, fields, warnings, path);
    if (!input) return undefined;
    const created = await skillRepo.create(trx, input);
    const key = categoryKey(created.title);
    if (!skillIds.has(key)) skillIds.set(key, created._id);
    return created;
  };

  // Skills, each with its keywords (kept on the skill: issue 13).
  const resumeSkills = doc.skills ?? [];
  for (const [index, item] of resumeSkills.entries()) {
    const path = `skills[${index}]`;
    const ext = extensionOf(item, path, warnings);
    const x = `${path}.${EXTENSION_KEY}`;
    const level = levelToPercent(item.level);
    if (!level.known && !('percent' in ext)) {
      warnings.add(
        `${path}.level`,
        `${showValue(item.level)} is not a known level (Master, Expert, Advanced, Proficient, Intermediate, Beginner, Basic, Novice, or a number from 0 to 100); imported as ${level.percent}%`,
      );
    }
    await createSkill(
      {
        title: std(item.name, `${path}.name`),
        percent: pick(ext, 'percent', x, { value: level.percent, from: `${path}.level` }),
        type: pick(ext, 'type', x, { value: SKILL_TYPES[0], from: path, fallback: SKILL_TYPES[0] }),
        thumbnails: pick(ext, 'thumbnails', x, undefined),
        keywords:
          item.keywords === undefined
            ? undefined
            : { value: item.keywords, from: `${path}.keywords`, list: true },
      },
      path,
    );
  }

  // Categories: the document's list (order and thumbnails), then the project types as they come.
  const categoryRepo = repositoryOf(categories);
  const categoryIds = new Map<string, string>();
  for (const row of await trx.selectFrom('categories').select(['id', 'titleKey']).execute())
    categoryIds.set(row.titleKey, row.id);
  const listed: string[] = [];
  const rootExt = extensionOf(doc, '(root)', warnings);
  const rootCategories = rootExt.categories;
  if (rootCategories !== undefined && !Array.isArray(rootCategories)) {
    warnings.add(`${EXTENSION_KEY}.categories`, 'must be a list; ignored');
  }
  for (const [index, item] of (Array.isArray(rootCategories) ? rootCategories : []).entries()) {
    const path = `${EXTENSION_KEY}.categories[${index}]`;
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Ext;
    const input = checkFields(
      categoryCreateSchema,
      {
        title: pick(entry, 'title', path, undefined),
        thumbnails: pick(entry, 'thumbnails', path, undefined),
      },
      warnings,
      path,
    );
    if (!input) continue;
    const key = categoryKey(input.title as string);
    const existing = categoryIds.get(key);
    if (existing && listed.includes(existing)) {
      warnings.add(path, `the category ${showValue(input.title)} is listed twice; skipped`);
    } else if (existing) {
      if (input.thumbnails !== undefined)
        await categoryRepo.update(trx, existing, { thumbnails: input.thumbnails });
      listed.push(existing);
    } else {
      const created = await categoryRepo.create(trx, input);
      categoryIds.set(key, created._id);
      listed.push(created._id);
    }
  }
  const categoryId = async (title: unknown, from: string) => {
    const input = checkFields(categoryCreateSchema, { title: { value: title, from } }, warnings, from);
    if (!input) return undefined;
    const key = categoryKey(input.title as string);
    const known = categoryIds.get(key);
    if (known) return known;
    const created = await categoryRepo.create(trx, input);
    categoryIds.set(key, created._id);
    return created._id;
  };

  const projectRepo = repositoryOf(projects);
  for (const [index, item] of (doc.projects ?? []).entries()) {
    const path = `projects[${index}]`;
    const ext = extensionOf(item, path, warnings);
    const x = `${path}.${EXTENSION_KEY}`;
    const languageIds: string[] = [];
    for (const [keywordIndex, keyword] of (item.keywords ?? []).entries()) {
      const known = skillIds.get(categoryKey(keyword));
      if (known) {
        languageIds.push(known);
        continue;
      }
      if (keyword.trim() === '') continue;
      const created = await createSkill(
        {
          title: { value: keyword, from: `${path}.keywords[${keywordIndex}]` },
          percent: { value: levelToPercent(undefined).percent, from: `${path}.keywords[${keywordIndex}]` },
          type: { value: SKILL_TYPES[0], from: `${path}.keywords[${keywordIndex}]` },
        },
        `${path}.keywords[${keywordIndex}]`,
      );
      if (created) languageIds.push(created._id);
    }
    const categoryTitles: { title: unknown; from: string }[] = [];
    if ('categories' in ext) {
      if (Array.isArray(ext.categories)) {
        for (const [i, title] of ext.categories.entries())
          categoryTitles.push({ title, from: `${x}.categories[${i}]` });
      } else {
        warnings.add(`${x}.categories`, 'must be a list of category titles; ignored');
      }
    } else if (item.type !== undefined && item.type.trim() !== '') {
      categoryTitles.push({ title: item.type, from: `${path}.type` });
    }
    const linkedCategories: string[] = [];
    for (const { title, from } of categoryTitles) {
      const id = await categoryId(title, from);
      if (id) linkedCategories.push(id);
    }
    const input = checkFields(
      projectCreateSchema,
      {
        title: std(item.name, `${path}.name`),
        company: std(item.entity, `${path}.entity`),
        linkCompany: pick(ext, 'linkCompany', x, undefined),
        linkProyect: pick(ext, 'linkProyect', x, std(item.url, `${path}.url`)),
        dateStart: pick(ext, 'dateStart', x, stdDate(item.startDate, `${path}.startDate`)),
        dateEnd: pick(ext, 'dateEnd', x, stdDate(item.endDate, `${path}.endDate`)),
        description: std(withHighlights(item.description, item.highlights), `${path}.description`),
        thumbnails:
          'thumbnails' in ext ? { value: ext.thumbnails, from: `${x}.thumbnails`, list: true } : undefined,
        languages: { value: languageIds, from: `${path}.keywords`, list: true },
        categories: { value: linkedCategories, from: `${path}.type`, list: true },
      },
      warnings,
      path,
    );
    if (input) await projectRepo.create(trx, input);
  }

  // Categories listed in the document take the first positions, in their order; the others follow.
  if (listed.length > 0) {
    const rows = await trx
      .selectFrom('categories')
      .select('id')
      .orderBy('position')
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    const order = [...listed, ...rows.map((row) => row.id).filter((id) => !listed.includes(id))];
    for (const [position, id] of order.entries()) {
      await trx.updateTable('categories').set({ position }).where('id', '=', id).execute();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

/** Set `target[key]` when `value` carries something ('' and [] are left out). */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return;
  target[key] = value;
}

/** Attach `ext` as the item's extension object when it has any key. */
function withExtension<T extends Record<string, unknown>>(item: T, ext: Ext): T {
  if (Object.keys(ext).length > 0) (item as Record<string, unknown>)[EXTENSION_KEY] = ext;
  return item;
}

/** A link in the standard `key` when the schema's uri format takes it, else in the extension object. */
function putLink(item: Record<string, unknown>, key: string, ext: Ext, extKey: string, value: string) {
  if (value === '') return;
  if (isResumeUri(value)) item[key] = value;
  else ext[extKey] = value;
}

/** A date in the standard `key` when the schema's date pattern takes it, else in the extension object. */
function putDate(item: Record<string, unknown>, key: string, ext: Ext, extKey: string, value: string) {
  if (value === '') return;
  if (isResumeDate(value)) item[key] = value;
  else ext[extKey] = value;
}

/**
 * Export the portfolio (its first person, every work, education, skill, project, category and social
 * link, in their order) as a JSON Resume document.
 *
 * The document validates against the JSON Resume schema. Fields JSON Resume lacks, and values its
 * formats would refuse, go into `x-vitae` extension objects (on the document, on `basics` and on each
 * item); {@link importJsonResume} reads them back, so export → import (replace) → export gives the
 * same document. Mapping: docs/decisions/0004-json-resume-mapping.md.
 */
export async function exportJsonResume(db: Kysely<Database>): Promise<JsonResume> {
  const [{ doc, ids }, residues] = await Promise.all([exportWithIds(db), loadResidues(db)]);
  const out: JsonResume = {};
  const root = applyResidue(doc, residues.get(DOCUMENT_ID)) ?? doc;
  for (const [key, value] of Object.entries(root)) {
    const sectionIds = ids.get(key);
    if (key === 'basics' && typeof value === 'object' && value !== null) {
      const basics = applyResidue(value as Ext, residues.get(ids.get('basics')?.[0] ?? '')) ?? {};
      const profileIds = ids.get('basics.profiles') ?? [];
      if (Array.isArray(basics.profiles)) {
        basics.profiles = (basics.profiles as Ext[]).flatMap(
          (item, index) => applyResidue(item, residues.get(profileIds[index] ?? '')) ?? [],
        );
      }
      const skipped = residues.get(ids.get('basics')?.[0] ?? '')?.profiles ?? [];
      if (skipped.length > 0) {
        const list = Array.isArray(basics.profiles) ? [...(basics.profiles as Ext[])] : [];
        for (const { index, item } of skipped) list.splice(Math.min(index, list.length), 0, item);
        basics.profiles = list;
      }
      out.basics = basics;
    } else if (sectionIds && Array.isArray(value)) {
      out[key] = (value as Ext[]).flatMap(
        (item, index) => applyResidue(item, residues.get(sectionIds[index] ?? '')) ?? [],
      );
    } else out[key] = value;
  }
  return out;
}

/** The id under which the document's own residue (top-level keys) is kept. */
const DOCUMENT_ID = 'document';

/** The export as the columns give it, with the entity id of every item, by section key. */
async function exportWithIds(db: Kysely<Database>): Promise<{ doc: JsonResume; ids: Map<string, string[]> }> {
  const [people, socialList, workList, educationList, skillList, projectList, categoryList, sections] =
    await Promise.all([
      peopleRepository.list(db),
      repositoryOf(socialLinks).list(db),
      repositoryOf(works).list(db),
      repositoryOf(educations).list(db),
      repositoryOf(skills).list(db),
      repositoryOf(projects).list(db),
      repositoryOf(categories).list(db),
      exportSections(db),
    ]);
  const doc: JsonResume = { $schema: RESUME_SCHEMA_URL };
  const ids = new Map<string, string[]>();
  const exported = exportBasics(people[0], socialList);
  if (exported) {
    doc.basics = exported.basics;
    if (people[0]) ids.set('basics', [people[0]._id]);
    ids.set('basics.profiles', exported.profileIds);
  }
  doc.work = workList.map(exportWork);
  ids.set(
    'work',
    workList.map((work) => work._id),
  );
  doc.education = educationList.map(exportEducation);
  ids.set(
    'education',
    educationList.map((education) => education._id),
  );
  doc.skills = skillList.map(exportSkill);
  ids.set(
    'skills',
    skillList.map((skill) => skill._id),
  );
  doc.projects = exportProjects(projectList, skillList, categoryList);
  ids.set(
    'projects',
    projectList.map((project) => project._id),
  );
  for (const [key, items] of sections) {
    doc[key] = items.map((entry) => entry.item);
    ids.set(
      key,
      items.map((entry) => entry.id),
    );
  }
  doc[EXTENSION_KEY] = {
    categories: categoryList.map((category) => {
      const item: Ext = { title: category.title };
      put(item, 'thumbnails', category.thumbnails);
      return item;
    }),
  };
  return { doc, ids };
}

/**
 * The residues of a just-imported document: each item of the file against the export of the entity
 * made from it (paired by position within its section; a section whose count differs, because an
 * item was skipped, keeps no residue), and the items Vitae added on its own (skills made for project
 * keywords) to leave out. See residue.ts.
 */
async function residuesOf(trx: Trx, doc: JsonResume): Promise<Map<string, Residue>> {
  const { doc: exported, ids } = await exportWithIds(trx);
  const residues = new Map<string, Residue>();
  const keep = (id: string | undefined, residue: Residue | undefined) => {
    if (id !== undefined && residue !== undefined) residues.set(id, residue);
  };
  const sectionKeys = new Set([...ids.keys(), 'basics']);
  const root: Ext = {};
  for (const [key, value] of Object.entries(doc)) if (!sectionKeys.has(key)) root[key] = value;
  const exportedRoot: Ext = {};
  for (const [key, value] of Object.entries(exported)) if (!sectionKeys.has(key)) exportedRoot[key] = value;
  // Sections the file lacks are written empty by export; the residue removes them while empty.
  for (const key of ['work', 'education', 'skills', 'projects']) {
    if (!(key in doc)) exportedRoot[key] = exported[key];
  }
  keep(
    DOCUMENT_ID,
    residueOf({ ...root, ...pickSections(doc) }, { ...exportedRoot, ...pickSections(doc, exported) }),
  );
  if (doc.basics && exported.basics) {
    const { profiles: fileProfiles, ...fileBasics } = doc.basics;
    const { profiles: ownProfiles, ...ownBasics } = exported.basics;
    keep(
      ids.get('basics')?.[0],
      residueOf(
        { ...fileBasics, ...(fileProfiles ? { profiles: [] } : {}) },
        { ...ownBasics, ...(ownProfiles ? { profiles: [] } : {}) },
      ),
    );
    // Profiles pair by network in order; a profile import skipped (no url) is put back at its place.
    const profileIds = ids.get('basics.profiles') ?? [];
    const owns = (ownProfiles ?? []) as Ext[];
    let next = 0;
    const skipped: { index: number; item: Ext }[] = [];
    for (const [index, item] of (fileProfiles ?? []).entries()) {
      const at = owns.findIndex((own, ownIndex) => ownIndex >= next && own.network === item.network);
      if (at < 0) {
        skipped.push({ index, item });
        continue;
      }
      keep(profileIds[at], residueOf(item, owns[at]!));
      next = at + 1;
    }
    const personId = ids.get('basics')?.[0];
    if (personId && skipped.length > 0) {
      residues.set(personId, { ...(residues.get(personId) ?? {}), profiles: skipped });
    }
  }
  for (const [key, sectionIds] of ids) {
    if (key === 'basics' || key === 'basics.profiles') continue;
    const files = Array.isArray(doc[key]) ? (doc[key] as Ext[]) : [];
    const owns = Array.isArray(exported[key]) ? (exported[key] as Ext[]) : [];
    // Items Vitae added after the file's (skills made for project keywords) are left out while unchanged.
    if (owns.length > files.length && key === 'skills') {
      owns
        .slice(files.length)
        .forEach((item, index) => keep(sectionIds[files.length + index], omitResidue(item)));
    }
    if (owns.length < files.length) continue;
    files.forEach((item, index) =>
      keep(sectionIds[index], residueOf(typeof item === 'object' && item !== null ? item : {}, owns[index]!)),
    );
  }
  return residues;
}

/** The section keys of `doc` with `from`'s values (placeholders so the root residue keeps key order). */
function pickSections(doc: JsonResume, from: JsonResume = doc): Ext {
  const out: Ext = {};
  for (const key of Object.keys(doc)) if (key in from && Array.isArray(from[key])) out[key] = [];
  if ('basics' in doc && from.basics) out.basics = {};
  return out;
}

function exportBasics(
  person: Person | undefined,
  links: SocialLink[],
): { basics: ResumeBasics; profileIds: string[] } | undefined {
  if (!person && links.length === 0) return undefined;
  const basics: ResumeBasics = {};
  const ext: Ext = {};
  if (person) {
    const name = joinName(person.firstName, person.lastName);
    put(basics, 'name', name);
    const split = splitName(name);
    if (split.firstName !== person.firstName || split.lastName !== person.lastName) {
      ext.firstName = person.firstName;
      ext.lastName = person.lastName;
    }
    put(basics, 'label', person.jobTitles);
    put(basics, 'image', person.thumbnails[0]);
    if (person.thumbnails.length > 1) ext.thumbnails = person.thumbnails;
    put(basics, 'summary', person.about);
    const location: Record<string, unknown> = {};
    put(location, 'city', person.city);
    put(location, 'region', person.province);
    put(location, 'countryCode', person.country);
    put(basics, 'location', Object.keys(location).length > 0 ? location : undefined);
    put(ext, 'dni', person.dni);
    put(ext, 'cuil', person.cuil);
    put(ext, 'birthday', person.birthday);
    put(ext, 'banners', person.banners);
  }

  // The first Contact of each kind that import would give back exactly becomes basics.email, phone
  // or url; every other link is a profile.
  const contacts: Partial<Record<keyof typeof CONTACT_TITLES, SocialLink>> = {};
  const profiles: SocialLink[] = [];
  for (const link of links) {
    const value = link.linkSocial;
    if (
      link.type === 'Contact' &&
      !contacts.email &&
      value.startsWith('mailto:') &&
      isResumeEmail(value.slice(7))
    ) {
      contacts.email = link;
    } else if (
      link.type === 'Contact' &&
      !contacts.phone &&
      value.startsWith('tel:') &&
      value.slice(4).trim() !== ''
    ) {
      contacts.phone = link;
    } else if (
      link.type === 'Contact' &&
      !contacts.url &&
      /^https?:\/\//i.test(value) &&
      isResumeUri(value)
    ) {
      contacts.url = link;
    } else {
      profiles.push(link);
    }
  }
  // Import puts them back in this sequence; the `order` is written only when the real order differs.
  const sequence = [contacts.email, contacts.phone, contacts.url, ...profiles].filter(
    (link) => link !== undefined,
  );
  const writeOrder = sequence.some((link, index) => links.indexOf(link) !== index);
  const contactsExt: Ext = {};
  for (const kind of ['email', 'phone', 'url'] as const) {
    const link = contacts[kind];
    if (!link) continue;
    if (kind === 'email') basics.email = link.linkSocial.slice(7);
    if (kind === 'phone') basics.phone = link.linkSocial.slice(4);
    if (kind === 'url') basics.url = link.linkSocial;
    const meta: Ext = {};
    if (link.title !== CONTACT_TITLES[kind]) meta.title = link.title;
    put(meta, 'thumbnails', link.thumbnails);
    if (writeOrder) meta.order = links.indexOf(link);
    if (Object.keys(meta).length > 0) contactsExt[kind] = meta;
  }
  if (Object.keys(contactsExt).length > 0) ext.contacts = contactsExt;
  if (profiles.length > 0) {
    basics.profiles = profiles.map((link) => {
      const profile: ResumeProfile = {};
      const meta: Ext = {};
      put(profile, 'network', link.title);
      if (link.linkSocial !== '' && isResumeUri(link.linkSocial)) profile.url = link.linkSocial;
      else meta.link = link.linkSocial;
      if (link.type !== 'Social Media') meta.type = link.type;
      put(meta, 'thumbnails', link.thumbnails);
      if (writeOrder) meta.order = links.indexOf(link);
      return withExtension(profile, meta);
    });
  }
  return { basics: withExtension(basics, ext), profileIds: profiles.map((link) => link._id) };
}

function exportWork(work: Work): ResumeWork {
  const item: ResumeWork = {};
  const ext: Ext = {};
  put(item, 'name', work.company);
  putLink(item, 'url', ext, 'linkCompany', work.linkCompany);
  put(item, 'position', work.jobTitle);
  putDate(item, 'startDate', ext, 'dateStart', work.dateStart);
  putDate(item, 'endDate', ext, 'dateEnd', work.dateEnd);
  put(item, 'summary', work.description);
  if (work.finished !== (work.dateEnd !== '')) ext.finished = work.finished;
  put(ext, 'thumbnails', work.thumbnails);
  return withExtension(item, ext);
}

function exportEducation(education: Education): ResumeEducation {
  const item: ResumeEducation = {};
  const ext: Ext = {};
  put(item, 'institution', education.institutionName);
  putLink(item, 'url', ext, 'linkInstitution', education.linkInstitution);
  put(item, 'area', education.title);
  item.studyType = education.typeEducation;
  putDate(item, 'startDate', ext, 'dateStart', education.dateStart);
  putDate(item, 'endDate', ext, 'dateEnd', education.dateEnd);
  if (education.finished !== (education.dateEnd !== '')) ext.finished = education.finished;
  put(ext, 'iconInstitution', education.iconInstitution);
  put(ext, 'linkCertificate', education.linkCertificate);
  put(ext, 'description', education.description);
  return withExtension(item, ext);
}

function exportSkill(skill: Skill): ResumeSkill {
  const item: ResumeSkill = {};
  const ext: Ext = {};
  put(item, 'name', skill.title);
  const level = percentToLevel(skill.percent);
  put(item, 'level', level);
  if (levelToPercent(level).percent !== skill.percent) ext.percent = skill.percent;
  put(item, 'keywords', skill.keywords);
  if (skill.type !== SKILL_TYPES[0]) ext.type = skill.type;
  put(ext, 'thumbnails', skill.thumbnails);
  return withExtension(item, ext);
}

function exportProjects(list: Project[], skillList: Skill[], categoryList: Category[]): ResumeProject[] {
  const skillTitles = new Map(skillList.map((skill) => [skill._id, skill.title]));
  const categoryTitles = new Map(
    categoryList
      .filter((category) => categoryKey(category.title) !== categoryKey(ALL_CATEGORY_TITLE))
      .map((category) => [category._id, category.title]),
  );
  return list.map((project) => {
    const item: ResumeProject = {};
    const ext: Ext = {};
    put(item, 'name', project.title);
    put(item, 'entity', project.company);
    putLink(item, 'url', ext, 'linkProyect', project.linkProyect);
    put(ext, 'linkCompany', project.linkCompany);
    put(item, 'description', project.description);
    putDate(item, 'startDate', ext, 'dateStart', project.dateStart);
    putDate(item, 'endDate', ext, 'dateEnd', project.dateEnd);
    put(
      item,
      'keywords',
      project.languages.flatMap((id) => skillTitles.get(id) ?? []),
    );
    const ownCategories = project.categories.flatMap((id) => categoryTitles.get(id) ?? []);
    put(item, 'type', ownCategories[0]);
    if (ownCategories.length > 1) ext.categories = ownCategories;
    put(ext, 'thumbnails', project.thumbnails);
    return withExtension(item, ext);
  });
}
