/**
 * The throttle of link tokens that match no link (docs/decisions/0140-versions-and-links.md,
 * docs/decisions/0187-shared-link-miss-throttle.md): a client address that asked for `limit`
 * unknown `/for/<token>` addresses in a window of `windowMs` is answered 429 on every `/for/`
 * address until the window ends. Only misses count, so a recipient reading a real link is never
 * slowed. Counted in the database (`linkMisses`, migration 0142) like the sign-in throttle, so every
 * instance on the database counts together; windows that are over are deleted now and then. The
 * address is kept as its keyed hash (lib/address-key.ts, decision 0237), never as it is.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { addressKey } from '../../lib/address-key.js';

export class MissThrottle {
  private lastPurge = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds `address` must still wait, or 0 when it may ask. */
  async waitMs(address: string, now = Date.now()): Promise<number> {
    const row = await this.db
      .selectFrom('linkMisses')
      .select(['misses', 'windowStart'])
      .where('key', '=', await addressKey(this.db, address))
      .executeTakeFirst();
    if (!row || Number(row.misses) < this.limit) return 0;
    const end = Date.parse(row.windowStart) + this.windowMs;
    return end > now ? end - now : 0;
  }

  /** Count one miss of `address` (one upsert: instances counting at once add up). */
  async miss(address: string, now = Date.now()): Promise<void> {
    const nowIso = new Date(now).toISOString();
    const stale = sql<boolean>`${sql.ref('linkMisses.windowStart')} <= ${new Date(now - this.windowMs).toISOString()}`;
    await this.db
      .insertInto('linkMisses')
      .values({ key: await addressKey(this.db, address), misses: 1, windowStart: nowIso })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          misses: sql<number>`case when ${stale} then 1 else ${sql.ref('linkMisses.misses')} + 1 end`,
          windowStart: sql<string>`case when ${stale} then ${nowIso} else ${sql.ref('linkMisses.windowStart')} end`,
        }),
      )
      .execute();
    if (now - this.lastPurge >= this.windowMs) {
      this.lastPurge = now;
      await this.db
        .deleteFrom('linkMisses')
        .where('windowStart', '<=', new Date(now - this.windowMs).toISOString())
        .execute();
    }
  }
}
