/**
 * API tests of two-factor sign-in and the security page's sessions (docs/product.md §23): enrolment,
 * the second step with authenticator and recovery codes (wrong, replayed, reused), its throttle,
 * the original client's refusal, and ending sessions, seen by a second app on the same database.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { buildApp } from '../../app.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { ADMIN, createTestApp, rememberSecret, skipReason, USER, type TestApp } from '../../test/test-app.js';
import { hashToken } from './sessions.js';

/** LOGIN_RATE_LIMIT of this file's app: few, so the throttle test stays short. */
const LIMIT = 3;
const LOGIN = '/api/auth/login';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.skipIf(skipReason() !== '')('two-factor sign-in and sessions', () => {
  let t: TestApp;
  let totp: TOTP;
  let recoveryCodes: string[];
  /**
   * The authenticator's code of now, as after the clock moved on: a code is accepted once per
   * 30-second step, so the test forgets the last accepted step instead of waiting for the next.
   */
  const freshCode = async () => {
    await t.db.kysely.updateTable('twoFactor').set({ lastUsedStep: null }).execute();
    return totp.generate();
  };
  // Each test signs in from its own address, so the throttle's address counts stay apart.
  const login = (body: object, remoteAddress: string) =>
    t.request('POST', LOGIN, {
      body: { email: ADMIN.email, password: ADMIN.password, ...body },
      remoteAddress,
    });

  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: LIMIT });
    const setup = expectOk(await t.request('POST', '/api/auth/two-factor/setup', { cookie: t.adminCookie }));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Vitae:admin%40example\.com\?/);
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    rememberSecret(setup.secret);
    totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: 'SHA1' });
    expectError(
      await t.request('POST', '/api/auth/two-factor/confirm', {
        cookie: t.adminCookie,
        body: { code: '000000' === totp.generate() ? '111111' : '000000' },
      }),
      400,
      MESSAGES.security.wrongSetupCode,
    );
    const confirmed = expectOk(
      await t.request('POST', '/api/auth/two-factor/confirm', {
        cookie: t.adminCookie,
        body: { code: totp.generate() },
      }),
    );
    recoveryCodes = confirmed.recoveryCodes;
    recoveryCodes.forEach(rememberSecret);
  });
  afterAll(async () => {
    await t?.close();
  });
  // Each test starts with no failures counted (the throttle's email counts span addresses).
  beforeEach(async () => {
    await t.db.kysely.deleteFrom('loginFailures').execute();
  });

  it('enrolment turns it on with ten distinct recovery codes, stored hashed, and no second setup', async () => {
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = expectOk(await t.request('GET', '/api/auth/two-factor', { cookie: t.adminCookie }));
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const stored = JSON.stringify(await t.db.kysely.selectFrom('recoveryCodes').selectAll().execute());
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    expectError(
      await t.request('POST', '/api/auth/two-factor/setup', { cookie: t.adminCookie }),
      409,
      MESSAGES.security.alreadyOn,
    );
    // Another account is untouched.
    expect(expectOk(await t.request('GET', '/api/auth/two-factor', { cookie: t.userCookie })).enabled).toBe(
      false,
    );
  });

  it('the password alone is refused with a clear message and no cookie (the original client)', async () => {
    const res = await login({}, '10.0.0.1');
    const error = expectError(res, 401, MESSAGES.login.twoFactorRequired);
    expect(error.code).toBe('TWO_FACTOR_REQUIRED');
    expect(res.headers['set-cookie']).toBeUndefined();
    // A wrong password with a right code is still "wrong email or password".
    const wrong = await t.request('POST', LOGIN, {
      body: { email: ADMIN.email, password: 'not-the-password', code: await freshCode() },
      remoteAddress: '10.0.0.1',
    });
    expect(expectError(wrong, 401).code).toBe('UNAUTHENTICATED');
  });

  it('a right code signs in once; the same code again and a wrong code are refused', async () => {
    const code = await freshCode();
    const res = await login({ code }, '10.0.0.2');
    expectOk(res);
    expect(res.cookies.find((c) => c.name === 'token')).toBeDefined();
    const replayed = await login({ code }, '10.0.0.2');
    expect(expectError(replayed, 401, MESSAGES.login.wrongCode).code).toBe('TWO_FACTOR_INVALID');
    expect(replayed.headers['set-cookie']).toBeUndefined();
    const wrong = String((Number(await freshCode()) + 1) % 1_000_000).padStart(6, '0');
    expectError(await login({ code: wrong }, '10.0.0.2'), 401, MESSAGES.login.wrongCode);
    // A code of long ago is no code.
    expectError(
      await login({ code: totp.generate({ timestamp: Date.now() - 10 * 60_000 }) }, '10.0.0.2'),
      401,
      MESSAGES.login.wrongCode,
    );
  });

  it('a recovery code signs in once, typed loosely; used again it is refused', async () => {
    const code = recoveryCodes[0]!;
    expectOk(await login({ code: ` ${code.toUpperCase().replace('-', ' ')} ` }, '10.0.0.3'));
    expectError(await login({ code }, '10.0.0.3'), 401, MESSAGES.login.wrongCode);
    const status = expectOk(await t.request('GET', '/api/auth/two-factor', { cookie: t.adminCookie }));
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('wrong codes are throttled like passwords: the address is refused, with Retry-After, even with a right code', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expectError(await login({ code: 'aaaaa-aaaaa' }, '10.0.0.4'), 401, MESSAGES.login.wrongCode);
    }
    const throttled = await login({ code: await freshCode() }, '10.0.0.4');
    expectError(throttled, 429, 'Too many failed codes. Try again in 15 minutes.');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The password's own counters are not what refused it: another address's password is still checked.
    expectError(await login({}, '10.0.0.5'), 401, MESSAGES.login.twoFactorRequired);
  });

  it('wrong codes are counted per account: other addresses get no more guesses at it (decision 0235)', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expectError(await login({ code: 'aaaaa-aaaaa' }, '10.0.2.1'), 401, MESSAGES.login.wrongCode);
    }
    expectError(await login({ code: 'aaaaa-aaaaa' }, '10.0.2.1'), 429);
    // As if eight more had failed from elsewhere: the account's doubling delay is 256 s, far longer
    // than this test takes on a slow machine.
    await t.db.kysely
      .updateTable('loginFailures')
      .set((eb) => ({ failures: eb('failures', '+', 8) }))
      .execute();
    // Ten new addresses, one wrong code each: none is checked.
    for (let i = 2; i < 12; i += 1) {
      const res = await login({ code: 'aaaaa-aaaaa' }, `10.0.2.${i}`);
      expectError(res, 429, /^Too many failed codes\. Try again in \d+ minutes?\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Once the account's wait is over (its last failure moved back), the owner's right code signs in.
    await t.db.kysely
      .updateTable('loginFailures')
      .set({ lastFailureAt: new Date(Date.now() - 10 * 60_000).toISOString() })
      .execute();
    expectOk(await login({ code: await freshCode() }, '10.0.2.20'));
  });

  it('a short wait is said in whole minutes, rounded up: "Try again in 1 minute."', async () => {
    // Two addresses fail LIMIT codes between them: the account's count holds the next one back.
    for (let i = 0; i < LIMIT - 1; i += 1) {
      expectError(await login({ code: 'aaaaa-aaaaa' }, '10.0.1.1'), 401, MESSAGES.login.wrongCode);
    }
    expectError(await login({ code: 'aaaaa-aaaaa' }, '10.0.1.2'), 401, MESSAGES.login.wrongCode);
    // The last failure 30 s ahead: the doubling delay's 1 s ends in about 31 s, whatever the machine's speed.
    await t.db.kysely
      .updateTable('loginFailures')
      .set({ lastFailureAt: new Date(Date.now() + 30_000).toISOString() })
      .execute();
    const throttled = await login({ code: await freshCode() }, '10.0.1.2');
    expectError(throttled, 429, 'Too many failed codes. Try again in 1 minute.');
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(1);
    expect(retryAfter).toBeLessThanOrEqual(31);
  });

  it('turning it on ends the other sessions of the account and keeps this one', async () => {
    const here = await t.login(USER.email, USER.password);
    const before = await t.login(USER.email, USER.password);
    const setup = expectOk(await t.request('POST', '/api/auth/two-factor/setup', { cookie: here }));
    rememberSecret(setup.secret);
    const userTotp = new TOTP({
      secret: Secret.fromBase32(setup.secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    const confirmed = expectOk(
      await t.request('POST', '/api/auth/two-factor/confirm', {
        cookie: here,
        body: { code: userTotp.generate() },
      }),
    );
    confirmed.recoveryCodes.forEach(rememberSecret);
    expectError(await t.request('GET', '/api/auth/current', { cookie: before }), 401);
    expect(expectOk(await t.request('GET', '/api/auth/current', { cookie: here })).email).toBe(USER.email);
    // The admin's sessions are another account's: untouched.
    expectOk(await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }));
    // Off again, so the password alone signs this user in for the other tests.
    expectOk(await t.request('DELETE', '/api/auth/two-factor', { cookie: here }));
  });

  it('changing the second factor needs a recent sign-in', async () => {
    const cookie = await t.login(USER.email, USER.password);
    await t.db.kysely
      .updateTable('sessions')
      .set({ createdAt: new Date(Date.now() - 60 * 60_000).toISOString() })
      .where('id', '=', hashToken(cookie.replace(/^token=/, '')))
      .execute();
    const res = await t.request('POST', '/api/auth/two-factor/setup', { cookie });
    expect(expectError(res, 403, MESSAGES.security.signInAgain).code).toBe('REAUTHENTICATION_REQUIRED');
    expectError(await t.request('POST', '/api/auth/two-factor/setup'), 401);
  });

  it('new recovery codes replace the old ones', async () => {
    const fresh = expectOk(
      await t.request('POST', '/api/auth/two-factor/recovery-codes', { cookie: t.adminCookie }),
    );
    fresh.recoveryCodes.forEach(rememberSecret);
    expectError(await login({ code: recoveryCodes[1]! }, '10.0.0.6'), 401, MESSAGES.login.wrongCode);
    expectOk(await login({ code: fresh.recoveryCodes[0] }, '10.0.0.6'));
  });

  it('sessions: listed with their device, one ended, then every other; refused at once by a second app', async () => {
    const ua = { 'user-agent': CHROME_LINUX };
    const signIn = async () => {
      const res = await t.request('POST', LOGIN, {
        body: { email: USER.email, password: USER.password },
        headers: ua,
      });
      expectOk(res);
      return `token=${res.cookies.find((c) => c.name === 'token')!.value}`;
    };
    const [mine, other, third] = [await signIn(), await signIn(), await signIn()];
    const second = await buildApp({ db: t.db });
    try {
      const list = expectOk(await t.request('GET', '/api/auth/sessions', { cookie: mine }));
      const current = list.filter((s: { current: boolean }) => s.current);
      expect(current).toHaveLength(1);
      expect(current[0]).toMatchObject({ device: 'Chrome on Linux', _id: hashToken(mine.slice(6)) });
      expect(list.length).toBeGreaterThanOrEqual(3);
      // Not another user's sessions.
      const adminIds = new Set(
        expectOk(await t.request('GET', '/api/auth/sessions', { cookie: t.adminCookie })).map(
          (s: { _id: string }) => s._id,
        ),
      );
      expect(list.some((s: { _id: string }) => adminIds.has(s._id))).toBe(false);
      // The admin cannot end the user's session through their own list.
      const otherId = hashToken(other.slice(6));
      expectError(
        await t.request('DELETE', `/api/auth/sessions/${otherId}`, { cookie: t.adminCookie }),
        404,
        MESSAGES.security.noSuchSession,
      );
      expectError(await t.request('DELETE', '/api/auth/sessions/not-an-id', { cookie: mine }), 400);
      expectOk(await t.request('DELETE', `/api/auth/sessions/${otherId}`, { cookie: mine }));
      const onSecond = await second.inject({
        method: 'GET',
        url: '/api/auth/current',
        headers: { cookie: other },
      });
      expect(onSecond.statusCode).toBe(401);
      expect(
        (await second.inject({ method: 'GET', url: '/api/auth/current', headers: { cookie: third } }))
          .statusCode,
      ).toBe(200);
      expectOk(await t.request('DELETE', '/api/auth/sessions', { cookie: mine }));
      expect(
        (await second.inject({ method: 'GET', url: '/api/auth/current', headers: { cookie: third } }))
          .statusCode,
      ).toBe(401);
      expect(
        (await second.inject({ method: 'GET', url: '/api/auth/current', headers: { cookie: mine } }))
          .statusCode,
      ).toBe(200);
      expect(expectOk(await t.request('GET', '/api/auth/sessions', { cookie: mine }))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('turning it off lets the password alone sign in again', async () => {
    expectOk(await t.request('DELETE', '/api/auth/two-factor', { cookie: t.adminCookie }));
    expectError(
      await t.request('DELETE', '/api/auth/two-factor', { cookie: t.adminCookie }),
      409,
      MESSAGES.security.notOn,
    );
    expectOk(await login({}, '10.0.0.7'));
    expect(await t.db.kysely.selectFrom('recoveryCodes').selectAll().execute()).toEqual([]);
  });
});
