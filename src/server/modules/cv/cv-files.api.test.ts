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
import { CV_TEXTS } from './cv-texts.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

/** The words of `text` (letters and digits), for comparing what two files say whatever their layout. */
const words = (text: string) =>
  new Set(
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );

/** The words the PDF says that `other` does not, leaving out the PDF's own headings and page numbers. */
function missingFrom(pdf: string, other: string, headings: string[]): string[] {
  const have = words(other);
  const own = words(headings.join(' '));
  const body = pdf.replace(/^\s*\d+ ?\/ ?\d+\s*$/gm, '');
  return [...words(body)].filter((word) => !have.has(word) && !own.has(word) && !/^\d+$/.test(word));
}

/** The PDF's own headings (cv-texts.ts), which the other files replace by the standard ones (cv-words.ts). */
const PDF_HEADINGS = {
  en: [
    ...Object.values(CV_TEXTS.en.sections),
    ...Object.values(CV_TEXTS.en).filter((v) => typeof v === 'string'),
  ],
  es: [
    ...Object.values(CV_TEXTS.es.sections),
    ...Object.values(CV_TEXTS.es).filter((v) => typeof v === 'string'),
  ],
};

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

  /** The Word file opened by LibreOffice and saved as PDF (Debian's libreoffice-writer-nogui), as text. */
  const libreOfficeText = (bytes: Buffer, name: string) => {
    const file = path.join(dir, `${name}.docx`);
    fs.writeFileSync(file, bytes);
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/lo-profile`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        file,
      ],
      { stdio: 'ignore', timeout: 180_000 },
    );
    return pdfText(fs.readFileSync(path.join(dir, `${name}.pdf`)));
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
    const first = (await get(cvFilePath('docx'))).rawPayload;
    const second = (await get(cvFilePath('docx'))).rawPayload;
    expect(first.equals(second)).toBe(true);
  });

  it('opens in LibreOffice with every word of the PDF', async () => {
    for (const language of ['en', 'es'] as const) {
      const pdf = pdfText((await get(`${CV_PATH}?lang=${language}`)).rawPayload);
      const office = libreOfficeText(
        (await get(`${cvFilePath('docx')}?lang=${language}`)).rawPayload,
        `lo-${language}`,
      );
      expect(missingFrom(pdf, office, PDF_HEADINGS[language])).toEqual([]);
    }
  });
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
