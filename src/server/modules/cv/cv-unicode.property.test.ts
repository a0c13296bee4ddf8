/**
 * Property test (fast-check) of the PDF CV with any text (docs/decisions/0088-pdf-cv-text.md): every
 * text field of the person and of one entry of each section gets arbitrary Unicode (any code point,
 * every space, format and control character but NUL, Chinese, Japanese, Korean, Hebrew, Arabic,
 * emoji, words of up to 10,000 characters in the long fields), through the API. Then `GET /cv.pdf`
 * answers 200 and its text (`pdftotext -raw`) holds every word of every field the CV shows.
 *
 * A "word" here: a longest run of letters and digits (\p{L}, \p{N}) of one direction (digits, Hebrew
 * letters and other letters apart, since bidi reordering may place them in either order), each a
 * character a bundled font file both declares (Fontsource's unicode-range) and has a glyph for (read
 * here with fontkit from the files, not through the CV's code). Both sides are compared after NFKD,
 * without whitespace, default-ignorable characters, page numbers and line-end hyphens. Other
 * characters may be replaced or removed (the rules of typesetting.ts); marks split words. A Hebrew
 * word may read back reversed (pdftotext guesses the order of a short right-to-left run).
 *
 * Arabic letters (Script_Extensions, so the kashida U+0640 too) are drawn (the property's Arabic text
 * must give a 200 PDF) but are not words here:
 * pdftotext does not read shaped Arabic back reliably (a letter after a kashida or inside a
 * ligature came back missing, though drawn: docs/decisions/0088-pdf-cv-text.md). The API test
 * (cv-text.api.test.ts) reads plain Arabic words back.
 *
 * SQLite only: a render costs seconds, and the data comes through repositories the API suites run on
 * both databases. Twelve runs, each a whole CV of about fifteen entries.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CV_PATH } from '../../../shared/cv.js';
import { entryView } from '../../../shared/resources/entry-view.js';
import {
  categories,
  educations,
  person,
  projects,
  RESUME_SECTIONS,
  skills,
  socialLinks,
  works,
  type AnyResource,
} from '../../../shared/resources/index.js';
import { expectOk } from '../../test/expect-api.js';
import { pdfRawText } from '../../test/pdf.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const require = createRequire(import.meta.url);
const RUNS = 12;

/** The bundled Fontsource files the CV may draw with: package and subsets (fonts.ts). */
const BUNDLED: { id: string; subsets: readonly string[] | 'numbered' }[] = [
  {
    id: 'source-sans-3',
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
  },
  { id: 'noto-sans-hebrew', subsets: ['hebrew'] },
  { id: 'ibm-plex-sans-arabic', subsets: ['arabic'] },
  { id: 'noto-emoji', subsets: 'numbered' },
  { id: 'noto-sans-sc', subsets: 'numbered' },
  { id: 'noto-sans-jp', subsets: 'numbered' },
  { id: 'noto-sans-kr', subsets: 'numbered' },
];

/** Code points a bundled file both declares and has a glyph for (fontkit reading the WOFF itself). */
function coveredCodePoints(): Set<number> {
  const covered = new Set<number>();
  for (const { id, subsets } of BUNDLED) {
    const ranges = JSON.parse(
      fs.readFileSync(require.resolve(`@fontsource/${id}/unicode.json`), 'utf8'),
    ) as Record<string, string>;
    const keys = subsets === 'numbered' ? Object.keys(ranges).filter((key) => key.startsWith('[')) : subsets;
    for (const key of keys) {
      const file = require.resolve(
        `@fontsource/${id}/files/${id}-${key.replace(/[[\]]/g, '')}-400-normal.woff`,
      );
      let characters: number[];
      try {
        characters = (fontkit.create(fs.readFileSync(file)) as fontkit.Font).characterSet;
      } catch {
        continue; // One file fontkit's WOFF reader rejects: its characters are left out of the words.
      }
      const has = new Set(characters);
      for (const range of ranges[key]!.split(',')) {
        const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
        for (let codePoint = parseInt(from!, 16); codePoint <= parseInt(to ?? from!, 16); codePoint++) {
          if (has.has(codePoint)) covered.add(codePoint);
        }
      }
    }
  }
  return covered;
}

