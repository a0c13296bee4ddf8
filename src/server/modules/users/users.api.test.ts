/**
 * API tests of users: list and create (admin), read and populated read (self), password and role
 * changes, the last-admin rules, deletion ending sessions, and that no answer carries a password or
 * its hash. Source: docs/api.md "Routes" (users) and "Sessions and safety".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, ID_RE } from '../../test/expect-api.js';
import {
  ADMIN,
  assertNoSecrets,
  createTestApp,
  secretChecks,
  skipReason,
  USER,
  type TestApp,
} from '../../test/test-app.js';

type UserWire = {
  _id: string;
  user: string;
  email: string;
  role: 'admin' | 'user';
  person: string | Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

const UNKNOWN_ID = 'ffffffffffffffffffffffff';

describe.skipIf(skipReason() !== '')('users API', () => {
  let t: TestApp;
  let adminId: string;
  let userId: string;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    adminId = expectOk<UserWire>(await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }))._id;
    userId = expectOk<UserWire>(await t.request('GET', '/api/auth/current', { cookie: t.userCookie }))._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new user and a signed-in cookie of theirs. */
  const newUser = async (role: 'admin' | 'user' = 'user') => {
    const email = `person${++n}@example.com`;
    const password = `password-${n}-long`;
    const created = expectOk<UserWire>(
      await t.request('POST', '/api/users/', {
        cookie: t.adminCookie,
        body: { user: `Person ${n}`, email, password, role },
      }),
      201,
    );
    return { ...created, password, cookie: await t.login(email, password) };
  };

  describe('list and create (admin only)', () => {
    it('lists users as admin, without secrets', async () => {
      const list = expectOk<UserWire[]>(await t.request('GET', '/api/users/', { cookie: t.adminCookie }));
      expect(list.map((u) => u.email)).toEqual(expect.arrayContaining([ADMIN.email, USER.email]));
      for (const u of list) {
        expect(Object.keys(u).sort()).toEqual([
          '_id',
          'createdAt',
          'email',
          'person',
          'role',
          'updatedAt',
          'user',
        ]);
        expect(u._id).toMatch(ID_RE);
      }
    });

    it('401 anonymous, 403 non-admin for list and create, nothing created', async () => {
      expectError(await t.request('GET', '/api/users'), 401);
      expectError(await t.request('GET', '/api/users', { cookie: t.userCookie }), 403);
      const body = { user: 'Intruder', email: 'intruder@example.com', password: 'intruder-password' };
      expectError(await t.request('POST', '/api/users', { body }), 401);
      expectError(await t.request('POST', '/api/users', { body, cookie: t.userCookie }), 403);
      expectError(
        await t.request('POST', '/api/auth/login', { body: { email: body.email, password: body.password } }),
        401,
      );
    });

    it('creates a user (201), role user by default, email lowercased; the new user can sign in', async () => {
      const res = await t.request('POST', '/api/users', {
        cookie: t.adminCookie,
        body: { user: 'New One', email: '  New.One@Example.com ', password: 'new-one-password' },
      });
      const created = expectOk<UserWire>(res, 201);
      expect(created).toMatchObject({
        user: 'New One',
        email: 'new.one@example.com',
        role: 'user',
        person: '',
      });
      expect(created._id).toMatch(ID_RE);
      await t.login('new.one@example.com', 'new-one-password');
    });

    it('a duplicate email ignoring case is 409', async () => {
      const before = expectOk<UserWire[]>(await t.request('GET', '/api/users', { cookie: t.adminCookie }));
      for (const email of [USER.email, USER.email.toUpperCase(), ` ${ADMIN.email} `]) {
        expectError(
          await t.request('POST', '/api/users', {
            cookie: t.adminCookie,
            body: { user: 'Dup', email, password: 'dup-password' },
          }),
          409,
        );
      }
      expect(expectOk(await t.request('GET', '/api/users', { cookie: t.adminCookie }))).toEqual(before);
    });

    it.each([
      ['no name', { email: 'a1@example.com', password: 'long-password' }, /user/],
      ['bad email', { user: 'A', email: 'not-an-email', password: 'long-password' }, /email/],
      ['short password', { user: 'A', email: 'a2@example.com', password: 'short' }, /password/],
      ['bad role', { user: 'A', email: 'a3@example.com', password: 'long-password', role: 'root' }, /role/],
      [
        'unknown person',
        { user: 'A', email: 'a4@example.com', password: 'long-password', person: UNKNOWN_ID },
        /person/,
      ],
    ])('create: %s is 400', async (_name, body, message) => {
      expectError(await t.request('POST', '/api/users', { cookie: t.adminCookie, body }), 400, message);
    });
  });

  describe('read (self)', () => {
    it('a user reads their own record; admin reads any; another user is 403', async () => {
      expect(
        expectOk<UserWire>(await t.request('GET', `/api/users/${userId}`, { cookie: t.userCookie })).email,
      ).toBe(USER.email);
      expect(
        expectOk<UserWire>(await t.request('GET', `/api/users/${userId}`, { cookie: t.adminCookie })).email,
      ).toBe(USER.email);
      expectError(await t.request('GET', `/api/users/${adminId}`, { cookie: t.userCookie }), 403);
      expectError(
        await t.request('GET', `/api/users/${adminId}/populated?populate=person`, { cookie: t.userCookie }),
        403,
      );
      expectError(await t.request('GET', `/api/users/${userId}`), 401);
    });

    it('unknown id 404 (admin), malformed id 400', async () => {
      expectError(await t.request('GET', `/api/users/${UNKNOWN_ID}`, { cookie: t.adminCookie }), 404);
      expectError(await t.request('GET', `/api/users/nope`, { cookie: t.adminCookie }), 400);
      expectError(
        await t.request('PUT', `/api/users/${UNKNOWN_ID}`, { cookie: t.adminCookie, body: { role: 'user' } }),
        404,
      );
      expectError(await t.request('DELETE', `/api/users/${UNKNOWN_ID}`, { cookie: t.adminCookie }), 404);
    });

    it('populated with person: the person object, or "" when not linked', async () => {
      const person = expectOk<{ _id: string }>(
        await t.request('POST', '/api/people', {
          cookie: t.adminCookie,
          body: { firstName: 'Ada', lastName: 'Lovelace' },
        }),
        201,
      );
      const u = await newUser();
      const unlinked = expectOk<UserWire>(
        await t.request('GET', `/api/users/${u._id}/populated?populate=person`, { cookie: u.cookie }),
      );
      expect(unlinked.person).toBe('');
      await t.db.kysely.updateTable('users').set({ personId: person._id }).where('id', '=', u._id).execute();
      const plain = expectOk<UserWire>(await t.request('GET', `/api/users/${u._id}`, { cookie: u.cookie }));
      expect(plain.person).toBe(person._id);
      const populated = expectOk<UserWire>(
        await t.request('GET', `/api/users/${u._id}/populated?populate=person`, { cookie: u.cookie }),
      );
      expect(populated.person).toMatchObject({
        _id: person._id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        thumbnails: [],
        banners: [],
      });
      expectError(
        await t.request('GET', `/api/users/${u._id}/populated?populate=`, { cookie: u.cookie }),
        400,
        'All fields are needed!',
      );
      expectError(
        await t.request('GET', `/api/users/${u._id}/populated?populate=role`, { cookie: u.cookie }),
        400,
      );
    });
  });

  describe('update', () => {
    it('a new password (>= 8) works, ends the other sessions, keeps the current one', async () => {
      const u = await newUser();
      const second = await t.login(u.email, u.password);
      const res = await t.request('PUT', `/api/users/${u._id}`, {
        cookie: u.cookie,
        body: { password: 'brand-new-password' },
      });
      expect(expectOk<UserWire>(res)._id).toBe(u._id);
      expectOk(await t.request('GET', '/api/auth/current', { cookie: u.cookie }));
      expectError(await t.request('GET', '/api/auth/current', { cookie: second }), 401);
      expectError(
        await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } }),
        401,
      );
      await t.login(u.email, 'brand-new-password');
    });

    it('an admin changing another user password ends all of that user sessions', async () => {
      const u = await newUser();
      expectOk(
        await t.request('PUT', `/api/users/${u._id}`, {
          cookie: t.adminCookie,
          body: { password: 'set-by-admin-123' },
        }),
      );
      expectError(await t.request('GET', '/api/auth/current', { cookie: u.cookie }), 401);
      expectOk(await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }));
      await t.login(u.email, 'set-by-admin-123');
    });

    it('a short password is 400 and nothing changes; "" keeps the password', async () => {
      const u = await newUser();
      expectError(
        await t.request('PUT', `/api/users/${u._id}`, { cookie: u.cookie, body: { password: 'short' } }),
        400,
        /password/,
      );
      expectError(
        await t.request('PUT', `/api/users/${u._id}`, { cookie: u.cookie, body: { password: 12345678 } }),
        400,
      );
      expectOk(await t.request('PUT', `/api/users/${u._id}`, { cookie: u.cookie, body: { password: '' } }));
      await t.login(u.email, u.password);
      expectOk(await t.request('GET', '/api/auth/current', { cookie: u.cookie }));
    });

    it('a non-admin cannot change a role (403), not even their own; nor another user (403)', async () => {
      const u = await newUser();
      expectError(
        await t.request('PUT', `/api/users/${u._id}`, { cookie: u.cookie, body: { role: 'admin' } }),
        403,
      );
      expect(
        expectOk<UserWire>(await t.request('GET', `/api/users/${u._id}`, { cookie: u.cookie })).role,
      ).toBe('user');
      expectError(
        await t.request('PUT', `/api/users/${userId}`, {
          cookie: u.cookie,
          body: { password: 'hijacked-password' },
        }),
        403,
      );
      await t.login(USER.email, USER.password);
      // The same role is no change.
      expectOk(await t.request('PUT', `/api/users/${u._id}`, { cookie: u.cookie, body: { role: 'user' } }));
      expectError(
        await t.request('PUT', `/api/users/${u._id}`, { body: { password: 'anonymous-pass' } }),
        401,
      );
      expectError(
        await t.request('PUT', `/api/users/${u._id}`, { cookie: t.adminCookie, body: { role: 'root' } }),
        400,
      );
    });

    it('an admin grants and removes the admin role', async () => {
      const u = await newUser();
      expect(
        expectOk<UserWire>(
          await t.request('PUT', `/api/users/${u._id}`, { cookie: t.adminCookie, body: { role: 'admin' } }),
        ).role,
      ).toBe('admin');
      expectOk(await t.request('GET', '/api/users', { cookie: u.cookie }));
      expect(
        expectOk<UserWire>(
          await t.request('PUT', `/api/users/${u._id}`, { cookie: t.adminCookie, body: { role: 'user' } }),
        ).role,
      ).toBe('user');
      expectError(await t.request('GET', '/api/users', { cookie: u.cookie }), 403);
    });
  });

  describe('delete', () => {
    it('401/403 for non-admins', async () => {
      const u = await newUser();
      expectError(await t.request('DELETE', `/api/users/${u._id}`), 401);
      expectError(await t.request('DELETE', `/api/users/${u._id}`, { cookie: u.cookie }), 403);
      expectOk(await t.request('GET', `/api/users/${u._id}`, { cookie: u.cookie }));
    });

    it('answers the deleted user and ends its sessions', async () => {
      const u = await newUser();
      const res = await t.request('DELETE', `/api/users/${u._id}`, { cookie: t.adminCookie });
      expect(expectOk<UserWire>(res)).toMatchObject({ _id: u._id, email: u.email });
      expectError(await t.request('GET', '/api/auth/current', { cookie: u.cookie }), 401);
      const sessions = await t.db.kysely
        .selectFrom('sessions')
        .select('id')
        .where('userId', '=', u._id)
        .execute();
      expect(sessions).toEqual([]);
      expectError(await t.request('GET', `/api/users/${u._id}`, { cookie: t.adminCookie }), 404);
    });
  });
});

