/**
 * Migration 0080: the history of every entry, the trash and the site's settings. Run by
 * db/migrate.ts; the table types are in db/types.ts. Source: docs/product.md §22 and
 * docs/decisions/0130-history-and-trash.md.
 *
 * - `entryHistory`: one row per change of an entry (create, update, delete, restore) or of a list's
 *   order (reorder, `entryId` ''), with the state before and after as JSON text (null when there is
 *   none), who made it (`userId`, `userName` as they were) and when.
 * - `trash`: the entries deleted and not yet restored or deleted for good: their last state, their
 *   place in the list and who deleted them when.
 * - `settings`: one JSON value per name (the history retention).
 */
import type { Kysely, Migration } from 'kysely';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('entryHistory')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('entryId', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('userId', 'text')
      .addColumn('userName', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('entry_history_entry')
      .on('entryHistory')
      .columns(['resource', 'entryId', 'createdAt'])
      .execute();
    await db.schema.createIndex('entry_history_created').on('entryHistory').column('createdAt').execute();
    await db.schema
      .createTable('trash')
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('entryId', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('userId', 'text')
      .addColumn('userName', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('deletedAt', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('trash_pk', ['resource', 'entryId'])
      .execute();
    await db.schema.createIndex('trash_deleted').on('trash').column('deletedAt').execute();
    await db.schema
      .createTable('settings')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
} satisfies Migration;
