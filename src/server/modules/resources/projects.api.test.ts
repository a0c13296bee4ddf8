/**
 * API tests of projects (wire `proyects`) and the category rules: populated reads, linked ids, the
 * `All` category, unique category titles, unlinking on delete, and the fixed query count of the
 * populated list. Source: docs/api.md "Routes" (populated), "Rules carried by the server".
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { flushAudit } from '../audit/audit-buffer.js';
import { bootstrap } from '../../bootstrap.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import {
  ADMIN,
  assertNoSecrets,
  createTestApp,
  openTestDatabase,
  skipReason,
  type TestApp,
} from '../../test/test-app.js';

/** An entity as answered; a populated project's skills (`languages`) and categories are entities too. */
type Entity = Record<string, unknown> & {
  _id: string;
  order: number;
  title?: string;
  languages: Entity[];
  categories: Entity[];
};

const UNKNOWN_ID = 'ffffffffffffffffffffffff';

describe.skipIf(skipReason() !== '')('projects and categories', () => {
  let t: TestApp;
  let allId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const categories = expectOk<Entity[]>(await t.request('GET', '/api/categories'));
    allId = categories.find((category) => category.title === 'All')!._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (wire: string, body: Record<string, unknown>): Promise<Entity> =>
    expectOk(await t.request('POST', `/api/${wire}/`, { cookie: t.adminCookie, body }), 201);
  const get = async (url: string) => t.request('GET', url);
  let n = 0;
  const skill = (extra: Record<string, unknown> = {}) =>
    post('languages', { title: `Skill ${++n}`, type: 'Hard', percent: 50, ...extra });
  const category = (extra: Record<string, unknown> = {}) =>
    post('categories', { title: `Category ${++n}`, ...extra });
  const project = (extra: Record<string, unknown> = {}) =>
    post('proyects', { title: `Project ${++n}`, ...extra });

  describe('the All category', () => {
    it('exists on a fresh database', async () => {
      const categories = expectOk<Entity[]>(await get('/api/categories'));
      expect(categories.filter((c) => c.title === 'All')).toHaveLength(1);
      expect(allId).toMatch(/^[0-9a-f]{24}$/);
    });

    it('cannot be deleted: 400 "Error: This Category must be all time!"', async () => {
      const before = expectOk(await get('/api/categories'));
      expectError(
        await t.request('DELETE', `/api/categories/${allId}`, { cookie: t.adminCookie }),
        400,
        'Error: This Category must be all time!',
      );
      expect(expectOk(await get('/api/categories'))).toEqual(before);
    });

    it('is added to a project on create even when the body omits it', async () => {
      const c = await category();
      expect((await project()).categories).toEqual([allId]);
      expect((await project({ categories: [c._id] })).categories).toEqual([allId, c._id]);
      expect((await project({ categories: [] })).categories).toEqual([allId]);
      expect((await project({ categories: [c._id, allId] })).categories).toEqual([c._id, allId]);
    });

    it('is kept on update even when the body omits or drops it', async () => {
      const c = await category();
      const p = await project({ categories: [c._id] });
      const put = async (body: Record<string, unknown>) =>
        expectOk<Entity>(await t.request('PUT', `/api/proyects/${p._id}`, { cookie: t.adminCookie, body }));
      expect((await put({ categories: [c._id] })).categories).toEqual([allId, c._id]);
      expect((await put({ categories: [] })).categories).toEqual([allId]);
      expect((await put({ title: 'Renamed' })).categories).toEqual([allId]);
      // Even when the link went missing behind the server's back, an update puts it back.
      await t.db.kysely.deleteFrom('projectCategories').where('projectId', '=', p._id).execute();
      expect((await put({ title: 'Renamed again' })).categories).toEqual([allId]);
    });

    it('cannot be renamed, and titles are unique ignoring case (409)', async () => {
      expectError(
        await t.request('PUT', `/api/categories/${allId}`, {
          cookie: t.adminCookie,
          body: { title: 'Everything' },
        }),
        400,
      );
      const before = expectOk(await get('/api/categories'));
      for (const title of ['all', 'ALL', '  All  ']) {
        expectError(
          await t.request('POST', '/api/categories', { cookie: t.adminCookie, body: { title } }),
          409,
        );
      }
      const web = await category({ title: 'Web Unique' });
      expectError(
        await t.request('POST', '/api/categories', { cookie: t.adminCookie, body: { title: 'web unique' } }),
        409,
      );
      const other = await category();
      expectError(
        await t.request('PUT', `/api/categories/${other._id}`, {
          cookie: t.adminCookie,
          body: { title: 'WEB UNIQUE' },
        }),
        409,
      );
      // Its own title in another case is fine.
      const renamed = expectOk<Entity>(
        await t.request('PUT', `/api/categories/${web._id}`, {
          cookie: t.adminCookie,
          body: { title: 'WEB unique' },
        }),
      );
      expect(renamed.title).toBe('WEB unique');
      expect(expectOk<Entity[]>(await get('/api/categories')).length).toBe(before.length + 2);
    });
  });

  describe('links', () => {
    it('stores skill and category links in the order given (duplicates once)', async () => {
      const [s1, s2] = [await skill(), await skill()];
      const c1 = await category();
      const p = await project({ languages: [s2._id, s1._id, s2._id], categories: [c1._id] });
      expect(p.languages).toEqual([s2._id, s1._id]);
      expect(expectOk<Entity>(await get(`/api/proyects/${p._id}`)).languages).toEqual([s2._id, s1._id]);
    });

    it('unknown linked ids are 400 and nothing changes', async () => {
      const s = await skill();
      const p = await project({ languages: [s._id] });
      const before = expectOk(await get('/api/proyects'));
      for (const body of [
        { title: 'X', languages: [UNKNOWN_ID] },
        { title: 'X', categories: [UNKNOWN_ID] },
        { title: 'X', languages: [s._id, allId] },
        { title: 'X', languages: ['not-an-id'] },
        { title: 'X', categories: 'nope' },
      ]) {
        expectError(await t.request('POST', '/api/proyects', { cookie: t.adminCookie, body }), 400);
        expectError(await t.request('PUT', `/api/proyects/${p._id}`, { cookie: t.adminCookie, body }), 400);
      }
      expect(expectOk(await get('/api/proyects'))).toEqual(before);
    });

    it('deleting a skill or a category removes it from every project (no dangling ids)', async () => {
      const [s1, s2] = [await skill(), await skill()];
      const [c1, c2] = [await category(), await category()];
      const p1 = await project({ languages: [s1._id, s2._id], categories: [c1._id, c2._id] });
      const p2 = await project({ languages: [s1._id], categories: [c1._id] });
      expectOk(await t.request('DELETE', `/api/languages/${s1._id}`, { cookie: t.adminCookie }));
      expectOk(await t.request('DELETE', `/api/categories/${c1._id}`, { cookie: t.adminCookie }));

      const plain = expectOk<Entity[]>(await get('/api/proyects'));
      const one = (list: Entity[], id: string) => list.find((p) => p._id === id)!;
      expect(one(plain, p1._id).languages).toEqual([s2._id]);
      expect(one(plain, p1._id).categories).toEqual([allId, c2._id]);
      expect(one(plain, p2._id).languages).toEqual([]);
      expect(one(plain, p2._id).categories).toEqual([allId]);
      expect(expectOk<Entity>(await get(`/api/proyects/${p1._id}`)).languages).toEqual([s2._id]);

      const populated = expectOk<Entity[]>(
        await get('/api/proyects/populated?populate=languages,categories'),
      );
      expect(one(populated, p1._id).languages.map((s: Entity) => s._id)).toEqual([s2._id]);
      expect(one(populated, p1._id).categories.map((c: Entity) => c._id)).toEqual([allId, c2._id]);
      expect(one(populated, p2._id).languages).toEqual([]);
      const single = expectOk<Entity>(
        await get(`/api/proyects/${p1._id}/populated?populate=languages,categories`),
      );
      expect(single.languages.map((s: Entity) => s._id)).toEqual([s2._id]);

      const dangling = await t.db.kysely
        .selectFrom('projectSkills')
        .select('skillId')
        .where('skillId', '=', s1._id)
        .union(
          t.db.kysely
            .selectFrom('projectCategories')
            .select('categoryId as skillId')
            .where('categoryId', '=', c1._id),
        )
        .execute();
      expect(dangling).toEqual([]);
    });

    it('deleting a project leaves skills and categories', async () => {
      const s = await skill();
      const p = await project({ languages: [s._id] });
      expectOk(await t.request('DELETE', `/api/proyects/${p._id}`, { cookie: t.adminCookie }));
      expectOk(await get(`/api/languages/${s._id}`));
      expectOk(await get(`/api/categories/${allId}`));
    });
  });

  describe('populated reads', () => {
    let p: Entity;
    let s: Entity;
    let c: Entity;
    beforeAll(async () => {
      s = await skill({ thumbnails: '/img/s.png', percent: 70, type: 'Soft' });
      c = await category({ thumbnails: '/img/c.png' });
      p = await project({ languages: [s._id], categories: [c._id] });
    });

    const skillRef = () => ({
      _id: s._id,
      title: s.title,
      percent: 70,
      type: 'Soft',
      thumbnails: '/img/s.png',
    });
    const categoryRefs = () => [
      { _id: allId, title: 'All', thumbnails: '' },
      { _id: c._id, title: c.title, thumbnails: '/img/c.png' },
    ];

    it('populates both, either, on the list and on one', async () => {
      const cases = [
        { q: 'languages,categories', languages: [skillRef()], categories: categoryRefs() },
        { q: 'categories,languages', languages: [skillRef()], categories: categoryRefs() },
        { q: 'languages', languages: [skillRef()], categories: [allId, c._id] },
        { q: 'categories', languages: [s._id], categories: categoryRefs() },
        { q: ' languages , categories ', languages: [skillRef()], categories: categoryRefs() },
      ];
      for (const { q, languages, categories } of cases) {
        const list = expectOk<Entity[]>(
          await get(`/api/proyects/populated?populate=${encodeURIComponent(q)}`),
        );
        const inList = list.find((entry) => entry._id === p._id)!;
        expect(inList.languages, q).toEqual(languages);
        expect(inList.categories, q).toEqual(categories);
        expect(list.map((entry) => entry.order)).toEqual(list.map((_, index) => index));
        const one = expectOk<Entity>(
          await get(`/api/proyects/${p._id}/populated?populate=${encodeURIComponent(q)}`),
        );
        expect(one).toEqual(inList);
        expect(one.title).toBe(p.title);
      }
      // Trailing slash.
      expectOk(await get(`/api/proyects/populated/?populate=languages`));
    });

    it('the plain reads stay unpopulated', async () => {
      const one = expectOk<Entity>(await get(`/api/proyects/${p._id}`));
      expect(one.languages).toEqual([s._id]);
      expect(one.categories).toEqual([allId, c._id]);
    });

    it('an unknown populate field is 400, an empty one is 400 "All fields are needed!"', async () => {
      for (const url of ['/api/proyects/populated', `/api/proyects/${p._id}/populated`]) {
        expectError(await get(`${url}?populate=person`), 400, /person/);
        expectError(await get(`${url}?populate=languages,nope`), 400, /nope/);
        expectError(await get(`${url}?populate=`), 400, 'All fields are needed!');
        expectError(await get(`${url}?populate=,`), 400, 'All fields are needed!');
        expectError(await get(url), 400, 'All fields are needed!');
        expectError(await get(`${url}?populate=languages&populate=categories`), 400);
      }
    });

    it('unknown and malformed ids on the populated one: 404 and 400', async () => {
      expectError(await get(`/api/proyects/${UNKNOWN_ID}/populated?populate=languages`), 404);
      expectError(await get(`/api/proyects/xyz/populated?populate=languages`), 400);
    });

    it('a write (skill renamed) shows in the next populated read', async () => {
      const first = expectOk<Entity[]>(await get('/api/proyects/populated?populate=languages'));
      expect(first.find((entry) => entry._id === p._id)!.languages[0]?.title).toBe(s.title);
      expectOk(
        await t.request('PUT', `/api/languages/${s._id}`, {
          cookie: t.adminCookie,
          body: { title: 'Renamed skill' },
        }),
      );
      const second = expectOk<Entity[]>(await get('/api/proyects/populated?populate=languages'));
      expect(second.find((entry) => entry._id === p._id)!.languages[0]?.title).toBe('Renamed skill');
      s = { ...s, title: 'Renamed skill' };
    });
  });
});

