/**
 * The site's design settings in the database (table `designSettings`, one row id 'site'; migration
 * 0110): read with the defaults of src/shared/designs when the row is missing or holds a value no
 * longer declared (a design removed from the declaration falls back to the default one).
 *
 * Source: docs/product.md §26; docs/decisions/0170-designs-as-data-and-css.md.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_DESIGN_SETTINGS,
  designSettingsSchema,
  type DesignSettings,
} from '../../../shared/designs/index.js';
import type { Database } from '../../db/types.js';

const ROW_ID = 'site';

/** The stored settings, or {@link DEFAULT_DESIGN_SETTINGS}; a value that no longer reads is the default's. */
export async function readDesignSettings(
  db: Kysely<Database> | Transaction<Database>,
): Promise<DesignSettings> {
  const row = await db.selectFrom('designSettings').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
  if (!row) return DEFAULT_DESIGN_SETTINGS;
  const parsed = designSettingsSchema.safeParse({
    design: row.design,
    accent: row.accent,
    fonts: row.fonts,
    photoShape: row.photoShape,
  });
  return parsed.success ? parsed.data : DEFAULT_DESIGN_SETTINGS;
}

/** Store `settings` (validated by the caller) as the site's. */
export async function writeDesignSettings(db: Kysely<Database>, settings: DesignSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date().toISOString() };
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('designSettings')
      .set(values)
      .where('id', '=', ROW_ID)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('designSettings')
        .values({ id: ROW_ID, ...values })
        .execute();
    }
  });
}

/**
 * The settings kept in memory between changes: read once, dropped by {@link DesignSettingsCache.clear}
 * (on every change the change feed hears) and not kept while the feed is unhealthy.
 */
export class DesignSettingsCache {
  private value: Promise<DesignSettings> | undefined;
  constructor(
    private readonly db: Kysely<Database>,
    private enabled: boolean,
  ) {}
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.value = undefined;
  }
  clear(): void {
    this.value = undefined;
  }
  read(): Promise<DesignSettings> {
    if (!this.enabled) return readDesignSettings(this.db);
    this.value ??= readDesignSettings(this.db).catch((error: unknown) => {
      this.value = undefined;
      throw error;
    });
    return this.value;
  }
}
