/**
 * The site's design (docs/product.md §26): the settings routes (public read, admin write, bad input
 * refused and nothing changed), the admin's preview parameters, a version's own design, and every
 * design's PDF CV read back with poppler: text in reading order with headings before their entries,
 * clickable links, embedded subset fonts, under 300 KB for the demo portfolio. On SQLite the first
 * page of each design's PDF is written to test-results/designs/ as a PNG (pdftoppm) to look at.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import {
  DEFAULT_DESIGN_SETTINGS,
  DESIGN_IDS,
  DESIGN_MESSAGE,
  designPaths,
} from '../../../shared/designs/index.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { pdfInfo, pdfText } from '../../test/pdf.js';
import { createTestApp, skipReason, testDialect, type TestApp } from '../../test/test-app.js';

const OUT = path.resolve('test-results/designs');

/** The first page's width and its text lines with their horizontal extent (`pdftotext -bbox-layout`), in points. */
function firstPageLines(bytes: Buffer): {
  width: number;
  lines: { text: string; xMin: number; xMax: number }[];
} {
  const xml = execFileSync('pdftotext', ['-bbox-layout', '-f', '1', '-l', '1', '-', '-'], {
    input: bytes,
    encoding: 'utf8',
  });
  const width = Number(/<page width="([\d.]+)"/.exec(xml)?.[1]);
  const lines = [...xml.matchAll(/<line xMin="([\d.]+)"[^>]*xMax="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g)].map(
    (match) => ({
      xMin: Number(match[1]),
      xMax: Number(match[2]),
      text: [...match[3]!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((word) => word[1]).join(' '),
    }),
  );
  return { width, lines };
}

describe.skipIf(skipReason() !== '')("the site's design", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (body: unknown, cookie = t.adminCookie) =>
    t.request('PUT', designPaths.settings, { cookie, body });

  it('answers the default design to anyone, and saves only an admin’s whole, valid settings', async () => {
    expect(expectOk(await t.request('GET', designPaths.settings))).toEqual(DEFAULT_DESIGN_SETTINGS);
    const good = { design: 'minimal', accent: '#C0FFEE', fonts: 'serif', photoShape: 'square' };
    expectError(await save(good, ''), 401);
    expectError(await save(good, t.userCookie), 403);
    expectError(
      await save({ ...good, design: 'baroque' }, t.adminCookie),
      400,
      new RegExp(DESIGN_MESSAGE.slice(0, 20)),
    );
    expectError(await save({ ...good, accent: 'red' }), 400);
    expectError(await save({ ...good, accent: '#12345' }), 400);
    expectError(await save({ ...good, extra: 1 }), 400);
    expectError(await save({ design: 'minimal' }), 400);
    expect(expectOk(await t.request('GET', designPaths.settings))).toEqual(DEFAULT_DESIGN_SETTINGS);
    expect(expectOk(await save(good))).toEqual({ ...good, accent: '#c0ffee' });
    expect(expectOk(await t.request('GET', designPaths.settings))).toEqual({ ...good, accent: '#c0ffee' });
    expectOk(await save(DEFAULT_DESIGN_SETTINGS));
  });

  it("lets an admin preview a design on the CV without saving it; a visitor's parameters are ignored", async () => {
    const visitor = await t.request('GET', `${CV_PATH}?design=minimal`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-disposition']).toMatch(/^attachment/);
    const preview = await t.request('GET', `${CV_PATH}?design=minimal&accent=%23ff0000`, {
      cookie: t.adminCookie,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    expect(preview.rawPayload.equals(visitor.rawPayload)).toBe(false);
    expect(expectOk(await t.request('GET', designPaths.settings))).toEqual(DEFAULT_DESIGN_SETTINGS);
  });

  it('keeps a version’s own design, and refuses an unknown one', async () => {
    const version = expectOk<{ _id: string; design: string | null }>(
      await t.request('POST', '/api/versions', { cookie: t.adminCookie, body: { name: 'Studio' } }),
      201,
    );
    expect(version.design).toBeNull();
    expectError(
      await t.request('PATCH', `/api/versions/${version._id}`, {
        cookie: t.adminCookie,
        body: { design: 'baroque' },
      }),
      400,
    );
    const updated = expectOk<{ design: string }>(
      await t.request('PATCH', `/api/versions/${version._id}`, {
        cookie: t.adminCookie,
        body: { design: 'showcase' },
      }),
    );
    expect(updated.design).toBe('showcase');
  });

  it.each(DESIGN_IDS)('draws the %s design’s PDF CV as clean, linked, embedded text', async (design) => {
    expectOk(await save({ ...DEFAULT_DESIGN_SETTINGS, design }));
    const res = await t.request('GET', `${CV_PATH}?lang=en`);
    expect(res.statusCode).toBe(200);
    const bytes = res.rawPayload;
    expect(bytes.length).toBeLessThan(300 * 1024);
    const text = pdfText(bytes);
    if (testDialect() === 'sqlite') {
      fs.mkdirSync(OUT, { recursive: true });
      fs.writeFileSync(path.join(OUT, `cv-${design}.pdf`), bytes);
      execFileSync(
        'pdftoppm',
        ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', '-', path.join(OUT, `cv-${design}`)],
        {
          input: bytes,
        },
      );
      fs.writeFileSync(path.join(OUT, `cv-${design}.txt`), text);
    }
    const lines = text.split('\n').map((line) => line.trim().toLowerCase());
    // Headings before their entries, each heading and entry title on a line of its own.
    const work = lines.indexOf('experience');
    expect(work, text).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf('education'), text).toBeGreaterThan(work);
    expect(lines[0], text).toMatch(/^richard/);
    expect(text).toContain('Pied Piper');
    // No words run together across columns or spans.
    expect(text).not.toMatch(/[a-z](Pied|Work|Education)/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-design-')), 'cv.pdf');
    fs.writeFileSync(file, bytes);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    // Every font that draws text is embedded and subset. react-pdf also names Helvetica, unembedded,
    // in empty text objects that draw no glyph (pdftotext reads nothing from them).
    const drawing = fonts.filter((line) => line.trim() !== '' && !line.startsWith('Helvetica '));
    expect(drawing.length, fonts.join('\n')).toBeGreaterThan(0);
    expect(
      drawing.every((line) => /^[A-Z]{6}\+/.test(line) && /yes\s+yes\s+yes/.test(line)),
      fonts.join('\n'),
    ).toBe(true);
    if (design === 'minimal') {
      // The minimal design's header is centred: name, headline and place, each line on the page's middle.
      const { width, lines: boxes } = firstPageLines(bytes);
      for (const start of ['Richard Hendriks', 'Programmer', 'San Francisco']) {
        const line = boxes.find((box) => box.text.startsWith(start));
        expect(line, start).toBeDefined();
        expect(Math.abs((line!.xMin + line!.xMax) / 2 - width / 2), start).toBeLessThan(2);
      }
    }
    expect(bytes.toString('latin1')).toMatch(/\/URI\s*\(https?:/);
    expect(pdfInfo(bytes)).toMatch(/Pages:\s+[1-9]/);
  });

  // Last: it empties the portfolio.
  it('keeps the design through a reset of the portfolio', async () => {
    const chosen = { design: 'academic', accent: '#7c2d12', fonts: 'serif', photoShape: 'square' };
    expectOk(await save(chosen));
    expectOk(await t.request('POST', '/api/admin/reset?confirm=true', { cookie: t.adminCookie }));
    expect(expectOk(await t.request('GET', designPaths.settings))).toEqual(chosen);
  });
});
