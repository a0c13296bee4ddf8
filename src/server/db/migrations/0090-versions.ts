/**
 * Migration 0090: versions of the portfolio and the links sent for them (docs/product.md §20;
 * docs/decisions/0140-versions-and-links.md). Run by db/migrate.ts; the table types are in db/types.ts.
 *
 * `versions.entries`, `hiddenSections` and `overrides` are JSON text. `versionLinks.tokenHash` is the
 * SHA-256 (hex) of the link's token, unique: a link is found by it, never by comparing tokens.
 * `versionLinks.snapshot` is the frozen content (JSON text), null for a live link.
 */
import type { Kysely, Migration } from 'kysely';
import { text, timestamps } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await timestamps(
      db.schema
        .createTable('versions')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('language', text)
        .addColumn('includeNew', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('baselineAt', text, (c) => c.notNull())
        .addColumn('hiddenSections', text, (c) => c.notNull().defaultTo('[]'))
        .addColumn('entries', text, (c) => c.notNull().defaultTo('{}'))
        .addColumn('overrides', text, (c) => c.notNull().defaultTo('{}')),
    ).execute();
    await timestamps(
      db.schema
        .createTable('versionLinks')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('versionId', text, (c) => c.notNull().references('versions.id').onDelete('cascade'))
        .addColumn('tokenHash', text, (c) => c.notNull().unique())
        .addColumn('token', text, (c) => c.notNull())
        .addColumn('label', text, (c) => c.notNull())
        .addColumn('note', text, (c) => c.notNull().defaultTo(''))
        .addColumn('expiresAt', text)
        .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revokedAt', text)
        .addColumn('frozenAt', text)
        .addColumn('snapshot', text),
    ).execute();
    await db.schema.createIndex('versionLinks_version').on('versionLinks').column('versionId').execute();
  },
} satisfies Migration;
