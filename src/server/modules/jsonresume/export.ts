/**
 * Export of the portfolio as a JSON Resume (README.md "Quick start", decision 0030): each section as its columns
 * give it (sections/), then the residues an import kept (residue.ts) put back, so an imported file
 * comes back whole while an edit made in Vitae wins.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Person } from '../../../shared/schemas.js';
import {
  DEFAULT_LANGUAGE,
  localize,
  type Language,
  type TranslatedLanguage,
  type Translations,
} from '../../../shared/i18n/languages.js';
import { categories, educations, skills, socialLinks, works } from '../resources/definitions.js';
import { repositoryOf } from '../resources/repository.js';
import { projects } from '../resources/projects.js';
import { peopleRepository } from '../people/people.repository.js';
import { isCountryCode } from './country.js';
import { EXTENSION_KEY, RESUME_SCHEMA_URL, type Ext, type JsonResume } from './document.js';
import { setOwn } from './own.js';
import { applyResidue } from './apply-residue.js';
import { loadResidues } from './residue-store.js';
import { exportBasics } from './sections/basics.js';
import { exportCategories } from './sections/categories.js';
import { exportSections, RESUME_SECTION_RESOURCES } from './sections/declared.js';
import { exportCustomSections } from './sections/custom.js';
import { exportEducation } from './sections/education.js';
import { exportProjects } from './sections/projects.js';
import { exportSkill } from './sections/skills.js';
import { exportWork } from './sections/work.js';

/**
 * Export the portfolio (its first person, every work, education, skill, project, category and social
 * link, in their order) as a JSON Resume document.
 *
 * The document validates against the JSON Resume schema. Fields JSON Resume lacks, and values its
 * formats would refuse, go into `x-vitae` extension objects (on the document, on `basics` and on each
 * item); {@link importJsonResume} reads them back, so export → import (replace) → export gives the
 * same document. Mapping: docs/decisions/0004-json-resume-mapping.md.
 *
 * `language` (decision 0060): every entry is read in it (`localize`: its Spanish version where the
 * owner wrote one, the default text elsewhere); what the import kept beside the columns is put back
 * only where the exported value is still the one it was imported with, so Spanish texts are never
 * overwritten by the file's English ones.
 */
export async function exportJsonResume(
  db: Kysely<Database>,
  language: Language = DEFAULT_LANGUAGE,
  selection?: ExportSelection,
): Promise<JsonResume> {
  const [{ doc, ids, translated, left }, stored] = await Promise.all([
    exportWithIds(db, language, selection),
    loadResidues(db),
  ]);
  // A residue describes the file an entry was imported from (the default language). Work, education,
  // projects and skills combine several keys into one translated field (summary + highlights →
  // description, studyType + area → title), so an entry exported in its translation gets none of it;
  // the person and the declared sections map key for key, where the residue's per-key check already
  // lets a translated value win.
  const residues = new Map([...stored].filter(([id]) => !translated.has(id)));
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
      out.basics = withValidCountryCode(basics);
    } else if (sectionIds && Array.isArray(value)) {
      setOwn(
        out,
        key,
        (value as Ext[]).flatMap(
          (item, index) => applyResidue(item, residues.get(sectionIds[index] ?? '')) ?? [],
        ),
      );
    } else setOwn(out, key, value);
  }
  // A section the selection hides stays out even where a residue would put its key back.
  for (const key of left) delete out[key];
  return out;
}

/**
 * `basics` without a `location.countryCode` that is not an ISO 3166-1 alpha-2 code (a residue puts
 * back the file's value; the person's country is in `x-vitae` then), and without a location left
 * empty by that. Source: docs/decisions/0100-json-resume-country-codes.md.
 */
function withValidCountryCode(basics: Ext): Ext {
  const location = basics.location;
  if (typeof location !== 'object' || location === null || Array.isArray(location)) return basics;
  const { countryCode, ...rest } = location as Ext;
  if (countryCode === undefined || (typeof countryCode === 'string' && isCountryCode(countryCode)))
    return basics;
  const out: Ext = {};
  for (const [key, value] of Object.entries(basics)) {
    if (key !== 'location') setOwn(out, key, value);
    else if (Object.keys(rest).length > 0) setOwn(out, key, rest);
  }
  return out;
}