describe.skipIf(skipReason() !== '')('the last admin', () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = expectOk<UserWire>(await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }))._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cannot lose the role (409) nor be deleted (409)', async () => {
    expectError(
      await t.request('PUT', `/api/users/${adminId}`, { cookie: t.adminCookie, body: { role: 'user' } }),
      409,
    );
    expectError(await t.request('DELETE', `/api/users/${adminId}`, { cookie: t.adminCookie }), 409);
    const me = expectOk<UserWire>(await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }));
    expect(me.role).toBe('admin');
  });

  it('with a second admin, one of them may step down or be deleted; then the other is the last', async () => {
    const second = expectOk<UserWire>(
      await t.request('POST', '/api/users', {
        cookie: t.adminCookie,
        body: { user: 'Second', email: 'second@example.com', password: 'second-password', role: 'admin' },
      }),
      201,
    );
    const secondCookie = await t.login('second@example.com', 'second-password');
    expect(
      expectOk<UserWire>(
        await t.request('PUT', `/api/users/${adminId}`, { cookie: secondCookie, body: { role: 'user' } }),
      ).role,
    ).toBe('user');
    expectError(await t.request('DELETE', `/api/users/${second._id}`, { cookie: secondCookie }), 409);
    expectError(
      await t.request('PUT', `/api/users/${second._id}`, { cookie: secondCookie, body: { role: 'user' } }),
      409,
    );
    expectOk(
      await t.request('PUT', `/api/users/${adminId}`, { cookie: secondCookie, body: { role: 'admin' } }),
    );
    expectOk(await t.request('DELETE', `/api/users/${second._id}`, { cookie: t.adminCookie }));
    expectError(await t.request('GET', '/api/auth/current', { cookie: secondCookie }), 401);
  });
});

