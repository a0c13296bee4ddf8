/**
 * Success envelopes, the list cache and the response compression settings.
 *
 * `envelope(request, response, message)` builds `{method, url, response, message}` (docs/api.md: Basics).
 * {@link ListCache} keeps the serialized JSON of public lists; any change announced by the change feed
 * (db/change-feed.ts: this process's writes, and on PostgreSQL other processes' through NOTIFY) clears
 * it, and it is off while the feed cannot hear other processes (docs/decisions/0003-list-cache.md).
 * It also keeps each cached answer's brotli and gzip bytes, made once on first demand, so a client
 * that accepts them gets stored compressed bytes (docs/decisions/0005-compression.md), and an
 * `ETag` (a hash of the answer's bytes, made once per cached answer) so a client that already has
 * the list gets `304` with no body (docs/decisions/0021-light-first-view.md).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../shared/schemas.js';

export function envelope<T>(request: FastifyRequest, response: T, message: string): Envelope<T> {
  return { method: request.method, url: request.url, response, message };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Response compression settings shared by the compression plugin (plugins/compression.ts) and
 * {@link ListCache}: answers under `threshold` bytes go out as they are; brotli at quality 5 and
 * gzip at level 6 (fast enough per answer; the built assets are compressed harder at build time).
 */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as ContentEncoding[],
  threshold: 1024,
  brotliQuality: 5,
  gzipLevel: 6,
} as const;

/** The content codings Vitae sends. */
export type ContentEncoding = 'br' | 'gzip';

/** The coding to send for an `Accept-Encoding` header (brotli first), or undefined for none. */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): ContentEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding).toLowerCase();
  if (header.trim() === '') return undefined;
  // `*` (any coding) counts as gzip, as @fastify/compress and @fastify/static read it.
  return negotiate(header.replaceAll('*', 'gzip'), [...COMPRESSION.encodings]) ?? undefined;
}

/** Brotli's options for `body` at `quality` (0–11). */
const brotliOptions = (body: Buffer, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** `body` compressed with `encoding` at the {@link COMPRESSION} settings (synchronous). */
export function compressBody(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, brotliOptions(body, COMPRESSION.brotliQuality))
    : zlib.gzipSync(body, { level: COMPRESSION.gzipLevel });
}

/**
 * Settings for the answers kept until the next change (the site's pages): brotli at its best quality
 * and gzip at level 9, made once per kept page off the event loop. Quality 11 takes the demo's home
 * page (97 KB) from 16.6 to 15.1 KB: with the response's headers it then fits, with the trimmed
 * state, in the first round trip of a new connection (docs/decisions/0222-first-window-first-paint.md).
 */
export const KEPT_COMPRESSION = { brotliQuality: 11, gzipLevel: 9 } as const;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * Compress a kept answer harder ({@link KEPT_COMPRESSION}) in the background and put the results on
 * `entry` once made: until then (and if compression fails) the quick forms of {@link compressBody}
 * are sent. Answers under the threshold are left alone. Resolves when both forms are in place.
 */
export async function compressHarder(entry: CachedBody): Promise<void> {
  if (entry.identity.length < COMPRESSION.threshold) return;
  const [br, gzip] = await Promise.all([
    brotliAsync(entry.identity, brotliOptions(entry.identity, KEPT_COMPRESSION.brotliQuality)),
    gzipAsync(entry.identity, { level: KEPT_COMPRESSION.gzipLevel }),
  ]);
  entry.br = br;
  entry.gzip = gzip;
}

/** Add `accept-encoding` to the answer's `Vary` header (keeping what is there, e.g. `Origin`). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return;
  reply.header('vary', value === '' ? 'accept-encoding' : `${value}, accept-encoding`);
}

/**
 * The weak entity tag of an answer's bytes: `W/"<27 base64url characters of SHA-256>"`. Weak because
 * the same list goes out plain, brotli or gzip (RFC 9110 8.8.1); `If-None-Match` compares weakly.
 */
