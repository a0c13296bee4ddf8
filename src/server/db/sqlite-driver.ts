/**
 * The SQLite driver for the running Node: better-sqlite3 13 (Node-API, prebuilt) on Node 22 and
 * newer, better-sqlite3 12 (installed under the alias `better-sqlite3-node20`) on Node 20.
 *
 * Why two builds of one library: better-sqlite3 12 aborts on Node 24.19+ (`node::ObjectWrap`'s
 * destructor calls `RemoveEnvironmentCleanupHook`), and better-sqlite3 13 segfaults on Node 20. Both
 * have the same JavaScript API and write the same SQLite file format, so everything above this module
 * (Kysely's SQLite dialect, the migrations, the tests) is one code path. Rule and measurements:
 * docs/decisions/0075-sqlite-driver-per-node.md.
 *
 * Errors: throws at import time with a message naming the missing package when the driver for this
 * Node was not installed (the Node 20 build is an optional dependency compiled at `npm ci`).
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** The Node major this process runs on, e.g. 24. */
export const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

/** The package name of the driver this Node loads. */
export const SQLITE_DRIVER = NODE_MAJOR >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20';

function loadDriver(): typeof BetterSqlite3 {
  const require = createRequire(import.meta.url);
  try {
    return require(SQLITE_DRIVER) as typeof BetterSqlite3;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The SQLite driver ${SQLITE_DRIVER} for Node ${process.versions.node} could not be loaded (${reason}). ` +
        'Run `npm ci` again with this Node (on Node 20 it compiles better-sqlite3 12 and needs python3, make and a C++ compiler).',
      { cause: error },
    );
  }
}

/** The better-sqlite3 `Database` class of the driver chosen for this Node. */
export const SQLite = loadDriver();
