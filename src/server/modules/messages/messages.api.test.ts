/**
 * API tests of the contact form and the inbox: a visitor's message is stored and
 * the owner lists, marks and deletes it; the inbox is admin only (401/403); every abuse limit
 * answers a clear 4xx and stores nothing. Source: src/shared/contact.ts,
 * docs/decisions/0051-contact-abuse-limits.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PATHS, CONTACT_TEXTS } from '../../../shared/contact.js';
import { expectError, expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

type Message = { _id: string; name: string; email: string; message: string; read: boolean };

const token = async (t: TestApp) =>
  expectOk<{ token: string }>(await t.request('GET', CONTACT_PATHS.token)).token;
const stored = async (t: TestApp) =>
  Number(
    (
      await t.db.kysely
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'I liked your portfolio.' };

describe.skipIf(skipReason() !== '')('contact form and inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ contact: { minFillSeconds: 0, rateLimit: 1000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a visitor message that the admin lists, marks read/unread and deletes', async () => {
    const sent = expectOk<Message>(
      await t.request('POST', CONTACT_PATHS.messages, { body: { ...valid, token: await token(t) } }),
      201,
    );
    expect(sent).toMatchObject({ ...valid, read: false });
    const cookie = t.adminCookie;
    const inbox = expectOk<Message[]>(await t.request('GET', CONTACT_PATHS.messages, { cookie }));
    expect(inbox[0]).toMatchObject({ _id: sent._id, ...valid, read: false });
    const unread = async () =>
      expectOk<{ unread: number }>(await t.request('GET', CONTACT_PATHS.unreadCount, { cookie })).unread;
    const before = await unread();
    expect(before).toBeGreaterThanOrEqual(1);

    const read = expectOk<Message>(
      await t.request('PATCH', CONTACT_PATHS.item(sent._id), { cookie, body: { read: true } }),
    );
    expect(read.read).toBe(true);
    expect(await unread()).toBe(before - 1);
    expectOk(await t.request('PATCH', CONTACT_PATHS.item(sent._id), { cookie, body: { read: false } }));
    expect(await unread()).toBe(before);

    expectOk(await t.request('DELETE', CONTACT_PATHS.item(sent._id), { cookie }));
    expect(await unread()).toBe(before - 1);
    expectError(await t.request('DELETE', CONTACT_PATHS.item(sent._id), { cookie }), 404);
    expectError(
      await t.request('PATCH', CONTACT_PATHS.item(sent._id), { cookie, body: { read: true } }),
      404,
    );
  });

  it('keeps the inbox for the admin: 401 anonymous, 403 for another user', async () => {
    const id = 'ffffffffffffffffffffffff';
    const calls = [
      ['GET', CONTACT_PATHS.messages, undefined],
      ['GET', CONTACT_PATHS.unreadCount, undefined],
      ['PATCH', CONTACT_PATHS.item(id), { read: true }],
      ['DELETE', CONTACT_PATHS.item(id), undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expectError(await t.request(method, url, { body }), 401);
      expectError(await t.request(method, url, { body, cookie: t.userCookie }), 403);
    }
  });

  it('refuses every abuse case with a clear 4xx and stores nothing', async () => {
    const before = await stored(t);
    const good = await token(t);
    const send = (body: unknown) => t.request('POST', CONTACT_PATHS.messages, { body });

    expectError(
      await send({ ...valid, token: good, website: 'http://spam.example' }),
      400,
      CONTACT_TEXTS.honeypot,
    );
    expectError(await send({ ...valid }), 400, CONTACT_TEXTS.badToken);
    const [issued] = good.split('.');
    expectError(await send({ ...valid, token: `${issued}.${'A'.repeat(43)}` }), 400, CONTACT_TEXTS.badToken);
    expectError(
      await send({ ...valid, token: `${Number(issued) - 1}.${good.split('.')[1]}` }),
      400,
      CONTACT_TEXTS.badToken,
    );
    const injected = await send({ ...valid, name: 'Eve\r\nBcc: victim@example.com', token: good });
    expect(expectError(injected, 400).issues?.map((issue) => issue.message)).toContain(
      CONTACT_TEXTS.nameNewline,
    );
    expectError(await send({ ...valid, email: 'not an address', token: good }), 400);
    expectError(await send({ ...valid, email: 'a@b.co\r\nBcc: x@y.z', token: good }), 400);
    expectError(await send({ ...valid, name: 'x'.repeat(101), token: good }), 400, /at most 100/);
    expectError(await send({ ...valid, message: 'x'.repeat(5001), token: good }), 400, /at most 5000/);
    expectError(await send({ ...valid, message: '   ', token: good }), 400);
    expectError(await send({ ...valid, message: 'x'.repeat(40_000), token: good }), 413);

    expect(await stored(t)).toBe(before);
  });
});

describe.skipIf(skipReason() !== '')('contact form timing and rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ contact: { minFillSeconds: 3600, rateLimit: 3 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a form sent before the minimum fill time, then rate-limits the address (429)', async () => {
    const body = { ...valid, token: await token(t) };
    expectError(await t.request('POST', CONTACT_PATHS.messages, { body }), 400, CONTACT_TEXTS.tooFast);
    expectError(await t.request('POST', CONTACT_PATHS.messages, { body }), 400);
    expectError(await t.request('POST', CONTACT_PATHS.messages, { body }), 400);
    const limited = await t.request('POST', CONTACT_PATHS.messages, { body });
    expectError(limited, 429, /Too many messages from your address/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(t)).toBe(0);
  });
});
