/**
 * Migration 0072-passkeys: the owner's passkeys (WebAuthn credentials: id, public key, signature
 * counter, a name) and the one-use challenges of their ceremonies, shared by every server process
 * (docs/product.md §23; docs/decisions/0121-passkeys.md).
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('userId', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('publicKey', text, (c) => c.notNull())
      .addColumn('counter', 'integer', (c) => c.notNull())
      .addColumn('transports', text, (c) => c.notNull())
      .addColumn('createdAt', text, (c) => c.notNull())
      .addColumn('lastUsedAt', text)
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('userId').execute();
    await db.schema
      .createTable('webauthnChallenges')
      .addColumn('challenge', text, (c) => c.primaryKey())
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('userId', text)
      .addColumn('expiresAt', text, (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
