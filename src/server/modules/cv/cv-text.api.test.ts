/**
 * `GET /cv.pdf` with the text people really write (docs/decisions/0088-pdf-cv-text.md), read back
 * with pdftotext/pdffonts: thin, zero-width and other space and format characters answer a PDF, not
 * a 500 (fontkit's empty last glyph); Chinese, Japanese, Korean, Arabic, Hebrew and emoji are drawn
 * with the bundled Noto fonts and read back as written, also after another CV drew their letters as
 * parts of precomposed ones; a 10,000-character word wraps and stays on
 * the page; characters no font has become a visible replacement; `lang[]=es` is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { pdfFonts, pdfPages, pdfText } from '../../test/pdf.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

/** Every code point of the general categories `pattern` matches (the whole Unicode range). */
function codePointsOf(pattern: RegExp): string[] {
  const found: string[] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const character = String.fromCodePoint(codePoint);
    if (pattern.test(character)) found.push(character);
  }
  return found;
}

/**
 * The PDF's text without the page numbers ("2 / 3", read "2/3", which fall inside text running over pages)
 * and with every whitespace removed (line breaks fall anywhere in a long word).
 */
const squeezed = (bytes: Buffer) =>
  pdfText(bytes)
    .replace(/^\s*\d+ ?\/ ?\d+\s*$/gm, '')
    .replace(/\s+/g, '');

