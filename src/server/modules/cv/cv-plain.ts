/**
 * The CV as plain structure, for the `.txt` and `.docx` writers (cv-txt.ts, cv-docx.ts): the header
 * (name, job titles, place, contact links) and the sections with their entries, read from the very
 * sections the PDF draws (cv-sections.ts `cvSectionsInOrder`: the owner's order, the design's
 * leading sections, hidden sections left out, the owner's headings), so the three files never
 * differ in what they say.
 *
 * How: the sections render with a layout whose paragraphs are markers naming their role (section
 * title, entry title, detail line, description, skill line); the marker tree is walked into
 * {@link CvPlain}. Headings without the owner's own come from cv-words.ts (standard résumé words).
 * Source: docs/decisions/0263-word-and-text-cv.md.
 */
import { createElement as h, isValidElement, type ReactNode } from 'react';
import { contactTitle } from '../../../shared/i18n/contact-titles.js';
import type { Language } from '../../../shared/i18n/languages.js';
import { placeOf } from '../../../shared/place.js';
import type { Person } from '../../../shared/schemas.js';
import type { CvData } from './cv-data.js';
import { lastEdit } from './cv-document.js';
import type { CvLayout } from './cv-layout.js';
import { ownerName } from './cv-names.js';
import { cvSectionsInOrder } from './cv-sections.js';
import { type CvStyles, pdfHref, styles } from './cv-styles.js';
import { CV_TEXTS, type CvTexts, localizeCvData } from './cv-texts.js';
import { CV_HEADINGS, presentWord } from '../../../shared/cv-words.js';

/** A piece of text, a link when `href` is set (an http(s), mailto: or tel: address), bold when `strong`. */
export interface CvRun {
  text: string;
  href?: string;
  strong?: boolean;
}

/** One entry: its title line (with links), its detail line ("Company · 2020-01-01 – Present"), its text. */
export interface CvPlainEntry {
  title: CvRun[];
  /** The detail line, parts joined by " · "; '' when none. */
  meta: string;
  /** The description's paragraphs, in order. */
  lines: string[];
  /** The highlights, one a bullet. */
  bullets: string[];
}

/** One section: heading, free paragraphs (the summary, the skill lines), entries. */
export interface CvPlainSection {
  key: string;
  heading: string;
  paragraphs: CvRun[][];
  entries: CvPlainEntry[];
}

/** A contact line of the header: "GitHub: github.com/ana" linking to `href`. */
export interface CvContact {
  label: string;
  text: string;
  href: string;
}

/** The whole CV as structure (see the module doc). */
export interface CvPlain {
  language: Language;
  /** The owner's name (an anonymised version's title instead). */
  name: string;
  jobTitles: string;
  place: string;
  contacts: CvContact[];
  sections: CvPlainSection[];
  /** The content's last edit (the documents' dates, so the same content gives the same bytes). */
  updated: Date;
}

/** The marker element's type: never rendered, only walked. */
const PARAGRAPH = 'cv-paragraph';

/** A style sheet whose every style is `{ role: <its name> }`, so the walker knows each paragraph's part. */
const ROLES = Object.fromEntries(
  Object.keys(styles).map((key) => [key, { role: key }]),
) as unknown as CvStyles;

const MARKER_LAYOUT: CvLayout = {
  width: 1000,
  styles: ROLES,
  paragraph: (props, ...children) =>
    h(PARAGRAPH, { key: props.key, role: (props.style as { role?: string }).role }, ...children),
};

const roleOf = (value: unknown): string | undefined =>
  value && typeof value === 'object' && 'role' in value && typeof value.role === 'string'
    ? value.role
    : undefined;

/** The text of `node`, its strings joined. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => textOf(child)).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The runs of `node`: links (elements with `src`) kept as links, entry-title spans as strong. */
function runsOf(node: ReactNode, strong = false): CvRun[] {
  if (typeof node === 'string' || typeof node === 'number') {
    const text = String(node);
    return text === '' ? [] : [{ text, ...(strong ? { strong } : {}) }];
  }
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => runsOf(child, strong));
  if (!isValidElement<{ children?: ReactNode; src?: unknown; style?: unknown }>(node)) return [];
  if (typeof node.props.src === 'string') {
    return [{ text: textOf(node.props.children), href: node.props.src, ...(strong ? { strong } : {}) }];
  }
  return runsOf(node.props.children, strong || roleOf(node.props.style) === 'entryTitle');
}

