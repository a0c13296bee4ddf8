/**
 * API tests of what the server sends a visitor's page of islands (docs/decisions/0222-first-window-first-paint.md),
 * with a built web app whose pages are small stand-ins (index.html, app.html, visitor.html, boot.js)
 * and whose server entry writes back what it was asked for:
 * - a visitor's page asks the entry for the hand-over's state only and starts its scripts at low
 *   priority; a signed-in owner's page asks for the whole state at the application's priority;
 * - a kept page is compressed again, harder: soon after its first answer, its brotli bytes are those of
 *   quality 11, and they decompress to the page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEPT_COMPRESSION } from '../../lib/reply.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portfolio</title>' +
  '<script type="module" crossorigin src="/assets/ENTRY.js"></script></head><body><div id="root"></div></body></html>';

/** The stand-in server entry: writes whether it was asked for the hand-over's state only. */
const ENTRY = `
export default {
  listPaths: ['/api/people'],
  pageKind: (pathname) => (pathname === '/' ? 'home' : pathname === '/forbidden' ? 'forbidden' : 'not-found'),
  async render({ user, handoffOnly }) {
    const words = Array.from({ length: 600 }, (_, i) => 'word' + (i % 37)).join(' ');
    return {
      html: '<p>user=' + (user ? user.email : 'none') + ' ' + words + '</p>',
      state: { handoffOnly: handoffOnly === true },
    };
  },
};
`;

describe.skipIf(skipReason() !== '')("a visitor's page of islands", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-visitor-page-'));
    const dist = path.join(root, 'web');
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE.replace('ENTRY', 'index'));
    fs.writeFileSync(path.join(dist, 'app.html'), TEMPLATE.replace('ENTRY', 'index'));
    fs.writeFileSync(path.join(dist, 'visitor.html'), TEMPLATE.replace('ENTRY', 'visitor'));
    fs.writeFileSync(path.join(dist, 'boot.js'), '');
    fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), ENTRY);
    t = await createTestApp({ webDist: dist, publicUrl: 'https://cv.example.com/', siteName: 'My CV' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("carries the hand-over's state and low-priority scripts for a visitor, the whole state for the owner", async () => {
    const visitor = await t.request('GET', '/');
    expect(visitor.body).toContain('user=none');
    expect(visitor.body).toContain('data-entry="/assets/visitor.js"');
    expect(visitor.body).toContain('data-priority="low"');
    expect(visitor.body).toContain('{"handoffOnly":true}');

    const owner = await t.request('GET', '/', { cookie: t.adminCookie });
    expect(owner.body).toContain('user=admin@example.com');
    expect(owner.body).toContain('data-entry="/assets/index.js"');
    expect(owner.body).not.toContain('data-priority');
    expect(owner.body).toContain('{"handoffOnly":false}');
  });

  it('sends a kept page compressed at brotli 11 once that is made', async () => {
    const page = (await t.request('GET', '/')).rawPayload;
    const best = zlib.brotliCompressSync(page, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: KEPT_COMPRESSION.brotliQuality },
    });
    await vi.waitFor(
      async () => {
        const res = await t.request('GET', '/', { headers: { 'accept-encoding': 'br' } });
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.rawPayload.length).toBe(best.length);
        expect(zlib.brotliDecompressSync(res.rawPayload).equals(page)).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
