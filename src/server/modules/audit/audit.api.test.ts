/**
 * The audit log through the real app (docs/product.md §23 "Activity",
 * docs/decisions/0180-audit-log.md): sign-ins with their way and failures with the email typed (no
 * password, no code, no address), the second factor's changes, ended sessions, every admin write
 * (method, route, entry, status; no body) recorded from one place, the owner's list with its groups
 * and pages, a user's own events only, the history's retention, and the whole-site backup.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../shared/audit.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { buildApp } from '../../app.js';
import {
  ADMIN,
  assertNoSecrets,
  createTestApp,
  rememberSecret,
  skipReason,
  USER,
  type TestApp,
} from '../../test/test-app.js';
import { checkBackupDocument } from '../data/backup-check.js';
import { createBackup, prepareRestore, restoreBackup } from '../data/backup.js';
import { flushAudit } from './audit-buffer.js';
import { recordAudit } from './audit.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const LOGIN = '/api/auth/login';

describe.skipIf(skipReason() !== '')('audit log', () => {
  let t: TestApp;
  const list = async (query = '', cookie = t.adminCookie) =>
    expectOk<AuditEvent[]>(await t.request('GET', `/api/audit${query}`, { cookie }));
  const everything = async () => {
    await flushAudit(t.db.kysely);
    return JSON.stringify(await t.db.kysely.selectFrom('auditLog').selectAll().execute());
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records sign-ins and failed sign-ins with the email typed, the way and the device, never a password or address', async () => {
    const headers = { 'user-agent': FIREFOX_WINDOWS };
    expectError(
      await t.request('POST', LOGIN, {
        body: { email: 'nobody@example.com', password: 'guess-one-1234' },
        headers,
        remoteAddress: '203.0.113.7',
      }),
      401,
    );
    expectError(
      await t.request('POST', LOGIN, {
        body: { email: ADMIN.email, password: 'guess-two-5678' },
        headers,
        remoteAddress: '203.0.113.7',
      }),
      401,
    );
    expectOk(
      await t.request('POST', LOGIN, {
        body: { email: ADMIN.email, password: ADMIN.password },
        headers,
        remoteAddress: '203.0.113.7',
      }),
    );
    const [signIn, wrongPassword, unknown] = await list('?group=sign-ins&limit=3');
    expect(signIn).toMatchObject({
      kind: 'sign-in',
      email: ADMIN.email,
      detail: 'password',
      device: 'Firefox on Windows',
    });
    expect(signIn!.userId).not.toBeNull();
    expect(wrongPassword).toMatchObject({
      kind: 'sign-in-failed',
      email: ADMIN.email,
      userId: signIn!.userId,
    });
    expect(unknown).toMatchObject({ kind: 'sign-in-failed', email: 'nobody@example.com', userId: null });
    const stored = await everything();
    for (const secret of [
      'guess-one-1234',
      'guess-two-5678',
      ADMIN.password,
      '203.0.113.7',
      'Gecko/20100101',
    ])
      expect(stored).not.toContain(secret);
  });

  it('records every admin write from one place: method, route, entry, status; no body; strangers are not recorded', async () => {
    const work = expectOk<{ _id: string }>(
      await t.request('POST', '/api/works', {
        cookie: t.adminCookie,
        body: { company: 'Acme', jobTitle: 'Welder', description: 'A-distinctive-body-text' },
      }),
      201,
    );
    expectError(
      await t.request('PUT', `/api/works/${work._id}`, { cookie: t.adminCookie, body: { jobTitle: 123 } }),
      400,
    );
    expectOk(await t.request('DELETE', `/api/works/${work._id}`, { cookie: t.adminCookie }));
    // A signed-in user who is not an admin is refused and recorded; an anonymous request is not.
    expectError(await t.request('DELETE', `/api/works/${work._id}`, { cookie: t.userCookie }), 403);
    expectError(await t.request('DELETE', `/api/works/${work._id}`), 401);

    const writes = await list('?group=writes&limit=4');
    expect(
      writes.map((event) => [event.method, event.path, event.entryId, event.status, event.email]),
    ).toEqual([
      ['DELETE', '/api/works/:id', work._id, 403, USER.email],
      ['DELETE', '/api/works/:id', work._id, 200, ADMIN.email],
      ['PUT', '/api/works/:id', work._id, 400, ADMIN.email],
      ['POST', '/api/works', '', 201, ADMIN.email],
    ]);
    expect(await everything()).not.toContain('A-distinctive-body-text');
    // Routes an account may use on itself and an admin on anyone (`self`) are recorded too; a new
    // password never is.
    const user = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', USER.email)
      .executeTakeFirstOrThrow();
    expectOk(
      await t.request('PUT', `/api/users/${user.id}`, {
        cookie: t.adminCookie,
        body: { password: 'A-new-password-99' },
      }),
    );
    const [passwordChange] = await list('?group=writes&limit=1');
    expect(passwordChange).toMatchObject({
      method: 'PUT',
      path: '/api/users/:id',
      entryId: user.id,
      status: 200,
    });
    expect(await everything()).not.toContain('A-new-password-99');
    expectOk(
      await t.request('PUT', `/api/users/${user.id}`, {
        cookie: t.adminCookie,
        body: { password: USER.password },
      }),
    );
    // Reads and the sign-in routes are no admin writes.
    expect(writes.every((event) => event.kind === 'admin-write')).toBe(true);
  });

  it('has an admin write’s event in the table when its answer arrives, for each of 10 writes in a row (decision 0236)', async () => {
    const work = expectOk<{ _id: string }>(
      await t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: 'Durable' } }),
      201,
    );
    const count = async () =>
      (
        await t.db.kysely
          .selectFrom('auditLog')
          .select('id')
          .where('kind', '=', 'admin-write')
          .where('entryId', '=', work._id)
          .execute()
      ).length;
    for (let i = 1; i <= 10; i += 1) {
      expectOk(
        await t.request('PUT', `/api/works/${work._id}`, {
          cookie: t.adminCookie,
          body: { company: `Durable ${i}` },
        }),
      );
      // Read straight from the table, at once: never through the log's list, never after a wait.
      expect(await count()).toBe(i);
    }
  });

  it('records the second factor: on, a sign-in with a code and with a recovery code, a wrong code, new codes, off', async () => {
    const setup = expectOk(await t.request('POST', '/api/auth/two-factor/setup', { cookie: t.adminCookie }));
    rememberSecret(setup.secret);
    const totp = new TOTP({
      secret: Secret.fromBase32(setup.secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    const codes = expectOk(
      await t.request('POST', '/api/auth/two-factor/confirm', {
        cookie: t.adminCookie,
        body: { code: totp.generate() },
      }),
    ).recoveryCodes as string[];
    codes.forEach(rememberSecret);
    const login = (code: string) =>
      t.request('POST', LOGIN, { body: { email: ADMIN.email, password: ADMIN.password, code } });
    // A code is accepted once per 30-second step: forget the step the enrolment used instead of waiting.
    await t.db.kysely.updateTable('twoFactor').set({ lastUsedStep: null }).execute();
    expectOk(await login(totp.generate()));
    const wrong = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, '0');
    expectError(await login(wrong), 401);
    expectOk(await login(codes[0]!));
    expectOk(await t.request('POST', '/api/auth/two-factor/recovery-codes', { cookie: t.adminCookie }));
    expectOk(await t.request('DELETE', '/api/auth/two-factor', { cookie: t.adminCookie }));

    const events = await list('?limit=6');
    expect(events.map((event) => [event.kind, event.detail])).toEqual([
      ['two-factor-off', ''],
      ['recovery-codes-replaced', ''],
      ['sign-in', 'password+recovery'],
      ['second-step-failed', ''],
      ['sign-in', 'password+code'],
      ['two-factor-on', ''],
    ]);
    const stored = await everything();
    for (const secret of [setup.secret, codes[0]!, wrong]) expect(stored).not.toContain(secret);
  });

  it('records ended sessions and sign-outs; a user reads only their own events, the owner everyone’s', async () => {
    const other = await t.login(USER.email, USER.password);
    const third = await t.login(USER.email, USER.password);
    expectOk(await t.request('DELETE', '/api/auth/sessions', { cookie: third }));
    expectOk(await t.request('POST', '/api/auth/signout', { cookie: third }));
    expectError(await t.request('GET', '/api/audit', { cookie: other }), 401);

    const own = await list('?limit=200', await t.login(USER.email, USER.password));
    const userId = own[0]!.userId;
    expect(own.every((event) => event.userId === userId)).toBe(true);
    expect(own.slice(0, 3).map((event) => event.kind)).toEqual([
      'sign-in',
      'signed-out',
      'other-sessions-ended',
    ]);
    const all = await list('?limit=200');
    expect(all.some((event) => event.email === ADMIN.email)).toBe(true);
    expect(all.length).toBeGreaterThan(own.length);
  });

  it('records a sign-in refused by the throttle (429) once a minute per email, without the password', async () => {
    // A second server process on the same database with a low limit (the test app allows 1000).
    const strict = await buildApp({ db: t.db, loginRateLimit: 2 });
    try {
      const attempt = async (password: string) => {
        const response = await strict.inject({
          method: 'POST',
          url: LOGIN,
          remoteAddress: '198.51.100.9',
          headers: { 'content-type': 'application/json', 'user-agent': FIREFOX_WINDOWS },
          payload: JSON.stringify({ email: ADMIN.email, password }),
        });
        assertNoSecrets(response, `POST ${LOGIN}`);
        return response;
      };
      expectError(await attempt('throttled-one-111'), 401);
      expectError(await attempt('throttled-two-222'), 401);
      expectError(await attempt('throttled-three-333'), 429);
      expectError(await attempt('throttled-four-444'), 429);
    } finally {
      await strict.close();
    }
    const refused = (await list('?group=sign-ins&limit=10')).filter((event) => event.status === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      kind: 'sign-in-failed',
      email: ADMIN.email,
      detail: 'password',
      device: 'Firefox on Windows',
    });
    expect(refused[0]!.userId).not.toBeNull();
    const stored = await everything();
    for (const secret of ['throttled-three-333', 'throttled-four-444', '198.51.100.9'])
      expect(stored).not.toContain(secret);
  });

  it('records one refused sign-in a minute per address, however many emails it types (decision 0237)', async () => {
    const strict = await buildApp({ db: t.db, loginRateLimit: 2 });
    try {
      const attempt = (email: string) =>
        strict.inject({
          method: 'POST',
          url: LOGIN,
          remoteAddress: '198.51.100.20',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email, password: 'flood-password' }),
        });
      expectError(await attempt('flood-a@example.com'), 401);
      expectError(await attempt('flood-b@example.com'), 401);
      // As if the address had failed 5 × 2 times: refused until its window ends, however slow the machine.
      await t.db.kysely.updateTable('loginFailures').set({ failures: 10 }).execute();
      for (let i = 0; i < 30; i += 1) expectError(await attempt(`flood-${i}@example.com`), 429);
    } finally {
      await strict.close();
    }
    const refused = await t.db.kysely
      .selectFrom('auditLog')
      .select('email')
      .where('status', '=', 429)
      .where('email', 'like', 'flood-%')
      .execute();
    expect(refused).toEqual([{ email: 'flood-0@example.com' }]);
    expect(await everything()).not.toContain('198.51.100.20');
  });

  it('pages by the last event seen, filters by group and refuses bad queries with 400', async () => {
    const first = await list('?limit=2');
    const next = await list(`?limit=2&before=${first[1]!._id}`);
    const both = await list('?limit=4');
    expect([...first, ...next].map((event) => event._id)).toEqual(both.map((event) => event._id));
    const security = await list('?group=security');
    expect(security.length).toBeGreaterThan(0);
    expect(security.every((event) => !['sign-in', 'admin-write'].includes(event.kind))).toBe(true);
    expectError(await t.request('GET', '/api/audit?group=everything', { cookie: t.adminCookie }), 400);
    expectError(await t.request('GET', '/api/audit?before=nope', { cookie: t.adminCookie }), 400);
    expectError(await t.request('GET', '/api/audit?limit=201', { cookie: t.adminCookie }), 400);
    expectError(await t.request('GET', '/api/audit'), 401);
  });

  it('keeps events as long as the history (days) and goes into the whole-site backup, which adds to the log', async () => {
    expectOk(
      await t.request('PUT', '/api/settings/history', {
        cookie: t.adminCookie,
        body: { days: 30, states: 20 },
      }),
    );
    await recordAudit(t.db.kysely, { kind: 'sign-in', email: 'old@example.com', detail: 'password' });
    await t.db.kysely
      .updateTable('auditLog')
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString() })
      .where('email', '=', 'old@example.com')
      .execute();
    const events = await list('?limit=200');
    expect(events.some((event) => event.email === 'old@example.com')).toBe(false);

    const backup = await createBackup(t.db.kysely);
    expect(backup.tables.auditLog.length).toBeGreaterThan(5);
    const inBackup = backup.tables.auditLog.length;
    // After the backup: one more event, which a restore of that backup keeps.
    await recordAudit(t.db.kysely, { kind: 'sign-in', email: 'after@example.com', detail: 'password' });
    const checked = checkBackupDocument(JSON.parse(JSON.stringify(backup)));
    await restoreBackup(t.db.kysely, await prepareRestore(checked));
    const after = await t.db.kysely.selectFrom('auditLog').select(['email']).execute();
    expect(after).toHaveLength(inBackup + 1);
    expect(after.some((row) => row.email === 'after@example.com')).toBe(true);
  });
});
