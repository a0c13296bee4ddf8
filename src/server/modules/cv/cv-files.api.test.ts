/**
 * The CV as `.txt` and `.docx` (docs/decisions/0263-word-and-text-cv.md) on a real database, read
 * back by independent tools: the PDF's own text (pdftotext) against the text file and against the
 * Word file read by mammoth (and LibreOffice when installed), so a field the PDF shows and the others
 * miss fails here; Word structure (headings in order, lists as lists, links kept, properties);
 * both languages; a link's files refused as its PDF is.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import {
  CV_FILE_KINDS,
  CV_FILE_TYPES,
  cvFilePath,
  linkCvFilePath,
  versionCvFilePath,
} from '../../../shared/cv-files.js';
import { VERSION_PATHS, type Version, type VersionLink } from '../../../shared/versions.js';
import { expectOk } from '../../test/expect-api.js';
import { pdfText } from '../../test/pdf.js';
import { CV_TEXTS, type CvTexts } from './cv-texts.js';
import { DESIGN_IDS } from '../../../shared/designs/designs.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

/**
 * The words of `text` (letters and digits), for comparing what two files say whatever their layout.
 * A hyphenated compound also counts as its parts joined ("length-limited" as "lengthlimited"): a PDF
 * reader joins a word the line broke after its hyphen.
 */
const words = (text: string) => {
  const found = new Set<string>();
  for (const compound of text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+(?:[-‐][\p{L}\p{N}]+)*/gu) ?? []) {
    const parts = compound.split(/[-‐]/);
    for (const part of parts) found.add(part);
    if (parts.length > 1) found.add(parts.join(''));
  }
  return found;
};

/**
 * The words the PDF says that `other` does not, leaving out the PDF's own headings (found even when
 * the design spaces their letters apart) and page numbers.
 */
function missingFrom(pdf: string, other: string, headings: string[]): string[] {
  const have = words(other);
  let body = pdf.replace(/^\s*\d+ ?\/ ?\d+\s*$/gm, '');
  for (const heading of [...headings].sort((a, b) => b.length - a.length)) {
    const letters = [...heading.replace(/\s+/g, '')].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    if (letters.length > 0) {
      body = body.replace(new RegExp(`(?<!\\p{L})${letters.join('\\s*')}(?!\\p{L})`, 'giu'), ' ');
    }
  }
  return [...words(body)].filter((word) => !have.has(word) && !/^\d+$/.test(word));
}

