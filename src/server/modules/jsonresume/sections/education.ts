/**
 * `education[]` ↔ educations: institution, url, `studyType` + `area` → title and education type
 * (English and Spanish degree words, study-types.ts), dates, score and courses → description; icon,
 * certificate link, `finished` and the description of an exported item live in `x-vitae`.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import type { Transaction } from 'kysely';
import { educationCreateSchema, type Education } from '../../../../shared/schemas.js';
import type { Database } from '../../../db/types.js';
import { educations } from '../../resources/definitions.js';
import { repositoryOf } from '../../resources/repository.js';
import { EXTENSION_KEY, type Ext, type ResumeEducation } from '../document.js';
import { checkFields } from '../check-fields.js';
import { extensionOf, pick, std, stdDate } from '../read-fields.js';
import { put, putDate, putLink, withExtension } from '../write-fields.js';
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

/** One education as an `education[]` item. */
export function exportEducation(education: Education): ResumeEducation {
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
