/**
 * Migration 0040-media: Decision 0040: uploaded images, stored in the database so a backup holds them and every server instance on one PostgreSQL serves them (docs/decisions/0040-owner-data-and-images.md).
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';
import { isPostgres } from '../portfolio-lock.js';

export default {
  async up(db: Kysely<any>) {
    const binary = isPostgres(db) ? 'bytea' : 'blob';
    await db.schema
      .createTable('media')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('placeholder', text, (c) => c.notNull())
      .addColumn('createdAt', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('mediaFiles')
      .addColumn('mediaId', text, (c) => c.notNull().references('media.id').onDelete('cascade'))
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('data', binary, (c) => c.notNull())
      .addPrimaryKeyConstraint('mediaFiles_pk', ['mediaId', 'width'])
      .execute();
  },
} satisfies Migration;