/** Adjacent runs of the same kind merged (a title written as several strings reads as one). */
function merged(runs: CvRun[]): CvRun[] {
  const out: CvRun[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && !last.href && !run.href && !last.strong === !run.strong) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

/** Walk one rendered section into `section`. */
function walk(node: ReactNode, section: CvPlainSection, inEntry: boolean): void {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) walk(child, section, inEntry);
    return;
  }
  if (!isValidElement<{ children?: ReactNode; role?: string; style?: unknown }>(node)) return;
  if (node.type === PARAGRAPH) {
    const role = node.props.role;
    const children = node.props.children;
    if (role === 'sectionTitle') {
      section.heading = textOf(children).trim();
    } else if (role === 'entryTitle') {
      section.entries.push({ title: merged(runsOf(children)), meta: '', lines: [], bullets: [] });
    } else if (role === 'meta' && inEntry && section.entries.length > 0) {
      section.entries.at(-1)!.meta = textOf(children).trim();
    } else if (role === 'description' && inEntry && section.entries.length > 0) {
      const entry = section.entries.at(-1)!;
      for (const line of textOf(children)
        .split('\n')
        .map((item) => item.trim())) {
        if (line === '') continue;
        if (line.startsWith('• ')) entry.bullets.push(line.slice(2).trim());
        else entry.lines.push(line);
      }
    } else if (role === 'description') {
      for (const line of textOf(children).split(/\n+/)) {
        if (line.trim() !== '') section.paragraphs.push([{ text: line.trim() }]);
      }
    } else {
      section.paragraphs.push(merged(runsOf(children)));
    }
    return;
  }
  walk(node.props.children, section, inEntry || roleOf(node.props.style) === 'entry');
}

/** `texts` with the standard résumé headings of cv-words.ts (the owner's own still win, cv-sections.ts). */
function standardTexts(language: Language): CvTexts {
  const base = CV_TEXTS[language];
  const word = (key: string, fallback: string) =>
    (CV_HEADINGS[language] as Partial<Record<string, string>>)[key] ?? fallback;
  return {
    ...base,
    aboutMe: word('about', base.aboutMe),
    works: word('works', base.works),
    projects: word('projects', base.projects),
    educations: word('educations', base.educations),
    skills: word('skills', base.skills),
    hardSkills: word('hardSkills', base.hardSkills),
    softSkills: word('softSkills', base.softSkills),
    present: presentWord(language),
    sections: Object.fromEntries(
      Object.entries(base.sections).map(([key, value]) => [key, word(key, value)]),
    ),
  };
}

/** A link shown as text: without the scheme and a trailing slash (as the PDF shows it). */
function displayUrl(value: string): string {
  return value
    .trim()
    .replace(/^(https?:\/\/|mailto:|tel:)/i, '')
    .replace(/\/$/, '');
}

/**
 * The CV of `data` (which must have a person) in `language` under the design `designId` (its
 * leading sections first, as the PDF): see {@link CvPlain}. Pure.
 */
export function cvPlainOf(
  data: CvData & { person: Person },
  language: Language,
  designId?: string | null,
): CvPlain {
  const localized = localizeCvData(data, language);
  const person = localized.person;
  const texts = standardTexts(language);
  const sections: CvPlainSection[] = [];
  for (const item of cvSectionsInOrder(localized.layout, designId)) {
    const rendered = item.render(localized, texts, MARKER_LAYOUT);
    if (!rendered) continue;
    const section: CvPlainSection = { key: item.key, heading: '', paragraphs: [], entries: [] };
    walk(rendered, section, false);
    if (section.paragraphs.length > 0 || section.entries.length > 0) sections.push(section);
  }
  return {
    language,
    name: ownerName(person),
    jobTitles: person.jobTitles.trim(),
    place: placeOf(person, language),
    contacts: localized.socialLinks.flatMap((link) => {
      const href = pdfHref(link.linkSocial);
      return href
        ? [
            {
              label: contactTitle(link.title, language) || link.type,
              text: displayUrl(link.linkSocial),
              href,
            },
          ]
        : [];
    }),
    sections,
    updated: lastEdit(localized),
  };
}
