/**
 * API tests of sign-in: login, current, sign-out, session expiry, hashed session storage and the
 * login rate limits. Source: docs/api.md "Routes" (auth) and "Sessions and safety"; docs/product.md §5.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { LoginThrottle } from './login-throttle.js';
import { hashToken } from './sessions.js';
import { expectError, expectOk, ID_RE } from '../../test/expect-api.js';
import {
  ADMIN,
  assertNoSecrets,
  createTestApp,
  skipReason,
  USER,
  type TestApp,
} from '../../test/test-app.js';

const tokenOf = (cookie: string) => cookie.replace(/^token=/, '');

describe.skipIf(skipReason() !== '')('auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('login', () => {
    it('answers the user and sets an HttpOnly, SameSite=Lax, Path=/ cookie `token` (not Secure)', async () => {
      const res = await t.request('POST', '/api/auth/login', {
        body: { email: ADMIN.email, password: ADMIN.password },
      });
      const user = expectOk(res);
      expect(user).toMatchObject({ email: ADMIN.email, role: 'admin', user: 'Admin', person: '' });
      expect(user._id).toMatch(ID_RE);
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/^token=[^;]{20,};/);
      expect(header).toMatch(/; HttpOnly/i);
      expect(header).toMatch(/; SameSite=Lax/i);
      expect(header).toMatch(/; Path=\//i);
      expect(header).not.toMatch(/Secure/i);
      // Seven days (the default lifetime), sliding.
      expect(header).toMatch(/; Max-Age=604800/i);
      const cookie = res.cookies.find((c) => c.name === 'token')!;
      const current = expectOk(
        await t.request('GET', '/api/auth/current', { cookie: `token=${cookie.value}` }),
      );
      expect(current).toEqual(user);
    });

    it('accepts the email in another case and with spaces', async () => {
      expectOk(
        await t.request('POST', '/api/auth/login', {
          body: { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password },
        }),
      );
    });

    it('wrong email and wrong password are 401 with the same message', async () => {
      const wrongEmail = expectError(
        await t.request('POST', '/api/auth/login', {
          body: { email: 'nobody@example.com', password: ADMIN.password },
        }),
        401,
      );
      const wrongPassword = expectError(
        await t.request('POST', '/api/auth/login', {
          body: { email: ADMIN.email, password: 'not-the-password' },
        }),
        401,
      );
      expect(wrongEmail.message).toBe(wrongPassword.message);
      expect(wrongEmail.code).toBe(wrongPassword.code);
    });

    it('a failed login sets no cookie', async () => {
      const res = await t.request('POST', '/api/auth/login', {
        body: { email: ADMIN.email, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['no email', { password: 'x' }],
      ['no password', { email: ADMIN.email }],
      ['empty email', { email: '', password: 'x' }],
      ['empty password', { email: ADMIN.email, password: '' }],
      ['empty body', {}],
      ['email not text', { email: 5, password: 'x' }],
    ])('%s is 400 "You must complete all fields!"', async (_name, body) => {
      expectError(await t.request('POST', '/api/auth/login', { body }), 400, 'You must complete all fields!');
    });
  });

  describe('current', () => {
    it.each(['GET', 'POST'] as const)(
      '%s answers 200 the user when signed in, 401 when not',
      async (method) => {
        const user = expectOk(await t.request(method, '/api/auth/current', { cookie: t.userCookie }));
        expect(user).toMatchObject({ email: USER.email, role: 'user' });
        expectError(await t.request(method, '/api/auth/current'), 401);
        expectError(
          await t.request(method, '/api/auth/current', {
            cookie: 'token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
          }),
          401,
        );
      },
    );
  });

  describe('sign-out', () => {
    it('revokes the session on the server and clears the cookie', async () => {
      const cookie = await t.login(USER.email, USER.password);
      const other = await t.login(USER.email, USER.password);
      const res = await t.request('POST', '/api/auth/signout', { cookie });
      expect(expectOk(res)).toBeNull();
      const cleared = String(res.headers['set-cookie']);
      expect(cleared).toMatch(/^token=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
      // The old cookie, sent again, is no longer a session.
      expectError(await t.request('GET', '/api/auth/current', { cookie }), 401);
      expectError(await t.request('POST', '/api/auth/signout', { cookie }), 401);
      const row = await t.db.kysely
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', hashToken(tokenOf(cookie)))
        .executeTakeFirst();
      expect(row).toBeUndefined();
      // Another session of the same user lives on.
      expectOk(await t.request('GET', '/api/auth/current', { cookie: other }));
    });

    it('anonymous sign-out is 401', async () => {
      expectError(await t.request('POST', '/api/auth/signout'), 401);
    });
  });

  describe('sessions', () => {
    it('the database stores only a hash of the token', async () => {
      const cookie = await t.login(ADMIN.email, ADMIN.password);
      const token = tokenOf(cookie);
      const rows = await t.db.kysely.selectFrom('sessions').selectAll().execute();
      expect(rows.length).toBeGreaterThan(0);
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain(token);
      expect(rows.some((row) => row.id === hashToken(token))).toBe(true);
    });

    it('an expired session is 401 and is deleted', async () => {
      const cookie = await t.login(USER.email, USER.password);
      expectOk(await t.request('GET', '/api/auth/current', { cookie }));
      const id = hashToken(tokenOf(cookie));
      await t.db.kysely
        .updateTable('sessions')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      expectError(await t.request('GET', '/api/auth/current', { cookie }), 401);
      expectError(await t.request('POST', '/api/works', { cookie, body: {} }), 401);
      expect(
        await t.db.kysely.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('a session slides forward on use', async () => {
      const cookie = await t.login(USER.email, USER.password);
      const id = hashToken(tokenOf(cookie));
      const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      await t.db.kysely.updateTable('sessions').set({ expiresAt: soon }).where('id', '=', id).execute();
      const res = await t.request('GET', '/api/auth/current', { cookie });
      expectOk(res);
      const row = await t.db.kysely
        .selectFrom('sessions')
        .select('expiresAt')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
      expect(String(res.headers['set-cookie'])).toMatch(/^token=/);
    });
  });
});

describe.skipIf(skipReason() !== '')('auth with other settings', () => {
  it('a tiny session lifetime expires the session', async () => {
    // 1 ms: the session is already over when it is next used.
    // createTestApp signs in; with a 1 ms lifetime the sessions it made are over at once.
    const app = await createTestApp({ sessionTtlDays: 1 / (24 * 60 * 60 * 1000) });
    try {
      expectError(await app.request('GET', '/api/auth/current', { cookie: app.adminCookie }), 401);
      expectError(await app.request('POST', '/api/works', { cookie: app.adminCookie, body: {} }), 401);
    } finally {
      await app.close();
    }
  });

  it('secureCookies makes the cookie Secure', async () => {
    const t = await createTestApp({ secureCookies: true });
    try {
      const res = await t.request('POST', '/api/auth/login', { body: ADMIN });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await t.close();
    }
  });

  describe('sign-in throttling counts failures only (limit 3; decision 0010)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ loginRateLimit: 3 });
    });
    afterAll(async () => {
      await t?.close();
    });

    const attempt = async (email: string, password: string, remoteAddress: string, app = t.app) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password }),
      });
      assertNoSecrets(res, 'login');
      return res;
    };

    it('keeps no client address: the counters hold a keyed hash of it, and still count (decision 0237)', async () => {
      const address = '198.51.100.77';
      for (let i = 0; i < 3; i++) expectError(await attempt('nobody@example.com', 'wrong', address), 401);
      expectError(await attempt('nobody@example.com', 'wrong', address), 429);
      const rows = await t.db.kysely.selectFrom('loginFailures').selectAll().execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(address);
      expect(JSON.stringify(rows)).not.toContain('198.51.100');
    });

    it('failures from many addresses never refuse the right password from an address that has not failed', async () => {
      for (let i = 0; i < 12; i++) expectError(await attempt(USER.email, 'wrong', `10.0.0.${i + 1}`), 401);
      // An address that failed on this email now waits (distributed guessing stays bounded) ...
      const slowed = await attempt(USER.email, 'wrong', '10.0.0.1');
      expect(expectError(slowed, 429, /too many failed sign-ins/i).code).toBe('RATE_LIMITED');
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
      // ... while the owner, elsewhere, signs in, with any case or padding of the email.
      for (const [email, address] of [
        [` ${USER.email.toUpperCase()} `, '10.9.0.1'],
        [USER.email, '10.9.0.2'],
      ] as const) {
        const res = await attempt(email, USER.password, address);
        expectOk(res);
        expect(String(res.headers['set-cookie'])).toMatch(/token=/);
      }
    });

    it('successful sign-ins are not counted', async () => {
      for (let i = 0; i < 8; i++) expectOk(await attempt(ADMIN.email, ADMIN.password, '10.1.0.1'));
    });

    it('one address failing on one email is refused (429, Retry-After), even with the right password', async () => {
      const address = '10.2.0.1';
      for (const email of [ADMIN.email, ADMIN.email.toUpperCase(), ` ${ADMIN.email} `])
        expectError(await attempt(email, 'wrong', address), 401);
      const res = await attempt(ADMIN.email, ADMIN.password, address);
      expectError(res, 429, /too many failed sign-ins/i);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(res.headers['set-cookie']).toBeUndefined();
      expectOk(await attempt(ADMIN.email, ADMIN.password, '10.2.0.2'));
    });

    it('one address failing on many emails is slowed down', async () => {
      const address = '192.0.2.77';
      for (let i = 0; i < 3; i++) expectError(await attempt(`person${i}@example.com`, 'wrong', address), 401);
      const res = await attempt('fresh@example.com', 'wrong', address);
      expectError(res, 429, /too many failed sign-ins/i);
      expect(res.headers['retry-after']).toBe('1');
      expectError(await attempt('fresh@example.com', 'wrong', '192.0.2.78'), 401);
    });

    it('the counts live in the database: another server process on it sees them', async () => {
      const other = await buildApp({ db: t.db, loginRateLimit: 3 });
      try {
        const address = '10.3.0.1';
        for (let i = 0; i < 3; i++) expectError(await attempt('shared@example.com', 'wrong', address), 401);
        expectError(await attempt('shared@example.com', 'wrong', address, other), 429);
      } finally {
        await other.close();
      }
    });

    it('TRUST_PROXY: X-Forwarded-For is the client address only from a trusted proxy', async () => {
      const forwarded = async (app: typeof t.app, client: string, email = 'proxied@example.com') =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          payload: JSON.stringify({ email, password: 'wrong' }),
        });
      const behindProxy = await buildApp({ db: t.db, loginRateLimit: 3, trustProxy: 1 });
      try {
        for (let i = 0; i < 5; i++)
          expect((await forwarded(behindProxy, `198.51.100.${i}`)).statusCode).toBe(401);
      } finally {
        await behindProxy.close();
      }
      // Untrusted (the default): every request is the proxy's own address, so it is refused.
      for (let i = 0; i < 3; i++)
        expect((await forwarded(t.app, `203.0.113.${i}`, 'direct@example.com')).statusCode).toBe(401);
      expect((await forwarded(t.app, '203.0.113.9', 'direct@example.com')).statusCode).toBe(429);
    });
  });

  describe('LoginThrottle over time (limit 2)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('delays double, an address is refused after 5 × limit failures, and the window ends it all', async () => {
      const throttle = new LoginThrottle(t.db.kysely, 2);
      const start = Date.parse('2030-01-01T00:00:00Z');
      const address = '10.5.0.1';
      const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
      const failAt = async (minute: number, index: number) =>
        throttle.failed(address, emails[index % 3]!, start + minute * 60_000);
      await failAt(0, 0);
      expect(await throttle.check(address, 'next@example.com', start + 1)).toBeUndefined();
      await failAt(1, 1);
      // At the limit: 1 s after the last failure, then 2 s after the next one.
      expect(await throttle.check(address, 'next@example.com', start + 60_000 + 500)).toBe(1);
      expect(await throttle.check(address, 'next@example.com', start + 60_000 + 1_001)).toBeUndefined();
      await failAt(2, 2);
      expect(await throttle.check(address, 'next@example.com', start + 120_000 + 500)).toBe(2);
      for (let minute = 3; minute < 10; minute++) await failAt(minute, minute);
      // 10 failures = 5 × limit: refused until the window (15 minutes from the first failure) ends.
      expect(await throttle.check(address, 'next@example.com', start + 14 * 60_000)).toBe(60);
      expect(await throttle.check(address, 'next@example.com', start + 15 * 60_000 + 1)).toBeUndefined();
    });
  });
});
