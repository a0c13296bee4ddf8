/**
 * The demo portfolio in an in-process app over SQLite in memory, as the CV benches measure it:
 * migrated, bootstrapped with `admin` and the demo content (src/server/bootstrap.ts), the login
 * throttle raised so a bench may sign in often. The caller closes `app` (and so `db`).
 */
import { buildApp } from '../../src/server/app.js';
import { bootstrap } from '../../src/server/bootstrap.js';
import { openDatabase } from '../../src/server/db/connection.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';

export async function demoApp(admin: { email: string; password: string }) {
  const db = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(db.kysely);
  await bootstrap(db.kysely, {
    adminEmail: admin.email,
    adminPassword: admin.password,
    seedDemo: true,
    print: () => {},
  });
  const app = await buildApp({ db, loginRateLimit: 1000 });
  return { db, app };
}
