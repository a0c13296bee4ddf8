/**
 * API tests of the public lists' entity tags (docs/decisions/0021-light-first-view.md):
 * every list answer carries an `ETag` (weak, a hash of the answer) and `Cache-Control: no-cache`; a
 * request naming the current tag in `If-None-Match` gets `304` with no body, plain or compressed,
 * from the list cache or not; after an edit the old tag no longer matches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../shared/paths.js';
import { expectOk } from '../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../test/test-app.js';

describe.skipIf(skipReason() !== '')('ETag and 304 on the public lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expectOk(
      await t.request('POST', paths.list('works'), { cookie: t.adminCookie, body: { company: 'ACME' } }),
      201,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([paths.list('works'), paths.list('people'), paths.projectsPopulated, paths.list('categories')])(
    'GET %s answers an ETag, and 304 with no body when If-None-Match names it',
    async (url) => {
      const first = await t.request('GET', url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      // The same tag whether the answer came from the database or the list cache.
      expect((await t.request('GET', url)).headers.etag).toBe(etag);

      const variants: Record<string, string>[] = [
        { 'if-none-match': etag },
        { 'if-none-match': `"other", ${etag}`, 'accept-encoding': 'br, gzip' },
        { 'if-none-match': etag.replace(/^W\//, '') },
      ];
      for (const headers of variants) {
        const again = await t.request('GET', url, { headers });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['content-encoding']).toBeUndefined();
      }
      const other = await t.request('GET', url, { headers: { 'if-none-match': 'W/"something-else"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    },
  );

  it('an edit changes the tag: the old one gets the new list with 200', async () => {
    const before = await t.request('GET', paths.list('works'));
    const etag = before.headers.etag as string;
    expectOk(
      await t.request('POST', paths.list('works'), { cookie: t.adminCookie, body: { company: 'Initech' } }),
      201,
    );
    const after = await t.request('GET', paths.list('works'), { headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Initech');
    expect(after.headers.etag).not.toBe(etag);
    const fresh = await t.request('GET', paths.list('works'), {
      headers: { 'if-none-match': after.headers.etag as string },
    });
    expect(fresh.statusCode).toBe(304);
  });
});
