/**
 * Concurrent writes keep every list numbered 0..n-1 (docs/api.md: "Reorder": afterwards every list is
 * numbered 0..n-1; "POST appends with order = count"). On PostgreSQL the requests run on several
 * connections at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

type Entity = { _id: string; order: number };

describe.skipIf(skipReason() !== '')('concurrent writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async () => expectOk<Entity[]>(await t.request('GET', '/api/works'));
  const numbered = (entries: Entity[]) => entries.map((entry) => entry.order);

  it('parallel creates get distinct orders 0..n-1', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: `C${i}` } }),
      ),
    );
    for (const res of answers) expectOk(res, 201);
    const after = await list();
    expect(after).toHaveLength(24);
    expect(numbered(after)).toEqual(after.map((_, index) => index));
    expect(new Set(answers.map((res) => res.json().response.order)).size).toBe(24);
  });

  it('parallel deletes, creates and reorders leave 0..n-1', async () => {
    const before = await list();
    const requests = [
      ...before
        .slice(0, 8)
        .map((entry) => t.request('DELETE', `/api/works/${entry._id}`, { cookie: t.adminCookie })),
      ...Array.from({ length: 8 }, (_, i) =>
        t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: `N${i}` } }),
      ),
      t.request('PUT', '/api/works/reorder', {
        cookie: t.adminCookie,
        body: {
          data: before
            .slice(10, 16)
            .reverse()
            .map((entry, order) => ({ _id: entry._id, order })),
        },
      }),
    ];
    for (const res of await Promise.all(requests)) expect(res.statusCode, res.body).toBeLessThan(300);
    const after = await list();
    expect(after).toHaveLength(before.length);
    expect(numbered(after)).toEqual(after.map((_, index) => index));
  });
});

describe.skipIf(skipReason() !== '')('concurrent duplicates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the same category title created and renamed at once: one wins, the others are 409', async () => {
    const other = expectOk<Entity>(
      await t.request('POST', '/api/categories', { cookie: t.adminCookie, body: { title: 'Other' } }),
      201,
    );
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        t.request('POST', '/api/categories', { cookie: t.adminCookie, body: { title: 'Race' } }),
      ),
      t.request('PUT', `/api/categories/${other._id}`, { cookie: t.adminCookie, body: { title: 'RACE' } }),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status < 300)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
  });

  it('the same user email created at once: one 201, the others 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.request('POST', '/api/users', {
          cookie: t.adminCookie,
          body: { user: `Twin ${i}`, email: 'twin@example.com', password: 'twin-password' },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
  });
});

describe.skipIf(skipReason() !== '')(
  'deletes colliding with writes that refer to them (decision 0110 §5)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    const post = async (resource: string, body: object) =>
      expectOk<Entity>(await t.request('POST', `/api/${resource}`, { cookie: t.adminCookie, body }), 201);
    /** Every answer is a success or a clear client-side refusal (400/404/409), never a 5xx. */
    const expectNoServerError = (answers: { statusCode: number; body: string }[]) => {
      for (const res of answers) {
        expect([200, 201, 400, 404, 409], res.body).toContain(res.statusCode);
        if (res.statusCode >= 400) expect(JSON.parse(res.body).error.message).toMatch(/\w/);
      }
    };

    it('a skill deleted while projects that use it are created', async () => {
      for (let round = 0; round < 8; round += 1) {
        const skill = await post('languages', { title: `Race skill ${round}`, type: 'Hard' });
        expectNoServerError(
          await Promise.all([
            ...Array.from({ length: 3 }, (_, i) =>
              t.request('POST', '/api/proyects', {
                cookie: t.adminCookie,
                body: { title: `P${round}-${i}`, languages: [skill._id] },
              }),
            ),
            t.request('DELETE', `/api/languages/${skill._id}`, { cookie: t.adminCookie }),
          ]),
        );
      }
    });

    it('a category deleted while a project is updated to use it', async () => {
      const project = await post('proyects', { title: 'Moving project' });
      for (let round = 0; round < 8; round += 1) {
        const category = await post('categories', { title: `Race category ${round}` });
        expectNoServerError(
          await Promise.all([
            t.request('PUT', `/api/proyects/${project._id}`, {
              cookie: t.adminCookie,
              body: { categories: [category._id] },
            }),
            t.request('DELETE', `/api/categories/${category._id}`, { cookie: t.adminCookie }),
          ]),
        );
      }
    });

    it('a person deleted while a user linked to it is created', async () => {
      for (let round = 0; round < 8; round += 1) {
        const person = await post('people', { firstName: `Race ${round}` });
        expectNoServerError(
          await Promise.all([
            ...Array.from({ length: 3 }, (_, i) =>
              t.request('POST', '/api/users', {
                cookie: t.adminCookie,
                body: {
                  user: `Racer ${round}-${i}`,
                  email: `racer-${round}-${i}@example.com`,
                  password: 'racer-password',
                  person: person._id,
                },
              }),
            ),
            t.request('DELETE', `/api/people/${person._id}`, { cookie: t.adminCookie }),
          ]),
        );
      }
    });
  },
);
