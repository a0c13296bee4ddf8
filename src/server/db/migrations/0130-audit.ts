/**
 * Migration 0130: the owner's audit log (docs/product.md §23 "Activity",
 * docs/decisions/0180-audit-log.md). Run by db/migrate.ts; the table type is in db/tables/audit.ts.
 *
 * - `auditLog`: one row per sign-in, failed sign-in, second-step failure, change of the second
 *   factor or of passkeys, ended session and admin write: what happened (`kind`), the account
 *   (`userId`, nullable: a failed sign-in of an unknown email has none; `email` as typed or as it
 *   was), how (`detail`: the sign-in's way, the passkey's name), the HTTP `method`, the route's
 *   `path` pattern, the entry's id and the answer's `status` (0 for other kinds) of an admin write, the device class
 *   (never the User-Agent, never an address) and when. No body, no password, no code.
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auditLog')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('userId', text)
      .addColumn('email', text, (c) => c.notNull().defaultTo(''))
      .addColumn('detail', text, (c) => c.notNull().defaultTo(''))
      .addColumn('method', text, (c) => c.notNull().defaultTo(''))
      .addColumn('path', text, (c) => c.notNull().defaultTo(''))
      .addColumn('entryId', text, (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('device', text, (c) => c.notNull().defaultTo(''))
      .addColumn('createdAt', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auditLog_time').on('auditLog').columns(['createdAt', 'id']).execute();
    await db.schema
      .createIndex('auditLog_kind')
      .on('auditLog')
      .columns(['kind', 'createdAt', 'id'])
      .execute();
  },
} satisfies Migration;
