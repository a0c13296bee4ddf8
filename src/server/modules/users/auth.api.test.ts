/**
 * API tests of sign-in: login, current, sign-out, session expiry, hashed session storage and the
 * login rate limits. Source: contract.md "Routes" (auth) and "Sessions and safety"; spec 5.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/sessions.js';
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

  describe('login rate limit (3 per email, 15 per address)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ loginRateLimit: 3 });
    });
    afterAll(async () => {
      await t?.close();
    });

    const attempt = async (email: string, password: string, remoteAddress: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password }),
      });
      assertNoSecrets(res, 'login');
      return res;
    };

    it('the 4th attempt for one email is 429 with a clear message, even with the right password', async () => {
      const email = 'limited@example.com';
      for (let i = 0; i < 3; i++) expectError(await attempt(email, 'wrong-password', `10.0.0.${i + 1}`), 401);
      const error = expectError(
        await attempt(email, 'wrong-password', '10.0.0.9'),
        429,
        /too many login attempts/i,
      );
      expect(error.code).toBe('RATE_LIMITED');
      // Another case of the same email counts as the same email.
      expectError(await attempt(email.toUpperCase(), 'wrong-password', '10.0.0.10'), 429);
      // Other emails are not affected.
      expectError(await attempt('someone-else@example.com', 'wrong-password', '10.0.0.11'), 401);
    });

    it('the right password is refused too once the email is limited', async () => {
      // The admin logged in once when the app was built.
      expectOk(await attempt(ADMIN.email, ADMIN.password, '10.1.0.1'));
      expectError(await attempt(ADMIN.email, 'wrong', '10.1.0.2'), 401);
      const res = await attempt(ADMIN.email, ADMIN.password, '10.1.0.3');
      expectError(res, 429);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('per address: the 16th attempt from one address is 429 whatever the email', async () => {
      const address = '192.0.2.77';
      for (let i = 0; i < 15; i++)
        expectError(await attempt(`person${i}@example.com`, 'wrong-password', address), 401);
      expectError(
        await attempt('fresh@example.com', 'wrong-password', address),
        429,
        /too many login attempts/i,
      );
      // Another address is still served.
      expectError(await attempt('fresh@example.com', 'wrong-password', '192.0.2.78'), 401);
    });
  });
});
