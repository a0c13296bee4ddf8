/**
 * API tests of passkeys (docs/product.md §23, decision 0121) with a software authenticator written
 * here from the WebAuthn format (ES256 key, "none" attestation, CBOR by hand): register, list,
 * sign in, and refusals: a replayed assertion, another origin, another user's handle, a counter
 * that went backwards, a removed passkey. Answers never carry key material.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { ADMIN, createTestApp, rememberSecret, skipReason, USER, type TestApp } from '../../test/test-app.js';
import { hashToken } from './sessions.js';

/** The site's origin for `app.inject` (Host `localhost:80`, the default port left out). */
const ORIGIN = 'http://localhost';
const RP_ID = 'localhost';
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

/** CBOR byte string / text string headers (RFC 8949 §3), for lengths up to 65535. */
function cborBytes(major: 2 | 3, data: Buffer): Buffer {
  const type = major << 5;
  if (data.length < 24) return Buffer.concat([Buffer.from([type | data.length]), data]);
  if (data.length < 256) return Buffer.concat([Buffer.from([type | 24, data.length]), data]);
  return Buffer.concat([Buffer.from([type | 25, data.length >> 8, data.length & 255]), data]);
}
const text = (value: string) => cborBytes(3, Buffer.from(value));

/** A software authenticator holding one ES256 credential. */
class Authenticator {
  readonly id = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;

  /** The COSE_Key of the public key (RFC 9053 EC2: kty 2, alg -7, crv 1, x, y). */
  cosePublicKey(): Buffer {
    const jwk = (this.keys.publicKey as KeyObject).export({ format: 'jwk' });
    const x = Buffer.from(jwk.x!, 'base64url');
    const y = Buffer.from(jwk.y!, 'base64url');
    return Buffer.concat([
      Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21]),
      cborBytes(2, x),
      Buffer.from([0x22]),
      cborBytes(2, y),
    ]);
  }

  private authData(flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(RP_ID), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  /** A registration response (navigator.credentials.create) for `challenge`. */
  register(challenge: string, origin = ORIGIN) {
    const idLength = Buffer.from([this.id.length >> 8, this.id.length & 255]);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, this.cosePublicKey()]);
    const authData = this.authData(0x45, attested);
    const attestationObject = Buffer.concat([
      Buffer.from([0xa3]),
      text('fmt'),
      text('none'),
      text('attStmt'),
      Buffer.from([0xa0]),
      text('authData'),
      cborBytes(2, authData),
    ]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin }));
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** An authentication response (navigator.credentials.get) for `challenge`. */
  assert(challenge: string, userId: string, options: { origin?: string } = {}) {
    this.counter += 1;
    const authData = this.authData(0x05);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin: options.origin ?? ORIGIN }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: b64url(Buffer.from(userId)),
      },
    };
  }
}

