/**
 * Migration 0141: the statistics' retention moves into the site's one settings store `settings`
 * (name → JSON, migration 0080) under the name `statistics`, as `{"retentionMonths": n}`; the
 * table `analyticsSettings` of migration 0100 is dropped (docs/decisions/0186-one-settings-store.md).
 */
import type { Kysely, Migration } from 'kysely';

export default {
  async up(db: Kysely<any>) {
    const row = (await db
      .selectFrom('analyticsSettings')
      .select('retentionMonths')
      .where('id', '=', 'site')
      .executeTakeFirst()) as { retentionMonths: number | string } | undefined;
    if (row) {
      await db.deleteFrom('settings').where('name', '=', 'statistics').execute();
      await db
        .insertInto('settings')
        .values({
          name: 'statistics',
          value: JSON.stringify({ retentionMonths: Number(row.retentionMonths) }),
        })
        .execute();
    }
    await db.schema.dropTable('analyticsSettings').execute();
  },
} satisfies Migration;
