/**
 * Migration 0050: the contact messages and their email outbox, and a table of server secrets (the
 * contact form token's HMAC key). Run by db/migrate.ts; the table types are in db/types.ts. Source: * docs/decisions/0051-contact-abuse-limits.md.
 *
 * `messages.deliveryStatus`: `none` (no SMTP configured when it arrived), `pending` (to send at
 * `nextAttemptAt`), `sent`, `failed` (gave up after the last retry). Delivery never deletes a message.
 */
import type { Kysely, Migration } from 'kysely';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('deliveryStatus', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('deliveryAttempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('nextAttemptAt', 'text')
      .addColumn('lastError', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('messages_created').on('messages').column('createdAt').execute();
    await db.schema
      .createIndex('messages_outbox')
      .on('messages')
      .columns(['deliveryStatus', 'nextAttemptAt'])
      .execute();
    await db.schema
      .createTable('secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