/**
 * A selection of the portfolio to export (a version's: src/server/modules/versions/): `ranks` gives
 * each entry kept its place (entries missing are left out; each list is sorted by it), `person` the
 * person as the version shows it (headline overrides), `hidden` the sections it hides (built-in
 * sections' wire names, custom sections' ids): each is left out whole, its top-level key and its line
 * in `x-vitae.sections` (docs/product.md §20; docs/decisions/0232-link-resume-leaves-out-hidden-sections.md).
 * The owner's own export has no selection and keeps every section, hidden ones marked `hidden`
 * (docs/decisions/0176-custom-sections-in-json-resume.md).
 */
export interface ExportSelection {
  ranks: ReadonlyMap<string, number>;
  person?: (person: Person) => Person;
  hidden?: ReadonlySet<string>;
}

/** The JSON Resume key of each built-in section, by its wire name (the four lists, the declared ones). */
export const RESUME_KEY_OF_WIRE: ReadonlyMap<string, string> = new Map([
  [works.wire, 'work'],
  [educations.wire, 'education'],
  [skills.wire, 'skills'],
  [projects.wire, 'projects'],
  ...RESUME_SECTION_RESOURCES.flatMap(({ resource, key }) =>
    key === undefined ? [] : [[resource.wire, key] as [string, string]],
  ),
]);

/** `list` kept and ordered as `selection` says (unchanged without one). */
function select<T extends { _id: string }>(list: T[], selection: ExportSelection | undefined): T[] {
  if (!selection) return list;
  const { ranks } = selection;
  return list.filter((item) => ranks.has(item._id)).sort((a, b) => ranks.get(a._id)! - ranks.get(b._id)!);
}

/** The id under which the document's own residue (top-level keys) is kept. */
export const DOCUMENT_ID = 'document';

/**
 * The export as the columns give it, with the entity id of every item, by section key; entries read
 * in `language` (see {@link exportJsonResume}).
 */
export async function exportWithIds(
  db: Kysely<Database>,
  language: Language = DEFAULT_LANGUAGE,
  selection?: ExportSelection,
): Promise<{ doc: JsonResume; ids: Map<string, string[]>; translated: Set<string>; left: string[] }> {
  /** Ids of the work, education, skill and project entries that have a version in `language`. */
  const translated = new Set<string>();
  const each = <T extends object>(list: T[]) => list.map((item) => localize(item, language));
  const marking = <T extends { _id: string; i18n?: Translations }>(list: T[]) => {
    if (language !== DEFAULT_LANGUAGE)
      for (const item of list) if (item.i18n?.[language as TranslatedLanguage]) translated.add(item._id);
    return each(list);
  };
  const [
    people,
    socialList,
    workList,
    educationList,
    skillList,
    projectList,
    categoryList,
    sections,
    custom,
  ] = await Promise.all([
    peopleRepository
      .list(db)
      .then((list) =>
        selection?.person
          ? list.map((person, index) => (index === 0 ? selection.person!(person) : person))
          : list,
      )
      .then(each),
    repositoryOf(socialLinks)
      .list(db)
      .then((list) => select(list, selection)),
    repositoryOf(works)
      .list(db)
      .then((list) => marking(select(list, selection))),
    repositoryOf(educations)
      .list(db)
      .then((list) => marking(select(list, selection))),
    repositoryOf(skills)
      .list(db)
      .then((list) => marking(select(list, selection))),
    repositoryOf(projects)
      .list(db)
      .then((list) => marking(select(list, selection))),
    repositoryOf(categories).list(db).then(each),
    exportSections(db, language).then((found) =>
      selection
        ? found
            .map(
              ([key, items]) =>
                [
                  key,
                  select(
                    items.map((entry) => ({ ...entry, _id: entry.id })),
                    selection,
                  ),
                ] as [string, typeof items],
            )
            .filter(([, items]) => items.length > 0)
        : found,
    ),
    exportCustomSections(db, language, (list) => select(list, selection), selection?.hidden),
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
  // The owner's custom sections, each a top-level key, and every section's place (decision 0176).
  for (const [key, items] of custom.sections) {
    doc[key] = items.map((entry) => entry.item);
    ids.set(
      key,
      items.map((entry) => entry.id),
    );
  }
  doc[EXTENSION_KEY] = { categories: exportCategories(categoryList), sections: custom.layout };
  // The built-in sections the selection hides: their keys left out (custom ones never written).
  const left: string[] = [];
  for (const wire of selection?.hidden ?? []) {
    const key = RESUME_KEY_OF_WIRE.get(wire);
    if (key === undefined) continue;
    delete doc[key];
    ids.delete(key);
    left.push(key);
  }
  return { doc, ids, translated, left: [...left, ...custom.left] };
}
