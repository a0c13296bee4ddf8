/**
 * API tests of the home page's category filter in its address (src/server/modules/site/pages.ts,
 * src/shared/category-filter.ts; docs/decisions/0203-category-filter-in-the-address.md,
 * docs/product.md §24): with a built web app whose server entry is a small stand-in (it writes the
 * address it renders at and counts its renders), the real app on the real database answers:
 * - `/?category=<id of a category>` rendered with that category chosen, kept apart from `/` (its own
 *   page, ETag and render) and kept until an edit; the canonical URL stays `/`;
 * - any other value (unknown, empty, repeated spellings) the page without a filter, from its key;
 * - the same for a signed-in user's page; the other page kinds ignore the parameter.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, RESOURCE } from '../../../shared/paths.js';
import { expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portfolio</title></head><body><div id="root"></div></body></html>';

/** The stand-in server entry: writes its render number and the address it renders at. */
const ENTRY = `
let renders = 0;
export default {
  listPaths: ['/api/people', '/api/categories'],
  pageKind(pathname) {
    if (pathname === '/') return 'home';
    if (pathname === '/forbidden') return 'forbidden';
    return 'not-found';
  },
  async render({ url, user }) {
    renders += 1;
    return { html: '<p>render ' + renders + ' at ' + url + ' user=' + (user ? user.email : 'none') + '</p>', state: {} };
  },
};
`;

/** The render written in a page: its number and the address it was rendered at. */
function renderOf(body: string): { number: number; at: string } {
  const found = /<p>render (\d+) at (\S+) /.exec(body);
  if (!found) throw new Error(`No render in the page: ${body.slice(0, 300)}`);
  return { number: Number(found[1]), at: found[2]! };
}

describe.skipIf(skipReason() !== '')("the home page's category filter in its address", () => {
  let t: TestApp;
  let root: string;
  let web: string;
  let mobile: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-category-filter-'));
    fs.mkdirSync(path.join(root, 'web'));
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(path.join(root, 'web', 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), ENTRY);
    t = await createTestApp({ webDist: path.join(root, 'web'), publicUrl: 'https://cv.example.com/' });
    const create = async (title: string) =>
      expectOk<{ _id: string }>(
        await t.request('POST', `${paths.list(RESOURCE.category)}/`, {
          cookie: t.adminCookie,
          body: { title },
        }),
        201,
      )._id;
    web = await create('Web');
    mobile = await create('Mobile');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("renders a category's filter at its own address, kept apart from the page without it, canonical /", async () => {
    const plain = await t.request('GET', '/');
    expect(renderOf(plain.body).at).toBe('/');
    const filtered = await t.request('GET', `/?category=${web}`);
    expect(filtered.statusCode).toBe(200);
    expect(renderOf(filtered.body).at).toBe(`/?category=${web}`);
    expect(filtered.body).toContain('<link rel="canonical" href="https://cv.example.com/" />');
    expect(filtered.headers.etag).not.toBe(plain.headers.etag);
    const other = await t.request('GET', `/?lang=en&category=${mobile}`);
    expect(renderOf(other.body).at).toBe(`/?category=${mobile}`);

    // Each is kept: asked again, the same page (no new render), and its tag answers 304.
    expect((await t.request('GET', `/?category=${web}`)).body).toBe(filtered.body);
    expect((await t.request('GET', '/')).body).toBe(plain.body);
    const again = await t.request('GET', `/?category=${web}`, {
      headers: { 'if-none-match': filtered.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // The tag of the page without the filter does not answer for the filtered one.
    const withPlainTag = await t.request('GET', `/?category=${web}`, {
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(withPlainTag.statusCode).toBe(200);
    expect(withPlainTag.body).toBe(filtered.body);
  });

  it('answers any other value with the page without a filter, from its own key (no render of its own)', async () => {
    const plain = await t.request('GET', '/');
    for (const search of [
      '?category=nothing-like-an-id',
      '?category=',
      '?category',
      `?category=${web.toUpperCase()}x`,
      '?category=%3Cscript%3E',
      '?other=1',
    ]) {
      const res = await t.request('GET', `/${search}`);
      expect(res.statusCode, search).toBe(200);
      expect(res.body, search).toBe(plain.body);
    }
  });

  it('renders a filtered page again after an edit, and a deleted category is no filter any more', async () => {
    const before = renderOf((await t.request('GET', `/?category=${mobile}`)).body).number;
    expectOk(
      await t.request('PUT', `${paths.list(RESOURCE.category)}/${mobile}`, {
        cookie: t.adminCookie,
        body: { title: 'Phones' },
      }),
    );
    const after = renderOf((await t.request('GET', `/?category=${mobile}`)).body);
    expect(after.number).toBeGreaterThan(before);
    expect(after.at).toBe(`/?category=${mobile}`);

    expectOk(
      await t.request('DELETE', `${paths.list(RESOURCE.category)}/${mobile}`, { cookie: t.adminCookie }),
    );
    expect(renderOf((await t.request('GET', `/?category=${mobile}`)).body).at).toBe('/');
  });

  it("renders a signed-in user's page with the filter too; the other pages ignore it", async () => {
    const owner = await t.request('GET', `/?category=${web}`, { cookie: t.adminCookie });
    expect(renderOf(owner.body).at).toBe(`/?category=${web}`);
    expect(owner.body).toContain('user=admin@example.com');
    const unknown = await t.request('GET', '/?category=unknown', { cookie: t.adminCookie });
    expect(renderOf(unknown.body).at).toBe('/');

    const forbidden = await t.request('GET', `/forbidden?category=${web}`);
    expect(forbidden.statusCode).toBe(403);
    expect(renderOf(forbidden.body).at).toBe('/forbidden');
    const missing = await t.request('GET', `/nowhere?category=${web}`);
    expect(missing.statusCode).toBe(404);
    expect(renderOf(missing.body).at).toBe('/404');
  });
});