describe.skipIf(skipReason() !== '')('passkeys', () => {
  let t: TestApp;
  let adminId: string;
  let userId: string;
  const key = new Authenticator();

  const loginOptions = async () =>
    expectOk(await t.request('POST', '/api/auth/passkey-login/options')).challenge as string;
  const passkeyLogin = (response: unknown) =>
    t.request('POST', '/api/auth/passkey-login', {
      body: { response },
      headers: { 'user-agent': 'curl/8.5.0' },
    });

  beforeAll(async () => {
    t = await createTestApp();
    adminId = expectOk(await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }))._id;
    userId = expectOk(await t.request('GET', '/api/auth/current', { cookie: t.userCookie }))._id;
    rememberSecret(b64url(key.cosePublicKey()));
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.kysely.deleteFrom('loginFailures').execute();
  });

  it('registers a named passkey from the options the server gave, and lists it without its key', async () => {
    const options = expectOk(
      await t.request('POST', '/api/auth/passkeys/register-options', { cookie: t.adminCookie }),
    );
    expect(options.rp).toEqual({ id: RP_ID, name: 'Vitae' });
    expect(options.user.name).toBe(ADMIN.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    // An answer made for another origin is refused, and the challenge is used up by it.
    expectError(
      await t.request('POST', '/api/auth/passkeys/register', {
        cookie: t.adminCookie,
        body: { name: 'Laptop', response: key.register(options.challenge, 'https://evil.example') },
      }),
      400,
      MESSAGES.security.passkeyRefused,
    );
    const again = expectOk(
      await t.request('POST', '/api/auth/passkeys/register-options', { cookie: t.adminCookie }),
    );
    const added = expectOk(
      await t.request('POST', '/api/auth/passkeys/register', {
        cookie: t.adminCookie,
        body: { name: '  Laptop ', response: key.register(again.challenge) },
      }),
      201,
    );
    expect(added).toMatchObject({ _id: b64url(key.id), name: 'Laptop', lastUsedAt: null });
    // The same challenge does not register twice.
    expectError(
      await t.request('POST', '/api/auth/passkeys/register', {
        cookie: t.adminCookie,
        body: { name: 'Again', response: key.register(again.challenge) },
      }),
      400,
    );
    expectError(
      await t.request('POST', '/api/auth/passkeys/register', {
        cookie: t.adminCookie,
        body: { name: '', response: {} },
      }),
      400,
      'Give the passkey a name.',
    );
    const list = expectOk(await t.request('GET', '/api/auth/passkeys', { cookie: t.adminCookie }));
    expect(list).toEqual([
      { _id: b64url(key.id), name: 'Laptop', createdAt: added.createdAt, lastUsedAt: null },
    ]);
    expect(expectOk(await t.request('GET', '/api/auth/passkeys', { cookie: t.userCookie }))).toEqual([]);
  });

  it('signs in with the passkey once per challenge', async () => {
    const challenge = await loginOptions();
    const assertion = key.assert(challenge, adminId);
    const res = await passkeyLogin(assertion);
    expect(expectOk(res)).toMatchObject({ email: ADMIN.email });
    const cookie = `token=${res.cookies.find((c) => c.name === 'token')!.value}`;
    expect(expectOk(await t.request('GET', '/api/auth/current', { cookie })).email).toBe(ADMIN.email);
    const sessions = expectOk(await t.request('GET', '/api/auth/sessions', { cookie }));
    expect(sessions[0]).toMatchObject({ current: true, device: 'curl' });
    // The same assertion again: its challenge is used up.
    expectError(await passkeyLogin(assertion), 401, MESSAGES.security.passkeySignInFailed);
  });

  it('refuses an assertion for another origin, for another user, with a counter gone back, or unknown', async () => {
    expectError(
      await passkeyLogin(key.assert(await loginOptions(), adminId, { origin: 'https://evil.example' })),
      401,
      MESSAGES.security.passkeySignInFailed,
    );
    expectError(
      await passkeyLogin(key.assert(await loginOptions(), userId)),
      401,
      MESSAGES.security.passkeySignInFailed,
    );
    key.counter = 0;
    expectError(
      await passkeyLogin(key.assert(await loginOptions(), adminId)),
      401,
      MESSAGES.security.passkeySignInFailed,
    );
    key.counter = 100;
    const stranger = new Authenticator();
    expectError(
      await passkeyLogin(stranger.assert(await loginOptions(), adminId)),
      401,
      MESSAGES.security.passkeySignInFailed,
    );
    // None of these signed anyone in; a right one still does.
    expectOk(await passkeyLogin(key.assert(await loginOptions(), adminId)));
  });

  it('adding a passkey long after signing in asks to sign in again, speaking of passkeys', async () => {
    const cookie = await t.login(USER.email, USER.password);
    await t.db.kysely
      .updateTable('sessions')
      .set({ createdAt: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('id', '=', hashToken(cookie.replace(/^token=/, '')))
      .execute();
    const res = await t.request('POST', '/api/auth/passkeys/register-options', { cookie });
    const error = expectError(res, 403, 'For your security, sign in again to add a passkey.');
    expect(error.code).toBe('REAUTHENTICATION_REQUIRED');
  });

  it('a site reached by an IP address cannot offer passkeys, and says why', async () => {
    expectError(
      await t.request('POST', '/api/auth/passkey-login/options', { headers: { host: '127.0.0.1:3000' } }),
      400,
      MESSAGES.security.noSiteAddress,
    );
  });

  it('another user cannot remove it; the owner can, and then it signs nobody in', async () => {
    const id = b64url(key.id);
    expectError(
      await t.request('DELETE', `/api/auth/passkeys/${id}`, { cookie: t.userCookie }),
      404,
      MESSAGES.security.noSuchPasskey,
    );
    expectOk(await t.request('DELETE', `/api/auth/passkeys/${id}`, { cookie: t.adminCookie }));
    expectError(await passkeyLogin(key.assert(await loginOptions(), adminId)), 401);
    expect(expectOk(await t.request('GET', '/api/auth/passkeys', { cookie: t.adminCookie }))).toEqual([]);
    expect(USER.email).not.toBe(ADMIN.email);
  });
});

describe.skipIf(skipReason() !== '')('passkey sign-in past a throttled address (decision 0235)', () => {
  /** LOGIN_RATE_LIMIT of this app: the address is refused after 5 × 2 failures. */
  const LIMIT = 2;
  const ADDRESS = '10.9.0.1';
  let t: TestApp;
  let adminId: string;
  const key = new Authenticator();
  const loginOptions = async () =>
    expectOk(await t.request('POST', '/api/auth/passkey-login/options')).challenge as string;
  const passkeyLogin = (response: unknown) =>
    t.request('POST', '/api/auth/passkey-login', { body: { response }, remoteAddress: ADDRESS });

  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: LIMIT });
    adminId = expectOk(await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }))._id;
    rememberSecret(b64url(key.cosePublicKey()));
    const options = expectOk(
      await t.request('POST', '/api/auth/passkeys/register-options', { cookie: t.adminCookie }),
    );
    expectOk(
      await t.request('POST', '/api/auth/passkeys/register', {
        cookie: t.adminCookie,
        body: { name: 'Laptop', response: key.register(options.challenge) },
      }),
      201,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('forged assertions cannot lock the owner out: the owner’s passkey still signs in, forged ones stay refused', async () => {
    const forged = { id: 'Zm9yZ2Vk', rawId: 'Zm9yZ2Vk', type: 'public-key', response: {} };
    for (let i = 0; i < LIMIT; i += 1) {
      expectError(await passkeyLogin(forged), 401, MESSAGES.security.passkeySignInFailed);
    }
    // As if the address had sent 5 × LIMIT forged ones: refused until the window ends, however slow
    // the machine.
    await t.db.kysely
      .updateTable('loginFailures')
      .set({ failures: 5 * LIMIT })
      .execute();
    const again = await passkeyLogin(forged);
    expectError(again, 429, 'Too many failed sign-ins. Try again in 15 minutes.');
    // The owner's own passkey, from the same address, signs in.
    const res = await passkeyLogin(key.assert(await loginOptions(), adminId));
    expect(expectOk(res)).toMatchObject({ email: ADMIN.email });
    // A forged assertion is still refused afterwards, unread.
    expectError(await passkeyLogin(forged), 429);
  });
});
