/**
 * What an open database is to the rest of the server ({@link Db}: its Kysely instance, dialect, a
 * printable location, and how to close it), and the error of a SQLite file another process holds.
 * Opened by connection.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from './types.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for messages: the SQLite file path or the PostgreSQL URL without password. */
  location: string;
  /** The PostgreSQL connection string (for dedicated connections such as LISTEN); undefined on SQLite. */
  url?: string;
  /** Close every connection. Safe to call twice. */
  close(): Promise<void>;
}

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}
