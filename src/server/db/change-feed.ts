/**
 * The change feed tells every server process that the data changed, so each can drop its cached
 * public lists (docs/decisions/0003-list-cache.md).
 *
 * - SQLite: one process owns the file (exclusive lock), so the feed is in-process: `announce()` calls
 *   the listeners directly.
 * - PostgreSQL: several processes may share the database. Each process LISTENs on the channel
 *   {@link CHANNEL} on a dedicated connection; `announce()` tells this process's listeners at once and
 *   sends `NOTIFY` (named by this process) after a write committed, which every other process hears.
 *   While the listening connection is down the feed reports itself unhealthy (`healthy` false,
 *   `onHealth` listeners told), so callers stop caching until it is back; it reconnects with a
 *   bounded backoff.
 *
 * Errors: none thrown to callers; connection failures are reported through `onHealth`.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './connection.js';
import type { Database } from './types.js';

export const CHANNEL = 'vitae_changes';

export interface ChangeFeed {
  /** True while changes made by other processes are sure to be heard. */
  readonly healthy: boolean;
  /** Say that this process changed the data (after the transaction committed). */
  announce(): Promise<void>;
  /** Listen to changes (from this process or another). Answers the unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Listen to health changes. */
  onHealth(listener: (healthy: boolean) => void): () => void;
  close(): Promise<void>;
}

/**
 * Send a change notice on `db` (the CLI uses it after an import on PostgreSQL). `from` names the
 * sending server process ('' for none), which ignores its own notice: it told its listeners already.
 */
export async function announceChange(db: Kysely<Database>, dialect: Db['dialect'], from = ''): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_notify(${CHANNEL}, ${from})`.execute(db);
}

export function createChangeFeed(db: Db): ChangeFeed {
  const changeListeners = new Set<() => void>();
  const healthListeners = new Set<(healthy: boolean) => void>();
  const emitChange = () => {
    for (const listener of changeListeners) listener();
  };

  if (db.dialect === 'sqlite' || !db.url) {
    return {
      healthy: db.dialect === 'sqlite',
      async announce() {
        emitChange();
      },
      onChange(listener) {
        changeListeners.add(listener);
        return () => changeListeners.delete(listener);
      },
      onHealth(listener) {
        healthListeners.add(listener);
        return () => healthListeners.delete(listener);
      },
      async close() {},
    };
  }

  const url = db.url;
  /** This process's name in its notices. */
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let healthy = false;
  let closed = false;
  let retryMs = 100;
  let retryTimer: NodeJS.Timeout | undefined;

  const setHealth = (value: boolean) => {
    if (healthy === value) return;
    healthy = value;
    for (const listener of healthListeners) listener(value);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      setHealth(false);
      next.removeAllListeners();
      next.end().catch(() => {});
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      // This process's own notice comes back too, after its listeners were told: a second drop of
      // what was cached since would only cost a render.
      if (message.channel === CHANNEL && message.payload !== instance) emitChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      retryMs = 100;
      // Changes may have happened while nobody listened: forget what we cached before.
      emitChange();
      setHealth(true);
    } catch {
      next.removeAllListeners();
      next.end().catch(() => {});
      scheduleRetry();
    }
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  void connect();

  return {
    get healthy() {
      return healthy;
    },
    async announce() {
      emitChange();
      // A failed NOTIFY means the database is unreachable; the write itself already failed or committed.
      await announceChange(db.kysely, 'postgres', instance).catch(() => {});
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    onHealth(listener) {
      healthListeners.add(listener);
      return () => healthListeners.delete(listener);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        await current.end().catch(() => {});
      }
    },
  };
}
