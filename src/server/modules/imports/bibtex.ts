/**
 * A BibTeX file (`.bib`) → publications ({@link ImportSource}), each a JSON Resume `publications`
 * item, read with `@retorquere/bibtex-parser` (Better BibTeX's parser: LaTeX accents and commands
 * to Unicode, `@string` abbreviations and `#` joins, braces dropped; decision 0269):
 *
 * - `name` the title; `publisher` the journal, book title, publisher, school or institution
 *   (the first there is); `releaseDate` the year with the month (`2019-09`); `url` the DOI as
 *   `https://doi.org/…`, else the `url` (or a `\url{}` in `howpublished`); `summary` the authors as
 *   the file lists them, in its order, "First Last";
 * - kept on the item (residues give them back on export): `authors` (each `{name, owner}`, the
 *   owner's name marked) and `x-bibtex` (the entry type, its key and every other field as text);
 * - two entries with the same DOI, or the same title and year, are one: the second is merged into
 *   the first (its fields fill the first's gaps) and listed as skipped, naming the line.
 *
 * Refused before parsing (400/413, naming the file and line): more entries than a section may hold,
 * unbalanced braces; while parsing: what the parser calls an error (an unknown command is kept as
 * written instead).
 *
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md.
 */
import { parse, type Creator } from '@retorquere/bibtex-parser';
import { decodeText } from './csv.js';
import { toResumeDate } from './dates.js';
import { count, SOURCE_LIMITS } from './limits.js';
import { BIBTEX_KEY, fileError, type Author, type ImportSource, type SourceItem } from './source.js';

/** Entry types that are no publication. */
const NOT_ENTRIES = new Set(['string', 'comment', 'preamble']);

/** The fields mapped to the item (the others are kept under `x-bibtex`). */
const MAPPED = new Set([
  'title',
  'author',
  'journal',
  'journaltitle',
  'booktitle',
  'publisher',
  'school',
  'institution',
  'year',
  'month',
  'date',
  'doi',
  'url',
  'howpublished',
]);

/** A name as compared: no accents, lower case, letters only. */
const nameKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\s-]/gu, '')
    .trim();

/** Is `creator` the owner (`owner`: "First Last")? Same last name and the same first initial. */
export function isOwner(creator: Creator, owner: string | undefined): boolean {
  if (!owner || !creator.lastName) return false;
  const parts = nameKey(owner).split(/\s+/).filter(Boolean);
  if (parts.length < 2) return false;
  const last = nameKey([creator.prefix, creator.lastName].filter(Boolean).join(' '));
  const first = nameKey(creator.firstName ?? '');
  const ownerFirst = parts[0]!;
  // "Ada Lovelace", "Ada King Lovelace", "García Márquez": the owner's last words are the last name.
  const lastMatches =
    parts.slice(1).join(' ') === last || parts[parts.length - 1] === last.split(/\s+/).pop();
  return lastMatches && first !== '' && first[0] === ownerFirst[0];
}

const creatorName = (creator: Creator) =>
  creator.name ??
  [creator.firstName, creator.prefix, creator.lastName, creator.suffix ? `, ${creator.suffix}` : '']
    .filter(Boolean)
    .join(' ')
    .replace(' ,', ',');

