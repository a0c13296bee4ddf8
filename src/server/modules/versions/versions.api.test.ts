/**
 * Versions and links through the real app on the real database (docs/product.md §20;
 * docs/decisions/0140-versions-and-links.md): a version leaves out a work and reorders the projects
 * and its link shows exactly that (page, PDF read with pdftotext, JSON Resume); a master edit reaches a
 * live link but not a frozen one; a link's JSON Resume leaves out the sections the version and the
 * site hide, live and frozen; revoked, expired and paused links answer their pages; an address
 * whose token is not a token's shape answers the links' 400 page; unknown tokens answer 404 and are throttled, two instances counting a guesser together; the API is the admin's only; bad input is a 400 that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_PATHS, type Statistics } from '../../../shared/analytics.js';
import {
  VERSION_LIMITS,
  VERSION_PATHS,
  VERSION_TEXTS,
  type Version,
  type VersionLink,
} from '../../../shared/versions.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { multipart } from '../../test/multipart.js';
import { pdfText } from '../../test/pdf.js';
import { buildApp } from '../../app.js';
import { openDatabase, type Db } from '../../db/connection.js';
import { createTestApp, skipReason, testDialect, type TestApp } from '../../test/test-app.js';
import { linksRepository, tokenHash, versionsRepository } from './versions.repository.js';
import { LINK_EVENTS_PER_ADDRESS, LINK_VISITORS_PER_ADDRESS } from '../analytics/counter.js';

type Entry = { _id: string };

/** A desktop browser's User-Agent: the counter leaves robots (and light-my-request's default) out. */
const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.skipIf(skipReason() !== '')('versions and links', () => {
  let t: TestApp;
  let cookie: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ linkMissLimit: 5, contact: { minFillSeconds: 0, rateLimit: 1000 } });
    cookie = t.adminCookie;
    const post = async (path: string, body: Record<string, unknown>) =>
      expectOk<Entry>(await t.request('POST', path, { cookie, body }), 201)._id;
    ids.person = await post('/api/people/', { firstName: 'Ada', lastName: 'Version', jobTitles: 'Engineer' });
    ids.acme = await post('/api/works', { company: 'Acme Robotics', jobTitle: 'Backend engineer' });
    ids.globex = await post('/api/works', { company: 'Globex Data', jobTitle: 'Data scientist' });
    ids.alpha = await post('/api/proyects', { title: 'Alpha compiler' });
    ids.beta = await post('/api/proyects', { title: 'Beta pipeline' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const createVersion = async (body: Record<string, unknown>) =>
    expectOk<Version>(await t.request('POST', VERSION_PATHS.versions, { cookie, body }), 201);
  const createLink = async (versionId: string, body: Record<string, unknown>) =>
    expectOk<VersionLink>(await t.request('POST', VERSION_PATHS.links(versionId), { cookie, body }), 201);
  const tokenOf = (link: VersionLink) => link.path.split('/').pop()!;

  it('shows a version that leaves out a work and reorders the projects, on its page, PDF and JSON Resume', async () => {
    const version = await createVersion({ name: 'Data science' });
    const updated = expectOk<Version>(
      await t.request('PATCH', VERSION_PATHS.version(version._id), {
        cookie,
        body: {
          entries: { [ids.acme!]: false },
          overrides: { jobTitles: 'Data scientist', projectOrder: [ids.beta] },
        },
      }),
    );
    expect(updated.entries).toEqual({ [ids.acme!]: false });
    const link = await createLink(version._id, { label: 'Initech, data role' });
    expect(link.state).toBe('active');
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // Only the hash is searched by; it is what the row is keyed on.
    const row = await t.db.kysely
      .selectFrom('versionLinks')
      .select('tokenHash')
      .where('id', '=', link._id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(tokenHash(token));

    const page = await t.request('GET', link.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('noindex');
    expect(page.body).toContain('Globex Data');
    expect(page.body).not.toContain('Acme Robotics');
    expect(page.body.indexOf('Beta pipeline')).toBeLessThan(page.body.indexOf('Alpha compiler'));

    const pdf = await t.request('GET', VERSION_PATHS.pdf(token));
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Globex Data');
    expect(text).toContain('Data scientist');
    expect(text).not.toContain('Acme Robotics');
    expect(text.indexOf('Beta pipeline')).toBeLessThan(text.indexOf('Alpha compiler'));

    const resume = JSON.parse((await t.request('GET', VERSION_PATHS.resume(token))).body) as {
      basics: { label: string };
      work: { name: string }[];
      projects: { name: string }[];
    };
    expect(resume.basics.label).toBe('Data scientist');
    expect(resume.work.map((work) => work.name)).toEqual(['Globex Data']);
    expect(resume.projects.map((project) => project.name)).toEqual(['Beta pipeline', 'Alpha compiler']);

    // The owner sees what a recipient sees, before sending any link; nobody else does.
    const preview = await t.request('GET', VERSION_PATHS.preview(version._id), { cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Globex Data');
    expect(preview.body).not.toContain('Acme Robotics');
    expectError(await t.request('GET', VERSION_PATHS.preview(version._id)), 401);

    // The public home stays the master, and the sitemap knows no link.
    const home = expectOk<{ company: string }[]>(await t.request('GET', '/api/works'));
    expect(home.map((work) => work.company)).toContain('Acme Robotics');
    expect((await t.request('GET', '/sitemap.xml')).body).not.toContain('/for/');
  });

  it('follows a master edit on a live link and keeps the old text on a frozen one, which compares with today', async () => {
    const version = await createVersion({ name: 'Backend roles' });
    const live = await createLink(version._id, { label: 'Acme, backend role, via referral' });
    const frozen = await createLink(version._id, { label: 'Globex, frozen', frozen: true });
    expect(frozen.frozenAt).not.toBeNull();
    expectOk(
      await t.request('PUT', `/api/works/${ids.globex}`, {
        cookie,
        body: { company: 'Globex Analytics', jobTitle: 'Data scientist' },
      }),
    );
    expect((await t.request('GET', live.path)).body).toContain('Globex Analytics');
    const frozenPage = (await t.request('GET', frozen.path)).body;
    expect(frozenPage).toContain('Globex Data');
    expect(frozenPage).not.toContain('Globex Analytics');
    expect(pdfText((await t.request('GET', VERSION_PATHS.pdf(tokenOf(frozen)))).rawPayload)).toContain(
      'Globex Data',
    );
    const compare = expectOk<{
      frozen: Record<string, { company?: string }[]>;
      today: Record<string, { company?: string }[]>;
    }>(await t.request('GET', VERSION_PATHS.compare(frozen._id), { cookie }));
    expect(compare.frozen['/api/works']!.map((work) => work.company)).toContain('Globex Data');
    expect(compare.today['/api/works']!.map((work) => work.company)).toContain('Globex Analytics');
    expectError(await t.request('GET', VERSION_PATHS.compare(live._id), { cookie }), 409);
  });

  it('leaves out of a link’s JSON Resume the sections the version and the site hide, live and frozen; the owner’s export keeps them (docs/decisions/0232-link-resume-leaves-out-hidden-sections.md)', async () => {
    type Section = { key: string };
    const section = async (en: string, es: string) =>
      expectOk<Section>(
        await t.request('POST', '/api/sections', { cookie, body: { heading: { en, es } } }),
        201,
      ).key;
    const entry = async (path: string, body: Record<string, unknown>) =>
      expectOk<Entry>(await t.request('POST', path, { cookie, body }), 201)._id;
    const talks = await section('Talks', 'Charlas');
    const patents = await section('Patents', 'Patentes');
    const code = await section('Open source', 'Código abierto');
    const made = [
      [await entry('/api/custom-entries', { title: 'Secret talk', section: talks }), 'custom-entries'],
      [await entry('/api/custom-entries', { title: 'Secret patent', section: patents }), 'custom-entries'],
      [await entry('/api/custom-entries', { title: 'Visible repo', section: code }), 'custom-entries'],
      [await entry('/api/awards', { title: 'Hidden prize' }), 'awards'],
    ] as const;
    try {
      // Hidden on the site: a custom section and a built-in one (the page leaves both out).
      for (const key of [patents, 'awards'])
        expectOk(await t.request('PATCH', `/api/sections/${key}`, { cookie, body: { hidden: true } }));
      const version = await createVersion({ name: 'Hiding' });
      expectOk(
        await t.request('PATCH', VERSION_PATHS.version(version._id), {
          cookie,
          body: { hiddenSections: [talks] },
        }),
      );
      const live = await createLink(version._id, { label: 'Live' });
      const frozen = await createLink(version._id, { label: 'Frozen', frozen: true });
      type Doc = Record<string, unknown> & { 'x-vitae': { sections: Section[] } };
      const resumeOf = async (link: VersionLink, lang = 'en') => {
        const answer = await t.request('GET', `${VERSION_PATHS.resume(tokenOf(link))}?lang=${lang}`);
        expect(answer.statusCode).toBe(200);
        return answer;
      };
      for (const link of [live, frozen]) {
        for (const lang of ['en', 'es']) {
          const answer = await resumeOf(link, lang);
          const doc = answer.json<Doc>();
          const what = `${link.label} ${lang}`;
          for (const text of ['Secret talk', 'Secret patent', 'Hidden prize'])
            expect(answer.body, what).not.toContain(text);
          expect(doc.x_talks, what).toBeUndefined();
          expect(doc.x_patents, what).toBeUndefined();
          expect(doc.awards, what).toBeUndefined();
          const keys = doc['x-vitae'].sections.map((line) => line.key);
          expect(keys, what).not.toContain('x_talks');
          expect(keys, what).not.toContain('x_patents');
          expect(keys, what).not.toContain('awards');
          // What is shown stays.
          expect(keys, what).toContain('x_open_source');
          expect(doc.x_open_source, what).toEqual([{ title: 'Visible repo' }]);
          expect(keys, what).toContain('works');
        }
      }
      // A frozen link made before this rule kept the whole export in its snapshot: served, it
      // leaves out what its page left out too.
      const whole = (await t.request('GET', '/api/admin/export', { cookie })).json<Doc>();
      const row = await t.db.kysely
        .selectFrom('versionLinks')
        .select('snapshot')
        .where('id', '=', frozen._id)
        .executeTakeFirstOrThrow();
      const snapshot = JSON.parse(row.snapshot!) as { resume: Record<string, unknown> };
      snapshot.resume.en = whole;
      await t.db.kysely
        .updateTable('versionLinks')
        .set({ snapshot: JSON.stringify(snapshot) })
        .where('id', '=', frozen._id)
        .execute();
      const old = await resumeOf(frozen);
      for (const text of ['Secret talk', 'Secret patent', 'Hidden prize'])
        expect(old.body).not.toContain(text);
      expect(old.json<Doc>().x_open_source).toEqual([{ title: 'Visible repo' }]);
      // The owner's own export is a backup: every section, hidden ones marked (docs/decisions/0176).
      expect(whole.x_talks).toEqual([{ title: 'Secret talk' }]);
      expect(whole.x_patents).toEqual([{ title: 'Secret patent' }]);
      expect(whole.awards).toEqual([{ title: 'Hidden prize' }]);
      expect(whole['x-vitae'].sections).toContainEqual({
        key: 'x_patents',
        heading: { en: 'Patents', es: 'Patentes' },
        hidden: true,
      });
    } finally {
      for (const [id, wire] of made) await t.request('DELETE', `/api/${wire}/${id}`, { cookie });
      expectOk(await t.request('PATCH', '/api/sections/awards', { cookie, body: { hidden: false } }));
      for (const key of [talks, patents, code]) await t.request('DELETE', `/api/sections/${key}`, { cookie });
    }
  });

  it('refuses a name another version has, on create, rename and duplicate; copies are numbered (decision 0248)', async () => {
    const first = await createVersion({ name: 'Frontend roles' });
    const count = async () => (await t.db.kysely.selectFrom('versions').select('id').execute()).length;
    const before = await count();
    for (const name of ['Frontend roles', '  frontend ROLES ', 'Frontend rolés']) {
      const res = await t.request('POST', VERSION_PATHS.versions, { cookie, body: { name } });
      expectError(res, 409, VERSION_TEXTS.nameTaken);
    }
    expect(await count()).toBe(before);
    const other = await createVersion({ name: 'Mobile roles' });
    const rename = await t.request('PATCH', VERSION_PATHS.version(other._id), {
      cookie,
      body: { name: 'Frontend Roles' },
    });
    expectError(rename, 409, VERSION_TEXTS.nameTaken);
    // Its own name again is no clash.
    expectOk(
      await t.request('PATCH', VERSION_PATHS.version(first._id), {
        cookie,
        body: { name: 'Frontend roles' },
      }),
    );
    const duplicate = async (body?: Record<string, unknown>) =>
      t.request('POST', VERSION_PATHS.duplicate(first._id), { cookie, body: body ?? {} });
    expect(expectOk<Version>(await duplicate(), 201).name).toBe('Frontend roles (copy)');
    expect(expectOk<Version>(await duplicate(), 201).name).toBe('Frontend roles (copy 2)');
    expectError(await duplicate({ name: 'Mobile roles' }), 409, VERSION_TEXTS.nameTaken);
  });

  it('leaves a section with no entry out of a link’s JSON Resume, as its page shows none (decision 0248)', async () => {
    const version = await createVersion({ name: 'No education' });
    for (const frozen of [false, true]) {
      const link = await createLink(version._id, { label: `Empty ${frozen}`, frozen });
      const doc = (await t.request('GET', VERSION_PATHS.resume(tokenOf(link)))).json<
        Record<string, unknown> & { 'x-vitae': { sections: { key: string }[] } }
      >();
      // This portfolio has no education: neither the key nor its line (listed "not hidden" before).
      expect(doc.education).toBeUndefined();
      const keys = doc['x-vitae'].sections.map((line) => line.key);
      expect(keys).not.toContain('educations');
      expect(keys).toContain('works');
      expect(doc.work).toHaveLength(2);
    }
  });

  it('answers 410 for a revoked or expired link and 403 while paused, with a polite page', async () => {
    const version = await createVersion({ name: 'Versión España', language: 'es' });
    const link = await createLink(version._id, { label: 'Madrid', note: 'Sent on Monday' });
    const page = await t.request('GET', link.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('es');

    expectOk(await t.request('PATCH', VERSION_PATHS.link(link._id), { cookie, body: { paused: true } }));
    const paused = await t.request('GET', link.path);
    expect(paused.statusCode).toBe(403);
    expect(paused.body).toContain('Este enlace está en pausa');
    expectOk(await t.request('PATCH', VERSION_PATHS.link(link._id), { cookie, body: { paused: false } }));
    expect((await t.request('GET', link.path)).statusCode).toBe(200);

    const revoked = expectOk<VersionLink>(
      await t.request('POST', VERSION_PATHS.revoke(link._id), { cookie }),
    );
    expect(revoked.state).toBe('revoked');
    for (const url of [link.path, VERSION_PATHS.pdf(tokenOf(link)), VERSION_PATHS.resume(tokenOf(link))]) {
      const gone = await t.request('GET', url);
      expect(gone.statusCode, url).toBe(410);
      expect(gone.headers['content-type']).toContain('text/html');
      expect(gone.body).toContain('Este enlace ya no está disponible');
    }
    expectError(
      await t.request('PATCH', VERSION_PATHS.link(link._id), { cookie, body: { paused: false } }),
      409,
    );

    // An expiry in the past is refused; one that has passed since answers 410.
    expectError(
      await t.request('POST', VERSION_PATHS.links(version._id), {
        cookie,
        body: { label: 'Late', expiresAt: '2020-01-01T00:00:00Z' },
      }),
      400,
    );
    const expiring = await createLink(version._id, { label: 'Soon', expiresAt: '2999-01-01T00:00:00Z' });
    await t.db.kysely
      .updateTable('versionLinks')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', expiring._id)
      .execute();
    const expired = await t.request('GET', expiring.path, { headers: { 'accept-language': 'en' } });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Este enlace ha caducado');
  });

  it('answers 404 to guessed tokens, as to a token one character off, and throttles the guesser with 429', async () => {
    const version = await createVersion({ name: 'Guessing' });
    const link = await createLink(version._id, { label: 'Real' });
    const token = tokenOf(link);
    const oneOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const guesser = { 'x-forwarded-for': '203.0.113.9' };
    const headers = { ...guesser };
    const wellFormed = [
      oneOff,
      'x'.repeat(24),
      oneOff.toLowerCase(),
      `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`,
      '-'.repeat(24),
    ];
    for (const guess of wellFormed) {
      const miss = await t.app.inject({
        method: 'GET',
        url: VERSION_PATHS.page(guess),
        headers,
        remoteAddress: '203.0.113.9',
      });
      expect(miss.statusCode, guess).toBe(404);
      expect(miss.body).toContain('This link does not exist');
    }
    const sixth = await t.app.inject({
      method: 'GET',
      url: VERSION_PATHS.page(oneOff),
      remoteAddress: '203.0.113.9',
    });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // The count is kept under a keyed hash of the address, never the address (decision 0237).
    const misses = JSON.stringify(await t.db.kysely.selectFrom('linkMisses').selectAll().execute());
    expect(misses).toMatch(/"misses"/);
    expect(misses).not.toContain('203.0.113');
    // Throttled even for the real token from that address; another address reads it.
    expect(
      (await t.app.inject({ method: 'GET', url: link.path, remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(429);
    expect(
      (await t.app.inject({ method: 'GET', url: link.path, remoteAddress: '198.51.100.7' })).statusCode,
    ).toBe(200);
  });

  it('answers its own 400 page, noindex, to an address whose token is not a token’s shape, on every link route (docs/decisions/0231-link-token-shape.md)', async () => {
    const version = await createVersion({ name: 'Shapes' });
    const link = await createLink(version._id, { label: 'Real' });
    const token = tokenOf(link);
    const from = '203.0.113.77';
    const multipartTheme = {
      'content-type': 'multipart/form-data; boundary=b',
      payload: '--b\r\nContent-Disposition: form-data; name="theme"\r\n\r\ndark\r\n--b--\r\n',
    };
    const bad = [
      // A CR LF in the token would reach the theme form's `Location` header.
      { method: 'POST', url: '/for/abc%0d%0aX:1/theme', ...multipartTheme },
      { method: 'GET', url: '/for/abc%0d%0aX:1' },
      { method: 'GET', url: `/for/${'A'.repeat(200)}` },
      { method: 'GET', url: `/for/${'A'.repeat(200)}/cv.pdf` },
      { method: 'GET', url: '/for/%zz' },
      { method: 'GET', url: '/for/short' },
      { method: 'GET', url: `/for/${token}x/resume.json` },
      { method: 'GET', url: `/for/${token.slice(0, -1)}%22/cv.pdf` },
      { method: 'POST', url: `/for/${token.slice(0, -1)}!/message`, ...multipartTheme },
      { method: 'POST', url: `/for/${token.slice(0, -1)}!/theme`, ...multipartTheme },
    ] as const;
    for (const request of bad) {
      const {
        'content-type': type,
        payload,
        ...rest
      } = { 'content-type': undefined, payload: undefined, ...request };
      const answer = await t.app.inject({
        ...rest,
        headers: { 'accept-language': 'es', ...(type ? { 'content-type': type } : {}) },
        ...(payload ? { payload } : {}),
        remoteAddress: from,
      });
      const what = `${request.method} ${request.url}`;
      expect(answer.statusCode, what).toBe(400);
      expect(answer.headers['x-robots-tag'], what).toBe('noindex, nofollow');
      expect(answer.headers['cache-control'], what).toBe('private, no-store');
      expect(answer.headers['content-type'], what).toBe('text/html; charset=utf-8');
      expect(answer.headers.location, what).toBeUndefined();
      expect(answer.headers['set-cookie'], what).toBeUndefined();
      expect(answer.body, what).toContain('<title>Este enlace no es válido</title>');
      expect(answer.body, what).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    // The form's body as a URL-encoded form: refused for its type (the forms are multipart), never a 5xx.
    const urlEncoded = await t.app.inject({
      method: 'POST',
      url: '/for/abc%0d%0aX:1/theme',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'theme=dark',
      remoteAddress: from,
    });
    expect(urlEncoded.statusCode).toBe(415);
    expect(urlEncoded.headers.location).toBeUndefined();
    const english = await t.app.inject({ method: 'GET', url: '/for/short', remoteAddress: from });
    expect(english.body).toContain('This link is not valid');
    // Such an address opens no link: no miss is counted (the limit here is 5), the real link opens.
    expect((await t.app.inject({ method: 'GET', url: link.path, remoteAddress: from })).statusCode).toBe(200);
  });

  it('counts a guesser’s misses on two instances together (docs/decisions/0187-shared-link-miss-throttle.md)', async () => {
    const otherDb: Db | undefined =
      testDialect() === 'postgres' ? openDatabase({ databaseUrl: t.db.url, poolSize: 2 }) : undefined;
    const other = await buildApp({ db: otherDb ?? t.db, linkMissLimit: 5 });
    const guess = (app: typeof other, index: number) =>
      app.inject({
        method: 'GET',
        url: VERSION_PATHS.page(`${'G'.repeat(23)}${index}`),
        remoteAddress: '192.0.2.44',
      });
    try {
      for (const [index, app] of [t.app, other, t.app, other, t.app].entries()) {
        expect((await guess(app, index)).statusCode, `guess ${index}`).toBe(404);
      }
      // Five misses in all, three on this instance: both answer 429 now.
      expect((await guess(t.app, 5)).statusCode).toBe(429);
      expect((await guess(other, 6)).statusCode).toBe(429);
    } finally {
      await other.close();
      await otherDb?.close();
    }
  });

  it('counts a link’s page view and its PDF and JSON Resume downloads under the link, for the owner’s statistics', async () => {
    const version = await createVersion({ name: 'Counted' });
    const link = await createLink(version._id, { label: 'Hooli, platform role' });
    const token = tokenOf(link);
    const browser = { 'user-agent': DESKTOP_BROWSER };
    expect((await t.request('GET', link.path, { headers: browser })).statusCode).toBe(200);
    expect((await t.request('GET', VERSION_PATHS.pdf(token), { headers: browser })).statusCode).toBe(200);
    // The owner opening the link is not counted (docs/product.md §21).
    expect((await t.request('GET', link.path, { cookie, headers: browser })).statusCode).toBe(200);
    await t.app.visitCounter!.flush();
    const stats = expectOk<Statistics>(await t.request('GET', ANALYTICS_PATHS.statistics, { cookie }));
    const counted = stats.links.find((entry) => entry.linkId === link._id);
    expect(counted).toMatchObject({ opens: 1, downloads: 1, downloadsByLanguage: { en: 1 } });
    expect(counted!.firstOpenedAt).not.toBeNull();
  });

  it('bounds what one address adds to a link in a day, whatever its User-Agent (decision 0239)', async () => {
    const version = await createVersion({ name: 'Inflated' });
    const link = await createLink(version._id, { label: 'Guessed at' });
    const open = (address: string, agent: string) =>
      t.app.inject({
        method: 'GET',
        url: link.path,
        remoteAddress: address,
        headers: { 'user-agent': agent },
      });
    for (let i = 0; i < 120; i += 1) {
      const agent = DESKTOP_BROWSER.replace(/Chrome\/[\d.]+/, `Chrome/${100 + i}.0.0.0`);
      expect((await open('203.0.113.50', agent)).statusCode).toBe(200);
    }
    // Someone else opening it is still counted.
    expect((await open('198.51.100.60', DESKTOP_BROWSER)).statusCode).toBe(200);
    await t.app.visitCounter!.flush();
    const events = await t.db.kysely
      .selectFrom('visitEvents')
      .select(['visitor'])
      .where('linkId', '=', link._id)
      .execute();
    expect(events).toHaveLength(LINK_EVENTS_PER_ADDRESS + 1);
    expect(new Set(events.map((event) => event.visitor)).size).toBe(LINK_VISITORS_PER_ADDRESS + 1);
    const stats = expectOk<Statistics>(await t.request('GET', ANALYTICS_PATHS.statistics, { cookie }));
    expect(stats.links.find((entry) => entry.linkId === link._id)).toMatchObject({
      opens: LINK_EVENTS_PER_ADDRESS + 1,
    });
  });

  it('works like the site without scripts: the contact form posts to the link, the theme button sets the cookie (docs/decisions/0188-link-pages-like-the-site.md)', async () => {
    const version = await createVersion({ name: 'Contact' });
    const link = await createLink(version._id, { label: 'Initech, data role' });
    const token = tokenOf(link);
    const browser = { 'user-agent': DESKTOP_BROWSER };
    const page = await t.request('GET', `${link.path}?lang=es`, { headers: browser });
    expect(page.statusCode).toBe(200);
    // Under the site's `no-referrer` a browser posts the forms with `Origin: null`, refused as cross-site.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain(
      `action="${VERSION_PATHS.message(token)}?lang=es" enctype="multipart/form-data"`,
    );
    expect(page.body).toContain(`action="${VERSION_PATHS.theme(token)}?lang=es"`);
    const formToken = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const form = (fields: Record<string, string>) => {
      const boundary = 'vitae-link-form';
      const payload =
        Object.entries(fields)
          .map(
            ([name, value]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join('') + `--${boundary}--\r\n`;
      return { 'content-type': `multipart/form-data; boundary=${boundary}`, payload };
    };
    const post = (path: string, fields: Record<string, string>) => {
      const { payload, ...type } = form(fields);
      return t.app.inject({ method: 'POST', url: path, headers: { ...browser, ...type }, payload });
    };
    // Refused (a bad email): the page again, in Spanish, with why and every character typed.
    const typed = 'Hola <b>$& $1</b>';
    const refused = await post(`${VERSION_PATHS.message(token)}?lang=es`, {
      name: 'Ana',
      email: 'not-an-email',
      message: typed,
      token: formToken,
      website: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('El mensaje no se envió');
    expect(refused.body).toContain('Hola &lt;b&gt;$&amp; $1&lt;/b&gt;</textarea>');
    expect(refused.body).toContain('value="not-an-email"');
    const sent = await post(`${VERSION_PATHS.message(token)}?lang=es`, {
      name: 'Ana',
      email: 'ana@example.com',
      message: typed,
      token: formToken,
      website: '',
    });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(303);
    expect(sent.headers.location).toBe(`${VERSION_PATHS.page(token)}?lang=es&sent=1#contact`);
    const thanked = await t.request('GET', `${link.path}?lang=es&sent=1`, { headers: browser });
    expect(thanked.body).toContain('¡Gracias! Tu mensaje se envió.');
    // In the inbox with the link's label, and counted under the link.
    const inbox = expectOk<{ message: string; linkLabel: string | null }[]>(
      await t.request('GET', '/api/messages', { cookie }),
    );
    expect(inbox[0]).toMatchObject({ message: typed, linkLabel: 'Initech, data role' });
    await t.app.visitCounter!.flush();
    const stats = expectOk<Statistics>(await t.request('GET', ANALYTICS_PATHS.statistics, { cookie }));
    expect(stats.links.find((entry) => entry.linkId === link._id)).toMatchObject({ opens: 2, messages: 1 });
    // The theme button: the cookie the site's button sets, and back to the page.
    const themed = await post(`${VERSION_PATHS.theme(token)}?lang=es`, { theme: 'dark' });
    expect(themed.statusCode).toBe(303);
    expect(themed.headers.location).toBe(`${VERSION_PATHS.page(token)}?lang=es`);
    expect(String(themed.headers['set-cookie'])).toMatch(/^theme=dark;/);
    expect((await post(VERSION_PATHS.theme(token), { theme: 'purple' })).statusCode).toBe(400);
    // A revoked link takes no message.
    expectOk(await t.request('POST', VERSION_PATHS.revoke(link._id), { cookie }));
    const late = await post(VERSION_PATHS.message(token), {
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Late',
      token: formToken,
      website: '',
    });
    expect(late.statusCode).toBe(410);
  });

  it('answers a link made on one instance on another at once, and its revocation too', async () => {
    // Another server on the same database: its own connection pool on PostgreSQL, the same file's
    // connection on SQLite (one process holds the file).
    const otherDb: Db | undefined =
      testDialect() === 'postgres' ? openDatabase({ databaseUrl: t.db.url, poolSize: 2 }) : undefined;
    const other = await buildApp({ db: otherDb ?? t.db });
    try {
      const version = await createVersion({ name: 'Two instances' });
      const link = await createLink(version._id, { label: 'Made on A' });
      expect((await other.inject({ method: 'GET', url: link.path })).statusCode).toBe(200);
      expectOk(await t.request('POST', VERSION_PATHS.revoke(link._id), { cookie }));
      expect((await other.inject({ method: 'GET', url: link.path })).statusCode).toBe(410);
    } finally {
      await other.close();
      await otherDb?.close();
    }
  });

  it('keeps versions and links through a backup and its restore', async () => {
    const version = await createVersion({ name: 'Backed up' });
    const link = await createLink(version._id, { label: 'Kept', frozen: true });
    const backup = await t.request('GET', '/api/admin/backup', { cookie });
    expect(backup.statusCode).toBe(200);
    expectOk(await t.request('DELETE', VERSION_PATHS.version(version._id), { cookie }));
    expect((await t.request('GET', link.path)).statusCode).toBe(404);
    const body = await multipart(backup.rawPayload, 'backup.json.gz');
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/admin/restore?confirm=true',
      headers: { 'content-type': body.contentType, cookie },
      payload: body.payload,
    });
    expect(restored.statusCode, restored.body.slice(0, 300)).toBe(200);
    expect(
      expectOk<Version>(await t.request('GET', VERSION_PATHS.version(version._id), { cookie })).name,
    ).toBe('Backed up');
    const page = await t.request('GET', link.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Globex');
  });

  it('duplicates and deletes a version; deleting it makes its links 404', async () => {
    const version = await createVersion({ name: 'Original', includeNew: false });
    expectOk(
      await t.request('PATCH', VERSION_PATHS.version(version._id), {
        cookie,
        body: { entries: { [ids.alpha!]: false }, hiddenSections: ['social-medias'] },
      }),
    );
    const copy = expectOk<Version>(
      await t.request('POST', VERSION_PATHS.duplicate(version._id), { cookie, body: {} }),
      201,
    );
    expect(copy).toMatchObject({
      name: 'Original (copy)',
      includeNew: false,
      entries: { [ids.alpha!]: false },
      hiddenSections: ['social-medias'],
      baselineAt: version.baselineAt,
    });
    // A master entry created after the baseline is left out by a version that does not include new ones.
    const gamma = expectOk<Entry>(
      await t.request('POST', '/api/proyects', { cookie, body: { title: 'Gamma app' } }),
      201,
    );
    const content = expectOk<Record<string, { _id: string }[]>>(
      await t.request('GET', VERSION_PATHS.content(copy._id), { cookie }),
    );
    const projectIds = content['/api/proyects/populated?populate=languages,categories']!.map(
      (project) => project._id,
    );
    expect(projectIds).toEqual([ids.beta]);
    expect(projectIds).not.toContain(gamma._id);

    const link = await createLink(copy._id, { label: 'To delete' });
    expectOk(await t.request('DELETE', VERSION_PATHS.version(copy._id), { cookie }));
    expectError(await t.request('GET', VERSION_PATHS.version(copy._id), { cookie }), 404);
    expect((await t.request('GET', link.path)).statusCode).toBe(404);
  });

  it('gives the owner a version’s PDF CV without a link: admin only, 404 for an unknown id', async () => {
    const version = await createVersion({ name: 'Owner CV' });
    expectOk(
      await t.request('PATCH', VERSION_PATHS.version(version._id), {
        cookie,
        body: {
          entries: { [ids.acme!]: false },
          overrides: { projectOrder: [ids.beta] },
          design: 'academic',
        },
      }),
    );
    const pdf = await t.request('GET', `${VERSION_PATHS.cv(version._id)}?lang=es`, { cookie });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-language']).toBe('es');
    expect(pdf.headers['content-disposition']).toContain('(es).pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    // The version's content (an earlier test renamed Globex Data), in Spanish, Acme left out.
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Globex');
    expect(text).toContain('Experiencia');
    expect(text).not.toContain('Acme Robotics');
    expect(text.indexOf('Beta pipeline')).toBeLessThan(text.indexOf('Alpha compiler'));

    expectError(await t.request('GET', VERSION_PATHS.cv(version._id)), 401);
    expectError(await t.request('GET', VERSION_PATHS.cv(version._id), { cookie: t.userCookie }), 403);
    expectError(await t.request('GET', VERSION_PATHS.cv('ffffffffffffffffffffffff'), { cookie }), 404);
    expectError(await t.request('GET', `${VERSION_PATHS.cv(version._id)}?format=a3`, { cookie }), 400);
  });

  it('is the admin’s only (401 anonymous, 403 another user) and refuses bad input with a 400 that changes nothing', async () => {
    const version = await createVersion({ name: 'Guarded' });
    for (const [method, url, body] of [
      ['GET', VERSION_PATHS.versions, undefined],
      ['POST', VERSION_PATHS.versions, { name: 'X' }],
      ['PATCH', VERSION_PATHS.version(version._id), { name: 'X' }],
      ['DELETE', VERSION_PATHS.version(version._id), undefined],
      ['POST', VERSION_PATHS.links(version._id), { label: 'X' }],
      ['GET', VERSION_PATHS.links(version._id), undefined],
    ] as const) {
      expectError(await t.request(method, url, { body }), 401);
      expectError(await t.request(method, url, { body, cookie: t.userCookie }), 403);
    }
    for (const body of [
      { name: '' },
      { hiddenSections: ['nope'] },
      { entries: { 'not-an-id': true } },
      { overrides: { unknown: 1 } },
      { language: 'fr' },
    ]) {
      expectError(await t.request('PATCH', VERSION_PATHS.version(version._id), { cookie, body }), 400);
    }
    expectError(
      await t.request('POST', VERSION_PATHS.links(version._id), { cookie, body: { label: '' } }),
      400,
    );
    expect(expectOk<Version>(await t.request('GET', VERSION_PATHS.version(version._id), { cookie }))).toEqual(
      version,
    );
    expectError(await t.request('GET', VERSION_PATHS.version('ffffffffffffffffffffffff'), { cookie }), 404);
  });
});

describe.skipIf(skipReason() !== '')(
  'the versions’ and links’ limits under concurrent creates (decision 0238)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('20 creates at one version below the limit: one gets the last place, the others 409, never more', async () => {
      for (let i = await versionsRepository.count(t.db.kysely); i < VERSION_LIMITS.versions - 1; i += 1) {
        await versionsRepository.create(t.db.kysely, {
          name: `Filler ${i}`,
          language: null,
          includeNew: true,
        });
      }
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.request('POST', VERSION_PATHS.versions, { cookie: t.adminCookie, body: { name: `Racer ${i}` } }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
      expect(await versionsRepository.count(t.db.kysely)).toBe(VERSION_LIMITS.versions);
    });

    it('10 link creates at one link below the limit: one gets the last place, the others 409, never more', async () => {
      const [version] = await t.db.kysely.selectFrom('versions').select('id').limit(1).execute();
      const versionId = version!.id;
      for (
        let i = await linksRepository.count(t.db.kysely, versionId);
        i < VERSION_LIMITS.links - 1;
        i += 1
      ) {
        await linksRepository.create(t.db.kysely, {
          versionId,
          label: `Filler ${i}`,
          note: '',
          expiresAt: null,
          snapshot: null,
        });
      }
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.request('POST', VERSION_PATHS.links(versionId), {
            cookie: t.adminCookie,
            body: { label: `Racer ${i}` },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      expect(await linksRepository.count(t.db.kysely, versionId)).toBe(VERSION_LIMITS.links);
    });
  },
);
