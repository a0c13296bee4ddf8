/**
 * docs/openapi.json is the document the server builds today (docs/api.md "The OpenAPI document"):
 * this fails when a route or schema changed without `npm run docs:openapi`, and when two builds differ.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiText, OPENAPI_FILE } from './openapi-doc.js';

describe('docs/openapi.json', () => {
  let built = '';
  beforeAll(async () => {
    built = await buildOpenApiText();
  });

  it('is what the server builds (run `npm run docs:openapi` after changing a route)', async () => {
    const committed = await readFile(OPENAPI_FILE, 'utf8');
    expect(committed === built, 'docs/openapi.json is stale: run `npm run docs:openapi`').toBe(true);
  });

  it('comes out the same on every build', async () => {
    expect(await buildOpenApiText()).toBe(built);
  });

  it('documents every API route group', () => {
    const doc = JSON.parse(built) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/auth/login', '/api/works', '/api/proyects/populated', '/api/messages']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