/** The words of `text` (see the module comment). */
function wordsOf(text: string, covered: Set<number>): string[] {
  const words: string[] = [];
  let word = '';
  let kind = '';
  for (const character of text) {
    const letter =
      /[\p{L}\p{N}]/u.test(character) &&
      !/\p{Script_Extensions=Arabic}/u.test(character) &&
      covered.has(character.codePointAt(0)!);
    const next = !letter
      ? ''
      : /\p{N}/u.test(character)
        ? 'digit'
        : /\p{Script_Extensions=Hebrew}/u.test(character)
          ? 'rtl'
          : 'ltr';
    if (next !== kind && word !== '') {
      words.push(word);
      word = '';
    }
    kind = next;
    if (letter) word += character;
  }
  if (word !== '') words.push(word);
  return words;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Whether `text` (already comparable) holds `word`. A Hebrew word may come back reversed: pdftotext
 * guesses the reading order of a short right-to-left run beside digits or symbols.
 */
function found(text: string, word: string): boolean {
  const wanted = comparable(word);
  if (text.includes(wanted)) return true;
  if (!/\p{Script_Extensions=Hebrew}/u.test(word)) return false;
  return text.includes(
    [...graphemes.segment(wanted)]
      .map(({ segment }) => segment)
      .reverse()
      .join(''),
  );
}

const comparable = (text: string) =>
  text.normalize('NFKD').replace(/[\s\p{Default_Ignorable_Code_Point}]/gu, '');

/** Every character of Unicode in `pattern` but NUL (which the API refuses). */
function codePointsOf(pattern: RegExp): string[] {
  const found: string[] = [];
  for (let codePoint = 1; codePoint <= 0x10ffff; codePoint++) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const character = String.fromCodePoint(codePoint);
    if (pattern.test(character)) found.push(character);
  }
  return found;
}

const SEPARATORS = codePointsOf(/[\p{Z}\p{Cf}\p{Cc}]/u);
const HANZI = Array.from({ length: 3000 }, (_, index) => {
  const code = 0xb0a1 + Math.floor(index / 94) * 0x100 + (index % 94);
  return new TextDecoder('gbk').decode(new Uint8Array([code >> 8, code & 0xff]));
}).filter((character) => character !== '\uFFFD');
const KANA = codePointsOf(/[\p{Script=Hiragana}\p{Script=Katakana}]/u).filter((c) => c < '\u3100');
const HANGUL = Array.from({ length: 11_172 }, (_, index) => String.fromCodePoint(0xac00 + index));
const HEBREW = Array.from({ length: 27 }, (_, index) => String.fromCodePoint(0x05d0 + index));
const ARABIC = Array.from({ length: 42 }, (_, index) => String.fromCodePoint(0x0621 + index)).filter((c) =>
  /\p{L}/u.test(c),
);
const LATIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789áéíóúñçøłőğşžß'];
const EMOJI = ['😀', '🚀', '👍🏽', '👩‍💻', '🇪🇸', '❤️', '1️⃣', '🏳️‍🌈'];

const wordFrom = (letters: string[], maxLength: number) =>
  fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength }).map((list) => list.join(''));

/** One piece of a text. */
const token = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SEPARATORS) },
  { weight: 4, arbitrary: wordFrom(LATIN, 12) },
  { weight: 2, arbitrary: wordFrom(HANZI, 10) },
  { weight: 1, arbitrary: wordFrom(KANA, 8) },
  { weight: 1, arbitrary: wordFrom(HANGUL, 5) },
  { weight: 1, arbitrary: wordFrom(HEBREW, 8) },
  { weight: 1, arbitrary: wordFrom(ARABIC, 8) },
  { weight: 1, arbitrary: fc.constantFrom(...EMOJI) },
  { weight: 1, arbitrary: fc.constant('\ud800') },
  { weight: 4, arbitrary: fc.constant(' ') },
);

