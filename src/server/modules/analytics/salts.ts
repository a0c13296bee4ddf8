/**
 * The daily salt of the visitor hash (docs/decisions/0150-visitor-statistics.md): one random salt per
 * UTC day in `visitorSalts`, created once under its unique `day` key by whichever instance needs it
 * first (the others read the same row), so every instance hashes a visitor alike. A past day's salt
 * is deleted when a new day's is created and by the daily upkeep ({@link deletePastSalts}); never
 * stored with the events.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The UTC day `YYYY-MM-DD` of `time`. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** Delete the salts of days before `today` (`YYYY-MM-DD`). */
export async function deletePastSalts(db: Kysely<Database>, today: string): Promise<void> {
  await db.deleteFrom('visitorSalts').where('day', '<', today).execute();
}

/** The salts of this process, read or created in the database once per day. */
export class DailySalts {
  private readonly known = new Map<string, string>();

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The salt of `day`. Today's is created when missing (`now` tells what today is); a past day's
   * whose salt is gone already gets a one-off random salt, never stored (its visitor counts as new).
   */
  async salt(day: string, now: Date = new Date()): Promise<string> {
    const known = this.known.get(day);
    if (known) return known;
    const today = utcDay(now);
    if (day >= today) {
      await this.db
        .insertInto('visitorSalts')
        .values({ day, salt: randomBytes(32).toString('hex') })
        .onConflict((conflict) => conflict.column('day').doNothing())
        .execute();
    }
    const row = await this.db
      .selectFrom('visitorSalts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirst();
    if (!row) return randomBytes(32).toString('hex');
    if (day === today) {
      this.known.clear();
      await deletePastSalts(this.db, today);
    }
    this.known.set(day, row.salt);
    return row.salt;
  }
}
