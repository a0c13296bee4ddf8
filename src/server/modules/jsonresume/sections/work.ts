/**
 * `work[]` ↔ works, driven by the fields' entries (src/shared/resources/works-fields.ts, decision
 * 0240, through ../entry-mapping.ts): each field with a JSON Resume key maps to it (name → company,
 * url → company link, position → job title, location, start/end dates, summary → description,
 * highlights; decisions 0004 and 0033), dates padded to YYYY-MM-DD (the residue keeps the file's
 * precision); links and dates the schema's formats refuse, and every field without a key
 * (thumbnails, a new field), live in `x-vitae` under the field's name (decision 0031). `finished` is
 * the one rule of its own: written to `x-vitae` only when it differs from "has an end date".
 *
 * Source: docs/decisions/0004-json-resume-mapping.md.
 */
import type { Transaction } from 'kysely';
import { workCreateSchema, type Work } from '../../../../shared/schemas.js';
import { WORK_FIELDS } from '../../../../shared/resources/works-fields.js';
import type { Database } from '../../../db/types.js';
import { works } from '../../resources/definitions.js';
import { repositoryOf } from '../../resources/repository.js';
import { EXTENSION_KEY, type Ext, type ResumeWork } from '../document.js';
import { checkFields } from '../check-fields.js';
import { readByEntries, writeByEntries } from '../entry-mapping.js';
import { extensionOf, pick } from '../read-fields.js';
import { withExtension } from '../write-fields.js';
import { type Warnings } from '../import-field.js';
import { breathe } from '../breathe.js';

type Trx = Transaction<Database>;

/** Import `work[]`, in order; an item a required field is missing from is skipped with a warning. */
export async function importWorks(trx: Trx, items: ResumeWork[], warnings: Warnings) {
  const repo = repositoryOf(works);
  for (const [index, item] of items.entries()) {
    await breathe();
    const path = `work[${index}]`;
    const ext = extensionOf(item, path, warnings);
    const x = `${path}.${EXTENSION_KEY}`;
    const fields = readByEntries(WORK_FIELDS, item as Record<string, unknown>, ext, path, x, {
      finished: (read) =>
        pick(ext, 'finished', x, {
          value: typeof read.dateEnd?.value === 'string' && read.dateEnd.value !== '',
          from: `${path}.endDate`,
        }),
    });
    const input = checkFields(workCreateSchema, fields, warnings, path);
    if (input) await repo.create(trx, input);
  }
}

/** One work as a `work[]` item. */
export function exportWork(work: Work): ResumeWork {
  const item: ResumeWork = {};
  const ext: Ext = {};
  writeByEntries(WORK_FIELDS, work, item as Record<string, unknown>, ext, {
    finished: () => {
      if (work.finished !== (work.dateEnd !== '')) ext.finished = work.finished;
    },
  });
  return withExtension(item, ext);
}
