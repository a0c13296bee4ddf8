/**
 * Migration 0151: works get `employmentType` (full-time, part-time, contract, freelance, internship;
 * '' when not given), declared in src/shared/resources/works-fields.ts. Existing rows read ''.
 * docs/decisions/0240-a-field-is-one-entry.md.
 */
import type { Kysely, Migration } from 'kysely';

export default {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('works')
      .addColumn('employmentType', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
} satisfies Migration;
