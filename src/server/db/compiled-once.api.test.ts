/**
 * Queries compiled once (db/compiled-once.ts, decision 0223) run with each call's values, on the
 * test's database (SQLite file or PostgreSQL): a slot used twice gets the value twice, a value that
 * is not a slot (a limit) stays, and a name the query has no slot for is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, skipReason, type TestApp } from '../test/test-app.js';
import { compiledOnce } from './compiled-once.js';

const upsert = compiledOnce<unknown, 'name' | 'value'>((db, slot) =>
  db
    .insertInto('settings')
    .values({ name: slot('name'), value: slot('value') })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: slot('value') })),
);
const firstNames = compiledOnce<{ name: string }, 'prefix'>((db, slot) =>
  db.selectFrom('settings').select('name').where('name', 'like', slot('prefix')).orderBy('name').limit(2),
);

describe.skipIf(skipReason() !== '')('compiledOnce', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs one compiled query with each call’s values', async () => {
    const db = t.db.kysely;
    for (const name of ['once-c', 'once-a', 'once-b']) await upsert(db, { name, value: `"${name} 1"` });
    // The conflict's update takes the same slot as the insert.
    await upsert(db, { name: 'once-a', value: '"changed"' });
    const stored = await db
      .selectFrom('settings')
      .selectAll()
      .where('name', 'like', 'once-%')
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { name: 'once-a', value: '"changed"' },
      { name: 'once-b', value: '"once-b 1"' },
      { name: 'once-c', value: '"once-c 1"' },
    ]);
    // The limit was compiled as a value, not a slot: it stays 2.
    expect((await firstNames(db, { prefix: 'once-%' })).rows).toEqual([
      { name: 'once-a' },
      { name: 'once-b' },
    ]);
    expect((await firstNames(db, { prefix: 'none-%' })).rows).toEqual([]);
  });

  it('runs inside a transaction, which a failure rolls back', async () => {
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await upsert(trx, { name: 'once-rolled-back', value: '1' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await firstNames(t.db.kysely, { prefix: 'once-rolled%' })).rows).toEqual([]);
  });

  it('refuses a value the query has no slot for', async () => {
    const query = compiledOnce<unknown, 'name'>((db, slot) =>
      db.selectFrom('settings').select('value').where('name', '=', slot('name')),
    );
    await expect(query(t.db.kysely, { name: 'x', other: 'y' } as { name: string })).rejects.toThrow(
      'compiledOnce: the query has no slot "other".',
    );
  });
});
