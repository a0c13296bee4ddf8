/**
 * Import of a JSON Resume (README.md "Command line", decision 0030): validate (validate.ts), then write the whole
 * portfolio in one transaction, section by section (sections/), through the same repositories and
 * zod create schemas as the API, and keep what the columns cannot give back as residues
 * (residue.ts).
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { linkOwnerIfUnlinked } from '../people/owner.js';
import type { Ext, JsonResume, ResumeIssue } from './document.js';
import { DOCUMENT_ID, exportWithIds } from './export.js';
import { Warnings } from './import-field.js';
import { clearPortfolio, countPortfolio, PortfolioNotEmptyError, type PortfolioCounts } from './portfolio.js';
import { hasOwn, setOwn } from './own.js';
import { omitResidue, type Residue } from './residue.js';
import { residueOf } from './residue-of.js';
import { saveResidues } from './residue-store.js';
import { importBasics } from './sections/basics.js';
import { importCategories } from './sections/categories.js';
import { importSections, RESUME_SECTION_RESOURCES } from './sections/declared.js';
import { importCustomSections } from './sections/custom.js';
import { importEducations } from './sections/education.js';
import { importProjects } from './sections/projects.js';
import { importSkills } from './sections/skills.js';
import { importWorks } from './sections/work.js';
import { validateResumeOffThread } from './validate-off-thread.js';
import { type ValidatedResume } from './validate.js';

type Trx = Transaction<Database>;

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
 * person is linked to the owner (people/owner.ts). `options.validated` is what `validateResume`
 * answered for this very `resume`, when the caller already asked (it is not validated twice).
 *
 * The file is checked against the import's limits first (limits.ts: 413 past one); the writes let
 * the event loop take other requests every few entries ({@link breathe}).
 *
 * @throws ResumeTooLargeError past a limit of `RESUME_LIMITS` (nothing written).
 * @throws ResumeValidationError when the document is not a valid JSON Resume (nothing written).
 * @throws PortfolioNotEmptyError when the portfolio holds data and `replace` is false (nothing written).
 */
export async function importJsonResume(
  db: Kysely<Database>,
  resume: unknown,
  options: { replace: boolean; dryRun?: boolean; validated?: ValidatedResume },
): Promise<ImportResult> {
  const validated = options.validated ?? (await validateResumeOffThread(resume));
  const doc = validated.doc;

  if (options.dryRun) {
    // Run the very same import, then roll it back: the preview's counts and warnings are exact.
    let preview: ImportResult | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        preview = await importJsonResume(trx as unknown as Kysely<Database>, resume, {
          replace: options.replace,
          validated,
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
    warnings.list.push(...validated.warnings);
    for (const { resource } of RESUME_SECTION_RESOURCES) await trx.deleteFrom(resource.table).execute();

    const personId = doc.basics ? await importBasics(trx, doc.basics, warnings) : undefined;
    if (personId && relink.length > 0) {
      await trx.updateTable('users').set({ personId }).where('id', 'in', relink).execute();
    }
    if (personId) await linkOwnerIfUnlinked(trx, personId);
    await importWorks(trx, doc.work ?? [], warnings);
    await importEducations(trx, doc.education ?? [], warnings);
    const skillIndex = await importSkills(trx, doc.skills ?? [], warnings);
    const categoryIndex = await importCategories(trx, doc, warnings);
    await importProjects(trx, doc.projects ?? [], warnings, skillIndex, categoryIndex);
    await categoryIndex.finish();
    await importSections(trx, doc, warnings.list);
    await importCustomSections(trx, doc, warnings.list);
    await saveResidues(trx, await residuesOf(trx, doc));

    return { personId, replaced: !empty, counts: await countPortfolio(trx), warnings: warnings.list };
  };
  // Inside a caller's transaction (a dry run, or the data module's locked import), run in it.
  return db.isTransaction ? run(db as unknown as Trx) : db.transaction().execute(run);
}

/** Thrown inside a dry run's transaction to roll it back. */
class DryRunRollback extends Error {}

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
  // The document's own residue: its keys in the file's order, every key Vitae has no section for
  // (`x_talks`, `meta`) with its value; a section stands as a placeholder (its items have their own
  // residues), and a section the file lacks is removed by the residue while export writes it as is.
  const sectionKeys = new Set([...ids.keys(), 'basics']);
  const placeholder = (key: string, value: unknown) =>
    key === 'basics' ? {} : Array.isArray(value) ? [] : value;
  const root: Ext = {};
  for (const [key, value] of Object.entries(doc))
    setOwn(root, key, sectionKeys.has(key) ? placeholder(key, value) : value);
  const exportedRoot: Ext = {};
  for (const [key, value] of Object.entries(exported))
    setOwn(exportedRoot, key, sectionKeys.has(key) && hasOwn(doc, key) ? placeholder(key, value) : value);
  keep(DOCUMENT_ID, residueOf(root, exportedRoot));
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
