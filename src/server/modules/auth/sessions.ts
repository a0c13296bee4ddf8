/**
 * Server-side sessions. A session token is 32 random bytes (base64url) given to the browser in the
 * `token` cookie; the database keeps only its SHA-256 hash, so a leaked database holds no usable
 * token. Sessions expire after `ttlDays` without use (sliding) and are deleted at sign-out.
 *
 * Source: docs/api.md "Sessions and safety".
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';

export const SESSION_COOKIE = 'token';

/** Extend a session at most once a minute, so reads do not turn into a write each. */
const SLIDE_GRANULARITY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
  ) {}

  /** Start a session for `userId` (signed in from `device`, deviceClass()); answers the token for the cookie. */
  async create(userId: string, device = ''): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        userId,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + this.ttlMs).toISOString(),
        device: device || null,
      })
      .execute();
    return token;
  }

  /**
   * The user of a live session (and when it signed in, ms since the epoch), sliding its expiry forward; undefined when the token is unknown or
   * expired (an expired session is deleted).
   */
  async resolve(
    token: string,
  ): Promise<{ user: Row<'users'>; sessionId: string; signedInAt: number; extended: boolean } | undefined> {
    if (token.length < 20 || token.length > 200) return undefined;
    const id = hashToken(token);
    const found = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .selectAll('users')
      .select(['sessions.expiresAt as sessionExpiresAt', 'sessions.createdAt as sessionCreatedAt'])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
    if (!found) return undefined;
    const now = Date.now();
    const expiresAt = Date.parse(found.sessionExpiresAt);
    if (!(expiresAt > now)) {
      await this.db.deleteFrom('sessions').where('id', '=', id).execute();
      return undefined;
    }
    const { sessionExpiresAt: _ignored, sessionCreatedAt, ...user } = found;
    let extended = false;
    if (now + this.ttlMs - expiresAt > SLIDE_GRANULARITY_MS) {
      await this.db
        .updateTable('sessions')
        .set({ expiresAt: new Date(now + this.ttlMs).toISOString() })
        .where('id', '=', id)
        .execute();
      extended = true;
    }
    return { user, sessionId: id, signedInAt: Date.parse(sessionCreatedAt), extended };
  }

  /** End one session (sign-out). */
  async revoke(sessionId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  /**
   * The live sessions of `userId`, newest use first: id (the token's hash, which cannot sign in),
   * device class, sign-in time and last use (ISO; to the minute, from the sliding expiry).
   */
  async list(
    userId: string,
  ): Promise<{ id: string; device: string; createdAt: string; lastSeenAt: string }[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id', 'device', 'createdAt', 'expiresAt'])
      .where('userId', '=', userId)
      .where('expiresAt', '>', nowIso())
      .orderBy('expiresAt', 'desc')
      .execute();
    return rows.map((row) => {
      const lastSeen = Math.max(Date.parse(row.createdAt), Date.parse(row.expiresAt) - this.ttlMs);
      return {
        id: row.id,
        device: row.device ?? '',
        createdAt: row.createdAt,
        lastSeenAt: new Date(lastSeen).toISOString(),
      };
    });
  }

  /** End one session of `userId`; answers whether there was such a session. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** End every session of a user except `keepSessionId` (password change, user deleted). */
  async revokeAllFor(userId: string, keepSessionId?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('userId', '=', userId);
    if (keepSessionId) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  }

  /** Remove expired sessions (housekeeping at start). */
  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expiresAt', '<=', nowIso()).execute();
  }

  get maxAgeSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }
}
