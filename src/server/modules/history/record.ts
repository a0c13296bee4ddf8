/**
 * Recording the history of the entries (docs/product.md §22, docs/decisions/0130-history-and-trash.md):
 * every write of the generic repository (modules/resources/repository.ts) calls {@link recordChange}
 * in its own transaction, so a change and its history row commit together or not at all; a delete
 * also puts the entry in the trash ({@link putInTrash}).
 *
 * Shapes: states are the entries' wire objects (with their links and translations), stored as JSON
 * text; a reorder stores the list's ids in order. Retention ({@link HistoryRetention}, setting
 * `history`): a state is kept while it is younger than `days` days OR among the last `states` states
 * of its entry; older ones are pruned on the entry's next write. The trash keeps an entry
 * {@link TRASH_DAYS} days. Errors: none of its own (database errors reach the caller's transaction).
 */
import type { Kysely, Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import { readSetting, writeSetting } from '../../db/settings.js';
import type { Database, EntryHistoryTable } from '../../db/types.js';
import { newId, nowIso } from '../../lib/ids.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import type { IncomingLink } from './links.js';

type AnyDb = Kysely<Database> | Transaction<Database>;

/** Who made a change: the signed-in user (id and name), or nobody (an import, the command line). */
export interface Actor {
  userId: string | null;
  name: string;
}

/** The actor of writes made by the server itself (imports, the demo, the command line). */
export const SYSTEM_ACTOR: Actor = { userId: null, name: '' };

/** How much history is kept (docs/product.md §22): days, and states per entry, each a whole number ≥ 1. */
export interface HistoryRetention {
  days: number;
  states: number;
}

/** The default retention: everything of the last 90 days, and the last 20 states of each entry. */
export const DEFAULT_RETENTION: HistoryRetention = { days: 90, states: 20 };

/** Days a deleted entry stays in the trash before it is deleted for good. */
export const TRASH_DAYS = 30;

const RETENTION_SETTING = 'history';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention setting as stored, or the default. Read by a write only when its entry has a state
 * older than a day (decision 0220); the value is small and the table has one row per setting.
 */
export async function readRetention(db: AnyDb): Promise<HistoryRetention> {
  const stored = await readSetting(db, RETENTION_SETTING);
  if (stored === null || typeof stored !== 'object') return DEFAULT_RETENTION;
  const value = stored as Partial<HistoryRetention>;
  return {
    days: Number.isSafeInteger(value.days) && value.days! >= 1 ? value.days! : DEFAULT_RETENTION.days,
    states:
      Number.isSafeInteger(value.states) && value.states! >= 1 ? value.states! : DEFAULT_RETENTION.states,
  };
}

/** Store the retention setting (validated by the caller) and prune every entry's history by it. */
export async function writeRetention(db: Transaction<Database>, retention: HistoryRetention): Promise<void> {
  await writeSetting(db, RETENTION_SETTING, { days: retention.days, states: retention.states });
  const entries = await db
    .selectFrom('entryHistory')
    .select(['resource', 'entryId'])
    .where('createdAt', '<', cutoff(retention))
    .groupBy(['resource', 'entryId'])
    .execute();
  for (const entry of entries) await pruneEntry(db, entry.resource, entry.entryId, retention);
}

function cutoff(retention: HistoryRetention): string {
  return new Date(Date.now() - retention.days * DAY_MS).toISOString();
}

/** Delete the states of one entry that are both older than the cutoff and not among its last ones. */
async function pruneEntry(db: AnyDb, resource: string, entryId: string, retention: HistoryRetention) {
  const kept = db
    .selectFrom('entryHistory')
    .select('id')
    .where('resource', '=', resource)
    .where('entryId', '=', entryId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(retention.states);
  await db
    .deleteFrom('entryHistory')
    .where('resource', '=', resource)
    .where('entryId', '=', entryId)
    .where('createdAt', '<', cutoff(retention))
    .where('id', 'not in', kept)
    .execute();
}

/** One change to record: the resource's wire name, the entry ('' for a reorder), states as values. */
export interface Change {
  resource: string;
  entryId: string;
  action: EntryHistoryTable['action'];
  before: unknown;
  after: unknown;
}

/**
 * The entry's newest and oldest recorded times (null when it has none), read in one statement: each
 * is one step down the index `(resource, entryId, createdAt)`. Compiled once (db/compiled-once.ts).
 */
const spanQuery = compiledOnce<{ newest: string | null; oldest: string | null }, 'resource' | 'entryId'>(
  (db, slot) => {
    const edge = (direction: 'asc' | 'desc') =>
      db
        .selectFrom('entryHistory')
        .select('createdAt')
        .where('resource', '=', slot('resource'))
        .where('entryId', '=', slot('entryId'))
        .orderBy('createdAt', direction)
        .limit(1);
    return db.selectNoFrom(() => [edge('desc').as('newest'), edge('asc').as('oldest')]);
  },
);

async function recordedSpan(db: AnyDb, resource: string, entryId: string) {
  const { rows } = await spanQuery(db, { resource, entryId });
  return rows[0] ?? { newest: null, oldest: null };
}

/** The history row's insert, compiled once (db/compiled-once.ts). */
const HISTORY_COLUMNS = [
  'id',
  'resource',
  'entryId',
  'action',
  'before',
  'after',
  'userId',
  'userName',
  'createdAt',
] as const;
const insertQuery = compiledOnce<unknown, (typeof HISTORY_COLUMNS)[number]>((db, slot) =>
  db
    .insertInto('entryHistory')
    .values(Object.fromEntries(HISTORY_COLUMNS.map((column) => [column, slot(column)])) as never),
);

/** A time strictly after `last` (the entry's last recorded change), so states keep their order. */
function nextTime(last: string | null): string {
  const now = nowIso();
  if (last === null || last < now) return now;
  return new Date(Date.parse(last) + 1).toISOString();
}

/**
 * Record a change in `db`'s transaction (the caller holds the list's lock, so the changes of one
 * entry are recorded one after the other), then prune the entry's history by the retention when
 * its oldest state is older than the retention's days (only such states can go; `days` ≥ 1).
 * @returns the history row's id.
 */
export async function recordChange(db: Transaction<Database>, change: Change, actor: Actor): Promise<string> {
  const id = newId();
  // A created entry has a new id: no earlier state to follow or to prune.
  const span =
    change.action === 'create' ? undefined : await recordedSpan(db, change.resource, change.entryId);
  await insertQuery(db, {
    id,
    resource: change.resource,
    entryId: change.entryId,
    action: change.action,
    before: change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
    after: change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
    userId: actor.userId,
    userName: actor.name,
    createdAt: span ? nextTime(span.newest) : nowIso(),
  });
  // The retention keeps at least a day: a younger oldest state spares reading it.
  if (span?.oldest && span.oldest < new Date(Date.now() - DAY_MS).toISOString()) {
    const retention = await readRetention(db);
    if (span.oldest < cutoff(retention)) await pruneEntry(db, change.resource, change.entryId, retention);
  }
  return id;
}

/** Put a deleted entry in the trash (replacing an older trash row of the same entry). */
export async function putInTrash(
  db: Transaction<Database>,
  entry: {
    resource: string;
    entryId: string;
    state: unknown;
    position: number;
    /** The projects' links to a skill or category, read before its delete (links.ts). */
    links?: IncomingLink[] | undefined;
  },
  actor: Actor,
): Promise<void> {
  await purgeTrash(db);
  await trashQuery(db, {
    resource: entry.resource,
    entryId: entry.entryId,
    state: JSON.stringify(entry.state),
    position: entry.position,
    links: entry.links ? JSON.stringify(entry.links) : null,
    userId: actor.userId,
    userName: actor.name,
    deletedAt: nowIso(),
  });
}

/** The trash's upsert (replacing an older trash row of the same entry), compiled once. */
const trashQuery = compiledOnce<
  unknown,
  'resource' | 'entryId' | 'state' | 'position' | 'links' | 'userId' | 'userName' | 'deletedAt'
>((db, slot) => {
  const row = {
    state: slot('state'),
    position: slot('position') as unknown as number,
    links: slot('links'),
    userId: slot('userId'),
    userName: slot('userName'),
    deletedAt: slot('deletedAt'),
  };
  return db
    .insertInto('trash')
    .values({ resource: slot('resource'), entryId: slot('entryId'), ...row })
    .onConflict((conflict) => conflict.columns(['resource', 'entryId']).doUpdateSet(row));
});

/** The entries in the trash since before `limit` (an ISO time), compiled once. */
const expiredQuery = compiledOnce<{ resource: string; entryId: string }, 'limit'>((db, slot) =>
  db.selectFrom('trash').select(['resource', 'entryId']).where('deletedAt', '<', slot('limit')),
);

/**
 * Delete for good what has been in the trash longer than {@link TRASH_DAYS} days, with its history.
 * @returns the number of entries deleted.
 */
export async function purgeTrash(db: AnyDb, now = Date.now()): Promise<number> {
  const limit = new Date(now - TRASH_DAYS * DAY_MS).toISOString();
  const { rows: expired } = await expiredQuery(db, { limit });
  for (const entry of expired) await forgetEntry(db, entry.resource, entry.entryId);
  return expired.length;
}

/**
 * Remove an entry from the trash and its whole history (a delete for good); a version's links'
 * histories go with it (docs/decisions/0213-versions-in-the-trash.md).
 */
export async function forgetEntry(db: AnyDb, resource: string, entryId: string): Promise<void> {
  if (resource === HISTORY_DOCUMENTS.version) {
    const item = await db
      .selectFrom('trash')
      .select('links')
      .where('resource', '=', resource)
      .where('entryId', '=', entryId)
      .executeTakeFirst();
    const linkIds = linkIdsOf(item?.links ?? null);
    if (linkIds.length > 0)
      await db
        .deleteFrom('entryHistory')
        .where('resource', '=', HISTORY_DOCUMENTS.link)
        .where('entryId', 'in', linkIds)
        .execute();
  }
  await db.deleteFrom('trash').where('resource', '=', resource).where('entryId', '=', entryId).execute();
  await db
    .deleteFrom('entryHistory')
    .where('resource', '=', resource)
    .where('entryId', '=', entryId)
    .execute();
}

/** The ids of the link rows kept with a trashed version (`trash.links`), [] when none or unreadable. */
function linkIdsOf(text: string | null): string[] {
  if (!text) return [];
  try {
    const rows = JSON.parse(text) as unknown;
    return Array.isArray(rows)
      ? rows.map((row) => (row as { id?: unknown }).id).filter((id): id is string => typeof id === 'string')
      : [];
  } catch {
    return [];
  }
}