/** Markup the parser writes for LaTeX commands (`<i>`, `<b>`, `<sup>`, links) dropped. */
const plain = (text: string | undefined) =>
  (text ?? '')
    .normalize('NFC')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** `a, b and c` */
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** Check the braces of `text` entry by entry; throws at the first entry whose braces do not close. */
function checkBraces(file: string, text: string): number[] {
  const starts: number[] = [];
  let depth = 0;
  let line = 1;
  let entryLine = 0;
  let inEntry = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\n') line += 1;
    else if (char === '\\') index += text[index + 1] === '\n' ? 0 : 1;
    else if (char === '@' && depth === 0) {
      const head = /^@\s*([a-zA-Z]+)\s*[{(]/.exec(text.slice(index, index + 40));
      if (head) {
        inEntry = true;
        entryLine = line;
        if (!NOT_ENTRIES.has(head[1]!.toLowerCase())) starts.push(line);
        if (starts.length > SOURCE_LIMITS.sectionEntries) {
          throw fileError(
            413,
            file,
            line,
            `the file has more than ${count(SOURCE_LIMITS.sectionEntries)} entries; Vitae imports at most ${count(SOURCE_LIMITS.sectionEntries)} publications at once.`,
          );
        }
      }
    } else if (char === '{' && inEntry) depth += 1;
    else if (char === '}' && inEntry) {
      depth -= 1;
      if (depth < 0) throw fileError(400, file, line, 'a closing brace } has no opening brace.');
      if (depth === 0) inEntry = false;
    } else if (
      char === '@' &&
      depth > 0 &&
      /^@\s*[a-zA-Z]+\s*\{[^,\s]*,/.test(text.slice(index, index + 80))
    ) {
      // A new entry starts while the one before is still open: its braces do not close.
      if (text.slice(0, index).endsWith('\n') || /\n\s*$/.test(text.slice(Math.max(0, index - 20), index)))
        throw fileError(
          400,
          file,
          entryLine,
          'the entry starting on this line has unbalanced braces (a } is missing).',
        );
    }
  }
  if (depth > 0)
    throw fileError(
      400,
      file,
      entryLine,
      'the entry starting on this line has unbalanced braces (a } is missing).',
    );
  return starts;
}

/**
 * Read the BibTeX file `name` (`bytes`); `owner` ("First Last") is the name to mark among the authors.
 * @throws SourceFileError 400 (not UTF-8, unbalanced braces, a syntax error, no entry), 413 (too large,
 *   too many entries), each naming the file and line.
 */
export function readBibtex(name: string, bytes: Uint8Array, owner: string | undefined): ImportSource {
  if (bytes.length > SOURCE_LIMITS.fileBytes) {
    throw fileError(
      413,
      name,
      undefined,
      `the file is larger than ${SOURCE_LIMITS.fileBytes / (1024 * 1024)} MiB.`,
    );
  }
  const text = decodeText(name, bytes);
  checkBraces(name, text);
  const library = parse(text, {
    english: false,
    sentenceCase: false,
    caseProtection: false,
    unsupported: 'ignore',
  });
  const syntax = library.errors.find((error) => !/^unhandled|unsupported/i.test(error.error));
  if (syntax) {
    const at = /at line (\d+)/.exec(syntax.error);
    const line = at ? Number(at[1]) : lineOf(text, syntax.input ?? '', 0);
    throw fileError(
      400,
      name,
      line,
      `the entry is not valid BibTeX (${syntax.error.replace(/\s+at line \d+.*$/s, '')}).`,
    );
  }
  if (library.entries.length === 0) {
    throw fileError(
      400,
      name,
      undefined,
      'the file holds no BibTeX entry (such as @article{key, title = {...}}).',
    );
  }
  const items: SourceItem[] = [];
  const seenDoi = new Map<string, SourceItem>();
  const seenTitle = new Map<string, SourceItem>();
  let from = 0;
  for (const entry of library.entries) {
    const line = lineOf(text, entry.input, from);
    from = Math.max(from, text.indexOf(entry.input, from));
    const origin = `${name} line ${line}`;
    const fields = entry.fields as Record<string, unknown>;
    const field = (key: string) => (typeof fields[key] === 'string' ? plain(fields[key] as string) : '');
    const list = (key: string) =>
      Array.isArray(fields[key])
        ? (fields[key] as unknown[]).map((part) => plain(String(part))).join(', ')
        : field(key);
    const authors: Author[] = ((fields.author as Creator[] | undefined) ?? []).map((creator) => ({
      name: plain(creatorName(creator)),
      owner: isOwner(creator, owner),
    }));
    const doi = field('doi').replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, '');
    const howUrl = /https?:\/\/[^\s<>"]+/.exec(String(fields.howpublished ?? ''))?.[0];
    const year = field('year') || field('date').slice(0, 4);
    const month = field('month');
    const monthText = /^\d{1,2}$/.test(month) ? `${month}/${year}` : `${month} ${year}`;
    const date =
      (month && /^\d{4}$/.test(year) ? toResumeDate(monthText) : undefined) ?? toResumeDate(year) ?? '';
    const extra: Record<string, string> = { type: entry.type, key: entry.key };
    for (const [key, value] of Object.entries(fields)) {
      if (MAPPED.has(key)) continue;
      extra[key] = Array.isArray(value) ? list(key) : plain(String(value));
    }
    if (doi) extra.doi = doi;
    const item: Record<string, unknown> = {
      name: field('title'),
      publisher:
        field('journal') ||
        field('journaltitle') ||
        field('booktitle') ||
        list('publisher') ||
        list('school') ||
        list('institution') ||
        plain(String(fields.howpublished ?? ''))
          .replace(/https?:\/\/\S+/, '')
          .trim(),
      releaseDate: date,
      url: doi ? `https://doi.org/${doi}` : field('url') || howUrl || '',
      summary: listOf(authors.map((author) => author.name)),
      authors,
      [BIBTEX_KEY]: extra,
    };
    for (const key of ['publisher', 'releaseDate', 'url', 'summary']) if (item[key] === '') delete item[key];
    if (authors.length === 0) delete item.authors;
    const found: SourceItem = { section: 'publications', item, origin };
    if (!item.name) {
      items.push({ ...found, skip: 'no title' });
      continue;
    }
    const titleKey = `${nameKey(String(item.name))}|${year}`;
    const twin = (doi && seenDoi.get(doi.toLowerCase())) || seenTitle.get(titleKey);
    if (twin) {
      for (const [key, value] of Object.entries(item)) if (!(key in twin.item)) twin.item[key] = value;
      items.push({
        ...found,
        skip: `the same publication as ${twin.origin} (${doi && seenDoi.has(doi.toLowerCase()) ? 'same DOI' : 'same title and year'}); merged into it`,
      });
      continue;
    }
    if (doi) seenDoi.set(doi.toLowerCase(), found);
    seenTitle.set(titleKey, found);
    items.push(found);
  }
  return { kind: 'bibtex', items, files: [{ name, rows: library.entries.length, used: true }], notes: [] };
}

/** The line (from 1) where `input` starts in `text`, searching from `from`. */
function lineOf(text: string, input: string, from: number): number {
  const at = input ? text.indexOf(input, from) : -1;
  if (at < 0) return 1;
  let line = 1;
  for (let index = 0; index < at; index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
}
