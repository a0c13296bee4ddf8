/**
 * The server's entry point, and the only module that reads the environment (through config.ts):
 * opens the database, migrates it, bootstraps a first start, listens, and stops gracefully on
 * SIGTERM/SIGINT (in-flight requests finish, then the database closes).
 *
 * A bad configuration or a database in use by another process stops the start with a clear message
 * and exit code 1.
 */
import { buildApp, loggerOptions } from './app.js';
import { bootstrap } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseInUseError, openDatabase } from './db/connection.js';
import { createChangeFeed } from './db/change-feed.js';
import { migrateToLatest } from './db/migrate.js';
import { controlSocketPath, startControlSocket } from './modules/data/control-socket.js';
import { SessionStore } from './modules/auth/sessions.js';

async function main() {
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db.kysely);
    await bootstrap(db.kysely, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      seedDemo: config.seedDemo,
    });
    await new SessionStore(db.kysely, 1).purgeExpired();
  } catch (error) {
    await db.close();
    throw error;
  }

  const changeFeed = createChangeFeed(db);
  const app = await buildApp({
    db,
    changeFeed,
    sessionTtlDays: config.sessionTtlDays,
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
    loginRateLimit: config.loginRateLimit,
    webDist: config.webDist,
    siteName: config.siteName,
    countVisits: config.countVisits,
    trustProxy: config.trustProxy,
    timeouts: config.timeouts,
    contact: config.contact,
    logger: loggerOptions(config.logLevel),
  });

  // Set once listening (SQLite); `stop` may run before that.
  const control: { stop?: () => Promise<void> } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    try {
      await control.stop?.();
      await app.close();
      await changeFeed.close();
    } finally {
      await db.close();
      app.log.info('stopped; database closed');
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // SQLite: the CLI's backup/restore reach this process over DATA_DIR/vitae.sock (it holds the file).
  if (db.dialect === 'sqlite') {
    control.stop = await startControlSocket(db.kysely, controlSocketPath(config.dataDir), () =>
      changeFeed.announce(),
    );
  }
  app.log.info(
    `Vitae is running on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (database: ${db.dialect} ${db.dialect === 'sqlite' ? db.location : ''})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('Vitae could not start:', error);
  }
  process.exit(1);
});
