/**
 * `GET /cv.pdf` on a real SQLite database, read back with Debian's poppler-utils (pdftotext,
 * pdfinfo): every section's entries in the site's order, metadata, page size, clickable links,
 * Latin-extended text, pagination of a long CV, the per-version cache and the 404 without a person.
 * Source: decision 0050. SQLite only: the data comes through the repositories the API suites
 * already run on both databases.
 */
import { entryView } from '../../../shared/resources/entry-view.js';
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import { CV_TEXTS } from './cv-texts.js';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_NO_PERSON, CV_PATH } from '../../../shared/cv.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-cv-'));
let fileCount = 0;

/** Write the PDF to a temporary file and answer its path. */
function save(bytes: Buffer): string {
  const file = path.join(dir, `cv-${++fileCount}.pdf`);
  fs.writeFileSync(file, bytes);
  return file;
}
const text = (file: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
const info = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });
/** The needles not found in `haystack` one after the other, in the given order (so [] = all, in order). */
function missingInOrder(haystack: string, needles: string[]): string[] {
  let from = 0;
  const missing: string[] = [];
  for (const needle of needles) {
    const index = haystack.indexOf(needle, from);
    if (index < 0) missing.push(needle);
    else from = index + needle.length;
  }
  return missing;
}
const flat = (value: string) => value.replace(/\s+/g, ' ');

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('GET /cv.pdf (demo data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is an A4 PDF named after the owner, with title/author metadata and every section in order', async () => {
    const response = await t.request('GET', CV_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Richard Hendriks.pdf"; filename*=UTF-8''Richard%20Hendriks.pdf`,
    );
    const file = save(response.rawPayload);
    const meta = info(file);
    expect(meta).toMatch(/^Title:\s+Richard Hendriks — CV$/m);
    expect(meta).toMatch(/^Author:\s+Richard Hendriks$/m);
    expect(meta).toMatch(/^Page size:\s+595\.2\d* x 841\.89 pts \(A4\)$/m);

    const content = flat(text(file));
    const works = expectOk<{ jobTitle: string }[]>(await t.request('GET', '/api/works'));
    const projects = expectOk<{ title: string }[]>(await t.request('GET', '/api/proyects'));
    const educations = expectOk<{ title: string }[]>(await t.request('GET', '/api/educations'));
    const skills = expectOk<{ title: string; type: string }[]>(await t.request('GET', '/api/languages'));
    const order = [
      'Richard Hendriks',
      'Programmer',
      // The résumé's standard headings (decision 0256), not the site's "Works", "Proyects:".
      'Summary',
      'Experience',
      ...works.map((work) => work.jobTitle),
      'Projects',
      ...projects.map((project) => project.title),
      'Education',
      ...educations.map((education) => education.title),
      'Skills',
      'Technical skills',
      ...skills.filter((skill) => skill.type === 'Hard').map((skill) => skill.title),
      ...(skills.some((skill) => skill.type === 'Soft') ? ['Soft skills'] : []),
      ...skills.filter((skill) => skill.type === 'Soft').map((skill) => skill.title),
    ];
    // Then the JSON Resume sections that have entries (decision 0030), titled as on the home page.
    let sectionsShown = 0;
    for (const resource of RESUME_SECTIONS) {
      const entries = expectOk<Record<string, unknown>[]>(await t.request('GET', `/api/${resource.wire}`));
      if (entries.length === 0) continue;
      sectionsShown += 1;
      order.push(
        CV_TEXTS.en.sections[resource.wire]!,
        ...entries.map((item) => entryView(resource, item).title),
      );
    }
    expect(sectionsShown).toBeGreaterThan(0);
    expect(missingInOrder(content, order)).toEqual([]);
    // Page numbers.
    expect(content).toMatch(/1 ?\/ ?2/);
  });

  it('makes links clickable (URI annotations) and keeps unsafe values as plain text', async () => {
    const bytes = (await t.request('GET', CV_PATH)).rawPayload.toString('latin1');
    expect(bytes).toContain('/URI (mailto:richard.hendriks@mail.com)');
    expect(bytes).toContain('/URI (https://www.twitter.com)');
    expect(bytes).not.toMatch(/\/URI \(javascript:/i);
  });

  it('answers Letter with ?format=letter and 400 for an unknown format', async () => {
    const response = await t.request('GET', `${CV_PATH}?format=letter`);
    expect(response.statusCode).toBe(200);
    expect(info(save(response.rawPayload))).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expectError(await t.request('GET', `${CV_PATH}?format=a3`), 400, /a4 or letter/);
  });

  it('serves the same bytes until an edit, then a fresh CV', async () => {
    const first = (await t.request('GET', CV_PATH)).rawPayload;
    const again = (await t.request('GET', CV_PATH)).rawPayload;
    expect(again.equals(first)).toBe(true);
    const [work] = expectOk<{ _id: string }[]>(await t.request('GET', '/api/works'));
    expectOk(
      await t.request('PUT', `/api/works/${work!._id}`, {
        cookie: t.adminCookie,
        body: { jobTitle: 'Chief Compression Officer' },
      }),
    );
    const fresh = (await t.request('GET', CV_PATH)).rawPayload;
    expect(flat(text(save(fresh)))).toContain('Chief Compression Officer');
  });
});

