/**
 * The repository of an ordered resource ({@link repositoryOf}): list in order, get, create at the
 * end, partial update (translations merged per field), delete and renumber, reorder; every write
 * under the list's transaction lock.
 *
 * Every write records the entry's previous and new state in the same transaction, and a delete puts
 * the entry in the trash (modules/history/record.ts); {@link repositoryOf}'s `restoreState` and
 * `restoreDeleted` bring back a recorded state (itself recorded as a `restore`).
 *
 * Source: docs/product.md §4 and §7 (order, reorder), §22 (history, undo and trash);
 * docs/decisions/0065-content-languages.md, docs/decisions/0130-history-and-trash.md.
 * Errors: HttpError 404 for an unknown id, 409 for a state that no longer fits, and what the
 * resource's hooks throw.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  mergeTranslations,
  parseTranslations,
  type TranslationsPatch,
} from '../../../shared/i18n/content.js';
import type { Database, NewRow, OrderedTable, Row, RowUpdate } from '../../db/types.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { incomingLinks } from '../history/links.js';
import { putInTrash, recordChange, SYSTEM_ACTOR, type Actor } from '../history/record.js';
import { lockList, nextPosition, renumber, reorder } from '../ordering.js';
import type { OrderedResource } from './resource.js';

type Trx = Transaction<Database>;
type AnyDb = Kysely<Database> | Trx;

/** Wire keys of a state that are the entry's identity and place, not its content. */
const IDENTITY_KEYS = new Set(['_id', 'createdAt', 'updatedAt', 'order']);

/** The content of a recorded wire state (every key but id, times and order). */
export function contentOf(state: unknown): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((state ?? {}) as Record<string, unknown>)) {
    if (!IDENTITY_KEYS.has(key)) content[key] = value;
  }
  return content;
}

/** True when two wire states have the same content (a save that changed nothing records nothing). */
function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(contentOf(a)) === JSON.stringify(contentOf(b));
}

/**
 * Repository functions shared by every ordered resource, typed with the resource's table: rows are
 * `Row<T>`, writes `Columns<T>`. Kysely sees the table as the union {@link OrderedTable} (whose common
 * columns id, position and timestamps are all these queries name); the one narrowing from that union to
 * `T` is the table the resource declares.
 */
