/**
 * `education[]` ↔ educations, field by field from the fields' entries (src/shared/resources/
 * educations-fields.ts, decision 0240, through ../entry-mapping.ts): institution, url, area, dates,
 * studyType; icon, certificate link, the description of an exported item and any field without a
 * JSON Resume key live in `x-vitae`. Own rules on import: `studyType` + `area` → title and education
 * type (English and Spanish degree words, study-types.ts), score and courses → description, and
 * `finished` from the end date.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import type { Transaction } from 'kysely';
import { educationCreateSchema, type Education } from '../../../../shared/schemas.js';
import { EDUCATION_FIELDS } from '../../../../shared/resources/educations-fields.js';
import type { Database } from '../../../db/types.js';
import { educations } from '../../resources/definitions.js';
import { repositoryOf } from '../../resources/repository.js';
import { EXTENSION_KEY, type Ext, type ResumeEducation } from '../document.js';
import { checkFields } from '../check-fields.js';
import { readByEntries, writeByEntries } from '../entry-mapping.js';
import { extensionOf, pick, std } from '../read-fields.js';
import { withExtension } from '../write-fields.js';
import { type Warnings } from '../import-field.js';
import { breathe } from '../breathe.js';
import { isEducationTypeName, isSpanishStudyType, studyTypeToEducationType } from '../study-types.js';

type Trx = Transaction<Database>;

/** Education description from `score` and `courses` (JSON Resume has no free text for an education). */
function educationDescription(item: ResumeEducation): string | undefined {
  const lines: string[] = [];
  if (item.score !== undefined && item.score.trim() !== '') lines.push(`Score: ${item.score}`);
  if (item.courses && item.courses.length > 0) {
    lines.push('Courses:', ...item.courses.map((course) => `- ${course}`));
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** Import `education[]`, in order. */
export async function importEducations(trx: Trx, items: ResumeEducation[], warnings: Warnings) {
  const repo = repositoryOf(educations);
  for (const [index, item] of items.entries()) {
    await breathe();
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
    const fields = readByEntries(EDUCATION_FIELDS, item as Record<string, unknown>, ext, path, x, {
      title: () => std(title, `${path}.area`),
      finished: (read) =>
        pick(ext, 'finished', x, {
          value: typeof read.dateEnd?.value === 'string' && read.dateEnd.value !== '',
          from: `${path}.endDate`,
        }),
      typeEducation: () => ({ value: studyTypeToEducationType(studyType), from: `${path}.studyType` }),
      description: () => pick(ext, 'description', x, std(educationDescription(item), `${path}.courses`)),
    });
    const input = checkFields(educationCreateSchema, fields, warnings, path);
    if (input) await repo.create(trx, input);
  }
}

/** One education as an `education[]` item. */
export function exportEducation(education: Education): ResumeEducation {
  const item: ResumeEducation = {};
  const ext: Ext = {};
  writeByEntries(EDUCATION_FIELDS, education, item as Record<string, unknown>, ext, {
    finished: () => {
      if (education.finished !== (education.dateEnd !== '')) ext.finished = education.finished;
    },
  });
  return withExtension(item, ext);
}
