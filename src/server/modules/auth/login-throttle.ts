/**
 * Sign-in throttling that counts failed attempts only, so nobody can lock the owner out
 * (docs/decisions/0010-login-throttling.md, after the OWASP Authentication
 * Cheat Sheet's "account lockout" advice).
 *
 * With `limit` = LOGIN_RATE_LIMIT (default 10) and a 15-minute window, counted in the database so
 * that every server process on it shares them:
 * - one client address: after `limit` failures each attempt waits a doubling delay (1 s, 2 s, 4 s,
 *   ...), after `5 * limit` failures it is refused until the window ends;
 * - one address and one email: refused after `limit` failures until the window ends;
 * - one email from anywhere (distributed guessing): after `limit` failures, addresses that have
 *   failed before wait a doubling delay (at most the window) between attempts on it; an address
 *   that has not failed is never held back, so the owner can still sign in.
 * A success clears the address+email count and the email's count. Emails are trimmed and lowercased.
 * Addresses are kept as keyed hashes (lib/address-key.ts, decision 0237), never as they are.
 *
 * Second-step codes (scope `2fa:`, keyed by the account instead of an email) hold every address back
 * once the account has `limit` failures, one that has not failed too: whoever reaches the second step
 * knows the password, so rotating addresses must not buy more guesses at the code
 * (docs/decisions/0235-codes-per-account-passkeys-past-the-throttle.md).
 *
 * `check()` answers undefined (go ahead) or the seconds to wait (429 with Retry-After).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { addressKey } from '../../lib/address-key.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Doubling delay after `over` failures past the limit: 1 s, 2 s, 4 s ... at most the window. */
function delayMs(over: number): number {
  return Math.min(LOGIN_WINDOW_MS, 1000 * 2 ** Math.min(over, 30));
}

export class LoginThrottle {
  /**
   * @param scope prefix of the counters' keys: '' for passwords, `2fa:` for the second step's
   *   codes, which are counted apart by the same rules (docs/product.md §23).
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limit: number,
    private readonly scope = '',
    /**
     * True: the email's (account's) doubling delay holds back every address, not only those that
     * have failed before (the second step's codes, decision 0235).
     */
    private readonly holdEveryAddress = false,
  ) {}

  /** The counters' keys: the address as its keyed hash, never itself (decision 0237). */
  private async keys(rawAddress: string, email: string) {
    const normalized = email.trim().toLowerCase();
    const address = await addressKey(this.db, rawAddress);
    return {
      address: `${this.scope}ip:${address}`,
      pair: `${this.scope}ip-email:${address}|${normalized}`,
      email: `${this.scope}email:${normalized}`,
    };
  }

  /** Seconds to wait before this address may try this email, or undefined to go ahead. */
  async check(address: string, email: string, now = Date.now()): Promise<number | undefined> {
    const keys = await this.keys(address, email);
    const rows = await this.db
      .selectFrom('loginFailures')
      .selectAll()
      .where('key', 'in', [keys.address, keys.pair, keys.email])
      .where('windowStart', '>', new Date(now - LOGIN_WINDOW_MS).toISOString())
      .execute();
    const found = new Map(rows.map((row) => [row.key, row]));
    const windowEnd = (key: string) => Date.parse(found.get(key)!.windowStart) + LOGIN_WINDOW_MS;
    const delayedUntil = (key: string) => {
      const row = found.get(key);
      if (!row || row.failures < this.limit) return 0;
      return Date.parse(row.lastFailureAt) + delayMs(row.failures - this.limit);
    };
    const waits: number[] = [];
    const addressFailures = found.get(keys.address)?.failures ?? 0;
    if (addressFailures >= 5 * this.limit) waits.push(windowEnd(keys.address));
    else waits.push(delayedUntil(keys.address));
    if ((found.get(keys.pair)?.failures ?? 0) >= this.limit) waits.push(windowEnd(keys.pair));
    if (addressFailures > 0 || this.holdEveryAddress) waits.push(delayedUntil(keys.email));
    const until = Math.max(0, ...waits);
    return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : undefined;
  }

  /** Count one failed attempt of this address on this email. */
  async failed(address: string, email: string, now = Date.now()): Promise<void> {
    const nowIso = new Date(now).toISOString();
    const cutoff = new Date(now - LOGIN_WINDOW_MS).toISOString();
    const stale = sql<boolean>`${sql.ref('loginFailures.windowStart')} <= ${cutoff}`;
    for (const key of Object.values(await this.keys(address, email))) {
      await this.db
        .insertInto('loginFailures')
        .values({ key, failures: 1, windowStart: nowIso, lastFailureAt: nowIso })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            failures: sql<number>`case when ${stale} then 1 else ${sql.ref('loginFailures.failures')} + 1 end`,
            windowStart: sql<string>`case when ${stale} then ${nowIso} else ${sql.ref('loginFailures.windowStart')} end`,
            lastFailureAt: nowIso,
          }),
        )
        .execute();
    }
  }

  /** A correct password: forget this address's failures on this email and the email's count. */
  async succeeded(address: string, email: string): Promise<void> {
    const keys = await this.keys(address, email);
    await this.db.deleteFrom('loginFailures').where('key', 'in', [keys.pair, keys.email]).execute();
  }

  /** Drop counts whose window is over (housekeeping; called now and then). */
  async purge(now = Date.now()): Promise<void> {
    await this.db
      .deleteFrom('loginFailures')
      .where('windowStart', '<=', new Date(now - LOGIN_WINDOW_MS).toISOString())
      .execute();
  }
}