export function repositoryOf<T extends OrderedTable, Wire, Input extends object = Record<string, unknown>>(
  resource: OrderedResource<T, Wire, Input>,
) {
  const table: OrderedTable = resource.table;
  const findRow = async (db: AnyDb, id: string): Promise<Row<T> | undefined> =>
    (await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as Row<T> | undefined;
  const toWire = async (db: AnyDb, rows: Row<T>[]): Promise<Wire[]> =>
    resource.hydrate ? resource.hydrate(db, rows) : rows.map((row) => resource.toWire(row));
  const get = async (db: AnyDb, id: string): Promise<Wire> => {
    const row = await findRow(db, id);
    if (!row) throw notFound(`${resource.label} not found.`);
    return (await toWire(db, [row]))[0]!;
  };
  /**
   * Write `changes` to the entry's row and run the resource's after-write hook (links); answers the
   * entry as it now is, its row as the update returned it (the hooks write other tables only).
   * @throws HttpError 404 when the row is gone (the callers found it under the list's lock, so only
   *   a change outside the application could do that).
   */
  const updated = async (
    db: Trx,
    id: string,
    changes: RowUpdate<T>,
    input: Partial<Input>,
  ): Promise<Wire> => {
    const row = (await db
      .updateTable(table)
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()) as Row<T> | undefined;
    if (!row) throw notFound(`${resource.label} not found.`);
    await resource.afterWrite?.(db, id, input, false);
    return (await toWire(db, [row]))[0]!;
  };
  const orderIds = async (db: AnyDb): Promise<string[]> =>
    (
      await db.selectFrom(table).select('id').orderBy('position').orderBy('createdAt').orderBy('id').execute()
    ).map((row) => row.id);
  /**
   * The content of a recorded state as validated input, links to entries deleted since left out.
   * @throws HttpError 409 when it no longer fits the resource's form.
   */
  const restorableFields = async (db: Trx, state: unknown): Promise<Partial<Input>> => {
    const parsed = resource.updateSchema.safeParse(contentOf(state));
    if (!parsed.success) {
      throw conflict(
        `This state of the ${resource.label.toLowerCase()} no longer fits its form: ${parsed.error.issues
          .map((issue) => `${issue.path.join('.')} ${issue.message}`)
          .join('; ')}.`,
      );
    }
    const fields = parsed.data;
    return resource.keepExistingLinks ? resource.keepExistingLinks(db, fields) : fields;
  };
  return {
    findRow,
    get,
    orderIds,
    wire: toWire,
    async list(db: AnyDb): Promise<Wire[]> {
      const rows = (await db
        .selectFrom(table)
        .selectAll()
        .orderBy('position')
        .orderBy('createdAt')
        .orderBy('id')
        .execute()) as Row<T>[];
      return toWire(db, rows);
    },
    async create(db: Trx, input: Input, actor: Actor = SYSTEM_ACTOR): Promise<Wire> {
      await lockList(db, table);
      const full: Partial<Input> = { ...resource.defaults, ...input };
      await resource.beforeWrite?.(db, full, undefined);
      const now = nowIso();
      const id = newId();
      const row: NewRow<OrderedTable> = {
        id,
        position: await nextPosition(db, table),
        createdAt: now,
        updatedAt: now,
        ...resource.toColumns(full),
      };
      const inserted = (await db
        .insertInto(table)
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow()) as Row<T>;
      await resource.afterWrite?.(db, id, full, true);
      const created = (await toWire(db, [inserted]))[0]!;
      await recordChange(
        db,
        { resource: resource.wire, entryId: id, action: 'create', before: null, after: created },
        actor,
      );
      return created;
    },
    async update(db: Trx, id: string, input: Partial<Input>, actor: Actor = SYSTEM_ACTOR): Promise<Wire> {
      await lockList(db, table);
      const existing = await findRow(db, id);
      if (!existing) throw notFound(`${resource.label} not found.`);
      const before = (await toWire(db, [existing]))[0]!;
      await resource.beforeWrite?.(db, input, id);
      // Translations merge per field into the stored ones (a partial update keeps the rest).
      const patch = (input as { i18n?: TranslationsPatch }).i18n;
      const merged: Partial<Input> =
        patch === undefined
          ? input
          : {
              ...input,
              // `{}` when nothing is left, so the column is cleared.
              i18n:
                mergeTranslations(
                  parseTranslations((existing as Row<OrderedTable>).i18n, resource.translatable),
                  patch,
                  resource.translatable,
                ) ?? {},
            };
      const changes = { ...resource.toColumns(merged), updatedAt: nowIso() } as RowUpdate<T>;
      const after = await updated(db, id, changes, input);
      if (!sameContent(before, after)) {
        await recordChange(
          db,
          { resource: resource.wire, entryId: id, action: 'update', before, after },
          actor,
        );
      }
      return after;
    },
    /**
     * Put an existing entry back into a recorded state (its content: fields, translations, links;
     * links to entries deleted since are left out). Recorded as a `restore`.
     * @throws HttpError 404 when the entry does not exist, 409 when the state no longer fits the
     *   entry's form (a field that changed its rules since), and what the hooks throw (a title taken).
     */
    async restoreState(db: Trx, id: string, state: unknown, actor: Actor): Promise<Wire> {
      await lockList(db, table);
      const existing = await findRow(db, id);
      if (!existing) throw notFound(`${resource.label} not found.`);
      const before = (await toWire(db, [existing]))[0]!;
      const fields = await restorableFields(db, state);
      await resource.beforeWrite?.(db, fields, id);
      // The state's translations replace the stored ones whole (none: the column is cleared).
      const changes = {
        ...resource.toColumns({ ...fields, i18n: (fields as { i18n?: unknown }).i18n ?? {} }),
        updatedAt: nowIso(),
      } as RowUpdate<T>;
      const after = await updated(db, id, changes, fields);
      await recordChange(
        db,
        { resource: resource.wire, entryId: id, action: 'restore', before, after },
        actor,
      );
      return after;
    },
    /**
     * Bring a deleted entry back with its id, creation time and content, at its old place in the list
     * (or at the end when the list is shorter now); links to entries deleted since are left out.
     * Recorded as a `restore`.
     * @throws HttpError 409 when an entry with that id exists or the state no longer fits, and what
     *   the hooks throw (a title taken meanwhile).
     */
    async restoreDeleted(db: Trx, state: unknown, position: number, actor: Actor): Promise<Wire> {
      await lockList(db, table);
      const record = state as { _id?: unknown; createdAt?: unknown };
      const id = typeof record._id === 'string' ? record._id : '';
      if (!id || (await findRow(db, id)))
        throw conflict(`This ${resource.label.toLowerCase()} is already in the list.`);
      const fields = await restorableFields(db, state);
      const full = { ...resource.defaults, ...fields };
      await resource.beforeWrite?.(db, full, undefined);
      const now = nowIso();
      const at = Math.max(0, Math.min(position, await nextPosition(db, table)));
      await db
        .updateTable(table)
        .set({ position: sql<number>`position + 1` })
        .where('position', '>=', at)
        .execute();
      const row: NewRow<OrderedTable> = {
        id,
        position: at,
        createdAt: typeof record.createdAt === 'string' ? record.createdAt : now,
        updatedAt: now,
        ...resource.toColumns(full),
      };
      await db.insertInto(table).values(row).execute();
      await renumber(db, table);
      await resource.afterWrite?.(db, id, full, true);
      const after = await get(db, id);
      await recordChange(
        db,
        { resource: resource.wire, entryId: id, action: 'restore', before: null, after },
        actor,
      );
      return after;
    },
    async remove(db: Trx, id: string, actor: Actor = SYSTEM_ACTOR): Promise<Wire> {
      await lockList(db, table);
      const row = await findRow(db, id);
      if (!row) throw notFound(`${resource.label} not found.`);
      await resource.beforeDelete?.(db, row);
      const deleted = (await toWire(db, [row]))[0]!;
      // The projects' links to a skill or category go with it into the trash (history/links.ts).
      const links = await incomingLinks(db, resource.wire, id);
      await db.deleteFrom(table).where('id', '=', id).execute();
      await renumber(db, table);
      await recordChange(
        db,
        { resource: resource.wire, entryId: id, action: 'delete', before: deleted, after: null },
        actor,
      );
      await putInTrash(
        db,
        {
          resource: resource.wire,
          entryId: id,
          state: deleted,
          position: (row as Row<OrderedTable>).position,
          links,
        },
        actor,
      );
      return deleted;
    },
    async reorder(db: Trx, ids: string[], actor: Actor = SYSTEM_ACTOR): Promise<void> {
      await lockList(db, table);
      const before = await orderIds(db);
      await reorder(db, table, ids, resource.plural);
      const after = await orderIds(db);
      if (before.join() !== after.join()) {
        await recordChange(
          db,
          { resource: resource.wire, entryId: '', action: 'reorder', before, after },
          actor,
        );
      }
    },
  };
}
