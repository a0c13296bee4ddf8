/// <reference types="node" />
/**
 * The catalogues are complete: every English key has a non-empty Spanish text with the same
 * placeholders (and the reverse), English is the spec's texts, the compiled form is Lingui's own,
 * and no component writes an interface text that bypasses the catalogue (decision 0060).
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { COPYRIGHT_LINE, LOADING_TITLE } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { EN } from './catalogue.js';
import { ES } from './es.js';
import { compile, createI18n, flatten, textsOf } from './i18n.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const en = new Map(flatten(EN));
const es = new Map(flatten(ES));

describe('catalogues', () => {
  it('has every English key in Spanish, non-empty, with the same placeholders', () => {
    const problems: string[] = [];
    for (const [id, text] of en) {
      const translated = es.get(id);
      if (translated === undefined) problems.push(`missing in es: ${id}`);
      // Empty English texts (the person's unused confirm texts) may stay empty.
      else if (text.trim() !== '' && translated.trim() === '') problems.push(`empty in es: ${id}`);
      else if (placeholders(text).join() !== placeholders(translated).join())
        problems.push(`placeholders differ: ${id}`);
    }
    expect(problems).toEqual([]);
  });

  it('has no Spanish key that English lacks, and no empty English text but the unused ones', () => {
    expect([...es.keys()].filter((id) => !en.has(id))).toEqual([]);
    const empty = [...en].filter(([, text]) => text === '').map(([id]) => id);
    expect(empty.every((id) => id.startsWith('RESOURCE_TEXTS.people.'))).toBe(true);
  });

  it('reads the spec texts character for character in English', () => {
    const texts = textsOf(createI18n('en'));
    expect(texts.MESSAGES).toEqual(MESSAGES);
    expect(texts.UI.copyright).toBe(COPYRIGHT_LINE);
    expect(texts.UI.loadingTitle).toBe(LOADING_TITLE);
    expect(texts.LABELS.imageOf({ index: 2, total: 5 })).toBe('Image 2 of 5');
  });

  it('reads Spanish in Spanish', () => {
    const texts = textsOf(createI18n('es', { es: ES }));
    expect(texts.MESSAGES.headings.projects).toBe('Proyectos:');
    expect(texts.LABELS.imageOf({ index: 2, total: 5 })).toBe('Imagen 2 de 5');
  });

  it("compiles every message as Lingui's compiler does", () => {
    for (const text of [...en.values(), ...es.values()]) {
      const ours = compile(text);
      const lingui = compileMessage(text);
      // Lingui keeps a text without placeholders as a plain string; ours is the one-token list.
      expect(ours, text).toEqual(typeof lingui === 'string' ? [lingui] : lingui);
    }
  });
});

/** Components whose visible texts come from the catalogue (the files decision 0060 moved over). */
const CHECKED = [
  'app/header.tsx',
  'app/auth-buttons.tsx',
  'app/footer.tsx',
  'app/layout.tsx',
  'app/language-switch.tsx',
  'features/cv/cv-download.tsx',
  'features/person/person-section.tsx',
  'features/works/works-section.tsx',
  'features/projects/projects-section.tsx',
  'features/educations/educations-section.tsx',
  'features/skills/skills-section.tsx',
  'features/categories/categories-strip.tsx',
  'features/contact/contact-section.tsx',
  'features/resume-sections/resume-sections.tsx',
  'components/section-state.tsx',
  'components/read-only-value.tsx',
  'components/description-box.tsx',
  'components/carousel.tsx',
  'components/carousel-embla.tsx',
  'pages/not-found/not-found-page.tsx',
  'pages/forbidden/forbidden-page.tsx',
  'app/theme-toggle.tsx',
  'components/lightbox.tsx',
  'features/owner-kit/controls.tsx',
  'features/owner-kit/sortable.tsx',
  'pages/owner/admin-home-page.tsx',
  'features/person/owner-section.tsx',
  'features/works/owner-section.tsx',
  'features/projects/owner-section.tsx',
  'features/categories/owner-strip.tsx',
  'features/educations/owner-section.tsx',
  'features/skills/owner-section.tsx',
  'features/social-links/owner-links.tsx',
  'pages/owner/data-page.tsx',
  'features/owner-kit/create-profile-card.tsx',
  'features/owner-kit/image-upload.tsx',
  'features/owner-kit/image-field.tsx',
  'features/owner-kit/uploaded-image-field.tsx',
];

describe('components', () => {
  it.each(CHECKED)('%s writes no interface text outside the catalogue', (file) => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
    // JSX text between tags, and literal accessible names, alt texts, titles and placeholders.
    const between = [...source.matchAll(/(?<![=-])>\s*([A-Za-z][^<>{}]*[A-Za-z.!:])\s*<(?=[/A-Za-z])/g)].map(
      (match) => match[1],
    );
    const attributes = [
      ...source.matchAll(/\b(?:aria-label|alt|title|placeholder)="([^"]*[A-Za-z][^"]*)"/g),
    ].map((match) => match[1]);
    // The honeypot's label is for robots only (hidden from people).
    expect([...between, ...attributes].filter((text) => text !== 'Website')).toEqual([]);
    // Text objects come through useTexts() (the active language), not straight from their modules.
    const direct =
      /import\s*\{[^}]*\b(MESSAGES|TEXTS|LABELS|CONTACT_TEXTS|COPYRIGHT_LINE|CV_DOWNLOAD_TEXT)\b[^}]*\}\s*from/;
    expect(source).not.toMatch(direct);
  });
});
