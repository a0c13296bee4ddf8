/**
 * Passkeys (WebAuthn, through SimpleWebAuthn): registering one for the signed-in account, and
 * signing in with one (discoverable credentials, so no email is typed first).
 *
 * - The relying party is the site: its ID is the host name of `PUBLIC_URL` (else of the request's
 *   own origin) and the origin must be exactly that origin ({@link RelyingParty}).
 * - Challenges are 32 random bytes kept in `webauthnChallenges` for five minutes and consumed by the
 *   check itself (one DELETE), so each works once, on any server process.
 * - A sign-in is refused when the credential is unknown, when the browser's user handle names
 *   another account than the credential's, when the origin or RP ID differ, or when the signature
 *   counter went backwards (a cloned authenticator; a counter that stays 0 is allowed).
 * - User verification (PIN, fingerprint) is required: a passkey alone is a strong sign-in and skips
 *   the two-factor code step.
 *
 * The challenges live in webauthn-challenges.ts.
 *
 * Source: docs/product.md §23; docs/decisions/0121-passkeys.md.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';
import { CHALLENGE_TTL_MS, consumeChallenge, newChallenge } from './webauthn-challenges.js';

/** The site as a WebAuthn relying party: `id` a host name, `origin` `https://host[:port]`. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** Passkeys one account may hold (docs/product.md §23). */
export const MAX_PASSKEYS = 20;

/** A passkey as the security page lists it. */
export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

function transportsOf(row: Row<'passkeys'>): AuthenticatorTransport[] {
  try {
    const parsed: unknown = JSON.parse(row.transports);
    return Array.isArray(parsed) ? (parsed as AuthenticatorTransport[]) : [];
  } catch {
    return [];
  }
}

export const passkeyStore = {
  async list(db: Kysely<Database>, userId: string): Promise<PasskeyInfo[]> {
    return db
      .selectFrom('passkeys')
      .select(['id', 'name', 'createdAt', 'lastUsedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();
  },

  async count(db: Kysely<Database>, userId: string): Promise<number> {
    const row = await db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Remove one of the account's passkeys; answers whether it was there. */
  async remove(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('passkeys')
      .where('userId', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /** Options for the browser to create a passkey for `user` (its existing ones excluded). */
  async registrationOptions(
    db: Kysely<Database>,
    rp: RelyingParty,
    user: Row<'users'>,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await db.selectFrom('passkeys').selectAll().where('userId', '=', user.id).execute();
    const challenge = await newChallenge(db, 'register', user.id);
    return generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userID: new TextEncoder().encode(user.id),
      userName: user.email,
      userDisplayName: user.name,
      challenge: Buffer.from(challenge, 'base64url'),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_TTL_MS,
    });
  },

  /** Verify the browser's new credential and keep it as `name`; answers it, or undefined when refused. */
  async register(
    db: Kysely<Database>,
    rp: RelyingParty,
    user: Row<'users'>,
    name: string,
    response: RegistrationResponseJSON,
  ): Promise<PasskeyInfo | undefined> {
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => consumeChallenge(db, challenge, 'register', user.id),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
    } catch {
      return undefined;
    }
    if (!verification.verified) return undefined;
    const { credential } = verification.registrationInfo;
    const row = {
      id: credential.id,
      userId: user.id,
      name,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      createdAt: nowIso(),
      lastUsedAt: null,
    };
    const taken = await db.selectFrom('passkeys').select('id').where('id', '=', row.id).executeTakeFirst();
    if (taken) return undefined;
    await db.insertInto('passkeys').values(row).execute();
    return { id: row.id, name, createdAt: row.createdAt, lastUsedAt: null };
  },

  /** Options for a sign-in with any passkey of this site (the browser offers the ones it holds). */
  async authenticationOptions(
    db: Kysely<Database>,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const challenge = await newChallenge(db, 'authenticate', null);
    return generateAuthenticationOptions({
      rpID: rp.id,
      challenge: Buffer.from(challenge, 'base64url'),
      userVerification: 'required',
      timeout: CHALLENGE_TTL_MS,
    });
  },

  /** The user a passkey assertion signs in, or undefined when it is refused (see the module doc). */
  /**
   * Whether `credentialId` (an assertion's `id`, base64url) is a registered passkey of any account:
   * one indexed read, no signature checked. Lets the sign-in throttle check a registered passkey's
   * assertion while it refuses forged ones unread (docs/decisions/0235-codes-per-account-passkeys-past-the-throttle.md).
   */
  async isRegistered(db: Kysely<Database>, credentialId: unknown): Promise<boolean> {
    if (typeof credentialId !== 'string' || credentialId === '' || credentialId.length > 1024) return false;
    const row = await db
      .selectFrom('passkeys')
      .select('id')
      .where('id', '=', credentialId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async authenticate(
    db: Kysely<Database>,
    rp: RelyingParty,
    response: AuthenticationResponseJSON,
  ): Promise<Row<'users'> | undefined> {
    const row = await db.selectFrom('passkeys').selectAll().where('id', '=', response.id).executeTakeFirst();
    if (!row) return undefined;
    const handle = response.response.userHandle;
    if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== row.userId) return undefined;
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => consumeChallenge(db, challenge, 'authenticate', null),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: row.id,
          publicKey: Buffer.from(row.publicKey, 'base64url'),
          counter: row.counter,
          transports: transportsOf(row),
        },
        requireUserVerification: true,
      });
    } catch {
      return undefined;
    }
    if (!verification.verified) return undefined;
    await db
      .updateTable('passkeys')
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: nowIso() })
      .where('id', '=', row.id)
      .execute();
    return db.selectFrom('users').selectAll().where('id', '=', row.userId).executeTakeFirst();
  },
};
