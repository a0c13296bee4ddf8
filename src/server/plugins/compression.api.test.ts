/**
 * API tests of response compression (docs/decisions/0005-compression.md): with `Accept-Encoding`
 * the API lists (first answer and cached), the HTML page and the built assets answer compressed
 * (`.br`/`.gz` siblings when the build wrote them, on the fly otherwise), and decompressed they equal
 * the plain answer; without `Accept-Encoding` nothing is compressed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../lib/reply.js';
import { expectOk } from '../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../test/test-app.js';

/** The answer's body, decompressed per its Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

const PAGE = `<!doctype html><html><body>VITAE INDEX ${'<p>text</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const text = ${JSON.stringify('compress me '.repeat(400))};\n`;
const STYLES = `body { color: red; }\n${'.card { margin: 0; padding: 0; }\n'.repeat(100)}`;

describe.skipIf(skipReason() !== '')('response compression', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    // index.html with the siblings the build writes (vite.config.ts): the SPA fallback sends them.
    fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(PAGE));
    fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(PAGE));
    // x.js has no sibling (compressed on the fly); y.css has the siblings a build writes.
    fs.writeFileSync(path.join(dist, 'assets', 'x-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'y-abc123.css'), STYLES);
    fs.writeFileSync(path.join(dist, 'assets', 'y-abc123.css.br'), zlib.brotliCompressSync(STYLES));
    fs.writeFileSync(path.join(dist, 'assets', 'y-abc123.css.gz'), zlib.gzipSync(STYLES));
    t = await createTestApp({ webDist: dist });
    for (let i = 0; i < 12; i++) {
      expectOk(
        await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          body: { company: `Company ${i}`, description: 'A long description of the work. '.repeat(10) },
        }),
        201,
      );
    }
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['gzip', 'br', 'br, gzip', 'gzip, deflate, br, zstd'])(
    'GET /api/works with Accept-Encoding %s answers compressed, equal to the plain answer',
    async (accept) => {
      const plain = await t.request('GET', '/api/works');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      // Twice: the first answer fills the list cache, the second comes from it.
      for (let round = 0; round < 2; round++) {
        const res = await t.request('GET', '/api/works', { headers: { 'accept-encoding': accept } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decoded(res)).toBe(plain.body);
      }
    },
  );

  it('a small answer and a client without Accept-Encoding (or with identity) get plain bytes', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of cases) {
      const res = await t.request('GET', '/api/works', { headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().response).toHaveLength(12);
    }
    const small = await t.request('GET', '/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('a write is seen compressed at once (the cached compressed bytes are dropped)', async () => {
    const before = await t.request('GET', '/api/works', { headers: { 'accept-encoding': 'br' } });
    const created = expectOk<{ _id: string }>(
      await t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: 'Fresh Company' } }),
      201,
    );
    const after = await t.request('GET', '/api/works', { headers: { 'accept-encoding': 'br' } });
    expect(decoded(before)).not.toContain('Fresh Company');
    expect(decoded(after)).toContain('Fresh Company');
    expectOk(await t.request('DELETE', `/api/works/${created._id}`, { cookie: t.adminCookie }));
  });

  it('a built asset without a sibling is compressed on the fly and keeps its immutable cache', async () => {
    const plain = await t.request('GET', '/assets/x-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const encoding of ['gzip', 'br']) {
      const res = await t.request('GET', '/assets/x-abc123.js', { headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toMatch(/immutable/);
      expect(decoded(res)).toBe(SCRIPT);
    }
  });

  it('a built asset with .br/.gz siblings answers the sibling for the accepted coding', async () => {
    const br = await t.request('GET', '/assets/y-abc123.css', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/css/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(decoded(br)).toBe(STYLES);
    const gz = await t.request('GET', '/assets/y-abc123.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(STYLES);
    const plain = await t.request('GET', '/assets/y-abc123.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(STYLES);
    // The siblings are not routes of their own: a missing asset is 404, not a page (decision 0110 §10).
    expect((await t.request('GET', '/assets/y-abc123.css.br')).statusCode).toBe(404);
  });

  it('the HTML page (any client route) answers its built sibling, equal to index.html', async () => {
    const plain = await t.request('GET', '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    for (const url of ['/', '/works', '/admin/profile']) {
      for (const encoding of ['gzip', 'br']) {
        const res = await t.request('GET', url, { headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(decoded(res)).toBe(PAGE);
      }
    }
  });

  it('preferredEncoding picks brotli first and honours q=0', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
  });
});
