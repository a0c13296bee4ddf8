/**
 * Migration 0152: the throttles' counters keep a client address as its keyed hash from now on
 * (lib/address-key.ts, docs/decisions/0237-no-addresses-in-the-throttles.md); the rows counted under
 * a raw address before go. The columns stay as they are; what is lost is at most 15 minutes of
 * counting (a window of `loginFailures` or `linkMisses`).
 */
import type { Kysely, Migration } from 'kysely';

export default {
  async up(db: Kysely<any>) {
    await db.deleteFrom('loginFailures').execute();
    await db.deleteFrom('linkMisses').execute();
  },
} satisfies Migration;
