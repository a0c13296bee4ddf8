/**
 * Migration 0143: a contact message remembers the link it was sent through (`messages.linkId`,
 * nullable text, no foreign key: a link may be deleted with its version; null for the site's own
 * form). docs/product.md §20; docs/decisions/0188-link-pages-like-the-site.md.
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('messages').addColumn('linkId', text).execute();
  },
} satisfies Migration;
