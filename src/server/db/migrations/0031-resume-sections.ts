/**
 * Migration 0031-resume-sections.
 *
 * A shipped migration never changes; a new one is a new file (db/migrate.ts).
 */
import type { Kysely, Migration } from 'kysely';
import { text, timestamps } from '../schema-helpers.js';

export default {
  // The JSON Resume sections Vitae lacked, each an ordered resource (src/shared/resources/,
  // RESUME_SECTIONS). Text columns default to '' and lists to '[]' so later fields stay additive.
  async up(db: Kysely<any>) {
    const sections: Record<string, { text: string[]; lists: string[] }> = {
      volunteer: {
        text: ['organization', 'role', 'url', 'startDate', 'endDate', 'summary'],
        lists: ['highlights'],
      },
      awards: { text: ['title', 'date', 'awarder', 'summary'], lists: [] },
      certificates: { text: ['name', 'date', 'issuer', 'url'], lists: [] },
      publications: { text: ['name', 'publisher', 'releaseDate', 'url', 'summary'], lists: [] },
      spokenLanguages: { text: ['language', 'fluency'], lists: [] },
      interests: { text: ['name'], lists: ['keywords'] },
      references: { text: ['name', 'reference'], lists: [] },
    };
    for (const [table, columns] of Object.entries(sections)) {
      let builder = db.schema
        .createTable(table)
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('position', 'integer', (c) => c.notNull());
      for (const column of columns.text)
        builder = builder.addColumn(column, text, (c) => c.notNull().defaultTo(''));
      for (const column of columns.lists)
        builder = builder.addColumn(column, text, (c) => c.notNull().defaultTo('[]'));
      await timestamps(builder).execute();
      await db.schema.createIndex(`${table}_position`).on(table).columns(['position', 'createdAt']).execute();
    }
  },
} satisfies Migration;
