/**
 * The import's pause for breath: a large import lets the event loop turn every 25 entries, so the
 * server keeps answering while it writes.
 *
 * Source: docs/decisions/0080-data-limits.md.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

let entriesSinceTurn = 0;

/**
 * Called once per entry an import writes: every 25th call waits for the event loop's next turn, so
 * the server answers other requests during a large import (docs/decisions/0080-data-limits.md;
 * on SQLite those that need the database wait for the import's transaction all the same).
 */
export async function breathe(): Promise<void> {
  entriesSinceTurn += 1;
  if (entriesSinceTurn < 25) return;
  entriesSinceTurn = 0;
  await nextTurn();
}
