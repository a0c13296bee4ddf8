/**
 * Migration 0150: the history's time index (`entry_history_created`, migration 0080) goes. Every
 * recorded change wrote it, and only a change of the retention setting read it (once, for every
 * entry; a scan of the table then is fine); the entry index `(resource, entryId, createdAt)` serves
 * every other read. docs/decisions/0223-history-write-cost.md.
 */
import type { Kysely, Migration } from 'kysely';

export default {
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('entry_history_created').execute();
  },
} satisfies Migration;
