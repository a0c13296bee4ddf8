/**
 * The OpenAPI document of the HTTP API as the server builds it (@fastify/swagger over the routes'
 * zod schemas), as stable text for docs/openapi.json.
 *
 * Shape: `buildOpenApiText()` resolves to pretty-printed JSON (2-space indent, object keys sorted,
 * a final newline), so the same code always gives the same bytes whatever the registration order of
 * plugins or the machine. It builds the real app on a fresh in-memory SQLite database, which it closes
 * again; it raises whatever building the app raises. Written by scripts/openapi.ts
 * (`npm run docs:openapi`); src/server/openapi-doc.test.ts fails when the committed file differs.
 * Source of the rule: docs/api.md "The OpenAPI document".
 */
import { buildApp } from './app.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';

/** Path of the committed document, relative to the checkout root. */
export const OPENAPI_FILE = 'docs/openapi.json';

/** A copy of `value` whose object keys are sorted (arrays keep their order: it is meaningful). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort())
      sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

/** The server's OpenAPI document as stable, pretty-printed JSON text ending in a newline. */
export async function buildOpenApiText(): Promise<string> {
  const db = openDatabase({ sqliteFile: ':memory:' });
  try {
    await migrateToLatest(db.kysely);
    const app = await buildApp({ db, webDist: undefined });
    try {
      await app.ready();
      return `${JSON.stringify(sortKeys(app.swagger()), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
