/**
 * API tests of the HTTP safety rules and the app's edges: 415 for writes without JSON, the
 * cross-site write check, CORS only for listed origins, 413, invalid JSON, unknown /api paths, the
 * SPA fallback, health, the OpenAPI document and the security headers.
 * Source: docs/api.md "Basics" and "Sessions and safety"; docs/architecture.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../test/expect-api.js';
import { assertNoSecrets, createTestApp, skipReason, type TestApp } from '../test/test-app.js';

const LISTED = 'https://admin.example.com';

describe.skipIf(skipReason() !== '')('security and edges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ corsOrigins: [LISTED] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const works = async () => expectOk<unknown[]>(await t.request('GET', '/api/works'));

  describe('415 without a JSON body type', () => {
    it.each([
      ['text/plain', '{"company":"X"}'],
      ['application/x-www-form-urlencoded', 'company=X'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/jsonp', '{}'],
    ])('POST with %s is 415 and creates nothing', async (type, body) => {
      const before = await works();
      expectError(
        await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          headers: { 'content-type': type },
          body,
        }),
        415,
      );
      expect(await works()).toEqual(before);
    });

    it('a write with no Content-Type at all is 415 (POST, PUT, PATCH, DELETE)', async () => {
      const created = expectOk<{ _id: string }>(
        await t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: 'Keep' } }),
        201,
      );
      for (const [method, url] of [
        ['POST', '/api/works'],
        ['PUT', `/api/works/${created._id}`],
        ['PATCH', '/api/works/reorder'],
        ['DELETE', `/api/works/${created._id}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: { cookie: t.adminCookie } });
        assertNoSecrets(res, `${method} ${url}`);
        expectError(res, 415);
      }
      expectOk(await t.request('GET', `/api/works/${created._id}`));
    });

    it('application/json with a charset is accepted', async () => {
      expectOk(
        await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: { company: 'Charset' },
        }),
        201,
      );
    });
  });

  describe('cross-site writes', () => {
    it('a foreign Origin is 403 and changes nothing', async () => {
      const before = await works();
      for (const origin of [
        'https://evil.example',
        'http://localhost:8080',
        'https://localhost:80',
        'null',
      ]) {
        const res = await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          headers: { origin },
          body: { company: 'Evil' },
        });
        expectError(res, 403);
      }
      expect(await works()).toEqual(before);
    });

    it('a sign-in from a foreign Origin is 403 and sets no cookie (login CSRF)', async () => {
      const res = await t.request('POST', '/api/auth/login', {
        headers: { origin: 'https://evil.example' },
        body: { email: 'admin@example.com', password: 'admin-password-123' },
      });
      expectError(res, 403);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('the own origin (Host) is allowed', async () => {
      const res = await t.request('POST', '/api/works', {
        cookie: t.adminCookie,
        headers: { origin: 'http://vitae.local:3000', host: 'vitae.local:3000' },
        body: { company: 'Own origin' },
      });
      expectOk(res, 201);
    });

    it('an origin listed in CORS_ORIGINS is allowed, and no Origin at all is allowed', async () => {
      expectOk(
        await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          headers: { origin: LISTED },
          body: { company: 'Listed' },
        }),
        201,
      );
      expectOk(
        await t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: 'No origin' } }),
        201,
      );
    });

    it('the public URL origin counts as own', async () => {
      const app = await createTestApp({ publicUrl: 'https://cv.example.org/' });
      try {
        const res = await app.request('POST', '/api/works', {
          cookie: app.adminCookie,
          headers: { origin: 'https://cv.example.org' },
          body: { company: 'Public URL' },
        });
        expectOk(res, 201);
        const foreign = await app.request('POST', '/api/works', {
          cookie: app.adminCookie,
          headers: { origin: 'https://other.example.org' },
          body: { company: 'Foreign' },
        });
        expectError(foreign, 403);
        // With PUBLIC_URL set the Host header (chosen by the client) never makes an origin own.
        const spoofed = await app.request('POST', '/api/works', {
          cookie: app.adminCookie,
          headers: { origin: 'http://evil.test:4000', host: 'evil.test:4000' },
          body: { company: 'Spoofed host' },
        });
        expectError(spoofed, 403, 'Cross-site requests are not allowed from this origin.');
        expect(
          expectOk<{ company: string }[]>(await app.request('GET', '/api/works')).map((w) => w.company),
        ).toEqual(['Public URL']);
      } finally {
        await app.close();
      }
    });

    it('Sec-Fetch-Site: cross-site without an Origin is 403; same-origin and none are allowed', async () => {
      const before = await works();
      expectError(
        await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          headers: { 'sec-fetch-site': 'cross-site' },
          body: { company: 'Cross-site' },
        }),
        403,
      );
      expect(await works()).toEqual(before);
      expectOk(
        await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          headers: { 'sec-fetch-site': 'cross-site', origin: LISTED },
          body: { company: 'Cross-site listed' },
        }),
        201,
      );
      expectOk(
        await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          headers: { 'sec-fetch-site': 'same-origin' },
          body: { company: 'Same origin' },
        }),
        201,
      );
    });

    it('reads with a foreign Origin are not refused', async () => {
      const res = await t.request('GET', '/api/works', { headers: { origin: 'https://evil.example' } });
      expectOk(res);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('CORS', () => {
    it('a listed origin gets CORS headers with credentials', async () => {
      const res = await t.request('GET', '/api/works', { headers: { origin: LISTED } });
      expectOk(res);
      expect(res.headers['access-control-allow-origin']).toBe(LISTED);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    });

    it('a preflight from a listed origin is answered; from another origin it gets no CORS headers', async () => {
      const listed = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/works',
        headers: {
          origin: LISTED,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      assertNoSecrets(listed, 'OPTIONS');
      expect(listed.statusCode).toBeLessThan(300);
      expect(listed.headers['access-control-allow-origin']).toBe(LISTED);
      expect(String(listed.headers['access-control-allow-methods'])).toMatch(/POST/);
      const other = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/works',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();
      // Not an error either (decision 0110 §10: it was 401).
      expect(other.statusCode).toBe(204);
      expect(other.body).toBe('');
    });

    it('an unlisted origin gets no CORS headers, not an error', async () => {
      const res = await t.request('GET', '/api/works', { headers: { origin: 'https://other.example' } });
      expectOk(res);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  describe('bodies', () => {
    it('a body over 1 MiB is 413 and changes nothing', async () => {
      const before = await works();
      const body = JSON.stringify({ company: 'Big', description: 'x'.repeat(1024 * 1024) });
      expectError(await t.request('POST', '/api/works', { cookie: t.adminCookie, body }), 413);
      expect(await works()).toEqual(before);
    });

    it('a body just under 1 MiB is read (and then validated: description too long is 400)', async () => {
      const body = JSON.stringify({ company: 'Big', description: 'x'.repeat(1024 * 1024 - 100) });
      expectError(await t.request('POST', '/api/works', { cookie: t.adminCookie, body }), 400, /description/);
    });

    it('a NUL character in any text is 400 (PostgreSQL cannot store it), on every route', async () => {
      const before = await works();
      expectError(
        await t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: 'a\u0000b' } }),
        400,
        /NUL/,
      );
      expectError(
        await t.request('POST', '/api/works', { cookie: t.adminCookie, body: { ['x\u0000']: 1 } }),
        400,
        /NUL/,
      );
      expectError(
        await t.request('POST', '/api/auth/login', { body: { email: 'a\u0000@example.com', password: 'x' } }),
        400,
      );
      expect(await works()).toEqual(before);
      // An escaped backslash followed by "u0000" is ordinary text.
      const ok = expectOk<{ company: string }>(
        await t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: 'C:\\u0000' } }),
        201,
      );
      expect(ok.company).toBe('C:\\u0000');
    });

    it('URLs the router rejects are 400 in the error envelope', async () => {
      expectError(await t.request('GET', `/api/works/${'a'.repeat(150)}`), 400);
      expectError(
        await t.request('PUT', `/api/works/${'a'.repeat(150)}`, { cookie: t.adminCookie, body: {} }),
        400,
      );
      expectError(await t.request('GET', '/api/works/%E0%A4%A'), 400);
    });

    it.each(['{', '{"company": }', "{'company': 'x'}", 'undefined', '{"a":1}}'])(
      'invalid JSON %s is 400',
      async (body) => {
        const before = await works();
        expectError(await t.request('POST', '/api/works', { cookie: t.adminCookie, body }), 400);
        expect(await works()).toEqual(before);
      },
    );
  });

  describe('deeply nested JSON (decision 0110 §4)', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    it.each([65, 400, 10_000, 100_000])('a body nested %i levels deep is 400, not 500', async (depth) => {
      for (const body of [
        `{"n":${nested(depth)},"email":"\\u0000","password":"x"}`,
        `{"n":${nested(depth)},"email":"a@b.c","password":"x"}`,
      ]) {
        expectError(
          await t.request('POST', '/api/auth/login', { body }),
          400,
          'The request body is nested more than 64 levels deep.',
        );
      }
    });

    it('brackets inside strings do not count, and 64 levels are accepted', async () => {
      const body = `{"company":"${'['.repeat(150)}","extra":${nested(63)}}`;
      const created = expectOk<{ company: string }>(
        await t.request('POST', '/api/works', { cookie: t.adminCookie, body }),
        201,
      );
      expect(created.company).toBe('['.repeat(150));
    });

    it('a NUL character deep inside a wide body is still refused', async () => {
      const wide = JSON.stringify({ company: 'x', list: [...Array(200_000).fill(1), ['\u0000']] });
      expectError(
        await t.request('POST', '/api/works', { cookie: t.adminCookie, body: wide }),
        400,
        'Text cannot contain the NUL character (\\u0000).',
      );
    });
  });

  describe('routes that do not exist, and the web app', () => {
    it.each([
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['GET', '/api/works/reorder/extra/path'],
      ['POST', '/api/nothing-here'],
      ['DELETE', '/api/works'],
      ['GET', '/api/nothing?x=1'],
    ] as const)('%s %s is 404 in the error envelope', async (method, url) => {
      const res = await t.request(method, url, {
        cookie: t.adminCookie,
        ...(method === 'GET' ? {} : { body: {} }),
      });
      const error = expectError(res, 404);
      expect(error.code).toBe('NOT_FOUND');
      expect(res.json()).toMatchObject({ method, url });
    });

    it.each(['/assets/missing-1234.js', '/assets/x.css?v=1', '/app.js.map', '/assets/deep/a.map'])(
      'a missing built file %s is 404, not the app page (decision 0110 §10)',
      async (url) => {
        const res = await t.request('GET', url);
        expect(expectError(res, 404).code).toBe('NOT_FOUND');
      },
    );

    it.each(['/', '/about', '/admin/works/edit/123', '/proyects?x=1'])(
      'GET %s answers the placeholder page (200, text/html)',
      async (url) => {
        const res = await t.request('GET', url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toMatch(/<html/i);
      },
    );

    it('sends `/` its page with the list preloads and every other client route the page without them', async () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-web-'));
      fs.writeFileSync(
        path.join(dist, 'index.html'),
        '<!doctype html><html><head><link rel="preload" as="fetch" href="/api/works"></head><body>HOME</body></html>',
      );
      fs.writeFileSync(path.join(dist, 'app.html'), '<!doctype html><html><body>APP</body></html>');
      const app = await createTestApp({ webDist: dist });
      try {
        for (const url of ['/', '/?utm=x']) expect((await app.request('GET', url)).body).toContain('HOME');
        for (const url of ['/works/form/new', '/profile', '/login?next=/']) {
          const res = await app.request('GET', url);
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain('APP');
          expect(res.body).not.toContain('preload');
        }
        // The page is not an asset route of its own.
        expect((await app.request('GET', '/app.html')).body).toContain('APP');
      } finally {
        await app.close();
        fs.rmSync(dist, { recursive: true, force: true });
      }
    });

    it('with a built web app, non-API GETs answer index.html and assets are cached for long', async () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-web-'));
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body>VITAE INDEX</body></html>');
      fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
      const app = await createTestApp({ webDist: dist });
      try {
        for (const url of ['/', '/admin/profile', '/works']) {
          const res = await app.request('GET', url);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          expect(res.body).toContain('VITAE INDEX');
        }
        const asset = await app.request('GET', '/assets/app-abc123.js');
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['cache-control']).toMatch(/immutable/);
        expectError(await app.request('GET', '/api/unknown'), 404);
      } finally {
        await app.close();
        fs.rmSync(dist, { recursive: true, force: true });
      }
    });
  });

  describe('health and docs', () => {
    it('GET /api/health is 200 {status: "ok"}', async () => {
      const res = await t.request('GET', '/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok' });
    });

    it('GET /api/health is 503 in the error envelope when the database does not answer', async () => {
      const app = await createTestApp();
      await app.db.close();
      try {
        const res = await app.request('GET', '/api/health');
        expectError(res, 503);
      } finally {
        await app.close();
      }
    });

    it('/api/docs/openapi.json is an OpenAPI document listing the routes', async () => {
      const res = await t.request('GET', '/api/docs/openapi.json');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBeTruthy();
      const routes = Object.keys(doc.paths);
      for (const route of [
        '/api/works',
        '/api/works/{id}',
        '/api/works/reorder',
        '/api/educations',
        '/api/languages',
        '/api/categories',
        '/api/social-medias',
        '/api/proyects/populated',
        '/api/proyects/{id}/populated',
        '/api/auth/login',
        '/api/auth/current',
        '/api/users/{id}',
        '/api/people/{id}',
        '/api/health',
      ]) {
        expect(routes, route).toContain(route);
      }
      expect(doc.paths['/api/works'].post.requestBody).toBeTruthy();
      expect(doc.paths['/api/works/{id}'].put).toBeTruthy();
      expect(doc.paths['/api/works/reorder'].patch).toBeTruthy();
    });
  });

  describe('security headers', () => {
    it.each(['/api/works', '/', '/api/nothing'])(
      '%s carries CSP, nosniff, frame and referrer headers',
      async (url) => {
        const res = await t.request('GET', url);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toMatch(/default-src 'self'/);
        expect(csp).toMatch(/script-src 'self'/);
        expect(csp).toMatch(/object-src 'none'/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBeDefined();
        expect(res.headers['referrer-policy']).toBeDefined();
        expect(res.headers['x-powered-by']).toBeUndefined();
      },
    );
  });
});
