/**
 * An import links the imported person to the owner when the owner has none (decision 0040): the
 * profile's Update Person works right after an import on an empty start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { importJsonResume, loadSampleResume } from '../jsonresume/jsonresume.js';

describe.skipIf(skipReason() !== '')('owner link after an import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('links the imported person to the admin, who can then update it; a dry run changes nothing', async () => {
    const preview = await importJsonResume(t.db.kysely, loadSampleResume(), { replace: false, dryRun: true });
    expect(preview.counts.people).toBe(1);
    expect(expectOk<unknown[]>(await t.request('GET', '/api/people'))).toEqual([]);

    const { personId } = await importJsonResume(t.db.kysely, loadSampleResume(), { replace: false });
    const admin = expectOk<{ person: string }>(
      await t.request('GET', '/api/auth/current', { cookie: t.adminCookie }),
    );
    expect(admin.person).toBe(personId);
    const user = expectOk<{ person: string }>(
      await t.request('GET', '/api/auth/current', { cookie: t.userCookie }),
    );
    expect(user.person).toBe('');
    const updated = expectOk<{ city: string }>(
      await t.request('PUT', `/api/people/${personId}`, { cookie: t.adminCookie, body: { city: 'Tandil' } }),
    );
    expect(updated.city).toBe('Tandil');
  });
});
