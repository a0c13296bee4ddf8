/**
 * A frozen link keeps the version as it was (docs/product.md §20;
 * docs/decisions/0233-frozen-links-keep-the-version-settings.md): after the version's pinned
 * language and design change, a frozen link's page, PDF CV and JSON Resume keep the language and the
 * design of the day it was made, while a live link follows. The real app on the real database, with a
 * stand-in built web app whose server entry writes the design and language it was given.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_PATHS, type Version, type VersionLink } from '../../../shared/versions.js';
import { expectOk } from '../../test/expect-api.js';
import { pdfText } from '../../test/pdf.js';
import { standInBuild } from '../../test/stand-in-build.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portfolio</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

/** The stand-in server entry: the home page says which design and language it was rendered in. */
const ENTRY = `
export default {
  listPaths: ['/api/people'],
  pageKind(pathname) { return pathname === '/' ? 'home' : 'not-found'; },
  async render({ url, language, design }) {
    return { html: '<main data-rendered="' + design + ' ' + language + '"></main>', state: { page: url } };
  },
};
`;

describe.skipIf(skipReason() !== '')('a frozen link keeps the version’s settings', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    const build = standInBuild(
      'frozen-settings',
      { 'index.html': TEMPLATE, 'app.html': TEMPLATE, 'visitor.html': TEMPLATE },
      ENTRY,
    );
    root = build.root;
    t = await createTestApp({ webDist: build.dist });
    const cookie = t.adminCookie;
    expectOk(
      await t.request('POST', '/api/people/', {
        cookie,
        body: { firstName: 'Ada', lastName: 'Frozen', jobTitles: 'Engineer' },
      }),
      201,
    );
    expectOk(
      await t.request('POST', '/api/works', {
        cookie,
        body: { company: 'Acme Robotics', jobTitle: 'Backend engineer' },
      }),
      201,
    );
  });
  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps the pinned language and the design on the page, the PDF and the JSON Resume; a live link follows', async () => {
    const cookie = t.adminCookie;
    const version = expectOk<Version>(
      await t.request('POST', VERSION_PATHS.versions, { cookie, body: { name: 'English, site design' } }),
      201,
    );
    expectOk(
      await t.request('PATCH', VERSION_PATHS.version(version._id), { cookie, body: { language: 'en' } }),
    );
    const link = async (body: Record<string, unknown>) =>
      expectOk<VersionLink>(await t.request('POST', VERSION_PATHS.links(version._id), { cookie, body }), 201);
    const live = await link({ label: 'Live' });
    const frozen = await link({ label: 'Frozen', frozen: true });
    const token = (made: VersionLink) => made.path.split('/').pop()!;
    /** What a recipient gets from `made` (a Spanish-speaking one: the pinned language wins). */
    const seen = async (made: VersionLink) => {
      const headers = { 'accept-language': 'es' };
      const page = await t.request('GET', made.path, { headers });
      const pdf = await t.request('GET', VERSION_PATHS.pdf(token(made)), { headers });
      const resume = await t.request('GET', VERSION_PATHS.resume(token(made)), { headers });
      for (const answer of [page, pdf, resume]) expect(answer.statusCode).toBe(200);
      return {
        html: /<html[^>]*>/.exec(page.body)![0],
        rendered: /data-rendered="([^"]*)"/.exec(page.body)?.[1],
        languages: [page, pdf, resume].map((answer) => answer.headers['content-language']),
        pdf: pdfText(pdf.rawPayload),
        resume: resume.body,
      };
    };
    const before = await seen(frozen);
    expect(before.rendered).toBe('vitae en');
    expect(before.languages).toEqual(['en', 'en', 'en']);
    expect(await seen(live)).toEqual(before);

    expectOk(
      await t.request('PATCH', VERSION_PATHS.version(version._id), {
        cookie,
        body: { language: 'es', design: 'minimal' },
      }),
    );
    const followed = await seen(live);
    expect(followed.rendered).toBe('minimal es');
    expect(followed.html).toContain('lang="es"');
    expect(followed.html).toContain('data-design="minimal"');
    expect(followed.languages).toEqual(['es', 'es', 'es']);
    expect(followed.pdf).not.toEqual(before.pdf);

    // The frozen link: the language and the design of the day it was made.
    expect(await seen(frozen)).toEqual(before);
    expect(before.html).toContain('lang="en"');
    expect(before.html).not.toContain('data-design="minimal"');
  });
});
