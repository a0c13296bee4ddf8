/**
 * An anonymised version (docs/decisions/0265-anonymised-version.md): its link's page (the lists the
 * page is rendered from, its head's share image and JSON-LD), PDF, Word and text CVs and JSON Resume,
 * and the owner's own version files, hold nothing of the person — no name, email, phone, birth date,
 * street address, photo (neither its address nor its bytes) — and show the version's name instead;
 * the master's outputs still show the person. The real app on the real database, with a stand-in
 * built web app whose server entry writes out every list it is given. A version's job posting
 * (decision 0266) likewise stays out of every public output.
 */
import fs from 'node:fs';
import mammoth from 'mammoth';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCvFilePath, versionCvFilePath } from '../../../shared/cv-files.js';
import { paths } from '../../../shared/paths.js';
import { VERSION_PATHS, type Version, type VersionLink } from '../../../shared/versions.js';
import { expectOk } from '../../test/expect-api.js';
import { pdfImages, pdfText } from '../../test/pdf.js';
import { standInBuild } from '../../test/stand-in-build.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portfolio</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The stand-in server entry: the page writes out every list it is rendered from. */
const ENTRY = `
export default {
  listPaths: ['/api/people'],
  pageKind(pathname) { return pathname === '/' ? 'home' : 'not-found'; },
  async render({ url, lists }) {
    return { html: '<main><pre>' + JSON.stringify(lists).replace(/</g, '&lt;') + '</pre></main>', state: { page: url } };
  },
};
`;

const PERSON = {
  firstName: 'Zelda',
  lastName: 'Quixote',
  birthday: '1990-04-12',
  address: '742 Evergreen Terrace',
  postalCode: 'ZX9 4QQ',
  dni: '30111222',
  jobTitles: 'Platform engineer',
  city: 'Madrid',
  thumbnails: ['/img/me.png'],
};
const EMAIL = 'zelda.quixote@mail.example';
const PHONE = '+34 600 111 222';
/** What must not appear anywhere in an anonymised output. */
const PERSONAL = [
  'Zelda',
  'Quixote',
  'zelda.quixote',
  '600 111 222',
  '600111222',
  '1990-04-12',
  'Evergreen',
  'ZX9 4QQ',
  '30111222',
  '/img/me.png',
  'github.com/zq',
];