describe.skipIf(skipReason() !== '')('GET /cv.pdf with any text', () => {
  let t: TestApp;
  let personId: string;
  beforeAll(async () => {
    t = await createTestApp();
    personId = expectOk<{ _id: string }>(
      await t.request('POST', '/api/people/', {
        cookie: t.adminCookie,
        body: { firstName: 'Ana', lastName: 'Text' },
      }),
      201,
    )._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const setPerson = async (body: Record<string, unknown>) =>
    expectOk(await t.request('PUT', `/api/people/${personId}`, { cookie: t.adminCookie, body }));
  const cv = async (query = '') => {
    const response = await t.request('GET', `${CV_PATH}${query}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.rawPayload;
  };

  it('answers a PDF for a thin space, a zero-width space and U+FEFF, in English and in the Spanish text alone', async () => {
    await setPerson({
      jobTitles: 'Platform engineer for 10\u2009000 users',
      about: 'Zero\u200bwidth and\ufeffBOM inside words.',
      i18n: { es: { jobTitles: 'Ingeniera de plataforma para 10\u2009000 usuarios\u200b' } },
    });
    const english = pdfText(await cv()).replace(/\s+/g, ' ');
    expect(english).toContain('Platform engineer for 10');
    expect(english).toContain('000 users');
    expect(english).toContain('BOM inside words.');
    const spanish = pdfText(await cv('?lang=es')).replace(/\s+/g, ' ');
    expect(spanish).toContain('Ingeniera de plataforma para 10');
    expect(spanish).toContain('000 usuarios');
  });

  it('answers a PDF with every space separator and format character of Unicode between words', async () => {
    const separators = codePointsOf(/[\p{Zs}\p{Zl}\p{Zp}\p{Cf}]/u);
    expect(separators.length).toBeGreaterThan(150);
    // The about text takes 10,000 characters: several people-worth of separators, each between words.
    const about = separators.map((separator, index) => `w${index}${separator}`).join('');
    expect(about.length).toBeLessThanOrEqual(10_000);
    await setPerson({ about, jobTitles: separators.join('') });
    const text = squeezed(await cv());
    for (let index = 0; index < separators.length; index++) expect(text).toContain(`w${index}`);
  });

  it('draws Chinese, Japanese, Korean, Arabic, Hebrew and emoji with the bundled fonts and reads them back', async () => {
    const words = {
      chinese: '分布式系统工程师',
      japanese: 'ソフトウェアエンジニア',
      korean: '소프트웨어 개발자',
      arabic: 'مهندسة برمجيات',
      hebrew: 'מהנדסת תוכנה',
    };
    await setPerson({
      firstName: '王',
      lastName: '小明',
      jobTitles: `${words.chinese} · ${words.japanese}`,
      city: words.korean,
      about: `${words.arabic}. ${words.hebrew}. 🚀 ✓`,
    });
    const bytes = await cv();
    const fonts = pdfFonts(bytes);
    for (const family of [
      'NotoSansSC',
      'NotoSansJP',
      'NotoSansKR',
      'IBMPlexSansArabic',
      'NotoSansHebrew',
      'NotoEmoji',
    ]) {
      expect(
        fonts.some((font) => font.startsWith(family)),
        `${family} in ${fonts.join(', ')}`,
      ).toBe(true);
    }
    expect(fonts.some((font) => /Helvetica/.test(font))).toBe(false);
    const text = pdfText(bytes);
    for (const word of Object.values(words)) {
      for (const part of word.split(' ')) expect(text).toContain(part);
    }
    expect(text).toContain('王 小明');
    // The file name: the UTF-8 form, and a plain ASCII fallback for an all-Chinese name.
    const response = await t.request('GET', CV_PATH);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="CV.pdf"; filename*=UTF-8''%E7%8E%8B%20%E5%B0%8F%E6%98%8E.pdf`,
    );
  });

  it('keeps a Hebrew letter in the text of every later CV after one drew it inside a precomposed character', async () => {
    // No test before this one writes an alef: the fonts live as long as the process, and "אַ"
    // (U+FB2E, alef with patah) is drawn from the alef's own glyph.
    await setPerson({ about: 'Precomposed \ufb2e here.' });
    expect(squeezed(await cv())).toContain('Precomposed');
    // "אבא" reads the same in either direction (pdftotext may reverse a short right-to-left run, and
    // writes it between the embedding marks U+202B and U+202C).
    await setPerson({ about: 'Plain אבא here.' });
    expect(squeezed(await cv()).replace(/[\u202a-\u202e]/g, '')).toContain('Plainאבאhere.');
  });

  it('wraps a 10,000-character word onto the page, and a Chinese paragraph without spaces', async () => {
    const word = Array.from({ length: 10_000 }, (_, index) => 'abcdefghij'[index % 10]).join('');
    const chinese = '我们设计并维护了公司的分布式数据平台，支持每天数十亿条记录的实时处理。'.repeat(40);
    await setPerson({ jobTitles: 'Engineer', about: '' });
    expectOk(
      await t.request('POST', '/api/works', {
        cookie: t.adminCookie,
        body: { company: 'Acme', jobTitle: 'Long words', description: word },
      }),
      201,
    );
    expectOk(
      await t.request('POST', '/api/works', {
        cookie: t.adminCookie,
        body: { company: '公司', jobTitle: '工程师', description: chinese.slice(0, 2000) },
      }),
      201,
    );
    const bytes = await cv();
    // pdftotext leaves out what lies off the page: the whole word and paragraph are on it.
    const text = squeezed(bytes);
    expect(text.includes(word), 'the whole word').toBe(true);
    expect(text.includes(chinese.slice(0, 2000)), 'the whole paragraph').toBe(true);
    expect(pdfPages(bytes)).toBeGreaterThan(1);
    // No hyphen is added where a line breaks inside them.
    const lines = pdfText(bytes).split('\n');
    expect(lines.filter((line) => /^[a-j]+-$/.test(line.trim()))).toEqual([]);
    expect(lines.filter((line) => line.trim().endsWith('-') && /[\u4e00-\u9fff]/.test(line))).toEqual([]);
  });

  it('draws a replacement mark for a script no bundled font has, and drops invisible characters it lacks', async () => {
    await setPerson({
      jobTitles: 'Thai ภาษาไทย and Devanagari हिन्दी done',
      about: 'tag\u{E0041}\u{E0042} end',
    });
    const text = pdfText(await cv()).replace(/\s+/g, ' ');
    expect(text).toContain('Thai □ and Devanagari □ done');
    expect(text).toContain('tag end');
  });

  it('answers 400 for lang or format given as a list or object, like any other bad value', async () => {
    expectError(await t.request('GET', `${CV_PATH}?lang[]=es`), 400, 'The language must be en or es.');
    expectError(await t.request('GET', `${CV_PATH}?lang[0]=es`), 400, 'The language must be en or es.');
    expectError(await t.request('GET', `${CV_PATH}?lang=es&lang=en`), 400, 'The language must be en or es.');
    expectError(await t.request('GET', `${CV_PATH}?format[]=a4`), 400, 'The format must be a4 or letter.');
    // Other parameters (a shared link's tracking tags) are ignored.
    expect((await t.request('GET', `${CV_PATH}?utm_source=mail&lang=es`)).statusCode).toBe(200);
  });
  // The place as the site writes it (docs/decisions/0098-what-a-visitor-reads-first.md,
  // src/shared/place.ts), the country named from its code in the CV's language.
  const place = async (query = '') => pdfText(await cv(query)).replace(/\s+/g, ' ');

  it('names the country from its code in the CV language, after city and province', async () => {
    await setPerson({ city: 'San Francisco', province: 'California', country: 'US' });
    expect(await place()).toContain('San Francisco, California, United States');
    expect(await place('?lang=es')).toContain('San Francisco, California, Estados Unidos');
  });

  it('leaves out the empty parts of the place and writes a country typed as a name as written', async () => {
    await setPerson({ city: '', province: '', country: 'de' });
    const english = await place();
    expect(english).toContain('Germany');
    expect(english).not.toContain(', Germany');
    await setPerson({ city: 'Haifa', province: '', country: 'Israel' });
    expect(await place('?lang=es')).toContain('Haifa, Israel');
  });
});
