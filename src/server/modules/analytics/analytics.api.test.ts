/**
 * API tests of the visitor statistics (docs/product.md §21, docs/decisions/0150-visitor-statistics.md)
 * on the real app and database: a visitor's home page view, CV download and contact message are
 * counted with their language, referrer domain and device class; robots, `DNT`/`Sec-GPC` requests
 * and signed-in users are not; no address or User-Agent is stored in any table; two instances on one
 * database count into one total with one shared daily salt; the per-link aggregates, the daily roll-up
 * (once per event with two instances reading at once), the CSV export of the daily figures, the
 * daily figures through a backup and its restore (an older backup's `analyticsSettings` too),
 * the retention setting with its purge, and bad input (400, nothing changed).
 */
import type { InjectOptions } from 'fastify';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_PATHS, ANALYTICS_TEXTS, type Statistics } from '../../../shared/analytics.js';
import { CONTACT_PATHS } from '../../../shared/contact.js';
import { buildApp } from '../../app.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ADDRESS = '203.0.113.77';
const OTHER_ADDRESS = '198.51.100.23';

describe.skipIf(skipReason() !== '')('visitor statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ contact: { minFillSeconds: 0, rateLimit: 1000 } });
    expectOk(
      await t.request('POST', '/api/people/', {
        cookie: t.adminCookie,
        body: { firstName: 'Ana', lastName: 'Counted' },
      }),
      201,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A visitor's request from `remoteAddress` with a browser's User-Agent unless `headers` say else. */
  const visit = (options: InjectOptions & { app?: TestApp['app'] }) => {
    const { app = t.app, ...rest } = options;
    return app.inject({
      remoteAddress: ADDRESS,
      ...rest,
      headers: { 'user-agent': DESKTOP, ...(rest.headers ?? {}) },
    });
  };
  const statistics = async (days = 30) =>
    expectOk<Statistics>(
      await t.request('GET', `${ANALYTICS_PATHS.statistics}?days=${days}`, { cookie: t.adminCookie }),
    );
  const eventCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('visitEvents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('counts a visitor, not robots, DNT, Sec-GPC or a signed-in user', async () => {
    expect(
      (await visit({ url: '/?lang=es', headers: { referer: 'https://www.linkedin.com/feed/' } })).statusCode,
    ).toBe(200);
    expect(
      (await visit({ url: '/', headers: { 'user-agent': IPHONE, referer: 'http://localhost/' } })).statusCode,
    ).toBe(200);
    // Not counted: a robot, no User-Agent, DNT, GPC, a signed-in user, a HEAD request.
    await visit({ url: '/', headers: { 'user-agent': GOOGLEBOT } });
    await t.app.inject({ url: '/', remoteAddress: ADDRESS });
    await visit({ url: '/', headers: { dnt: '1' } });
    await visit({ url: '/', headers: { 'sec-gpc': '1' } });
    await visit({ url: '/', headers: { cookie: t.adminCookie } });
    await visit({ url: '/', headers: { cookie: t.userCookie } });
    await visit({ method: 'HEAD', url: '/' });

    const stats = await statistics();
    expect(stats.totals).toMatchObject({ views: 2, visitors: 2, downloads: 0, messages: 0 });
    expect(stats.referrers).toEqual([{ domain: 'linkedin.com', views: 1 }]);
    expect(stats.devices.sort((a, b) => a.deviceClass.localeCompare(b.deviceClass))).toEqual([
      { deviceClass: 'desktop', views: 1 },
      { deviceClass: 'mobile', views: 1 },
    ]);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)).toMatchObject({ views: 2, visitors: 2 });
    const languages = await t.db.kysely
      .selectFrom('visitEvents')
      .select('language')
      .orderBy('language')
      .execute();
    expect(languages.map((row) => row.language)).toEqual(['en', 'es']);
  });

  it('counts a CV download per language and a contact message', async () => {
    const download = await visit({ url: '/cv.pdf?lang=es' });
    expect(download.statusCode).toBe(200);
    const token = expectOk<{ token: string }>(await visit({ url: CONTACT_PATHS.token })).token;
    const sent = await visit({
      method: 'POST',
      url: CONTACT_PATHS.messages,
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello', token },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // A refused message is not counted.
    await visit({
      method: 'POST',
      url: CONTACT_PATHS.messages,
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello', token: 'forged' },
    });
    const stats = await statistics();
    expect(stats.totals).toMatchObject({ downloads: 1, messages: 1, downloadsByLanguage: { es: 1 } });
  });

  it('stores no address and no User-Agent in any table', async () => {
    expect(await eventCount()).toBeGreaterThan(0);
    const tables =
      t.db.dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
            t.db.kysely,
          )
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
            t.db.kysely,
          );
    expect(tables.rows.map((row) => row.name)).toContain('visitEvents');
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db.kysely);
      const text = JSON.stringify(rows.rows);
      for (const secret of [ADDRESS, ADDRESS.replaceAll('.', ''), 'Chrome/131', 'iPhone OS']) {
        expect(text.includes(secret), `${secret} found in table ${name}`).toBe(false);
      }
    }
  });

  it('two instances on one database count into one total, with one salt a day', async () => {
    const before = await statistics();
    const second = await buildApp({ db: t.db, loginRateLimit: 1000 });
    try {
      await visit({ url: '/', remoteAddress: OTHER_ADDRESS });
      await visit({ app: second, url: '/', remoteAddress: OTHER_ADDRESS });
      await visit({ app: second, url: '/', remoteAddress: ADDRESS, headers: { dnt: '1' } });
      await second.visitCounter!.flush();
    } finally {
      await second.close();
    }
    const after = await statistics();
    expect(after.totals.views - before.totals.views).toBe(2);
    // The same visitor on both instances is one visitor: both hashed it with the same salt.
    expect(after.totals.visitors - before.totals.visitors).toBe(1);
    const salts = await t.db.kysely.selectFrom('visitorSalts').select('day').execute();
    expect(salts).toHaveLength(1);
  });

  it('answers per link: opens, first and last opened, downloads per language, messages', async () => {
    const row = (kind: string, occurredAt: string, language = 'en') => ({
      kind,
      linkId: 'link-acme',
      language,
      referrerDomain: '',
      deviceClass: 'desktop',
      occurredAt,
      visitor: 'ab12',
    });
    await t.db.kysely
      .insertInto('visitEvents')
      .values([
        row('view', '2026-11-14T10:02:00.000Z'),
        row('view', '2026-11-15T08:00:00.000Z'),
        row('view', '2026-11-20T09:30:00.000Z'),
        row('download', '2026-11-14T10:05:00.000Z', 'es'),
        row('message', '2026-11-14T10:09:00.000Z'),
      ])
      .execute();
    const stats = await statistics(365);
    expect(stats.links).toEqual([
      {
        linkId: 'link-acme',
        opens: 3,
        downloads: 1,
        downloadsByLanguage: { es: 1 },
        messages: 1,
        firstOpenedAt: '2026-11-14T10:02:00.000Z',
        lastOpenedAt: '2026-11-20T09:30:00.000Z',
      },
    ]);
  });

  it('exports the daily figures as CSV without the visitor hash', async () => {
    const res = await t.request('GET', `${ANALYTICS_PATHS.export}?days=365`, { cookie: t.adminCookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="visits-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('day,kind,link,label,language,referrer,device,events,visitors');
    // A link nobody knows any more (deleted for good) keeps its id and has no label.
    expect(lines).toContain('2026-11-14,view,link-acme,,en,,desktop,1,1');
    expect(lines).toContain('2026-11-14,download,link-acme,,es,,desktop,1,1');
    expect(res.body).not.toContain('ab12');
  });

  it('names each link in the CSV by its recipient label and version name', async () => {
    const version = expectOk<{ _id: string }>(
      await t.request('POST', '/api/versions', { cookie: t.adminCookie, body: { name: 'Backend roles' } }),
      201,
    );
    const link = expectOk<{ _id: string }>(
      await t.request('POST', `/api/versions/${version._id}/links`, {
        cookie: t.adminCookie,
        body: { label: 'Acme, backend role' },
      }),
      201,
    );
    await t.db.kysely
      .insertInto('visitEvents')
      .values({
        kind: 'view',
        linkId: link._id,
        language: 'en',
        referrerDomain: '',
        deviceClass: 'mobile',
        occurredAt: '2026-11-16T10:00:00.000Z',
        visitor: 'cd34',
      })
      .execute();
    const res = await t.request('GET', `${ANALYTICS_PATHS.export}?days=365`, { cookie: t.adminCookie });
    expect(res.body.trim().split('\r\n')).toContain(
      `2026-11-16,view,${link._id},"Acme, backend role · Backend roles",en,,mobile,1,1`,
    );
  });

  it('rolls closed days up once, adds late events, and keeps the figures when the events are gone', async () => {
    const base = await statistics(365);
    // Events of a closed day, one of them late (its day was already rolled up above).
    const event = (visitor: string, occurredAt: string, linkId: string | null = 'link-late') => ({
      kind: 'view',
      linkId,
      language: 'en',
      referrerDomain: 'example.org',
      deviceClass: 'tablet',
      occurredAt,
      visitor,
    });
    await t.db.kysely
      .insertInto('visitEvents')
      .values([
        event('v1', '2026-11-14T11:00:00.000Z'),
        event('v1', '2026-11-14T12:00:00.000Z', null),
        event('v2', '2026-11-10T08:00:00.000Z'),
      ])
      .execute();
    // Two instances read at once: each event is counted exactly once.
    const second = await buildApp({ db: t.db, loginRateLimit: 1000 });
    let both: Statistics[];
    try {
      both = await Promise.all([
        statistics(365),
        second
          .inject({ url: `${ANALYTICS_PATHS.statistics}?days=365`, headers: { cookie: t.adminCookie } })
          .then((res) => expectOk<Statistics>(res)),
      ]);
    } finally {
      await second.close();
    }
    for (const stats of both) {
      expect(stats.totals.views - base.totals.views).toBe(3);
      expect(stats.totals.visitors - base.totals.visitors).toBe(2);
      expect(stats.referrers).toContainEqual({ domain: 'example.org', views: 3 });
      expect(stats.links.find((link) => link.linkId === 'link-late')).toMatchObject({
        opens: 2,
        firstOpenedAt: '2026-11-10T08:00:00.000Z',
        lastOpenedAt: '2026-11-14T11:00:00.000Z',
      });
    }
    const closedEvents = await t.db.kysely
      .selectFrom('visitEvents')
      .select('occurredAt')
      .where('occurredAt', '<', '2026-11-20')
      .execute();
    expect(closedEvents).toEqual([]);
    const day = await t.db.kysely
      .selectFrom('visitDays')
      .select(['events', 'visitors'])
      .where('day', '=', '2026-11-14')
      .where('linkId', '=', 'link-late')
      .executeTakeFirstOrThrow();
    expect({ events: Number(day.events), visitors: Number(day.visitors) }).toEqual({
      events: 1,
      visitors: 1,
    });
  });

  it('keeps the daily figures, not the events, through a backup and its restore; reads an older backup’s analyticsSettings', async () => {
    const before = await statistics(365);
    const backup = await t.request('GET', '/api/admin/backup', { cookie: t.adminCookie });
    expect(backup.statusCode).toBe(200);
    const doc = JSON.parse(gunzipSync(backup.rawPayload).toString('utf8')) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(doc.tables.visitEvents).toBeUndefined();
    expect(doc.tables.visitDays).toContainEqual(
      expect.objectContaining({ day: '2026-11-14', linkId: 'link-acme', kind: 'view', events: 1 }),
    );
    expect(doc.tables.visitLinkOpens).toContainEqual({
      linkId: 'link-acme',
      firstOpenedAt: '2026-11-14T10:02:00.000Z',
      lastOpenedAt: '2026-11-20T09:30:00.000Z',
    });
    // A backup from before the one settings store: its retention in a table of its own.
    doc.tables.settings = doc.tables.settings!.filter((row) => row.name !== 'statistics');
    doc.tables.analyticsSettings = [
      { id: 'site', retentionMonths: 20, updatedAt: '2026-11-01T00:00:00.000Z' },
    ];
    await t.db.kysely.deleteFrom('visitDays').execute();
    await t.db.kysely.deleteFrom('visitLinkOpens').execute();
    const body = await multipart(gzipSync(JSON.stringify(doc)), 'backup.json.gz');
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/admin/restore?confirm=true',
      headers: { 'content-type': body.contentType, cookie: t.adminCookie },
      payload: body.payload,
    });
    expect(restored.statusCode, restored.body.slice(0, 300)).toBe(200);
    const after = await statistics(365);
    expect(after.retentionMonths).toBe(20);
    expect(after.links).toEqual(before.links);
    expect(after.totals.views).toBe(before.totals.views);
    expectOk(
      await t.request('PUT', ANALYTICS_PATHS.settings, {
        cookie: t.adminCookie,
        body: { retentionMonths: 13 },
      }),
    );
  });

  it('refuses bad input and non-admins, changing nothing', async () => {
    expectError(
      await t.request('GET', `${ANALYTICS_PATHS.statistics}?days=12`, { cookie: t.adminCookie }),
      400,
      ANALYTICS_TEXTS.badPeriod,
    );
    for (const retentionMonths of [0, 121, 1.5, '13']) {
      expectError(
        await t.request('PUT', ANALYTICS_PATHS.settings, {
          cookie: t.adminCookie,
          body: { retentionMonths },
        }),
        400,
        ANALYTICS_TEXTS.badRetention,
      );
    }
    expectError(await t.request('GET', ANALYTICS_PATHS.statistics), 401);
    expectError(await t.request('GET', ANALYTICS_PATHS.statistics, { cookie: t.userCookie }), 403);
    expectError(await t.request('GET', ANALYTICS_PATHS.export, { cookie: t.userCookie }), 403);
    expect((await statistics()).retentionMonths).toBe(13);
  });

  it('keeps events for the retention set, deleting older ones', async () => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 14);
    await t.db.kysely
      .insertInto('visitEvents')
      .values({
        kind: 'view',
        linkId: null,
        language: 'en',
        referrerDomain: '',
        deviceClass: 'desktop',
        occurredAt: old.toISOString(),
        visitor: 'old',
      })
      .execute();
    const before = await eventCount();
    const oldDay = old.toISOString().slice(0, 10);
    await t.db.kysely
      .insertInto('visitDays')
      .values({
        day: oldDay,
        linkId: '',
        kind: 'view',
        language: 'en',
        referrerDomain: '',
        deviceClass: 'desktop',
        events: 5,
        visitors: 2,
      })
      .execute();
    const saved = expectOk(
      await t.request('PUT', ANALYTICS_PATHS.settings, {
        cookie: t.adminCookie,
        body: { retentionMonths: 13 },
      }),
    );
    expect(saved).toEqual({ retentionMonths: 13 });
    expect(await eventCount()).toBe(before - 1);
    expect(await t.db.kysely.selectFrom('visitDays').selectAll().where('day', '=', oldDay).execute()).toEqual(
      [],
    );
    expectOk(
      await t.request('PUT', ANALYTICS_PATHS.settings, {
        cookie: t.adminCookie,
        body: { retentionMonths: 24 },
      }),
    );
    expect((await statistics()).retentionMonths).toBe(24);
    // One settings store (docs/decisions/0186-one-settings-store.md).
    const stored = await t.db.kysely
      .selectFrom('settings')
      .select('value')
      .where('name', '=', 'statistics')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toEqual({ retentionMonths: 24 });
  });
});