/** The PDF's own headings (cv-texts.ts), which the other files replace by the standard ones (cv-words.ts). */
const headingsOf = (texts: CvTexts) => [
  ...Object.values(texts.sections),
  texts.aboutMe,
  texts.works,
  texts.projects,
  texts.educations,
  texts.skills,
  texts.hardSkills,
  texts.softSkills,
];
const PDF_HEADINGS = { en: headingsOf(CV_TEXTS.en), es: headingsOf(CV_TEXTS.es) };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-cv-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('GET /cv.txt and /cv.docx (demo data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (address: string) => {
    const response = await t.request('GET', address);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response;
  };

  it('writes every word of the PDF in the text file, in both languages, under standard headings', async () => {
    for (const language of ['en', 'es'] as const) {
      const pdf = pdfText((await get(`${CV_PATH}?lang=${language}`)).rawPayload);
      const response = await get(`${cvFilePath('txt')}?lang=${language}`);
      expect(response.headers['content-type']).toBe(CV_FILE_TYPES.txt);
      const text = response.body;
      fs.writeFileSync(path.join(process.env.CV_FILES_OUT ?? dir, `cv-${language}.txt`), text);
      expect(missingFrom(pdf, text, PDF_HEADINGS[language])).toEqual([]);
      expect(text).toMatch(language === 'en' ? /^EXPERIENCE$/m : /^EXPERIENCIA$/m);
    }
  });

  /** The Word file's HTML and text as mammoth reads them. */
  const readDocx = async (bytes: Buffer) => ({
    html: (await mammoth.convertToHtml({ buffer: bytes })).value,
    text: (await mammoth.extractRawText({ buffer: bytes })).value,
  });

  /**
   * The Word files opened by LibreOffice (Debian's libreoffice-writer-nogui) and saved as PDF, in one
   * headless run; the text of each, by name.
   */
  const libreOfficeTexts = (files: Record<string, Buffer>) => {
    const names = Object.keys(files);
    for (const name of names) fs.writeFileSync(path.join(dir, `${name}.docx`), files[name]!);
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/lo-profile`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        ...names.map((name) => path.join(dir, `${name}.docx`)),
      ],
      { stdio: 'ignore', timeout: 600_000 },
    );
    return Object.fromEntries(
      names.map((name) => [name, pdfText(fs.readFileSync(path.join(dir, `${name}.pdf`)))]),
    );
  };

  it("writes a Word file with the PDF's words, headings in order, lists as lists, links and properties", async () => {
    for (const language of ['en', 'es'] as const) {
      const pdf = pdfText((await get(`${CV_PATH}?lang=${language}`)).rawPayload);
      const text = (await get(`${cvFilePath('txt')}?lang=${language}`)).body;
      const response = await get(`${cvFilePath('docx')}?lang=${language}`);
      expect(response.headers['content-type']).toBe(CV_FILE_TYPES.docx);
      expect(response.headers['content-disposition']).toBe(
        language === 'en'
          ? `attachment; filename="Richard Hendriks.docx"; filename*=UTF-8''Richard%20Hendriks.docx`
          : `attachment; filename="Richard Hendriks (es).docx"; filename*=UTF-8''Richard%20Hendriks%20%28es%29.docx`,
      );
      const bytes = response.rawPayload;
      if (process.env.CV_FILES_OUT)
        fs.writeFileSync(path.join(process.env.CV_FILES_OUT, `cv-${language}.docx`), bytes);
      const word = await readDocx(bytes);
      expect(missingFrom(pdf, word.text, PDF_HEADINGS[language])).toEqual([]);
      // Heading 1 the name; Heading 2 the sections in the text file's order; Heading 3 the entries.
      expect([...word.html.matchAll(/<h1>(.*?)<\/h1>/g)].map((match) => match[1])).toEqual([
        'Richard Hendriks',
      ]);
      const sections = [...word.html.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]!.toUpperCase());
      const textSections = [...text.matchAll(/^(.+)\n=+$/gm)].map((match) => match[1]);
      expect(sections).toEqual(textSections);
      expect(sections[1]).toBe(language === 'en' ? 'EXPERIENCE' : 'EXPERIENCIA');
      expect(word.html).toMatch(
        /<h3>CEO\/President — <a href="http:\/\/piedpiper\.example\.com">Pied Piper<\/a><\/h3>/,
      );
      // The highlights: a real list, each item its own <li>.
      expect(word.html).toMatch(
        /<ul><li>Build an algorithm for artist[^<]*<\/li><li>Successfully won Techcrunch Disrupt<\/li>/,
      );
      expect(word.html).toContain('<a href="mailto:richard.hendriks@mail.com">');
      // Document properties: title, author, language.
      const saved = path.join(dir, `props-${language}.docx`);
      fs.writeFileSync(saved, bytes);
      const core = execFileSync('unzip', ['-p', saved, 'docProps/core.xml'], { encoding: 'utf8' });
      expect(core).toContain('<dc:title>Richard Hendriks — CV</dc:title>');
      expect(core).toContain('<dc:creator>Richard Hendriks</dc:creator>');
      expect(core).toContain(`<dc:language>${language}</dc:language>`);
    }
  });

  it('gives the same bytes for the same content', async () => {
    // The library's hyperlink ids are random (some end in "-"): several renders, all the same bytes.
    const first = (await get(cvFilePath('docx'))).rawPayload;
    for (let index = 0; index < 8; index++) {
      expect((await get(cvFilePath('docx'))).rawPayload.equals(first)).toBe(true);
    }
  });

  it(
    'writes the Word file of every design and language, which LibreOffice and mammoth read with every word of its PDF',
    { timeout: 600_000 },
    async () => {
      const pdfs: Record<string, string> = {};
      const words: Record<string, Buffer> = {};
      for (const design of DESIGN_IDS) {
        for (const language of ['en', 'es'] as const) {
          const query = `?design=${design}&lang=${language}`;
          const name = `${design}-${language}`;
          const pdf = await t.request('GET', `${CV_PATH}${query}`, { cookie: t.adminCookie });
          expect(pdf.statusCode).toBe(200);
          pdfs[name] = pdfText(pdf.rawPayload);
          const word = await t.request('GET', `${cvFilePath('docx')}${query}`, { cookie: t.adminCookie });
          expect(word.statusCode).toBe(200);
          words[name] = word.rawPayload;
          expect(
            missingFrom(pdfs[name], (await readDocx(word.rawPayload)).text, PDF_HEADINGS[language]),
            name,
          ).toEqual([]);
          if (process.env.CV_FILES_OUT) {
            fs.writeFileSync(path.join(process.env.CV_FILES_OUT, `${name}.pdf`), pdf.rawPayload);
            fs.writeFileSync(path.join(process.env.CV_FILES_OUT, `${name}.docx`), word.rawPayload);
          }
        }
      }
      // The serif designs name their face: Source Serif 4, Georgia when it is missing.
      const office = libreOfficeTexts(words);
      for (const name of Object.keys(words)) {
        expect(
          missingFrom(pdfs[name]!, office[name]!, PDF_HEADINGS[name.endsWith('-es') ? 'es' : 'en']),
          name,
        ).toEqual([]);
      }
    },
  );
});

describe.skipIf(skipReason() !== '')("a version's and a link's .docx and .txt", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = t.adminCookie;
    const post = async (address: string, body: Record<string, unknown>) =>
      expectOk(await t.request('POST', address, { cookie, body }), 201);
    await post('/api/people/', { firstName: 'Ada', lastName: 'Version', jobTitles: 'Engineer' });
    const acme = await post('/api/works', { company: 'Acme Robotics', jobTitle: 'Backend engineer' });
    await post('/api/works', { company: 'Globex Data', jobTitle: 'Data scientist' });
    ids.acme = (acme as { _id: string })._id;
  });
  afterAll(async () => {
    await t?.close();
  });
  const ids: Record<string, string> = {};
  const tokenOf = (link: VersionLink) => link.path.split('/').pop()!;

  it("gives the version's content (an entry left out) to its link and to the owner, and refuses revoked, paused and expired links as the PDF", async () => {
    const version = expectOk<Version>(
      await t.request('POST', VERSION_PATHS.versions, { cookie, body: { name: 'Data', language: 'es' } }),
      201,
    );
    expectOk(
      await t.request('PATCH', VERSION_PATHS.version(version._id), {
        cookie,
        body: { entries: { [ids.acme!]: false } },
      }),
    );
    const link = expectOk<VersionLink>(
      await t.request('POST', VERSION_PATHS.links(version._id), { cookie, body: { label: 'Initech' } }),
      201,
    );
    const token = tokenOf(link);
    for (const kind of CV_FILE_KINDS) {
      for (const address of [linkCvFilePath(token, kind), versionCvFilePath(version._id, kind)]) {
        const response = await t.request('GET', address, { cookie });
        expect(response.statusCode, address).toBe(200);
        expect(response.headers['content-language']).toBe('es');
        expect(response.headers['cache-control']).toBe('private, no-store');
        const text =
          kind === 'txt'
            ? response.body
            : (await mammoth.extractRawText({ buffer: response.rawPayload })).value;
        expect(text).toContain('Globex Data');
        expect(text.toLowerCase()).toContain('experiencia');
        expect(text).not.toContain('Acme Robotics');
      }
      // The owner's version file is the admin's only.
      expect((await t.request('GET', versionCvFilePath(version._id, kind))).statusCode).toBe(401);
    }

    const answers = async () =>
      Promise.all(
        ['pdf', ...CV_FILE_KINDS].map(async (kind) => {
          const response = await t.request('GET', `${VERSION_PATHS.page(token)}/cv.${kind}`);
          return `${response.statusCode} ${String(response.headers['content-type'])}`;
        }),
      );
    const same = (list: string[]) => expect(new Set(list).size, list.join(' | ')).toBe(1);

    expectOk(await t.request('PATCH', VERSION_PATHS.link(link._id), { cookie, body: { paused: true } }));
    const paused = await answers();
    expect(paused[0]).toMatch(/^403 text\/html/);
    same(paused);
    expectOk(await t.request('PATCH', VERSION_PATHS.link(link._id), { cookie, body: { paused: false } }));

    await t.db.kysely
      .updateTable('versionLinks')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', link._id)
      .execute();
    const expired = await answers();
    expect(expired[0]).toMatch(/^410 text\/html/);
    same(expired);
    await t.db.kysely
      .updateTable('versionLinks')
      .set({ expiresAt: null })
      .where('id', '=', link._id)
      .execute();
    expect((await answers())[1]).toMatch(/^200 application\/vnd\.openxml/);

    expectOk(await t.request('POST', VERSION_PATHS.revoke(link._id), { cookie }));
    const revoked = await answers();
    expect(revoked[0]).toMatch(/^410 text\/html/);
    same(revoked);

    // An address that is no token's shape, and one of no link: the PDF's answers.
    for (const bad of ['short', 'A'.repeat(24)]) {
      const list = await Promise.all(
        ['pdf', ...CV_FILE_KINDS].map(
          async (kind) => (await t.request('GET', `/for/${bad}/cv.${kind}`)).statusCode,
        ),
      );
      same(list.map(String));
    }
  });
});
