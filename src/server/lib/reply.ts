/**
 * Success envelopes and the list cache.
 *
 * `envelope(request, response, message)` builds `{method, url, response, message}` (contract: Basics).
 * {@link ListCache} keeps the serialized JSON of public lists; any successful write clears it. It is
 * only switched on for SQLite, where the file lock guarantees one server process, so no other process
 * can change the data behind its back (docs/decisions/0003-list-cache.md).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../shared/schemas.js';

export function envelope<T>(request: FastifyRequest, response: T, message: string): Envelope<T> {
  return { method: request.method, url: request.url, response, message };
}

export class ListCache {
  private readonly entries = new Map<string, string>();
  constructor(readonly enabled: boolean) {}

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
    let json = this.enabled ? this.entries.get(key) : undefined;
    if (json === undefined) {
      json = JSON.stringify(await load());
      if (this.enabled) this.entries.set(key, json);
    }
    const body = `{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)},"response":${json},"message":${JSON.stringify(message)}}`;
    await reply.type('application/json; charset=utf-8').send(body);
  }

  clear(): void {
    this.entries.clear();
  }
}
