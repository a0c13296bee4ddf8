/**
 * Two-factor codes: an authenticator app's time-based codes (TOTP, RFC 6238: SHA-1, 6 digits,
 * 30-second steps, one step of clock drift either way) and ten single-use recovery codes.
 *
 * - A secret is 20 random bytes (RFC 4226 §4 recommends 160 bits), kept as base32 in `twoFactor`;
 *   it is shown once, at enrolment, and enabled only by a first correct code.
 * - A code is accepted once: its time step must be later than the last accepted one (RFC 6238
 *   §5.2), checked and written in one conditional UPDATE, so two server processes cannot both
 *   accept it.
 * - Recovery codes are 10 characters of a 31-letter alphabet without look-alikes (about 50 bits),
 *   shown as `xxxxx-xxxxx`; only their SHA-256 is stored, and a use is one conditional UPDATE.
 *
 * The codes themselves: totp.ts and recovery-codes.ts; this file keeps them in the database.
 *
 * Source: docs/product.md §23; docs/decisions/0120-two-factor-sign-in.md.
 */
import type { Kysely } from 'kysely';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';
import { totpFor, totpStep } from './totp.js';

/** What the enrolment screen shows once: the secret, its otpauth:// URI and that URI as an SVG QR code. */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** The state of a user's two-factor sign-in for the security page. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** Reads and writes the `twoFactor` and `recoveryCodes` tables (one user at a time). */
export const twoFactorStore = {
  async status(db: Kysely<Database>, userId: string): Promise<TwoFactorStatus> {
    const row = await db
      .selectFrom('twoFactor')
      .select('enabledAt')
      .where('userId', '=', userId)
      .executeTakeFirst();
    const left = await db
      .selectFrom('recoveryCodes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const enabledAt = row?.enabledAt ?? null;
    return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt ? Number(left.n) : 0 };
  },

  async isEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
    const row = await db
      .selectFrom('twoFactor')
      .select('userId')
      .where('userId', '=', userId)
      .where('enabledAt', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Start (or start again) an enrolment: a new secret, not yet enabled. Callers check first that
   * two-factor sign-in is off; an enabled secret is never replaced here.
   */
  async begin(db: Kysely<Database>, userId: string, accountLabel: string): Promise<TwoFactorSetup> {
    const secret = new Secret({ size: 20 }).base32;
    await db.deleteFrom('twoFactor').where('userId', '=', userId).where('enabledAt', 'is', null).execute();
    await db
      .insertInto('twoFactor')
      .values({ userId, secret, createdAt: nowIso(), enabledAt: null, lastUsedStep: null })
      .execute();
    const uri = totpFor(secret, accountLabel).toString();
    const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, uri, qrSvg };
  },

  /**
   * Enable a pending enrolment with its first correct code; answers the new recovery codes, or
   * undefined when there is no pending enrolment or the code is wrong.
   */
  async confirm(db: Kysely<Database>, userId: string, code: string): Promise<string[] | undefined> {
    const pending = await db
      .selectFrom('twoFactor')
      .select('secret')
      .where('userId', '=', userId)
      .where('enabledAt', 'is', null)
      .executeTakeFirst();
    if (!pending) return undefined;
    const step = totpStep(pending.secret, code);
    if (step === undefined) return undefined;
    const codes = newRecoveryCodes();
    return db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('twoFactor')
        .set({ enabledAt: nowIso(), lastUsedStep: step })
        .where('userId', '=', userId)
        .where('enabledAt', 'is', null)
        .where('secret', '=', pending.secret)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return undefined;
      await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
      await trx
        .insertInto('recoveryCodes')
        .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c), usedAt: null })))
        .execute();
      return codes;
    });
  },

  /**
   * The second step of a sign-in: a current authenticator code not used before, or an unused
   * recovery code (then used up). Answers how the code was accepted, or undefined when refused.
   */
  async verify(
    db: Kysely<Database>,
    userId: string,
    code: string,
    now = Date.now(),
  ): Promise<'totp' | 'recovery' | undefined> {
    const row = await db
      .selectFrom('twoFactor')
      .select(['secret'])
      .where('userId', '=', userId)
      .where('enabledAt', 'is not', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const step = totpStep(row.secret, code, now);
    if (step !== undefined) {
      const done = await db
        .updateTable('twoFactor')
        .set({ lastUsedStep: step })
        .where('userId', '=', userId)
        .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1 ? 'totp' : undefined;
    }
    const normalized = normalizeRecoveryCode(code);
    if (normalized.length !== 10) return undefined;
    const used = await db
      .updateTable('recoveryCodes')
      .set({ usedAt: nowIso() })
      .where('userId', '=', userId)
      .where('codeHash', '=', hashRecoveryCode(normalized))
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1 ? 'recovery' : undefined;
  },

  /** New recovery codes in place of the old ones (two-factor sign-in must be on). */
  async replaceRecoveryCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
      await trx
        .insertInto('recoveryCodes')
        .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c), usedAt: null })))
        .execute();
    });
    return codes;
  },

  /**
   * Turn two-factor sign-in off: the secret and the recovery codes are deleted (no transaction of
   * its own, so a caller may run it inside one). Answers whether it was on.
   */
  async remove(db: Kysely<Database>, userId: string): Promise<boolean> {
    const was = await db
      .selectFrom('twoFactor')
      .select('enabledAt')
      .where('userId', '=', userId)
      .executeTakeFirst();
    await db.deleteFrom('twoFactor').where('userId', '=', userId).execute();
    await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    return (was?.enabledAt ?? null) !== null;
  },
};