/** A Kysely plugin that counts the queries it sees. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe.skipIf(skipReason() !== '')('populated list query count', () => {
  /** Queries spent on one populated list (first read after the writes, so no cache) with `projects` projects. */
  async function queriesFor(projects: number): Promise<number> {
    const db = await openTestDatabase();
    try {
      await bootstrap(db.kysely, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: false });
      const counter = new QueryCounter();
      const counted = db.kysely.withPlugin(counter);
      const app = await buildApp({ db: { ...db, kysely: counted }, loginRateLimit: 1000 });
      try {
        const inject = async (method: 'GET' | 'POST', url: string, body?: unknown, cookie?: string) => {
          const res = await app.inject({
            method,
            url,
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          assertNoSecrets(res, `${method} ${url}`);
          return res;
        };
        const login = await inject('POST', '/api/auth/login', ADMIN);
        const cookie = `token=${login.cookies.find((c) => c.name === 'token')!.value}`;
        const skills: string[] = [];
        const categories: string[] = [];
        for (let i = 0; i < 3; i++) {
          skills.push(
            expectOk<Entity>(
              await inject('POST', '/api/languages', { title: `S${i}`, type: 'Hard' }, cookie),
              201,
            )._id,
          );
          categories.push(
            expectOk<Entity>(await inject('POST', '/api/categories', { title: `C${i}` }, cookie), 201)._id,
          );
        }
        for (let i = 0; i < projects; i++) {
          const body = { title: `P${i}`, languages: [skills[i % 3]], categories: [categories[(i + 1) % 3]] };
          expectOk(await inject('POST', '/api/proyects', body, cookie), 201);
        }
        // Anonymous read: no session lookup in the count, and no audit events of the writes above
        // written meanwhile (each is written before its answer, decision 0236; the flush is a no-op).
        await flushAudit(counted);
        counter.count = 0;
        const res = await inject('GET', '/api/proyects/populated?populate=languages,categories');
        const list = expectOk<Entity[]>(res);
        expect(list).toHaveLength(projects);
        expect(list.every((p) => p.languages.length === 1 && p.categories.length === 2)).toBe(true);
        return counter.count;
      } finally {
        await app.close();
      }
    } finally {
      await db.drop();
    }
  }

  it('is the same for 3 projects and for 30', async () => {
    const few = await queriesFor(3);
    const many = await queriesFor(30);
    expect(few).toBeGreaterThan(0);
    expect(few).toBeLessThanOrEqual(6);
    expect(many).toBe(few);
  });
});
