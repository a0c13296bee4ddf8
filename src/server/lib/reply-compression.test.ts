/**
 * The kept answers' harder compression (src/server/lib/reply.ts compressHarder,
 * docs/decisions/0222-first-window-first-paint.md): made off the event loop, smaller than the quick
 * forms, and the same bytes once decompressed; an answer under the threshold is left alone.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, compressHarder, COMPRESSION, type CachedBody } from './reply.js';

/** A page-like body: repeated markup with varied text, as the site's pages are. */
const page = Buffer.from(
  `<!doctype html><html><head><style>${'.card{display:flex;gap:1rem}'.repeat(40)}</style></head><body>` +
    Array.from(
      { length: 400 },
      (_, index) =>
        `<article class="card" data-fade-in><h3>Entry ${index}</h3><p>${(index * 7919).toString(36)} text of entry ${index % 13}, with words that repeat.</p></article>`,
    ).join('') +
    '</body></html>',
);

describe('compressHarder', () => {
  it('replaces the quick forms with smaller ones that decompress to the same bytes', async () => {
    const entry: CachedBody = { identity: page, etag: '"x"' };
    entry.br = compressBody(page, 'br');
    entry.gzip = compressBody(page, 'gzip');
    const quick = { br: entry.br.length, gzip: entry.gzip.length };
    await compressHarder(entry);
    expect(entry.br.length).toBeLessThan(quick.br);
    expect(entry.gzip.length).toBeLessThanOrEqual(quick.gzip);
    expect(zlib.brotliDecompressSync(entry.br).equals(page)).toBe(true);
    expect(zlib.gunzipSync(entry.gzip).equals(page)).toBe(true);
  });

  it('leaves an answer under the threshold as it is', async () => {
    const entry: CachedBody = { identity: Buffer.alloc(COMPRESSION.threshold - 1, 'a'), etag: '"y"' };
    await compressHarder(entry);
    expect(entry.br).toBeUndefined();
    expect(entry.gzip).toBeUndefined();
  });
});
