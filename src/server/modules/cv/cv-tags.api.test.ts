/**
 * The tagged PDF (docs/decisions/0255-tagged-pdf-engine.md, 0257-pdf-ua-how-far.md): every design
 * on A4 and Letter, in English and Spanish, read back by poppler (`pdfinfo -struct-text`,
 * `pdffonts`) and by pdf.js (structure tree, `/Lang`, the photo's alternative text): tagged, the
 * name the one `H1` and first, the section headings `H2` in order, entry titles `H3`, highlights a
 * list, links `Link`, every font embedded with a Unicode map. The photo's `Figure`: cv-photo.api.test.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import { CV_ATS_PATH, type AtsReport } from '../../../shared/cv-ats.js';
import { DEFAULT_DESIGN_SETTINGS, DESIGN_IDS, designPaths } from '../../../shared/designs/index.js';
import { expectOk } from '../../test/expect-api.js';
import { pdfInfo } from '../../test/pdf.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readPdfForAts } from './ats-read.js';
import { CV_TEXTS } from './cv-texts.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-cv-tags-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `pdfinfo -struct-text`: the structure tree, one element a line, indented by depth. */
function structure(bytes: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdfinfo', ['-struct-text', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

function fonts(bytes: Buffer): string[] {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdffonts', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The roles of the structure tree, in order (`H1`, `H2`, `L`, `LI`, `Figure`...). */
const roles = (tree: string) =>
  tree
    .split('\n')
    .map((line) => /^\s*([A-Z][A-Za-z0-9]*)\b(?! 0)/.exec(line)?.[1])
    .filter((role): role is string => role !== undefined && role !== 'Object');

describe('GET /cv.pdf is a tagged PDF in every design (Typst engine)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const cases = DESIGN_IDS.flatMap((design) =>
    (['a4', 'letter'] as const).flatMap((format) =>
      (['en', 'es'] as const).map((lang) => ({ design, format, lang })),
    ),
  );

  it.each(cases)(
    '$design, $format, $lang: structure, language, photo and fonts',
    async ({ design, format, lang }) => {
      expectOk(
        await t.request('PUT', designPaths.settings, {
          cookie: t.adminCookie,
          body: { ...DEFAULT_DESIGN_SETTINGS, design },
        }),
      );
      const response = await t.request('GET', `${CV_PATH}?format=${format}&lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const bytes = response.rawPayload;
      expect(pdfInfo(bytes)).toMatch(/^Tagged:\s+yes$/m);
      expect(pdfInfo(bytes)).toMatch(/^Metadata Stream:\s+yes$/m);
      const tree = structure(bytes);
      const order = roles(tree);
      // The name is the only H1, before every other heading.
      expect(order.filter((role) => role === 'H1')).toHaveLength(1);
      expect(order.findIndex((role) => /^H\d$/.test(role))).toBe(order.indexOf('H1'));
      expect(tree).toMatch(/H1[^\n]*\n\s+"Richard/);
      // Section headings in the résumé's words of the CV's language, entries under them, a list of highlights.
      const reading = await readPdfForAts(bytes);
      const sections = reading.headings
        .filter((heading) => heading.level === 2)
        .map((heading) => heading.text);
      const texts = CV_TEXTS[lang];
      for (const heading of [texts.works, texts.projects, texts.educations, texts.skills]) {
        expect(sections.map((text) => text.toLowerCase())).toContain(heading.toLowerCase());
      }
      expect(reading.headings.filter((heading) => heading.level === 3).length).toBeGreaterThan(3);
      expect(order).toContain('L');
      expect(order).toContain('LI');
      expect(order).toContain('Link');
      expect(reading.language).toBe(lang);
      // Every font embedded, subset, with a Unicode map.
      const list = fonts(bytes);
      expect(list.length).toBeGreaterThan(0);
      for (const line of list) expect(line).toMatch(/^[A-Z]{6}\+\S+.*yes\s+yes\s+yes\s+\d+\s+\d+$/);
    },
  );

  it('reads the sidebar column whole before the main column, the name first', async () => {
    expectOk(
      await t.request('PUT', designPaths.settings, {
        cookie: t.adminCookie,
        body: { ...DEFAULT_DESIGN_SETTINGS, design: 'sidebar' },
      }),
    );
    const reading = await readPdfForAts((await t.request('GET', CV_PATH)).rawPayload);
    const text = reading.lines.join('\n');
    expect(reading.lines[0]).toMatch(/^Richard/);
    // The side column's skills come before the main column's first heading, and no line mixes them.
    expect(text.indexOf('Technical skills')).toBeLessThan(text.indexOf('SUMMARY'));
    expect(text.indexOf('SUMMARY')).toBeLessThan(text.indexOf('Richard hails from Tulsa'));
  });
});

describe('GET /api/cv/ats (decision 0258)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the admin what pdf.js reads in the site’s CV, and refuses anyone else', async () => {
    expect((await t.request('GET', CV_ATS_PATH)).statusCode).toBe(401);
    const report = expectOk<AtsReport>(
      await t.request('GET', `${CV_ATS_PATH}?lang=es`, { cookie: t.adminCookie }),
    );
    expect(report.tagged).toBe(true);
    expect(report.text.split('\n')[0]).toBe('Richard Hendriks');
    const byId = Object.fromEntries(report.findings.map((item) => [item.id, item]));
    expect(byId.name!.ok).toBe(true);
    expect(byId.email!.ok).toBe(true);
    expect(byId.headings!.ok).toBe(true);
    expect(byId.headings!.message).toContain('Experiencia');
    expect(byId.columns!.ok).toBe(true);
    expect(byId.unicode!.ok).toBe(true);
  });
});
