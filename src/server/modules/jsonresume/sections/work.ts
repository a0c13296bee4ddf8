/**
 * `work[]` ↔ works: name → company, url → company link, position → job title, start/end dates
 * (padded to YYYY-MM-DD; the residue keeps the file's precision), summary → description, location
 * and highlights → their columns (decision 0033); `finished`, thumbnails and values the schema's formats refuse live in `x-vitae`.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md.
 */
import type { Transaction } from 'kysely';
import { workCreateSchema, type Work } from '../../../../shared/schemas.js';
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

/** Import `work[]`, in order; an item a required field is missing from is skipped with a warning. */
export async function importWorks(trx: Trx, items: ResumeWork[], warnings: Warnings) {
  const repo = repositoryOf(works);
  for (const [index, item] of items.entries()) {
    await breathe();
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
        description: std(item.summary, `${path}.summary`),
        thumbnails: pick(ext, 'thumbnails', x, undefined),
        location: std(item.location, `${path}.location`),
        highlights:
          item.highlights === undefined
            ? undefined
            : { value: item.highlights, from: `${path}.highlights`, list: true },
      },
      warnings,
      path,
    );
    if (input) await repo.create(trx, input);
  }
}

/** One work as a `work[]` item. */
export function exportWork(work: Work): ResumeWork {
  const item: ResumeWork = {};
  const ext: Ext = {};
  put(item, 'name', work.company);
  putLink(item, 'url', ext, 'linkCompany', work.linkCompany);
  put(item, 'position', work.jobTitle);
  putDate(item, 'startDate', ext, 'dateStart', work.dateStart);
  putDate(item, 'endDate', ext, 'dateEnd', work.dateEnd);
  put(item, 'location', work.location);
  put(item, 'summary', work.description);
  put(item, 'highlights', work.highlights);
  if (work.finished !== (work.dateEnd !== '')) ext.finished = work.finished;
  put(ext, 'thumbnails', work.thumbnails);
  return withExtension(item, ext);
}
