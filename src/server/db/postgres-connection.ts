/**
 * A PostgreSQL database (connection.ts opens it when `DATABASE_URL` is given): a pool of `poolSize`
 * connections; an idle client's error (a server restart) never crashes the process. The printed
 * location hides the password.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from './database.js';
import type { Database } from './types.js';

/** Open a pool on `url`. */
export function openPostgres(url: string, poolSize: number): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    kysely,
    dialect: 'postgres',
    url,
    location: url.replace(/:\/\/([^:@/]+):[^@/]*@/, '://$1:***@'),
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy();
    },
  };
}