describe.skipIf(skipReason() !== '')(
  'a recent sign-in for a password or role change (decision 0110 §9)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    /** Sign in, then make that sign-in `minutes` old in the sessions table. */
    const signedInAgo = async (email: string, password: string, minutes: number) => {
      const cookie = await t.login(email, password);
      const current = expectOk<UserWire>(await t.request('GET', '/api/auth/current', { cookie }));
      const sessions = await t.db.kysely
        .selectFrom('sessions')
        .select(['id', 'createdAt'])
        .where('userId', '=', current._id)
        .orderBy('createdAt', 'desc')
        .execute();
      await t.db.kysely
        .updateTable('sessions')
        .set({ createdAt: new Date(Date.now() - minutes * 60_000).toISOString() })
        .where('id', '=', sessions[0]!.id)
        .execute();
      return { cookie, id: current._id };
    };

    it('an 11-minute-old sign-in is 403 REAUTHENTICATION_REQUIRED and changes nothing', async () => {
      const admin = await signedInAgo(ADMIN.email, ADMIN.password, 11);
      const user = expectOk<UserWire>(await t.request('GET', '/api/auth/current', { cookie: t.userCookie }));
      for (const [id, body] of [
        [admin.id, { password: 'new-admin-password' }],
        [user._id, { password: 'new-user-password' }],
        [user._id, { role: 'admin' }],
      ] as const) {
        const error = expectError(
          await t.request('PUT', `/api/users/${id}`, { cookie: admin.cookie, body }),
          403,
          'For your security, sign in again to change a password or a role.',
        );
        expect(error.code).toBe('REAUTHENTICATION_REQUIRED');
      }
      await t.login(ADMIN.email, ADMIN.password);
      await t.login(USER.email, USER.password);
      expect(
        expectOk<UserWire>(await t.request('GET', `/api/users/${user._id}`, { cookie: t.adminCookie })).role,
      ).toBe('user');
      // Nothing sensitive (the same role) needs no fresh sign-in.
      expectOk(
        await t.request('PUT', `/api/users/${user._id}`, { cookie: admin.cookie, body: { role: 'user' } }),
      );
    });

    it('a 9-minute-old sign-in may still change them', async () => {
      const admin = await signedInAgo(ADMIN.email, ADMIN.password, 9);
      const user = expectOk<UserWire>(await t.request('GET', '/api/auth/current', { cookie: t.userCookie }));
      expectOk(
        await t.request('PUT', `/api/users/${user._id}`, { cookie: admin.cookie, body: { role: 'admin' } }),
      );
      expectOk(
        await t.request('PUT', `/api/users/${user._id}`, { cookie: admin.cookie, body: { role: 'user' } }),
      );
    });
  },
);

