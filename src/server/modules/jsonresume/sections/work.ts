/**
 * `work[]` ↔ works, driven by the fields' entries (src/shared/resources/works-fields.ts, decision
 * 0240): each field with a JSON Resume key (`resume`) maps to it (name → company, url → company link,
 * position → job title, location, start/end dates, summary → description, highlights; decisions 0004
 * and 0033), dates padded to YYYY-MM-DD (the residue keeps the file's precision); links and dates the
 * schema's formats refuse, and every field without a key (thumbnails, a new field), live in
 * `x-vitae` under the field's name (decision 0031). `finished` is the one rule of its own: written
 * to `x-vitae` only when it differs from "has an end date".
 *
 * Source: docs/decisions/0004-json-resume-mapping.md.
 */
import type { Transaction } from 'kysely';
import { workCreateSchema, type Work } from '../../../../shared/schemas.js';
import type { FieldEntry } from '../../../../shared/resources/field-entries.js';
import { WORK_FIELDS } from '../../../../shared/resources/works-fields.js';
import type { Database } from '../../../db/types.js';
import { works } from '../../resources/definitions.js';
import { repositoryOf } from '../../resources/repository.js';
import { EXTENSION_KEY, type Ext, type ResumeWork } from '../document.js';
import { checkFields } from '../check-fields.js';
import { extensionOf, pick, std, stdDate } from '../read-fields.js';
import { put, putDate, putLink, withExtension } from '../write-fields.js';
import { type Warnings } from '../import-field.js';
import { breathe } from '../breathe.js';

type Trx = Transaction<Database>;
type Field = ReturnType<typeof pick>;

/** The fields' entries, `finished` apart (its own rule). */
const ENTRIES: [string, FieldEntry][] = Object.entries(WORK_FIELDS);
const MAPPED = ENTRIES.filter(([name]) => name !== 'finished');

/** Import `work[]`, in order; an item a required field is missing from is skipped with a warning. */
export async function importWorks(trx: Trx, items: ResumeWork[], warnings: Warnings) {
  const repo = repositoryOf(works);
  for (const [index, item] of items.entries()) {
    await breathe();
    const path = `work[${index}]`;
    const ext = extensionOf(item, path, warnings);
    const x = `${path}.${EXTENSION_KEY}`;
    const fields: Record<string, Field> = {};
    for (const [name, entry] of MAPPED) {
      const key = entry.resume;
      if (key === undefined) {
        fields[name] = pick(ext, name, x, undefined);
        continue;
      }
      const value = (item as Record<string, unknown>)[key];
      const from = `${path}.${key}`;
      if (entry.kind === 'lines')
        fields[name] = value === undefined ? undefined : { value, from, list: true };
      else if (entry.kind === 'date') fields[name] = pick(ext, name, x, stdDate(value as string, from));
      else if (entry.kind === 'link') fields[name] = pick(ext, name, x, std(value as string, from));
      else fields[name] = std(value as string, from);
    }
    const dateEnd = fields.dateEnd;
    fields.finished = pick(ext, 'finished', x, {
      value: typeof dateEnd?.value === 'string' && dateEnd.value !== '',
      from: `${path}.endDate`,
    });
    const input = checkFields(workCreateSchema, fields, warnings, path);
    if (input) await repo.create(trx, input);
  }
}

/** One work as a `work[]` item. */
export function exportWork(work: Work): ResumeWork {
  const item: Record<string, unknown> = {};
  const ext: Ext = {};
  const values = work as unknown as Record<string, unknown>;
  for (const [name, entry] of ENTRIES) {
    const value = values[name];
    const key = entry.resume;
    if (name === 'finished') {
      if (work.finished !== (work.dateEnd !== '')) ext.finished = work.finished;
    } else if (key === undefined) put(ext, name, value);
    else if (entry.kind === 'link') putLink(item, key, ext, name, value as string);
    else if (entry.kind === 'date') putDate(item, key, ext, name, value as string);
    else put(item, key, value);
  }
  return withExtension(item as ResumeWork, ext);
}
