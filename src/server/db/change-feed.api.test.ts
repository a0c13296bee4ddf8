/**
 * The list cache stays correct when the data changes (docs/decisions/0003-list-cache.md): a write
 * shows in the next read of the same process, and on PostgreSQL a write made by ANOTHER server
 * process sharing the database reaches this process's cached lists through LISTEN/NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, skipReason, testDialect, type TestApp } from '../test/test-app.js';
import { createChangeFeed } from './change-feed.js';
import { openDatabase, type Db } from './connection.js';

const companies = async (t: { inject: TestApp['app']['inject'] }) =>
  (await t.inject({ method: 'GET', url: '/api/works' }))
    .json()
    .response.map((work: { company: string }) => work.company);

describe.skipIf(skipReason() !== '')('list cache and change feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a write in the very next read of the same process', async () => {
    expect(await companies(t.app)).toEqual([]);
    await t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: 'First' } });
    expect(await companies(t.app)).toEqual(['First']);
    await t.request('POST', '/api/works', { cookie: t.adminCookie, body: { company: 'Second' } });
    expect(await companies(t.app)).toEqual(['First', 'Second']);
  });

  it('drops a cached list when the data changes outside this app', async () => {
    if (testDialect() === 'postgres') {
      // Another server process on the same database: its write reaches us through NOTIFY.
      const otherDb: Db = openDatabase({ databaseUrl: t.db.url, poolSize: 2 });
      const other = await buildApp({ db: otherDb });
      try {
        await expect.poll(() => companies(other), { timeout: 5000 }).toEqual(await companies(t.app));
        await t.request('POST', '/api/works', {
          cookie: t.adminCookie,
          body: { company: 'From the first process' },
        });
        await expect
          .poll(() => companies(other), { timeout: 5000, interval: 20 })
          .toContain('From the first process');
      } finally {
        await other.close();
        await otherDb.close();
      }
      return;
    }
    // SQLite: one process; a change written beside the API (as an in-process import would) and
    // announced on the feed clears the cached list.
    const feed = createChangeFeed(t.db);
    const app = await buildApp({ db: t.db, changeFeed: feed });
    try {
      const before = await companies(app);
      await t.db.kysely
        .updateTable('works')
        .set({ company: 'Renamed outside the API' })
        .where('position', '=', 0)
        .execute();
      expect(await companies(app)).toEqual(before);
      await feed.announce();
      expect((await companies(app))[0]).toBe('Renamed outside the API');
    } finally {
      await app.close();
    }
  });

  it("tells a process's listeners of its own change at once, and on PostgreSQL another's through its notice", async () => {
    const first = createChangeFeed(t.db);
    const second = createChangeFeed(t.db);
    try {
      await expect.poll(() => first.healthy && second.healthy, { timeout: 5000, interval: 20 }).toBe(true);
      let heard = 0;
      first.onChange(() => (heard += 1));
      // Before any answer of the database: a write's own process drops its cache in the same turn.
      const sent = first.announce();
      expect(heard).toBe(1);
      await sent;
      // SQLite has one process: nobody else to hear.
      if (testDialect() !== 'postgres') return;
      const before = heard;
      await second.announce();
      await expect.poll(() => heard, { timeout: 5000, interval: 20 }).toBeGreaterThan(before);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