describe('GET /cv.pdf (edge cases)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 with a clear message when there is no person', async () => {
    const error = expectError(await t.request('GET', CV_PATH), 404, CV_NO_PERSON);
    expect(error.code).toBe('NOT_FOUND');
  });

  it('keeps Latin-extended text and paginates a long CV without losing an entry', async () => {
    expectOk(
      await t.request('POST', '/api/people/', {
        cookie: t.adminCookie,
        body: { firstName: 'Łucja Ñúñez', lastName: 'Çağlar-Müller', jobTitles: 'Ingeniería · Ősz' },
      }),
      201,
    );
    const paragraph = 'Diseñó y mantuvo sistemas de facturación con pruebas automáticas. '.repeat(12);
    for (let index = 1; index <= 30; index++) {
      expectOk(
        await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          body: { company: `Empresa ${index}`, jobTitle: `Puesto número ${index}`, description: paragraph },
        }),
        201,
      );
    }
    const response = await t.request('GET', CV_PATH);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''%C5%81ucja%20%C3%91%C3%BA%C3%B1ez%20%C3%87a%C4%9Flar-M%C3%BCller.pdf`,
    );
    const file = save(response.rawPayload);
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(info(file))?.[1]);
    expect(pages).toBeGreaterThan(3);
    const content = flat(text(file));
    expect(content).toContain('Łucja Ñúñez Çağlar-Müller');
    expect(content).toContain('Ingeniería · Ősz');
    const titles = Array.from({ length: 30 }, (_, index) => `Puesto número ${index + 1} `);
    expect(missingInOrder(content, titles)).toEqual([]);
    expect(content).toMatch(new RegExp(`${pages} ?/ ?${pages}`));
  });
});

describe('GET /cv.pdf (photo)', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-cv-web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'img'));
    fs.copyFileSync(
      path.join(import.meta.dirname, '../../../../public/img/imagen-no-disponible.png'),
      path.join(webDist, 'img', 'me.png'),
    );
    fs.writeFileSync(path.join(webDist, 'img', 'fake.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const imagesIn = async (thumbnails: string[]) => {
    const people = expectOk<{ _id: string }[]>(await t.request('GET', '/api/people/'));
    for (const person of people) {
      expectOk(await t.request('DELETE', `/api/people/${person._id}`, { cookie: t.adminCookie }));
    }
    expectOk(
      await t.request('POST', '/api/people/', {
        cookie: t.adminCookie,
        body: { firstName: 'Photo', lastName: 'Owner', thumbnails },
      }),
      201,
    );
    const bytes = (await t.request('GET', CV_PATH)).rawPayload.toString('latin1');
    return (bytes.match(/\/Subtype \/Image/g) ?? []).length;
  };

  it('embeds a site-relative PNG photo from the web folder, and nothing else', async () => {
    expect(await imagesIn(['/img/me.png'])).toBe(1);
    expect(await imagesIn(['https://example.com/me.png'])).toBe(0);
    expect(await imagesIn(['/img/fake.png'])).toBe(0);
    expect(await imagesIn(['/../../etc/passwd'])).toBe(0);
    expect(await imagesIn([])).toBe(0);
  });
});

describe('GET /cv.pdf in Spanish (decisions 0060 and 0065)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = { cookie: t.adminCookie };
    expectOk(
      await t.request('POST', '/api/people/', {
        ...admin,
        body: {
          firstName: 'Ana',
          lastName: 'García',
          jobTitles: 'Software engineer',
          about: 'I build reliable systems.',
          i18n: { es: { jobTitles: 'Ingeniera de software', about: 'Construyo sistemas fiables.' } },
        },
      }),
      201,
    );
    expectOk(
      await t.request('POST', '/api/works', {
        ...admin,
        body: {
          company: 'Acme',
          jobTitle: 'Backend developer',
          description: 'Payments platform.',
          dateStart: '2021-03-01',
          finished: false,
          highlights: ['Cut checkout latency by half.'],
          i18n: { es: { jobTitle: 'Desarrolladora backend' } },
        },
      }),
      201,
    );
    expectOk(
      await t.request('POST', '/api/social-medias', {
        ...admin,
        body: { type: 'Contact', title: 'Email', linkSocial: 'mailto:ana@example.com' },
      }),
      201,
    );
    expectOk(
      await t.request('POST', '/api/educations', {
        ...admin,
        body: {
          institutionName: 'UBA',
          title: 'Computer science',
          typeEducation: 'University',
          i18n: { es: { title: 'Ciencias de la computación' } },
        },
      }),
      201,
    );
    expectOk(
      await t.request('POST', '/api/languages', {
        ...admin,
        body: { title: 'Teamwork', type: 'Soft', i18n: { es: { title: 'Trabajo en equipo' } } },
      }),
      201,
    );
    expectOk(
      await t.request('POST', '/api/awards', {
        ...admin,
        body: { title: 'Best paper', summary: 'For a paper.', i18n: { es: { title: 'Mejor artículo' } } },
      }),
      201,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('?lang=es gives the Spanish versions, Spanish headings, and the English text where no Spanish one exists', async () => {
    const response = await t.request('GET', `${CV_PATH}?lang=es`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('es');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Ana%20Garc%C3%ADa%20%28es%29.pdf`,
    );
    const file = save(response.rawPayload);
    expect(info(file)).toMatch(/^Subject:\s+Currículum vítae$/m);
    const content = flat(text(file));
    expect(
      missingInOrder(content, [
        'Ana García',
        'Ingeniera de software',
        // The generic contact title in Spanish (decision 0098).
        'Correo electrónico: ana@example.com',
        'Perfil',
        'Construyo sistemas fiables.',
        'Experiencia',
        'Desarrolladora backend',
        // Month and year in the reader's language (decision 0256).
        'mar 2021 – Actualidad',
        // No Spanish description: the English one stands in; then the highlights (decision 0098).
        'Payments platform.',
        '• Cut checkout latency by half.',
        'Educación',
        'Ciencias de la computación',
        'Universidad',
        'Habilidades',
        'Habilidades blandas',
        'Trabajo en equipo',
        'Premios',
        'Mejor artículo',
        'For a paper.',
      ]),
    ).toEqual([]);
    for (const english of [
      'Software engineer',
      'Summary',
      'Backend developer',
      'Present',
      'Soft skills',
      'Awards',
      'Email:',
    ])
      expect(content).not.toContain(english);
  });

  it('follows the request language without ?lang=, and stays English by default', async () => {
    const english = flat(text(save((await t.request('GET', CV_PATH)).rawPayload)));
    expect(
      missingInOrder(english, [
        'Software engineer',
        'Email: ana@example.com',
        'Summary',
        'Backend developer',
        'Mar 2021 – Present',
        'Payments platform.',
        '• Cut checkout latency by half.',
      ]),
    ).toEqual([]);
    const negotiated = await t.request('GET', CV_PATH, { headers: { 'accept-language': 'es-AR,es;q=0.9' } });
    expect(negotiated.headers['content-language']).toBe('es');
    expect(flat(text(save(negotiated.rawPayload)))).toContain('Desarrolladora backend');
    // The remembered choice (cookie) wins over the header; ?lang= wins over both.
    const chosen = await t.request('GET', CV_PATH, {
      headers: { 'accept-language': 'es', cookie: 'lang=en' },
    });
    expect(flat(text(save(chosen.rawPayload)))).toContain('Backend developer');
    const explicit = await t.request('GET', `${CV_PATH}?lang=es`, { headers: { cookie: 'lang=en' } });
    expect(flat(text(save(explicit.rawPayload)))).toContain('Desarrolladora backend');
    expectError(await t.request('GET', `${CV_PATH}?lang=fr`), 400, 'The language must be en or es.');
  });
});
