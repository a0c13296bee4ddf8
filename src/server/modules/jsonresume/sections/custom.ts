/**
 * The owner's section layout and custom sections in a JSON Resume file
 * (docs/decisions/0176-custom-sections-in-json-resume.md; docs/product.md §27):
 *
 * - each custom section is a top-level key `x_<slug>` (its English heading in lowercase ASCII
 *   letters and digits joined by `_`: "Open source" → `x_open_source`; a second section with the same
 *   slug gets `_2`), whose value is the list of its entries, each with the custom entry's fields
 *   that carry something (`title`, `subtitle`, `startDate`, `endDate`, `url`, `summary`, `image`);
 * - `x-vitae.sections` lists every section in the owner's order: `{key, heading: {en, es}, hidden}`,
 *   `key` a built-in section's wire name or a custom section's top-level key. A version's export (a
 *   link's `resume.json`) leaves out the sections the version or the site hides, key and line
 *   (docs/decisions/0232-link-resume-leaves-out-hidden-sections.md).
 *
 * Import reads `x-vitae.sections` back: the built-in sections' order, headings and hidden state,
 * and a custom section for each listed `x_` key, with its entries (through the custom entries'
 * create schema: a refused value is left out with a warning). A top-level key `x-vitae.sections` does
 * not list is kept whole as before (docs/decisions/0101-unknown-top-level-keys.md).
 */
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_LANGUAGE, localize, type Language } from '../../../../shared/i18n/languages.js';
import { headingSchema, isBuiltinSection, SECTION_LIMITS } from '../../../../shared/sections.js';
import type { Database } from '../../../db/types.js';
import { newId } from '../../../lib/ids.js';
import { customEntries } from '../../resources/definitions.js';
import { repositoryOf } from '../../resources/repository.js';
import {
  createCustomSection,
  listSections,
  reorderSections,
  updateSection,
} from '../../sections/sections.repository.js';
import { EXTENSION_KEY, type Ext, type ResumeIssue } from '../document.js';
import { breathe } from '../breathe.js';

type Trx = Transaction<Database>;

/** The custom entry's fields a file holds, in this order. */
const ENTRY_FIELDS = ['title', 'subtitle', 'startDate', 'endDate', 'url', 'summary', 'image'] as const;

/** The top-level key of a custom section headed `heading` (see the module doc), unique in `taken`. */
export function customSectionKey(heading: string, taken: Set<string>): string {
  const slug =
    heading
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'section';
  let key = `x_${slug}`;
  for (let n = 2; taken.has(key); n += 1) key = `x_${slug}_${n}`;
  taken.add(key);
  return key;
}

/**
 * What export writes: the layout for `x-vitae.sections`, each custom section's items with their ids,
 * and the top-level keys of the custom sections left out (`left`).
 */
export interface CustomExport {
  layout: { key: string; heading: { en: string; es: string }; hidden: boolean }[];
  sections: [string, { id: string; item: Ext }[]][];
  left: string[];
}

/**
 * The layout and the custom sections' entries, read in `language`; `keep` filters and orders the
 * entries (a version's selection), unchanged without it. A section whose key is in `hidden` (what a
 * version and the site hide: built-in wire names, custom ids) is left out of both; without `hidden`
 * (the owner's export) every section is written, a hidden one marked `hidden: true`
 * (docs/decisions/0232-link-resume-leaves-out-hidden-sections.md). Keys are given before any is left
 * out, so a section's key is the same with and without `hidden`.
 */
export async function exportCustomSections(
  db: Kysely<Database>,
  language: Language = DEFAULT_LANGUAGE,
  keep: <T extends { _id: string }>(list: T[]) => T[] = (list) => list,
  hidden: ReadonlySet<string> = new Set(),
): Promise<CustomExport> {
  const [layout, entries] = await Promise.all([
    listSections(db),
    repositoryOf(customEntries).list(db) as Promise<(Ext & { _id: string; section: string })[]>,
  ]);
  const taken = new Set<string>();
  const out: CustomExport = { layout: [], sections: [], left: [] };
  for (const section of layout) {
    const key = section.custom ? customSectionKey(section.heading.en, taken) : section.key;
    if (hidden.has(section.key)) {
      if (section.custom) out.left.push(key);
      continue;
    }
    out.layout.push({ key, heading: section.heading, hidden: section.hidden });
    if (!section.custom) continue;
    const items = keep(entries.filter((entry) => entry.section === section.key)).map((entry) => {
      const local = localize(entry, language);
      const item: Ext = {};
      for (const field of ENTRY_FIELDS)
        if (local[field] !== '' && local[field] !== undefined) item[field] = local[field];
      return { id: entry._id, item };
    });
    out.sections.push([key, items]);
  }
  return out;
}

/**
 * Import the layout and custom sections `doc` lists in `x-vitae.sections` (see the module doc), after
 * the portfolio's sections and custom entries were cleared. Warnings go to `warnings`.
 */
export async function importCustomSections(trx: Trx, doc: Ext, warnings: ResumeIssue[]): Promise<void> {
  await trx.deleteFrom('customEntries').execute();
  await trx.deleteFrom('sections').execute();
  const ext = doc[EXTENSION_KEY];
  const listed = ext && typeof ext === 'object' && !Array.isArray(ext) ? (ext as Ext).sections : undefined;
  if (listed === undefined) return;
  if (!Array.isArray(listed)) {
    warnings.push({ path: `${EXTENSION_KEY}.sections`, message: 'must be a list; ignored' });
    return;
  }
  const order: string[] = [];
  const repo = repositoryOf(customEntries);
  let custom = 0;
  for (const [index, raw] of listed.entries()) {
    const path = `${EXTENSION_KEY}.sections[${index}]`;
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Ext;
    const key = typeof item.key === 'string' ? item.key : '';
    const heading = headingSchema.safeParse({ en: '', es: '', ...(item.heading as object | undefined) });
    if (!heading.success)
      warnings.push({ path: `${path}.heading`, message: 'must be {en, es} texts; ignored' });
    const headings = heading.success ? heading.data : { en: '', es: '' };
    const hidden = item.hidden === true;
    if (isBuiltinSection(key)) {
      if (order.includes(key)) continue;
      await updateSection(trx, key, { heading: headings, hidden });
      order.push(key);
      continue;
    }
    if (!key.startsWith('x_') || !Array.isArray(doc[key])) {
      warnings.push({ path: `${path}.key`, message: 'names no section of this file; left out' });
      continue;
    }
    if (headings.en === '' || custom >= SECTION_LIMITS.custom) {
      warnings.push({
        path: `${path}.heading`,
        message: headings.en === '' ? 'en: is required; left out' : 'too many custom sections; left out',
      });
      continue;
    }
    custom += 1;
    const id = newId();
    await createCustomSection(trx, id, { heading: headings, hidden });
    order.push(id);
    for (const [entryIndex, entry] of (doc[key] as unknown[]).entries()) {
      await breathe();
      const fields = (typeof entry === 'object' && entry !== null ? entry : {}) as Ext;
      const input: Ext = { section: id };
      for (const field of ENTRY_FIELDS) if (field in fields) input[field] = fields[field];
      let parsed = customEntries.createSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          warnings.push({ path: `${key}[${entryIndex}].${field}`, message: `${issue.message}; left out` });
          delete input[field];
        }
        parsed = customEntries.createSchema.safeParse(input);
      }
      if (parsed.success) await repo.create(trx, parsed.data);
    }
  }
  const all = (await listSections(trx)).map((section) => section.key);
  await reorderSections(trx, [...order, ...all.filter((key) => !order.includes(key))]);
}
