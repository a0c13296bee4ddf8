/**
 * The CV's sections below the header, in the site's home order ({@link CV_SECTIONS}); a section
 * added to the site gets an entry here.
 *
 * Source: docs/product.md §2 (home sections); docs/decisions/0050-pdf-cv.md.
 */
import { Text } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { DATE_FIELDS, entryView } from '../../../shared/resources/entry-view.js';
import { formatMonthYear } from '../../../shared/cv-words.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { FieldEntries } from '../../../shared/resources/field-entries.js';
import { WORK_FIELDS } from '../../../shared/resources/works-fields.js';
import { EDUCATION_FIELDS } from '../../../shared/resources/educations-fields.js';
import { PROJECT_FIELDS } from '../../../shared/resources/projects-fields.js';
import { SKILL_FIELDS } from '../../../shared/resources/skills-fields.js';
import {
  RESUME_SECTIONS,
  customEntries as customEntriesDeclaration,
} from '../../../shared/resources/index.js';
import { RESOURCE } from '../../../shared/paths.js';
import { inDesignOrder } from '../../../shared/designs/section-order.js';
import { BUILTIN_SECTIONS, type SectionWire } from '../../../shared/sections.js';
import type { CvData } from './cv-data.js';

import { type CvTexts, heading } from './cv-texts.js';
import { type CvLayout, entry, linkOrText, section, LONG_TEXT } from './cv-layout.js';
import { cvEntryOf, cvGroupsOf } from './cv-entry.js';

const sectionOf = section;

/**
 * One entry of an original resource drawn from its fields' `cv` places (cv-entry.ts `cvEntryOf`,
 * docs/decisions/0240-a-field-is-one-entry.md): the title (and ' — ' the `at` part, linked), the meta
 * line, the body.
 */
function declaredEntry(
  layout: CvLayout,
  key: string,
  entries: FieldEntries,
  item: object,
  texts: CvTexts,
): ReactElement {
  const model = cvEntryOf(entries, item as Record<string, unknown>, texts.language);
  const title =
    model.at === undefined
      ? linkOrText(model.title, model.link, layout.styles)
      : [model.title, model.at ? ' — ' : '', linkOrText(model.at, model.link, layout.styles)];
  return entry(layout, key, title, model.details, model.body);
}

/**
 * The dates of a JSON Resume or custom entry (entry-view.ts `DATE_FIELDS`) as the CV writes them:
 * month and year in `language`, joined with an en dash (docs/decisions/0256-cv-words.md); a year
 * alone or a free text stays as written.
 */
function periodOf(item: Record<string, unknown>, language: Language): string {
  return DATE_FIELDS.map((field) => item[field])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => formatMonthYear(value, language))
    .join(' – ');
}

/** One CV section: its key and how it renders from the data (null when it has nothing to show). */
export interface CvSection {
  key: string;
  /** `data` is already in the CV's language; `texts` are that language's words; `layout` makes its paragraphs. */
  render(data: CvData, texts: CvTexts, layout: CvLayout): ReactElement | null;
}

/** The CV's sections below the header, in the site's home order (docs/product.md §2 "Home sections"). */
export const CV_SECTIONS: CvSection[] = [
  {
    key: 'about',
    render: ({ person }, texts, layout) => {
      const about = person?.about.trim() ?? '';
      return about !== ''
        ? section(layout, 'about', texts.aboutMe, [
            layout.paragraph(
              { key: 'text', style: layout.styles.description, wrap: about.length > LONG_TEXT },
              about,
            ),
          ])
        : null;
    },
  },
  {
    key: 'works',
    render: ({ works }, texts, layout) =>
      section(
        layout,
        'works',
        texts.works,
        works.map((work) => declaredEntry(layout, work._id, WORK_FIELDS, work, texts)),
      ),
  },
  {
    key: 'projects',
    render: ({ projects }, texts, layout) =>
      section(
        layout,
        'projects',
        texts.projects,
        projects.map((project) => declaredEntry(layout, project._id, PROJECT_FIELDS, project, texts)),
      ),
  },
  {
    key: 'educations',
    render: ({ educations }, texts, layout) =>
      section(
        layout,
        'educations',
        texts.educations,
        educations.map((education) =>
          declaredEntry(layout, education._id, EDUCATION_FIELDS, education, texts),
        ),
      ),
  },
  {
    key: 'skills',
    // One line a skill type (the type's `group` place), in the types' order: "Hard Skills: a, b".
    render: ({ skills }, texts, layout) => {
      const headings: Record<string, string> = { Hard: texts.hardSkills, Soft: texts.softSkills };
      const lines = cvGroupsOf(SKILL_FIELDS, skills).map(({ value, titles }) =>
        layout.paragraph(
          { key: value, style: layout.styles.skillLine, wrap: titles.join(', ').length > LONG_TEXT },
          h(Text, { style: layout.styles.entryTitle }, `${heading(headings[value] ?? value)}: `),
          titles.join(', '),
        ),
      );
      return section(layout, 'skills', texts.skills, lines);
    },
  },
  // The JSON Resume sections (decision 0030), read as the home page reads them (entryView).
  ...RESUME_SECTIONS.map((resource): CvSection => ({
    key: resource.wire,
    render: ({ sections }, texts, layout) =>
      section(
        layout,
        resource.wire,
        texts.sections[resource.wire] ?? resource.texts.heading,
        (sections[resource.wire] ?? []).map((item, index) => {
          const view = entryView(resource, item, texts.language);
          const description = [
            ...view.paragraphs.map((paragraph) => paragraph.value),
            ...view.lists.map((list) => list.items.join(' · ')),
          ].join('\n');
          return entry(
            layout,
            typeof item._id === 'string' ? item._id : String(index),
            view.url ? linkOrText(view.title || view.url, view.url, layout.styles) : view.title,
            [...view.details.map((detail) => detail.value), periodOf(item, texts.language)],
            description,
          );
        }),
      ),
  })),
];

