/**
 * Writes the server's OpenAPI document to docs/openapi.json (`npm run docs:openapi`), built by
 * src/server/openapi-doc.ts. Run it after changing a route or a schema; the test
 * src/server/openapi-doc.test.ts fails while the committed file is out of date. See docs/api.md.
 */
import { writeFile } from 'node:fs/promises';
import { buildOpenApiText, OPENAPI_FILE } from '../src/server/openapi-doc.js';

const text = await buildOpenApiText();
await writeFile(OPENAPI_FILE, text);
const doc = JSON.parse(text) as { paths: Record<string, unknown> };
console.log(`${OPENAPI_FILE}: ${Object.keys(doc.paths).length} paths, ${text.length} characters`);
