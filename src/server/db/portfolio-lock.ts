/**
 * One lock for "whole-portfolio" writes (creating the one person, import, restore, reset), so two of
 * them can never interleave.
 *
 * - PostgreSQL: a transaction-scoped advisory lock (`pg_advisory_xact_lock`), released at commit or
 *   rollback; several server instances on one database share it.
 * - SQLite: nothing to do; Kysely's SQLite driver runs one transaction at a time on its single
 *   connection, and the file is held by one process (connection.ts).
 *
 * (one person per portfolio), docs/decisions/0040-owner-data-and-images.md.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './types.js';

/** Arbitrary constant key of the portfolio's advisory lock. */
const PORTFOLIO_LOCK_KEY = 0x76697461; // "vita"

/** True when `db` talks to PostgreSQL. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Take the portfolio lock inside the transaction `trx` (PostgreSQL); a no-op on SQLite. */
export async function lockPortfolio(trx: Kysely<Database>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${PORTFOLIO_LOCK_KEY})`.execute(trx);
}
