/**
 * Email delivery of contact messages against a real SMTP server (the `smtp-server` package) started
 * here: a message sent through the API arrives at CONTACT_TO with the visitor as Reply-To; a refused
 * delivery keeps the message and is retried later until it is sent. SQLite only (the outbox's SQL is
 * plain Kysely). Source: decision 0051; src/server/modules/messages/outbox.ts.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PATHS } from '../../../shared/contact.js';
import { expectOk } from '../../test/expect-api.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Outbox } from './outbox.js';

interface Received {
  to: string[];
  raw: string;
}

describe('contact email delivery (real SMTP server)', () => {
  let server: SMTPServer;
  let url: string;
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  let refuseNext = 0;
  let t: TestApp;

  /** Resolves when `count` messages have arrived. */
  const arrived = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (received.length >= count ? resolve() : waiters.push(check));
      check();
    });

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refuseNext > 0) {
          refuseNext -= 1;
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    t = await createTestApp({
      contact: {
        minFillSeconds: 0,
        rateLimit: 1000,
        mail: { smtpUrl: url, to: 'owner@example.com', from: 'site@example.com' },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server?.close(resolve));
  });

  it('sends a stored message to CONTACT_TO with the visitor as Reply-To', async () => {
    const token = expectOk<{ token: string }>(await t.request('GET', CONTACT_PATHS.token)).token;
    expectOk(
      await t.request('POST', CONTACT_PATHS.messages, {
        body: { name: 'Zoë Ñúñez', email: 'zoe@example.com', message: 'Hello from the form.', token },
      }),
      201,
    );
    await arrived(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.raw).toMatch(/^From: site@example\.com\r?$/m);
    expect(mail.raw).toMatch(/^Reply-To: =\?UTF-8\?.+\?= <zoe@example\.com>\r?$/m);
    expect(mail.raw).toContain('Hello from the form.');
    const row = await t.db.kysely.selectFrom('messages').selectAll().executeTakeFirstOrThrow();
    expect(row.deliveryStatus === 'sent' || row.deliveryStatus === 'pending').toBe(true);
  });

  it('keeps a refused message and delivers it on a later attempt', async () => {
    const before = received.length;
    refuseNext = 1;
    const outbox = new Outbox(t.db.kysely, { smtpUrl: url, to: 'owner@example.com' }, { warn() {} }, 0);
    const id = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    await t.db.kysely
      .insertInto('messages')
      .values({
        id,
        name: 'Retry Me',
        email: 'retry@example.com',
        message: 'Second try.',
        read: 0,
        createdAt: new Date().toISOString(),
        deliveryStatus: 'pending',
        deliveryAttempts: 0,
        nextAttemptAt: new Date(0).toISOString(),
        lastError: '',
      })
      .execute();
    const row = () =>
      t.db.kysely.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    await outbox.deliverDue();
    const failed = await row();
    expect(failed).toMatchObject({ deliveryStatus: 'pending', deliveryAttempts: 1, message: 'Second try.' });
    expect(failed.lastError).toMatch(/Mailbox busy/);
    expect(received.length).toBe(before);

    await outbox.deliverDue();
    expect(await row()).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 2, lastError: '' });
    await arrived(before + 1);
    expect(received.at(-1)!.raw).toContain('Second try.');
    await outbox.close();
  });
});
