/**
 * Migration 0071-session-devices: each session remembers the device class it signed in from
 * ("Firefox on Windows"; never the whole User-Agent), for the owner's security page
 * (docs/product.md §23).
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sessions').addColumn('device', text).execute();
  },
} satisfies Migration;