describe.skipIf(skipReason() !== '')('an anonymised version', () => {
  let t: TestApp;
  let root: string;
  let photo: Buffer;
  beforeAll(async () => {
    photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c02050' } })
      .png()
      .toBuffer();
    const build = standInBuild(
      'anonymised',
      { 'index.html': TEMPLATE, 'app.html': TEMPLATE, 'visitor.html': TEMPLATE, 'img/me.png': photo },
      ENTRY,
    );
    root = build.root;
    t = await createTestApp({ webDist: build.dist });
    const cookie = t.adminCookie;
    const post = async (address: string, body: Record<string, unknown>) =>
      expectOk(await t.request('POST', address, { cookie, body }), 201);
    await post('/api/people/', PERSON);
    await post('/api/social-medias', { title: 'Email', type: 'Contact', linkSocial: `mailto:${EMAIL}` });
    await post('/api/social-medias', { title: 'Phone', type: 'Contact', linkSocial: `tel:${PHONE}` });
    await post('/api/social-medias', {
      title: 'GitHub',
      type: 'Social Media',
      linkSocial: 'https://github.com/zq',
    });
    await post('/api/works', {
      company: 'Acme Robotics',
      jobTitle: 'Backend engineer',
      description: 'Built the billing platform.',
    });
  });
  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('leaves the person out of every output of its links and shows the version’s name instead', async () => {
    const cookie = t.adminCookie;
    const version = expectOk<Version>(
      await t.request('POST', VERSION_PATHS.versions, { cookie, body: { name: 'Senior platform engineer' } }),
      201,
    );
    // The master's outputs show the person (so the checks below can fail).
    const masterPdf = await t.request('GET', '/cv.pdf');
    expect(pdfText(masterPdf.rawPayload)).toContain('Zelda Quixote');
    expect(pdfImages(masterPdf.rawPayload)).not.toEqual([]);
    const masterTxt = (await t.request('GET', '/cv.txt')).body;
    expect(masterTxt).toContain(EMAIL);

    const updated = expectOk<Version>(
      await t.request('PATCH', VERSION_PATHS.version(version._id), {
        cookie,
        body: { overrides: { anonymous: true } },
      }),
    );
    expect(updated.overrides.anonymous).toBe(true);
    const link = expectOk<VersionLink>(
      await t.request('POST', VERSION_PATHS.links(version._id), { cookie, body: { label: 'Agency' } }),
      201,
    );
    const token = link.path.split('/').pop()!;

    const outputs: Record<string, string> = {};
    const page = await t.request('GET', link.path);
    expect(page.statusCode).toBe(200);
    outputs.page = page.body;
    expect(page.body).toContain('Senior platform engineer');
    expect(page.body).toContain('Acme Robotics');
    expect(page.body).not.toMatch(/og:image|twitter:image/);

    const pdf = await t.request('GET', VERSION_PATHS.pdf(token));
    expect(pdf.statusCode).toBe(200);
    outputs.pdf = pdfText(pdf.rawPayload);
    expect(outputs.pdf).toContain('Senior platform engineer');
    expect(outputs.pdf).toContain('Acme Robotics');
    expect(pdfImages(pdf.rawPayload)).toEqual([]);
    expect(pdf.rawPayload.includes(photo)).toBe(false);

    for (const address of [linkCvFilePath(token, 'docx'), versionCvFilePath(version._id, 'docx')]) {
      const docx = await t.request('GET', address, { cookie });
      expect(docx.statusCode).toBe(200);
      const files = unzipSync(docx.rawPayload);
      expect(Object.keys(files).filter((name) => name.startsWith('word/media/'))).toEqual([]);
      outputs[address] =
        (await mammoth.extractRawText({ buffer: docx.rawPayload })).value +
        Object.values(files)
          .map((bytes) => Buffer.from(bytes).toString('utf8'))
          .join('\n');
      expect(outputs[address]).toContain('Senior platform engineer');
      expect(docx.headers['content-disposition']).toContain('Senior platform engineer.docx');
    }
    for (const address of [linkCvFilePath(token, 'txt'), versionCvFilePath(version._id, 'txt')]) {
      const txt = await t.request('GET', address, { cookie });
      expect(txt.statusCode).toBe(200);
      outputs[address] = txt.body + String(txt.headers['content-disposition']);
      expect(txt.body).toMatch(/^SENIOR PLATFORM ENGINEER\n/);
      expect(txt.body).toContain('Built the billing platform.');
    }
    const resume = await t.request('GET', VERSION_PATHS.resume(token));
    expect(resume.statusCode).toBe(200);
    outputs.resume = resume.body;
    expect(JSON.parse(resume.body).basics.name).toBe('Senior platform engineer');
    outputs.versionPdf = pdfText(
      (await t.request('GET', VERSION_PATHS.cv(version._id), { cookie })).rawPayload,
    );
    outputs.content = (await t.request('GET', VERSION_PATHS.content(version._id), { cookie })).body;

    for (const [name, output] of Object.entries(outputs)) {
      for (const personal of PERSONAL) expect(output, `${name} holds ${personal}`).not.toContain(personal);
    }
    // A frozen link made now keeps the anonymised content.
    const frozen = expectOk<VersionLink>(
      await t.request('POST', VERSION_PATHS.links(version._id), {
        cookie,
        body: { label: 'Frozen', frozen: true },
      }),
      201,
    );
    const frozenTxt = (await t.request('GET', `${frozen.path}/cv.txt`)).body;
    for (const personal of PERSONAL) expect(frozenTxt).not.toContain(personal);
  });

  it('keeps a version’s job posting private: in no link output, public page, sitemap or static site (decision 0266)', async () => {
    const cookie = t.adminCookie;
    const posting = 'Quokka-Posting-7731: Senior engineer wanted, TypeScript and Kubernetes.';
    const version = expectOk<Version>(
      await t.request('POST', VERSION_PATHS.versions, { cookie, body: { name: 'Posting answered' } }),
      201,
    );
    const saved = expectOk<Version>(
      await t.request('PATCH', VERSION_PATHS.version(version._id), {
        cookie,
        body: { overrides: { posting } },
      }),
    );
    // The owner reads it back; a too long one is refused, nothing changed.
    expect(saved.overrides.posting).toBe(posting);
    const tooLong = await t.request('PATCH', VERSION_PATHS.version(version._id), {
      cookie,
      body: { overrides: { posting: 'x'.repeat(20_001) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('The job posting can have at most 20000 characters.');
    const links = await Promise.all(
      [{ label: 'Live' }, { label: 'Frozen', frozen: true }].map(async (body) =>
        expectOk<VersionLink>(
          await t.request('POST', VERSION_PATHS.links(version._id), { cookie, body }),
          201,
        ),
      ),
    );
    const outputs: Record<string, string> = {};
    for (const link of links) {
      for (const suffix of ['', '/cv.txt', '/resume.json']) {
        outputs[`${link.label}${suffix}`] = (await t.request('GET', `${link.path}${suffix}`)).body;
      }
      outputs[`${link.label}.pdf`] = pdfText((await t.request('GET', `${link.path}/cv.pdf`)).rawPayload);
      const docx = (await t.request('GET', `${link.path}/cv.docx`)).rawPayload;
      outputs[`${link.label}.docx`] = Object.values(unzipSync(docx))
        .map((bytes) => Buffer.from(bytes).toString('utf8'))
        .join('\n');
    }
    for (const address of ['/', '/sitemap.xml', '/cv.txt', '/api/people']) {
      outputs[address] = (await t.request('GET', address)).body;
    }
    const site = await t.request('GET', `${paths.data.staticSite}?publicUrl=https://me.example.com`, {
      cookie,
    });
    expect(site.statusCode).toBe(200);
    outputs.staticSite = Object.values(unzipSync(site.rawPayload))
      .map((bytes) => Buffer.from(bytes).toString('utf8'))
      .join('\n');
    expect(outputs['Live/cv.txt']).toContain('Acme Robotics');
    for (const [name, output] of Object.entries(outputs)) {
      expect(output, name).not.toContain('Quokka-Posting-7731');
    }
  });
});
