/**
 * `transactionLock(db, name)`: serialize the transactions that take the lock called `name` until
 * the calling transaction ends. PostgreSQL runs transactions side by side, so a count-then-write
 * (list positions, "is this the last admin?") needs it; it is a transaction-scoped advisory lock.
 * SQLite has a single connection that runs one transaction at a time and needs nothing.
 * Call it first in the transaction, before reading what the decision depends on.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './types.js';

export async function transactionLock(
  db: Kysely<Database> | Transaction<Database>,
  name: string,
): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`vitae:${name}`}))`.execute(db);
  }
}