describe.skipIf(skipReason() !== '')('two admins stepping down at once (decision 0110 §6)', () => {
  type Side = { id: string; cookie: string };
  type Move = ['PUT' | 'DELETE', string, string];
  const races: Record<string, (a: Side, b: Side) => Move[]> = {
    'both demote themselves': (a, b) => [
      ['PUT', a.id, a.cookie],
      ['PUT', b.id, b.cookie],
    ],
    'each demotes the other': (a, b) => [
      ['PUT', b.id, a.cookie],
      ['PUT', a.id, b.cookie],
    ],
    'each deletes the other': (a, b) => [
      ['DELETE', b.id, a.cookie],
      ['DELETE', a.id, b.cookie],
    ],
  };

  it.each(Object.keys(races).flatMap((name) => [name, name]))(
    '%s: one wins, the other is refused, one admin is left',
    async (name) => {
      const t = await createTestApp();
      try {
        const a = {
          id: expectOk<UserWire>(await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }))._id,
          cookie: t.adminCookie,
        };
        const b = {
          id: expectOk<UserWire>(
            await t.request('POST', '/api/users', {
              cookie: t.adminCookie,
              body: {
                user: 'Second',
                email: 'second@example.com',
                password: 'second-password',
                role: 'admin',
              },
            }),
            201,
          )._id,
          cookie: await t.login('second@example.com', 'second-password'),
        };
        const answers = await Promise.all(
          races[name]!(a, b).map(([method, id, cookie]) =>
            t.request(method, `/api/users/${id}`, {
              cookie,
              ...(method === 'PUT' ? { body: { role: 'user' } } : {}),
            }),
          ),
        );
        // The loser is refused: 409, or, when the winner acted on the loser before the loser's request
        // was read, 401 (deleted, with its session) or 403 (no longer an admin).
        const statuses = answers.map((res) => res.statusCode).sort();
        expect(statuses[0]).toBe(200);
        expect(name === 'both demote themselves' ? [409] : [401, 403, 409]).toContain(statuses[1]);
        const admins = await t.db.kysely
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'admin')
          .execute();
        expect(admins).toHaveLength(1);
      } finally {
        await t.close();
      }
    },
  );
});

describe('no secrets in responses', () => {
  it('the check catches a password, a hash or an argon2 string', () => {
    const headers = {};
    expect(() => assertNoSecrets({ body: '{"passwordHash":"x"}', headers }, 't')).toThrow();
    expect(() => assertNoSecrets({ body: '{"user":{"password": "x"}}', headers }, 't')).toThrow();
    expect(() => assertNoSecrets({ body: '"$argon2id$v=19$m=19456"', headers }, 't')).toThrow();
    expect(() =>
      assertNoSecrets(
        { body: '{"error":{"issues":[{"path":"password","message":"too short"}]}}', headers },
        't',
      ),
    ).not.toThrow();
  });

  it.skipIf(skipReason() !== '')('every response of TestApp.request goes through the check', async () => {
    const t = await createTestApp();
    try {
      const before = secretChecks.count;
      await t.request('GET', '/api/users', { cookie: t.adminCookie });
      await t.request('POST', '/api/auth/login', { body: ADMIN });
      expect(secretChecks.count).toBe(before + 2);
    } finally {
      await t.close();
    }
  });
});
