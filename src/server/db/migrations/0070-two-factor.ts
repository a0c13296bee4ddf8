/**
 * Migration 0070-two-factor: the owner's authenticator-app secret (TOTP, RFC 6238) and their
 * single-use recovery codes, stored hashed (docs/product.md §23; docs/decisions/0120-two-factor-sign-in.md).
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('twoFactor')
      .addColumn('userId', text, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret', text, (c) => c.notNull())
      .addColumn('createdAt', text, (c) => c.notNull())
      .addColumn('enabledAt', text)
      .addColumn('lastUsedStep', 'integer')
      .execute();
    await db.schema
      .createTable('recoveryCodes')
      .addColumn('userId', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('codeHash', text, (c) => c.notNull())
      .addColumn('usedAt', text)
      .addPrimaryKeyConstraint('recoveryCodes_pk', ['userId', 'codeHash'])
      .execute();
  },
} satisfies Migration;
