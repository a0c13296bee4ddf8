/**
 * The site's settings store: one JSON value per name in `settings` (migration 0080;
 * docs/decisions/0186-one-settings-store.md). Every module keeps its settings here under its own
 * name (`history`, `statistics`) and checks the value it reads: a missing or unreadable value is
 * `undefined`, and the caller falls back to its default. Writing replaces the whole value.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types.js';

type AnyDb = Kysely<Database> | Transaction<Database>;

/** The value stored under `name`, parsed; `undefined` when there is none or it is not JSON. */
export async function readSetting(db: AnyDb, name: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

/** Store `value` (any JSON value) under `name`, replacing what was there (an upsert: safe with several instances). */
export async function writeSetting(db: AnyDb, name: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ name, value: json })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: json }))
    .execute();
}