/** At most `max` UTF-16 units of `text` without NUL, cut between code points. */
function fit(text: string, max: number): string {
  const characters = [...text.replaceAll('\0', '')];
  let out = '';
  for (const character of characters) {
    if (out.length + character.length > max) break;
    out += character;
  }
  return out;
}

/** A long word: `length` letters of one script. */
const longWord = fc
  .tuple(
    fc.constantFrom(LATIN, HANZI, ARABIC, HANGUL),
    fc.oneof(fc.constant(10_000), fc.integer({ min: 300, max: 10_000 })),
    fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  )
  .map(([letters, length, seed]) =>
    Array.from({ length }, (_, index) => letters[(seed + index * 7919) % letters.length]!).join(''),
  );

const textOf = (max: number) =>
  fc.array(token, { maxLength: max >= 10_000 ? 60 : 24 }).map((tokens) => fit(tokens.join(''), max));

/** The fields of `resource` that take free text or lists of it, with their length limits. */
function textFields(resource: AnyResource): { texts: Map<string, number>; lists: Map<string, number> } {
  const texts = new Map<string, number>();
  const lists = new Map<string, number>();
  for (const [field, schema] of Object.entries(resource.fields) as [string, z.ZodType][]) {
    if (schema.safeParse('Probe words').success && schema instanceof z.ZodString) {
      texts.set(field, schema.maxLength ?? 2000);
    } else if (schema.safeParse(['Probe words']).success && schema instanceof z.ZodArray) {
      const element = schema.element as z.ZodType;
      lists.set(field, element instanceof z.ZodString ? (element.maxLength ?? 2000) : 2000);
    }
  }
  return { texts, lists };
}

/** A body of arbitrary text for every text field of `resource`; a long word in one long field. */
function bodyOf(resource: AnyResource, fixed: Record<string, unknown>) {
  const { texts, lists } = textFields(resource);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [field, max] of texts) shape[field] = textOf(max);
  for (const [field, max] of lists) shape[field] = fc.array(textOf(max), { maxLength: 3 });
  const long = [...texts].filter(([, max]) => max >= 10_000).map(([field]) => field);
  return fc
    .tuple(fc.record(shape), long.length > 0 ? fc.option(longWord, { freq: 2 }) : fc.constant(null))
    .map(([body, word]) => {
      const out: Record<string, unknown> = { ...body, ...fixed };
      if (word && long[0]) out[long[0]] = fit(`${word} ${String(out[long[0]] ?? '')}`, texts.get(long[0])!);
      // A title that must not be empty (categories) starts with a letter.
      for (const [field] of texts) {
        const schema = resource.fields[field] as z.ZodType;
        if (!schema.safeParse(out[field]).success)
          out[field] = fit(`T${String(out[field])}`, texts.get(field)!);
      }
      return out;
    });
}

/** The list resources and the values a body needs besides text; `shown` lists what the CV prints. */
const ENTRIES: {
  resource: AnyResource;
  fixed: Record<string, unknown>;
  shown: (entry: Record<string, unknown>) => string[];
}[] = [
  {
    resource: works,
    fixed: {},
    shown: (entry) => [entry.jobTitle, entry.company, entry.description].map(String),
  },
  {
    resource: projects,
    fixed: {},
    shown: (entry) => [entry.title, entry.company, entry.description].map(String),
  },
  {
    resource: educations,
    fixed: { typeEducation: 'University' },
    shown: (entry) => [entry.title, entry.institutionName, entry.description].map(String),
  },
  { resource: skills, fixed: { type: 'Hard' }, shown: (entry) => [String(entry.title)] },
  {
    resource: socialLinks,
    fixed: { type: 'Contact', linkSocial: 'https://example.com/me' },
    shown: (entry) => [String(entry.title)],
  },
  { resource: categories, fixed: {}, shown: () => [] },
  ...RESUME_SECTIONS.map((resource) => ({
    resource: resource as unknown as AnyResource,
    fixed: {},
    shown: (entry: Record<string, unknown>) => {
      const view = entryView(resource, entry);
      return [
        view.title,
        ...view.details.map((detail) => detail.value),
        ...view.paragraphs.map((paragraph) => paragraph.value),
        ...view.lists.flatMap((list) => list.items),
      ];
    },
  })),
];
const PERSON_SHOWN = ['firstName', 'lastName', 'jobTitles', 'about', 'city', 'province', 'country'];