export function weakEtagOf(bytes: Buffer): string {
  return `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * Does the request's `If-None-Match` name `etag` (weak comparison, RFC 9110 13.1.2: `W/` is ignored
 * on both sides) or `*`?
 */
export function ifNoneMatchHits(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === opaque || value === '*';
  });
}

/** One cached answer (a list, a page, an image): its bytes, its ETag, and the compressed forms made so far. */
export interface CachedBody {
  identity: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export class ListCache {
  /** Most whole answers kept (distinct method + URL + list); the oldest goes first. */
  static readonly MAX_BODIES = 64;
  private readonly entries = new Map<string, string>();
  /**
   * Whole answers as bytes, by list, method and URL (the envelope repeats both), so a hit sends
   * stored bytes: no string building and no UTF-8 encoding per request (bench/api.ts).
   */
  private readonly bodies = new Map<string, CachedBody>();
  /** Bumped by every clear(), so a load that started before a write never caches stale data. */
  private generation = 0;
  constructor(private enabled: boolean) {}

  /** Switch caching on or off (off while changes from other processes could go unheard). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  /**
   * Send the list `key` from the cache, or load it, cache its JSON and send it. The envelope is
   * assembled around the cached JSON without parsing it again. While caching is on, a client that
   * accepts brotli or gzip gets the cached compressed bytes (made on first demand); otherwise (and
   * with caching off) the plain bytes go out and the compression plugin decides. Every answer has
   * an `ETag` and `Cache-Control: no-cache` (use it after asking); a GET or HEAD whose
   * `If-None-Match` names it gets `304` with no body.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    message: string,
    load: () => Promise<unknown>,
  ): Promise<void> {
    const bodyKey = `${key}\n${request.method}\n${request.url}`;
    const cached = this.enabled ? this.bodies.get(bodyKey) : undefined;
    if (cached !== undefined) {
      await ListCache.sendBody(request, reply, cached);
      return;
    }
    const generation = this.generation;
    let json = this.enabled ? this.entries.get(key) : undefined;
    if (json === undefined) {
      json = JSON.stringify(await load());
      if (this.enabled && generation === this.generation) this.entries.set(key, json);
    }
    const body = Buffer.from(
      `{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)},"response":${json},"message":${JSON.stringify(message)}}`,
    );
    const entry: CachedBody = { identity: body, etag: weakEtagOf(body) };
    if (this.enabled && generation === this.generation) {
      if (this.bodies.size >= ListCache.MAX_BODIES) this.bodies.delete(this.bodies.keys().next().value!);
      this.bodies.set(bodyKey, entry);
      await ListCache.sendBody(request, reply, entry);
      return;
    }
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (await ListCache.notModified(request, reply, entry)) return;
    await reply.type(JSON_TYPE).send(body);
  }

  /** Answer `304` (no body) when the request's `If-None-Match` names the entry's ETag. */
  private static async notModified(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: CachedBody,
  ): Promise<boolean> {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !ifNoneMatchHits(request, entry.etag))
      return false;
    await reply.code(304).send();
    return true;
  }

  /** Send a cached answer, compressed (and the compressed form kept) when the client accepts it. */
  private static async sendBody(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: CachedBody,
  ): Promise<void> {
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (entry.identity.length >= COMPRESSION.threshold) varyOnAcceptEncoding(reply);
    if (await ListCache.notModified(request, reply, entry)) return;
    await sendCachedBytes(request, reply.type(JSON_TYPE), entry);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bodies.clear();
  }
}

/**
 * Send a cached answer's bytes: compressed when it is large enough and the client accepts brotli or
 * gzip (the compressed form is made once and kept on `entry`), else as they are. Status, type and
 * the other headers are the caller's. Used by the list cache and the site's page cache.
 */
export async function sendCachedBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
): Promise<void> {
  const encoding =
    entry.identity.length >= COMPRESSION.threshold && request.headers['x-no-compression'] === undefined
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding === undefined) {
    await reply.send(entry.identity);
    return;
  }
  const bytes = (entry[encoding] ??= compressBody(entry.identity, encoding));
  varyOnAcceptEncoding(reply);
  // The compression plugin leaves an answer that already has a Content-Encoding alone.
  await reply.header('content-encoding', encoding).send(bytes);
}
