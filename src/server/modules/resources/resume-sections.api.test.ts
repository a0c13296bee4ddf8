/**
 * The JSON Resume sections (decision 0030) are list resources like the others: public lists, admin
 * writes with validation, append order and reorder, and JSON Resume date precision kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import { expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

type Entry = { _id: string; order: number } & Record<string, unknown>;

describe.skipIf(skipReason() !== '')('JSON Resume sections as resources', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every section has its routes, and skills keep the wire name languages', () => {
    // The JSON Resume sections (a declared section without a JSON Resume key may follow: decision 0116).
    const resume = RESUME_SECTIONS.filter((section) => (section as { resumeSection?: string }).resumeSection);
    expect(resume.map((section) => section.wire)).toEqual([
      'volunteer',
      'awards',
      'certificates',
      'publications',
      'spoken-languages',
      'interests',
      'references',
    ]);
  });

  it('creates, lists in order, reorders and deletes awards; dates keep their precision', async () => {
    const created: Entry[] = [];
    for (const [title, date] of [
      ['Premio Nacional', '2019'],
      ['最優秀賞', '2020-07'],
      ['Best paper', '2021-03-04'],
    ]) {
      created.push(
        expectOk<Entry>(
          await t.request('POST', '/api/awards', { cookie: t.adminCookie, body: { title, date } }),
          201,
        ),
      );
    }
    const list = expectOk<Entry[]>(await t.request('GET', '/api/awards'));
    expect(list.map((award) => [award.title, award.date, award.order])).toEqual([
      ['Premio Nacional', '2019', 0],
      ['最優秀賞', '2020-07', 1],
      ['Best paper', '2021-03-04', 2],
    ]);
    const reversed = [...created].reverse().map((award, order) => ({ _id: award._id, order }));
    expectOk(await t.request('PUT', '/api/awards/reorder', { cookie: t.adminCookie, body: reversed }));
    const after = expectOk<Entry[]>(await t.request('GET', '/api/awards'));
    expect(after.map((award) => award.title)).toEqual(['Best paper', '最優秀賞', 'Premio Nacional']);
    expectOk(await t.request('DELETE', `/api/awards/${created[1]!._id}`, { cookie: t.adminCookie }));
    const left = expectOk<Entry[]>(await t.request('GET', '/api/awards'));
    expect(left.map((award) => award.order)).toEqual([0, 1]);
  });

  it('refuses a bad date, a bad link and a visitor write, changing nothing', async () => {
    const bad = await t.request('POST', '/api/certificates', {
      cookie: t.adminCookie,
      body: { name: 'AWS', date: '2019-13', url: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.request('POST', '/api/certificates', { body: { name: 'AWS' } });
    expect(anonymous.statusCode).toBe(401);
    expect(expectOk<Entry[]>(await t.request('GET', '/api/certificates'))).toEqual([]);
  });

  it('keeps lists (volunteer highlights, interest keywords) and the volunteer position', async () => {
    const volunteer = expectOk<Entry>(
      await t.request('POST', '/api/volunteer', {
        cookie: t.adminCookie,
        body: { organization: 'Cruz Roja', position: 'Voluntario', highlights: ['Logística', 'Formación'] },
      }),
      201,
    );
    expect(volunteer).toMatchObject({
      position: 'Voluntario',
      highlights: ['Logística', 'Formación'],
      order: 0,
    });
    const interest = expectOk<Entry>(
      await t.request('POST', '/api/interests', {
        cookie: t.adminCookie,
        body: { name: 'Música', keywords: ['Jazz', '三味線'] },
      }),
      201,
    );
    expect(interest.keywords).toEqual(['Jazz', '三味線']);
    const language = expectOk<Entry>(
      await t.request('POST', '/api/spoken-languages', {
        cookie: t.adminCookie,
        body: { language: 'Español', fluency: 'Nativo' },
      }),
      201,
    );
    expect(language).toMatchObject({ language: 'Español', fluency: 'Nativo' });
  });
});
