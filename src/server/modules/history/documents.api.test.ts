/**
 * The history of the person, the users, the versions, their links and the settings through the real
 * app (docs/product.md §30, docs/decisions/0199-history-of-every-entry.md): each update records the
 * previous state, each recorded state restores through the history's route (itself recorded), a
 * state that no longer fits answers a 4xx and changes nothing, and a user's states never hold a
 * password, a hash or a secret (every response also goes through the test app's secret scan).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryChange } from '../../../shared/history.js';
import type { VersionLink } from '../../../shared/versions.js';
import { newId } from '../../lib/ids.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

type Doc = { _id: string; [key: string]: unknown };

describe.skipIf(skipReason() !== '')('history of the person, users, versions, links and settings', () => {
  let t: TestApp;
  const as = (body?: unknown) => ({ cookie: t.adminCookie, ...(body === undefined ? {} : { body }) });
  const history = async (resource: string, id: string) =>
    expectOk<HistoryChange[]>(await t.request('GET', `/api/history/${resource}/${id}`, as()));
  const restore = (change: HistoryChange, state: 'before' | 'after') =>
    t.request('POST', `/api/history/changes/${change._id}/restore`, as({ state }));
  /** Put a damaged state in the history (a field's rules changed since), as the database holds it. */
  const recordBadState = async (resource: string, entryId: string, state: unknown) => {
    const id = newId();
    await t.db.kysely
      .insertInto('entryHistory')
      .values({
        id,
        resource,
        entryId,
        action: 'update',
        before: JSON.stringify(state),
        after: JSON.stringify(state),
        userId: null,
        createdAt: '2000-01-01T00:00:00.000Z',
      })
      .execute();
    return { _id: id } as HistoryChange;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the person in both languages and restores an earlier state, translations whole', async () => {
    const person = expectOk<Doc>(
      await t.request('POST', '/api/people', as({ firstName: 'Ada', jobTitles: 'Engineer' })),
      201,
    );
    const put = (body: object) => t.request('PUT', `/api/people/${person._id}`, as(body));
    expectOk(await put({ about: 'First about', i18n: { es: { about: 'Primero' } } }));
    expectOk(await put({ about: 'Second about', i18n: { es: { jobTitles: 'Ingeniera' } } }));
    expectOk(await put({ about: 'Second about' })); // changes nothing: no state

    const changes = await history('people', person._id);
    expect(changes.map((change) => change.action)).toEqual(['update', 'update', 'create']);
    expect(changes[2]).toMatchObject({ before: null, after: { firstName: 'Ada' } });
    const first = changes[1]!;
    expect(first.before).toMatchObject({ firstName: 'Ada', about: '' });
    expect(first.after).toMatchObject({ about: 'First about', i18n: { es: { about: 'Primero' } } });
    expect(first.after).not.toHaveProperty('_id');

    // Restore the state after the first edit: the Spanish job title added later goes.
    const restored = expectOk<Doc>(await restore(first, 'after'));
    expect(restored).toMatchObject({ about: 'First about', i18n: { es: { about: 'Primero' } } });
    expect(restored.i18n).toEqual({ es: { about: 'Primero' } });
    const [restoreChange] = await history('people', person._id);
    expect(restoreChange).toMatchObject({ action: 'restore', after: { about: 'First about' } });

    // A state that no longer fits the form: 409, nothing changes, nothing recorded.
    const bad = await recordBadState('people', person._id, { firstName: 'Ada', dni: 'not digits' });
    expectError(await restore(bad, 'after'), 409);
    const now = expectOk<Doc>(await t.request('GET', `/api/people/${person._id}`));
    expect(now).toMatchObject({ about: 'First about', dni: '' });
    expect((await history('people', person._id))[0]!._id).toBe(restoreChange!._id);
  });

  it("records a user's name, email and role only, and restores the role, never the password", async () => {
    const password = 'first-password-123';
    const user = expectOk<Doc>(
      await t.request(
        'POST',
        '/api/users',
        as({ user: 'Grace', email: 'grace@example.com', password, role: 'user' }),
      ),
      201,
    );
    const put = (body: object) => t.request('PUT', `/api/users/${user._id}`, as(body));
    expectOk(await put({ role: 'admin' }));
    const newPassword = 'second-password-456';
    expectOk(await put({ password: newPassword })); // no safe field changed: no state

    const changes = await history('users', user._id);
    expect(changes.map((change) => change.action)).toEqual(['update', 'create']);
    expect(changes[0]!.before).toEqual({ user: 'Grace', email: 'grace@example.com', role: 'user' });
    expect(changes[0]!.after).toEqual({ user: 'Grace', email: 'grace@example.com', role: 'admin' });
    const stored = JSON.stringify(
      await t.db.kysely.selectFrom('entryHistory').selectAll().where('resource', '=', 'users').execute(),
    );
    for (const secret of [password, newPassword, '$argon2', 'passwordHash', 'secret'])
      expect(stored).not.toContain(secret);

    expect(expectOk<Doc>(await restore(changes[0]!, 'before'))).toMatchObject({ role: 'user' });
    expect((await history('users', user._id))[0]).toMatchObject({
      action: 'restore',
      after: { role: 'user' },
    });
    // The password is the one set last: the restore did not touch it.
    await t.login('grace@example.com', newPassword);
    expectError(
      await t.request('POST', '/api/auth/login', { body: { email: 'grace@example.com', password } }),
      401,
    );
  });

  it('records the design, statistics and history settings and restores them; a bad state changes nothing', async () => {
    const design = (body: object) => t.request('PUT', '/api/settings/design', as(body));
    expectOk(await design({ design: 'sidebar', accent: null, fonts: null, photoShape: 'square' }));
    expectOk(await design({ design: 'minimal', accent: null, fonts: null, photoShape: null }));
    const designChanges = await history('settings', 'design');
    expect(designChanges[0]).toMatchObject({
      before: { design: 'sidebar', photoShape: 'square' },
      after: { design: 'minimal', photoShape: null },
    });
    expectOk(await restore(designChanges[0]!, 'before'));
    expect(expectOk<Doc>(await t.request('GET', '/api/settings/design'))).toMatchObject({
      design: 'sidebar',
      photoShape: 'square',
    });
    const gone = await recordBadState('settings', 'design', { design: 'no-such-design' });
    expectError(await restore(gone, 'after'), 409);
    expect(expectOk<Doc>(await t.request('GET', '/api/settings/design'))).toMatchObject({
      design: 'sidebar',
    });

    expectOk(await t.request('PUT', '/api/admin/statistics/settings', as({ retentionMonths: 24 })));
    const [statistics] = await history('settings', 'statistics');
    expect(statistics).toMatchObject({ before: { retentionMonths: 13 }, after: { retentionMonths: 24 } });
    expectOk(await restore(statistics!, 'before'));
    expect((await history('settings', 'statistics'))[0]).toMatchObject({
      action: 'restore',
      after: { retentionMonths: 13 },
    });

    expectOk(await t.request('PUT', '/api/settings/history', as({ days: 30, states: 5 })));
    const [retention] = await history('settings', 'history');
    expect(retention).toMatchObject({ before: { days: 90, states: 20 }, after: { days: 30, states: 5 } });
    expectOk(await restore(retention!, 'before'));
    expect(expectOk<Doc>(await t.request('GET', '/api/settings/history', as()))).toEqual({
      days: 90,
      states: 20,
    });

    expectError(await t.request('GET', '/api/history/settings/nothing', as()), 400);
  });

  it("records versions and their links (never a link's token) and restores them", async () => {
    const version = expectOk<Doc>(await t.request('POST', '/api/versions', as({ name: 'For Acme' })), 201);
    expectOk(await t.request('PATCH', `/api/versions/${version._id}`, as({ name: 'For Acme Inc.' })));
    const [renamed] = await history('versions', version._id);
    expect(renamed).toMatchObject({ before: { name: 'For Acme' }, after: { name: 'For Acme Inc.' } });
    expect(expectOk<Doc>(await restore(renamed!, 'before'))).toMatchObject({ name: 'For Acme' });

    const link = expectOk<VersionLink>(
      await t.request('POST', `/api/versions/${version._id}/links`, as({ label: 'Recruiter' })),
      201,
    );
    const token = link.path.split('/').pop()!;
    expectOk(await t.request('PATCH', `/api/links/${link._id}`, as({ label: 'Jane', paused: true })));
    const linkChanges = await history('links', link._id);
    expect(linkChanges[0]).toMatchObject({
      before: { label: 'Recruiter', paused: false },
      after: { label: 'Jane', paused: true },
    });
    expect(JSON.stringify(linkChanges)).not.toContain(token);
    expectOk(await restore(linkChanges[0]!, 'before'));
    const links = expectOk<VersionLink[]>(await t.request('GET', `/api/versions/${version._id}/links`, as()));
    expect(links[0]).toMatchObject({ label: 'Recruiter', paused: false, state: 'active' });
    const restoredHistory = await history('links', link._id);
    expect(JSON.stringify(restoredHistory)).not.toContain(token);

    // A revoked link does not change, by a restore either.
    expectOk(await t.request('POST', `/api/links/${link._id}/revoke`, as({})));
    expectError(await restore(linkChanges[0]!, 'after'), 409);
  });

  it('records the create and the delete of a user; a deleted user is not restored (409)', async () => {
    const body = { user: 'Linus', email: 'linus@example.com', password: 'linus-password-123' };
    const user = expectOk<Doc>(await t.request('POST', '/api/users', as(body)), 201);
    expectOk(await t.request('DELETE', `/api/users/${user._id}`, as()));
    const [deleted, created] = await history('users', user._id);
    const state = { user: 'Linus', email: 'linus@example.com', role: 'user' };
    expect(created).toMatchObject({ action: 'create', before: null, after: state });
    expect(deleted).toMatchObject({ action: 'delete', before: state, after: null });
    const refused = expectError(await restore(deleted!, 'before'), 409);
    expect(refused.message).toContain('cannot be restored');
    expectError(await t.request('GET', `/api/users/${user._id}`, as()), 404);
    expect(await history('users', user._id)).toHaveLength(2);
  });

  it('records the create and the delete of the person, and brings a deleted person back under its id', async () => {
    const [person] = expectOk<Doc[]>(await t.request('GET', '/api/people'));
    expectOk(await t.request('DELETE', `/api/people/${person!._id}`, as()));
    const [deleted] = await history('people', person!._id);
    expect(deleted).toMatchObject({ action: 'delete', before: { firstName: 'Ada' }, after: null });
    expect(expectOk<Doc>(await restore(deleted!, 'before'))).toMatchObject({
      _id: person!._id,
      firstName: 'Ada',
    });
    expect((await history('people', person!._id))[0]).toMatchObject({ action: 'restore', before: null });
    expect(expectOk<Doc[]>(await t.request('GET', '/api/people'))).toHaveLength(1);
  });

  it('puts a deleted version in the trash with its links, and brings them back with the same URLs', async () => {
    const version = expectOk<Doc>(await t.request('POST', '/api/versions', as({ name: 'For Globex' })), 201);
    expect((await history('versions', version._id))[0]).toMatchObject({
      action: 'create',
      after: { name: 'For Globex' },
    });
    const link = expectOk<VersionLink>(
      await t.request('POST', `/api/versions/${version._id}/links`, as({ label: 'Hank', note: 'Call' })),
      201,
    );
    expect((await t.request('GET', link.path)).statusCode).toBe(200);
    expectOk(await t.request('PATCH', `/api/links/${link._id}`, as({ paused: true })));
    expect((await history('links', link._id)).map((change) => change.action)).toEqual(['update', 'create']);

    expectOk(await t.request('DELETE', `/api/versions/${version._id}`, as()));
    expect((await t.request('GET', link.path)).statusCode).toBe(404);
    expect((await history('versions', version._id))[0]).toMatchObject({
      action: 'delete',
      before: { name: 'For Globex' },
    });
    expect((await history('links', link._id))[0]).toMatchObject({
      action: 'delete',
      before: { label: 'Hank' },
    });
    const trash = await t.request('GET', '/api/trash', as());
    expect(expectOk<Doc[]>(trash)).toContainEqual(
      expect.objectContaining({
        resource: 'versions',
        entryId: version._id,
        state: expect.objectContaining({ name: 'For Globex' }),
      }),
    );
    const token = link.path.split('/').pop()!;
    expect(trash.body).not.toContain(token);
    // A link deleted with its version comes back only with it.
    expectError(await restore((await history('links', link._id))[0]!, 'before'), 409);

    // Back from the trash: the same id, selection and links, each URL answering again.
    const back = expectOk<Doc>(await t.request('POST', `/api/trash/versions/${version._id}/restore`, as({})));
    expect(back).toMatchObject({ _id: version._id, name: 'For Globex', baselineAt: version.baselineAt });
    const links = expectOk<VersionLink[]>(await t.request('GET', `/api/versions/${version._id}/links`, as()));
    expect(links).toEqual([expect.objectContaining({ _id: link._id, path: link.path, state: 'paused' })]);
    expectOk(await t.request('PATCH', `/api/links/${link._id}`, as({ paused: false })));
    expect((await t.request('GET', link.path)).statusCode).toBe(200);
    expect((await history('links', link._id))[1]).toMatchObject({ action: 'restore', before: null });
    expectError(await t.request('POST', `/api/trash/versions/${version._id}/restore`, as({})), 404);

    // From the history the same; deleted for good, the version's and its links' histories go.
    expectOk(await t.request('DELETE', `/api/versions/${version._id}`, as()));
    const [deleted] = await history('versions', version._id);
    expect(expectOk<Doc>(await restore(deleted!, 'before'))).toMatchObject({ _id: version._id });
    expect((await t.request('GET', link.path)).statusCode).toBe(200);
    expectOk(await t.request('DELETE', `/api/versions/${version._id}`, as()));
    expectOk(await t.request('DELETE', `/api/trash/versions/${version._id}`, as()));
    // Gone with their histories: unknown ids (docs/api.md §1).
    expectError(await t.request('GET', `/api/history/versions/${version._id}`, as()), 404);
    expectError(await t.request('GET', `/api/history/links/${link._id}`, as()), 404);
    expect((await t.request('GET', link.path)).statusCode).toBe(404);
  });
});
