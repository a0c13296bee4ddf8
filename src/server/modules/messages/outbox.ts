/**
 * Email delivery of contact messages (decision 0051), through nodemailer to `CONTACT_TO` when
 * `SMTP_URL` is set. The message row is the outbox entry: it is stored first (`pending`), then sent;
 * a failure only reschedules it with exponential backoff ({@link retryDelayMs}) until
 * {@link MAX_ATTEMPTS}, then marks it `failed`. Delivery never deletes or changes the message itself.
 *
 * Several processes (PostgreSQL) may run outboxes: an attempt first claims the row by moving its
 * `nextAttemptAt` (a compare-and-set), so one message is sent by one process at a time.
 *
 * Header safety: the visitor's name and address go in as a nodemailer address object (`replyTo`),
 * which nodemailer encodes; the name cannot hold a newline (src/shared/contact.ts refuses it).
 */
import type { Kysely, Selectable } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, MessagesTable } from '../../db/types.js';

export interface MailOptions {
  /** smtp:// or smtps:// URL (nodemailer's connection URL). */
  smtpUrl: string;
  /** The owner's address. */
  to: string;
  /** The sender address; by default `to`. */
  from?: string | undefined;
}

/** Attempts before a message is marked `failed`. */
export const MAX_ATTEMPTS = 8;

/** Wait before attempt `attempts + 1`: 30 s doubled each time, at most 6 hours. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/** How long a claimed attempt keeps other processes off the message. */
const CLAIM_MS = 2 * 60 * 1000;
const POLL_MS = 30_000;

type Logger = { warn(object: unknown, message: string): void };

export class Outbox {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mail: MailOptions,
    private readonly log: Logger,
    /** Base of the backoff (tests shorten it). */
    private readonly retryBaseMs = 30_000,
  ) {
    this.transport = nodemailer.createTransport(mail.smtpUrl);
  }

  /** Send what is due now; then every {@link POLL_MS} while open. */
  start(): void {
    this.kick();
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
  }

  /** Run a delivery pass soon (after a new message); passes never overlap. */
  kick(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => this.log.warn({ err: error }, 'contact outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  /** Stop the timer and wait for the pass in progress. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Send every pending message whose time has come (oldest first). */
  async deliverDue(): Promise<void> {
    const now = new Date().toISOString();
    const due = await this.db
      .selectFrom('messages')
      .selectAll()
      .where('deliveryStatus', '=', 'pending')
      .where('nextAttemptAt', '<=', now)
      .orderBy('createdAt')
      .limit(50)
      .execute();
    for (const row of due) {
      if (this.closed) return;
      await this.attempt(row);
    }
  }

  private async attempt(row: Selectable<MessagesTable>): Promise<void> {
    const claimUntil = new Date(Date.now() + CLAIM_MS).toISOString();
    const claim = await this.db
      .updateTable('messages')
      .set({ nextAttemptAt: claimUntil })
      .where('id', '=', row.id)
      .where('deliveryStatus', '=', 'pending')
      .where('nextAttemptAt', '=', row.nextAttemptAt)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return;
    const attempts = row.deliveryAttempts + 1;
    try {
      await this.transport.sendMail({
        from: this.mail.from ?? this.mail.to,
        to: this.mail.to,
        replyTo: { name: row.name, address: row.email },
        subject: `Message from ${row.name}`,
        text: `${row.message}\n\n--\n${row.name} <${row.email}>\nSent with the contact form on ${row.createdAt}`,
      });
      await this.db
        .updateTable('messages')
        .set({ deliveryStatus: 'sent', deliveryAttempts: attempts, nextAttemptAt: null, lastError: '' })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const failed = attempts >= MAX_ATTEMPTS;
      this.log.warn({ err: error, messageId: row.id, attempts }, 'contact email not delivered');
      await this.db
        .updateTable('messages')
        .set({
          deliveryStatus: failed ? 'failed' : 'pending',
          deliveryAttempts: attempts,
          nextAttemptAt: failed
            ? null
            : new Date(Date.now() + retryDelayMs(attempts, this.retryBaseMs)).toISOString(),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
