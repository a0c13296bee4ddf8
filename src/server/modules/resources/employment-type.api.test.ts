/**
 * The employment type of works (docs/decisions/0240-a-field-is-one-entry.md: one entry in
 * src/shared/resources/works-fields.ts and migration 0151), on SQLite and PostgreSQL: stored and
 * answered, '' when not given, a clear 400 for another value, kept by a backup, carried through
 * JSON Resume under `x-vitae` without loss, and printed in the PDF CV in the CV's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import { pdfText } from '../../test/pdf.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { createBackup } from '../data/backup.js';
import { exportJsonResume, importJsonResume } from '../jsonresume/index.js';
import { works } from './definitions.js';
import { repositoryOf } from './repository.js';

type Work = Record<string, unknown> & { _id: string };

describe.skipIf(skipReason() !== '')('works: employment type (decision 0240)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores a type, answers '' without one, and refuses another value with 400", async () => {
    const typed = expectOk<Work>(
      await t.request('POST', '/api/works/', {
        cookie: t.adminCookie,
        body: { company: 'ACME', employmentType: 'contract' },
      }),
      201,
    );
    expect(typed.employmentType).toBe('contract');
    const plain = expectOk<Work>(
      await t.request('POST', '/api/works/', { cookie: t.adminCookie, body: { company: 'Plain' } }),
      201,
    );
    expect(plain.employmentType).toBe('');
    expectError(
      await t.request('PUT', `/api/works/${typed._id}`, {
        cookie: t.adminCookie,
        body: { employmentType: 'permanent' },
      }),
      400,
      /employmentType.*must be one of: full-time, part-time, contract, freelance, internship/,
    );
    const cleared = expectOk<Work>(
      await t.request('PUT', `/api/works/${typed._id}`, {
        cookie: t.adminCookie,
        body: { employmentType: '' },
      }),
    );
    expect(cleared.employmentType).toBe('');
  });

  it('keeps it in a backup and through a JSON Resume export and import (x-vitae)', async () => {
    const db = t.db.kysely;
    await db
      .transaction()
      .execute((trx) =>
        repositoryOf(works).create(trx, { company: 'Intern Co', employmentType: 'internship' }),
      );
    const backup = await createBackup(db);
    expect(backup.tables.works).toContainEqual(
      expect.objectContaining({ company: 'Intern Co', employmentType: 'internship' }),
    );
    const exported = await exportJsonResume(db);
    const item = (exported.work ?? []).find((work) => work.name === 'Intern Co') as Record<string, unknown>;
    expect(item['x-vitae']).toMatchObject({ employmentType: 'internship' });
    await importJsonResume(db, exported, { replace: true });
    const again = (await repositoryOf(works).list(db)) as Work[];
    expect(again.find((work) => work.company === 'Intern Co')?.employmentType).toBe('internship');
    expect((await exportJsonResume(db)).work).toEqual(exported.work);
  });

  it("prints it in the CV's meta line, in the CV's language", async () => {
    expectOk(
      await t.request('POST', '/api/people/', {
        cookie: t.adminCookie,
        body: { firstName: 'Ana', lastName: 'Cv' },
      }),
      201,
    );
    expectOk(
      await t.request('POST', '/api/works/', {
        cookie: t.adminCookie,
        body: { company: 'Part Co', jobTitle: 'Writer', employmentType: 'part-time' },
      }),
      201,
    );
    const cv = async (query: string) => {
      const response = await t.request('GET', `${CV_PATH}${query}`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      return pdfText(response.rawPayload).replace(/\s+/g, ' ');
    };
    expect(await cv('')).toContain('Part-time');
    expect(await cv('?lang=es')).toContain('Media jornada');
  });
});
