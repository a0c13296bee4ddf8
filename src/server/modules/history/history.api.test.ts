/**
 * History, restore and trash through the real app (docs/product.md §22): every write of an ordered
 * resource records its previous state in the same transaction; a restore brings any recorded state
 * back and is recorded itself; a delete goes to the trash, from where the entry comes back at its
 * place with its links (those still existing). On PostgreSQL the concurrent edits run on several
 * connections at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_TYPES } from '../../../shared/constants.js';
import type { HistoryChange, TrashItem } from '../../../shared/history.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { ADMIN, createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

const EDUCATION = EDUCATION_TYPES[0];

type Entry = { _id: string; order: number; [key: string]: unknown };

describe.skipIf(skipReason() !== '')('history, restore and trash', () => {
  let t: TestApp;
  let adminName: string;
  const as = (options: { body?: unknown } = {}) => ({ cookie: t.adminCookie, ...options });
  const history = async (resource: string, id: string) =>
    expectOk<HistoryChange[]>(await t.request('GET', `/api/history/${resource}/${id}`, as()));
  const create = async (resource: string, body: Record<string, unknown>) =>
    expectOk<Entry>(await t.request('POST', `/api/${resource}`, as({ body })), 201);

  beforeAll(async () => {
    t = await createTestApp();
    adminName = (
      await t.db.kysely
        .selectFrom('users')
        .select('name')
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow()
    ).name;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records who changed what, and restores an earlier state (itself recorded)', async () => {
    const work = await create('works', { company: 'Acme', jobTitle: 'Junior', description: 'First text' });
    expectOk(await t.request('PUT', `/api/works/${work._id}`, as({ body: { description: 'Second text' } })));
    expectOk(await t.request('PUT', `/api/works/${work._id}`, as({ body: { jobTitle: 'Senior' } })));
    // A save that changes nothing adds no state.
    expectOk(await t.request('PUT', `/api/works/${work._id}`, as({ body: { jobTitle: 'Senior' } })));

    const changes = await history('works', work._id);
    expect(changes.map((change) => change.action)).toEqual(['update', 'update', 'create']);
    expect(changes.every((change) => change.userName === adminName && change.userId !== null)).toBe(true);
    const [second, first, created] = changes as [HistoryChange, HistoryChange, HistoryChange];
    expect(created.before).toBeNull();
    expect(first.before).toMatchObject({ description: 'First text', jobTitle: 'Junior' });
    expect(first.after).toMatchObject({ description: 'Second text', jobTitle: 'Junior' });
    expect(second.after).toMatchObject({ description: 'Second text', jobTitle: 'Senior' });

    // Bring back the state as created.
    const restored = expectOk<Entry>(
      await t.request('POST', `/api/history/changes/${created._id}/restore`, as({ body: {} })),
    );
    expect(restored).toMatchObject({ description: 'First text', jobTitle: 'Junior', _id: work._id });
    const publicList = expectOk<Entry[]>(await t.request('GET', '/api/works'));
    expect(publicList.find((entry) => entry._id === work._id)).toMatchObject({ description: 'First text' });
    const after = await history('works', work._id);
    expect(after[0]).toMatchObject({ action: 'restore', userName: adminName });
    expect(after[0]!.before).toMatchObject({ description: 'Second text', jobTitle: 'Senior' });

    // Anonymous visitors and non-admins see no history.
    expect((await t.request('GET', `/api/history/works/${work._id}`)).statusCode).toBe(401);
    expect(
      (await t.request('GET', `/api/history/works/${work._id}`, { cookie: t.userCookie })).statusCode,
    ).toBe(403);
    expectError(await t.request('GET', `/api/history/nothing/${work._id}`, as()), 404);
    expectError(await t.request('GET', '/api/history/works/not-an-id', as()), 400);
    expectError(
      await t.request('POST', `/api/history/changes/${'0'.repeat(24)}/restore`, as({ body: {} })),
      404,
    );
    expectError(
      await t.request(
        'POST',
        `/api/history/changes/${created._id}/restore`,
        as({ body: { state: 'later' } }),
      ),
      400,
    );
  });

  it('answers 404 for a well-formed id that names nothing, 200 for a live entry, a deleted one or a setting', async () => {
    const unknown = 'abcdefabcdefabcdefabcdef';
    for (const resource of ['works', 'proyects', 'people', 'users', 'versions', 'links']) {
      expectError(await t.request('GET', `/api/history/${resource}/${unknown}`, as()), 404);
    }
    expectError(await t.request('GET', '/api/history/works/design', as()), 404);
    // The `All` category, made at the first start, has no change yet: its history is empty, not 404.
    const all = expectOk<Entry[]>(await t.request('GET', '/api/categories')).find((c) => c.title === 'All')!;
    expect(await history('categories', all._id)).toEqual([]);
    const admin = expectOk<{ _id: string }>(await t.request('GET', '/api/auth/current', as()));
    expect(Array.isArray(await history('users', admin._id))).toBe(true);
    expect(Array.isArray(await history('settings', 'design'))).toBe(true);
    // A deleted entry keeps its history.
    const work = await create('works', { company: 'Gone', jobTitle: 'Tester' });
    expectOk(await t.request('DELETE', `/api/works/${work._id}`, as()));
    expect((await history('works', work._id)).map((change) => change.action)).toEqual(['delete', 'create']);
  });

  it('keeps every state of concurrent edits: each change starts from the one before', async () => {
    const work = await create('works', { company: 'Parallel', description: 'v0' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request('PUT', `/api/works/${work._id}`, as({ body: { description: `v${i + 1}` } })),
      ),
    );
    for (const res of answers) expectOk(res);
    const changes = (await history('works', work._id)).reverse();
    expect(changes).toHaveLength(13);
    // A chain without a gap: no state was lost between two edits.
    for (let i = 1; i < changes.length; i++) {
      expect((changes[i]!.before as Entry).description).toBe((changes[i - 1]!.after as Entry).description);
    }
    const summaries = changes.slice(1).map((change) => (change.after as Entry).description);
    expect(new Set(summaries).size).toBe(12);
    const current = expectOk<Entry>(await t.request('GET', `/api/works/${work._id}`));
    expect(current.description).toBe(summaries.at(-1));
    // Read a page at a time: the newest 5, then the ones before the last of them.
    const newest = expectOk<HistoryChange[]>(
      await t.request('GET', `/api/history/works/${work._id}?limit=5`, as()),
    );
    const older = expectOk<HistoryChange[]>(
      await t.request('GET', `/api/history/works/${work._id}?limit=5&before=${newest[4]!._id}`, as()),
    );
    expect([...newest, ...older].map((change) => change._id)).toEqual(
      [...changes]
        .reverse()
        .slice(0, 10)
        .map((change) => change._id),
    );
    expectError(await t.request('GET', `/api/history/works/${work._id}?limit=0`, as()), 400);
  });

  it('records a reorder and undoes it', async () => {
    const list = expectOk<Entry[]>(await t.request('GET', '/api/works'));
    const ids = list.map((entry) => entry._id);
    expectOk(
      await t.request('PUT', '/api/works/reorder', as({ body: [...ids].reverse().map((_id) => ({ _id })) })),
    );
    const [reorder] = await t.db.kysely
      .selectFrom('entryHistory')
      .select('id')
      .where('action', '=', 'reorder')
      .orderBy('createdAt', 'desc')
      .execute();
    const undone = expectOk<Entry[]>(
      await t.request(
        'POST',
        `/api/history/changes/${reorder!.id}/restore`,
        as({ body: { state: 'before' } }),
      ),
    );
    expect(undone.map((entry) => entry._id)).toEqual(ids);
  });

  it('restores a deleted project from the trash at its place, with its skills and categories', async () => {
    const skill = await create('languages', { name: 'TypeScript', type: 'Hard' });
    const web = await create('categories', { title: 'Web' });
    const tools = await create('categories', { title: 'Tools' });
    const first = await create('proyects', { title: 'First' });
    const project = await create('proyects', {
      title: 'Keeper',
      languages: [skill._id],
      categories: [web._id, tools._id],
    });
    await create('proyects', { title: 'Last' });

    const deleted = expectOk<Entry>(await t.request('DELETE', `/api/proyects/${project._id}`, as()));
    expect(deleted.title).toBe('Keeper');
    // The category is deleted meanwhile: the project comes back without it.
    expectOk(await t.request('DELETE', `/api/categories/${tools._id}`, as()));

    const trash = expectOk<TrashItem[]>(await t.request('GET', '/api/trash', as()));
    const item = trash.find((entry) => entry.entryId === project._id)!;
    expect(item).toMatchObject({ resource: 'proyects', order: 1, userName: adminName });
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000);

    const back = expectOk<Entry>(await t.request('POST', `/api/trash/proyects/${project._id}/restore`, as()));
    expect(back._id).toBe(project._id);
    expect(back.languages).toEqual([skill._id]);
    expect(back.categories).toContain(web._id);
    expect(back.categories).not.toContain(tools._id);
    const projects = expectOk<Entry[]>(await t.request('GET', '/api/proyects'));
    expect(projects.map((entry) => entry.title)).toEqual(['First', 'Keeper', 'Last']);
    expect(projects.map((entry) => entry.order)).toEqual([0, 1, 2]);
    expect(projects[0]!._id).toBe(first._id);
    const trashAfter = expectOk<TrashItem[]>(await t.request('GET', '/api/trash', as()));
    expect(trashAfter.some((entry) => entry.entryId === project._id)).toBe(false);
    expectError(await t.request('POST', `/api/trash/proyects/${project._id}/restore`, as()), 404);
    const changes = await history('proyects', project._id);
    expect(changes.map((change) => change.action)).toEqual(['restore', 'delete', 'create']);

    // The deleted category is still in the trash and can be deleted for good.
    expectOk(await t.request('DELETE', `/api/trash/categories/${tools._id}`, as()));
    // Gone for good with its history: an unknown id (docs/api.md §1).
    expectError(await t.request('GET', `/api/history/categories/${tools._id}`, as()), 404);
    expectError(await t.request('DELETE', `/api/trash/categories/${tools._id}`, as()), 404);
  });

  it('gives a restored skill or category back to the projects that linked to it and still exist, at their place', async () => {
    const go = await create('languages', { title: 'Go', type: 'Hard' });
    const rust = await create('languages', { title: 'Rust', type: 'Hard' });
    const zig = await create('languages', { title: 'Zig', type: 'Hard' });
    const games = await create('categories', { title: 'Games' });
    const one = await create('proyects', {
      title: 'Linked one',
      languages: [go._id, rust._id, zig._id],
      categories: [games._id],
    });
    const two = await create('proyects', { title: 'Linked two', languages: [rust._id] });
    const gone = await create('proyects', { title: 'Linked gone', languages: [rust._id] });
    const project = async (id: string) =>
      expectOk<Entry>(await t.request('GET', `/api/proyects/${id}`)) as Entry & {
        languages: string[];
        categories: string[];
      };

    expectOk(await t.request('DELETE', `/api/languages/${rust._id}`, as()));
    expect((await project(one._id)).languages).toEqual([go._id, zig._id]);
    expectOk(await t.request('DELETE', `/api/proyects/${gone._id}`, as()));
    // From the trash: back in both remaining projects, in the middle of the first one's list.
    expectOk(await t.request('POST', `/api/trash/languages/${rust._id}/restore`, as()));
    expect((await project(one._id)).languages).toEqual([go._id, rust._id, zig._id]);
    expect((await project(two._id)).languages).toEqual([rust._id]);
    // The project deleted meanwhile stays deleted; restored later, it has its own links anyway.
    expectError(await t.request('GET', `/api/proyects/${gone._id}`), 404);

    // From the history (the delete's earlier state, as the undo does): the category's links too.
    expectOk(await t.request('DELETE', `/api/categories/${games._id}`, as()));
    expect((await project(one._id)).categories).not.toContain(games._id);
    const [deleted] = await history('categories', games._id);
    expect(deleted!.action).toBe('delete');
    expectOk(
      await t.request(
        'POST',
        `/api/history/changes/${deleted!._id}/restore`,
        as({ body: { state: 'before' } }),
      ),
    );
    expect((await project(one._id)).categories).toContain(games._id);
  });

  it('refuses a trash restore whose title was taken meanwhile, changing nothing', async () => {
    const design = await create('categories', { title: 'Design' });
    expectOk(await t.request('DELETE', `/api/categories/${design._id}`, as()));
    await create('categories', { title: 'design' });
    expectError(await t.request('POST', `/api/trash/categories/${design._id}/restore`, as()), 409);
    const trash = expectOk<TrashItem[]>(await t.request('GET', '/api/trash', as()));
    expect(trash.some((entry) => entry.entryId === design._id)).toBe(true);
  });

  it('empties the trash after 30 days and keeps the history the retention says', async () => {
    const old = await create('educations', { institutionName: 'Old school', typeEducation: EDUCATION });
    expectOk(await t.request('DELETE', `/api/educations/${old._id}`, as()));
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await t.db.kysely
      .updateTable('trash')
      .set({ deletedAt: longAgo })
      .where('entryId', '=', old._id)
      .execute();
    const trash = expectOk<TrashItem[]>(await t.request('GET', '/api/trash', as()));
    expect(trash.some((entry) => entry.entryId === old._id)).toBe(false);
    expectError(await t.request('GET', `/api/history/educations/${old._id}`, as()), 404);

    expect(expectOk(await t.request('GET', '/api/settings/history', as()))).toEqual({ days: 90, states: 20 });
    const kept = await create('educations', { institutionName: 'Kept', typeEducation: EDUCATION });
    for (let i = 0; i < 4; i++) {
      expectOk(await t.request('PUT', `/api/educations/${kept._id}`, as({ body: { title: `Title ${i}` } })));
    }
    // Every state is older than a day: only the last 2 stay once the setting says so.
    await t.db.kysely
      .updateTable('entryHistory')
      .set({ createdAt: longAgo })
      .where('entryId', '=', kept._id)
      .execute();
    expectError(await t.request('PUT', '/api/settings/history', as({ body: { days: 0, states: 2 } })), 400);
    expect(
      expectOk(await t.request('PUT', '/api/settings/history', as({ body: { days: 1, states: 2 } }))),
    ).toEqual({ days: 1, states: 2 });
    expect(await history('educations', kept._id)).toHaveLength(2);
    expectOk(await t.request('PUT', '/api/settings/history', as({ body: { days: 90, states: 20 } })));

    // The default retention on an entry's next write (decision 0220): 23 states, all 100 days old;
    // one more write keeps it and the 19 newest of the old ones.
    const busy = await create('educations', { institutionName: 'Busy', typeEducation: EDUCATION });
    for (let i = 0; i < 22; i++) {
      expectOk(await t.request('PUT', `/api/educations/${busy._id}`, as({ body: { title: `Busy ${i}` } })));
    }
    await t.db.kysely
      .updateTable('entryHistory')
      .set({ createdAt: new Date(Date.now() - 100 * 24 * 60 * 60 * 1000).toISOString() })
      .where('entryId', '=', busy._id)
      .execute();
    expect(await history('educations', busy._id)).toHaveLength(23);
    expectOk(await t.request('PUT', `/api/educations/${busy._id}`, as({ body: { title: 'Busy again' } })));
    expect(await history('educations', busy._id)).toHaveLength(20);
  });
});
