/**
 * Success envelopes and the list cache.
 *
 * `envelope(request, response, message)` builds `{method, url, response, message}` (contract: Basics).
 * {@link ListCache} keeps the serialized JSON of public lists; any change announced by the change feed
 * (db/change-feed.ts: this process's writes, and on PostgreSQL other processes' through NOTIFY) clears
 * it, and it is off while the feed cannot hear other processes (docs/decisions/0003-list-cache.md).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../shared/schemas.js';

export function envelope<T>(request: FastifyRequest, response: T, message: string): Envelope<T> {
  return { method: request.method, url: request.url, response, message };
}

const JSON_TYPE = 'application/json; charset=utf-8';

export class ListCache {
  /** Most whole answers kept (distinct method + URL + list); the oldest goes first. */
  static readonly MAX_BODIES = 64;
  private readonly entries = new Map<string, string>();
  /**
   * Whole answers as bytes, by list, method and URL (the envelope repeats both), so a hit sends
   * stored bytes: no string building and no UTF-8 encoding per request (bench/api.ts).
   */
  private readonly bodies = new Map<string, Buffer>();
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
   * assembled around the cached JSON without parsing it again.
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
      await reply.type(JSON_TYPE).send(cached);
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
    if (this.enabled && generation === this.generation) {
      if (this.bodies.size >= ListCache.MAX_BODIES) this.bodies.delete(this.bodies.keys().next().value!);
      this.bodies.set(bodyKey, body);
    }
    await reply.type(JSON_TYPE).send(body);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bodies.clear();
  }
}
