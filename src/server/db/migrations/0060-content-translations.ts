/**
 * Migration 0060-content-translations: Decision 0065: the owner's content in a second language. One JSON text column per content table, `{"es": {"field": value}}`, '{}' when none (docs/decisions/0065-content-languages.md). Additive: existing rows and old backups read as "no translation".
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text } from '../schema-helpers.js';

export default {
  async up(db: Kysely<any>) {
    for (const table of [
      'people',
      'works',
      'educations',
      'skills',
      'categories',
      'projects',
      'socialLinks',
      'volunteer',
      'awards',
      'certificates',
      'publications',
      'spokenLanguages',
      'interests',
      'references',
    ]) {
      await db.schema
        .alterTable(table)
        .addColumn('i18n', text, (c) => c.notNull().defaultTo('{}'))
        .execute();
    }
  },
} satisfies Migration;
