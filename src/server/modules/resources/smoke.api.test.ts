import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

describe.skipIf(skipReason() !== '')('works API (smoke)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a work as admin and lists it for visitors', async () => {
    const created = await t.request('POST', '/api/works/', {
      cookie: t.adminCookie,
      body: { company: 'ACME' },
    });
    expect(created.statusCode).toBe(201);
    const list = await t.request('GET', '/api/works/');
    expect(list.json().response.map((w: { company: string }) => w.company)).toEqual(['ACME']);
  });
});