describe('GET /cv.pdf with arbitrary Unicode in every field (property)', () => {
  let t: TestApp;
  let personId: string;
  let covered: Set<number>;
  beforeAll(async () => {
    covered = coveredCodePoints();
    t = await createTestApp();
    personId = expectOk<{ _id: string }>(
      await t.request('POST', '/api/people/', { cookie: t.adminCookie, body: { firstName: 'P' } }),
      201,
    )._id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers a PDF whose text holds every word of every shown field', { timeout: 900_000 }, async () => {
    expect(covered.size).toBeGreaterThan(30_000);
    expect(SEPARATORS.length).toBeGreaterThan(200);
    const admin = { cookie: t.adminCookie };
    const lastIds = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(
        bodyOf(person as unknown as AnyResource, {}),
        fc.tuple(...ENTRIES.map((entry) => bodyOf(entry.resource, entry.fixed))),
        async (personBody, entryBodies) => {
          const shown: string[] = [];
          const stored = expectOk<Record<string, unknown>>(
            await t.request('PUT', `/api/people/${personId}`, { ...admin, body: personBody }),
          );
          shown.push(...PERSON_SHOWN.map((field) => String(stored[field])));
          for (const [index, { resource, shown: print }] of ENTRIES.entries()) {
            // The previous run's entry goes (the built-in "All" category stays).
            const previous = lastIds.get(resource.wire);
            if (previous) expectOk(await t.request('DELETE', `/api/${resource.wire}/${previous}`, admin));
            const created = expectOk<Record<string, unknown>>(
              await t.request('POST', `/api/${resource.wire}`, { ...admin, body: entryBodies[index] }),
              201,
            );
            lastIds.set(resource.wire, String(created._id));
            shown.push(...print(created));
          }
          const response = await t.request('GET', CV_PATH);
          expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
          const text = comparable(
            pdfRawText(response.rawPayload)
              .replace(/^\s*\d+ ?\/ ?\d+\s*$/gm, '')
              .replace(/-\n/g, ''),
          );
          // Each missing word with the text around it in its field, to read a failure.
          const missing = shown.flatMap((value) =>
            wordsOf(value, covered)
              .filter((word) => comparable(word) !== '' && !found(text, word))
              .map((word) => {
                const at = value.indexOf(word);
                const shortened = word.length > 40 ? `${word.slice(0, 40)}… (${word.length})` : word;
                return `${shortened} in ${JSON.stringify(value.slice(Math.max(0, at - 15), at + Math.min(word.length, 40) + 15))}`;
              }),
          );
          expect(missing).toEqual([]);
        },
      ),
      // No shrinking: each try renders a whole CV; the failure lists the missing words and the seed.
      // A fixed seed (FC_SEED to try others): the suite gives the same answer on every run and every
      // Node major (docs/decisions/0229-ci-in-half-the-time.md). Seed 201961459 found a defect of the
      // react-pdf engine (a Hebrew word followed by an Arabic combining mark, U+065A, missing from the
      // extracted text); it passes with the Typst engine, which shapes and orders bidi text itself
      // (docs/decisions/0255-tagged-pdf-engine.md).
      { numRuns: RUNS, endOnFailure: true, seed: Number(process.env.FC_SEED ?? 20261128) },
    );
  });
});