/** The CV section of each built-in site section, by the site section's key (src/shared/sections.ts). */
const CV_KEY_OF: Record<string, string> = {
  [RESOURCE.work]: 'works',
  [RESOURCE.project]: 'projects',
  [RESOURCE.education]: 'educations',
  [RESOURCE.skill]: 'skills',
};

/** `texts` with the owner's heading of section `key` (docs/product.md §27), in `texts`' language. */
function withHeading(texts: CvTexts, section: SectionWire): CvTexts {
  const own = section.heading[texts.language] || section.heading.en;
  if (own === '') return texts;
  const cvKey = CV_KEY_OF[section.key];
  if (cvKey) return { ...texts, [cvKey]: cvKey === 'works' ? own : heading(own) };
  return { ...texts, sections: { ...texts.sections, [section.key]: own } };
}

/** A custom section of the owner (docs/product.md §27): its entries as the JSON Resume sections'. */
function customSection(section: SectionWire): CvSection {
  return {
    key: section.key,
    render: ({ customEntries }, texts, layout) =>
      section.hidden
        ? null
        : sectionOf(
            layout,
            section.key,
            section.heading[texts.language] || section.heading.en,
            (customEntries ?? [])
              .filter((item) => item.section === section.key)
              .map((item, index) => {
                const view = entryView(customEntriesDeclaration, item, texts.language);
                return entry(
                  layout,
                  typeof item._id === 'string' ? item._id : String(index),
                  view.url ? linkOrText(view.title || view.url, view.url) : view.title,
                  [typeof item.subtitle === 'string' ? item.subtitle : '', periodOf(item, texts.language)],
                  view.paragraphs.map((paragraph) => paragraph.value).join('\n'),
                );
              }),
          ),
  };
}

/** The built-in sections before any change by the owner (as GET /api/sections lists them). */
const DEFAULT_LAYOUT: readonly SectionWire[] = BUILTIN_SECTIONS.map((key, order) => ({
  key,
  custom: false,
  heading: { en: '', es: '' },
  hidden: false,
  order,
}));

/**
 * The CV's sections in the owner's order (docs/product.md §27) under `design` (§26): the about text
 * first, then every section of `layout` (GET /api/sections; undefined: the default order) not
 * hidden, the design's leading sections ahead of the others (src/shared/designs/section-order.ts
 * `inDesignOrder`, the rule the site follows too), built-in ones with the owner's heading, custom
 * ones with their entries. The one place the CV's section order is decided.
 */
export function cvSectionsInOrder(
  layout: readonly SectionWire[] | undefined,
  design?: string | null,
): CvSection[] {
  const byKey = new Map(CV_SECTIONS.map((item) => [item.key, item]));
  const ordered: CvSection[] = [byKey.get('about')!];
  for (const site of inDesignOrder(design, layout ?? DEFAULT_LAYOUT)) {
    if (site.hidden) continue;
    if (site.custom) {
      ordered.push(customSection(site));
      continue;
    }
    const cv = byKey.get(CV_KEY_OF[site.key] ?? site.key);
    if (!cv) continue;
    ordered.push({
      key: cv.key,
      render: (data, texts, pdf) => cv.render(data, withHeading(texts, site), pdf),
    });
  }
  return ordered;
}
