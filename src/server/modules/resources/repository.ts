/**
 * The repository of an ordered resource ({@link repositoryOf}): list in order, get, create at the
 * end, partial update (translations merged per field), delete and renumber, reorder; every write
 * under the list's transaction lock.
 *
 * Source: docs/product.md §4 and §7 (order, reorder); docs/decisions/0065-content-languages.md.
 * Errors: HttpError 404 for an unknown id, and what the resource's hooks throw.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  mergeTranslations,
  parseTranslations,
  type TranslationsPatch,
} from '../../../shared/i18n/content.js';
import type { Database, NewRow, OrderedTable, Row, RowUpdate } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { lockList, nextPosition, renumber, reorder } from '../ordering.js';
import type { OrderedResource } from './resource.js';

type Trx = Transaction<Database>;
type AnyDb = Kysely<Database> | Trx;

/**
 * Repository functions shared by every ordered resource, typed with the resource's table: rows are
 * `Row<T>`, writes `Columns<T>`. Kysely sees the table as the union {@link OrderedTable} (whose common
 * columns id, position and timestamps are all these queries name); the one narrowing from that union to
 * `T` is the table the resource declares.
 */
export function repositoryOf<T extends OrderedTable, Wire>(resource: OrderedResource<T, Wire>) {
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
  return {
    findRow,
    get,
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
    async create(db: Trx, input: Record<string, unknown>): Promise<Wire> {
      await lockList(db, table);
      const full = { ...resource.defaults, ...input };
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
      await db.insertInto(table).values(row).execute();
      await resource.afterWrite?.(db, id, full, true);
      return get(db, id);
    },
    async update(db: Trx, id: string, input: Record<string, unknown>): Promise<Wire> {
      await lockList(db, table);
      const existing = await findRow(db, id);
      if (!existing) throw notFound(`${resource.label} not found.`);
      await resource.beforeWrite?.(db, input, id);
      // Translations merge per field into the stored ones (a partial update keeps the rest).
      const merged =
        input.i18n === undefined
          ? input
          : {
              ...input,
              // `{}` when nothing is left, so the column is cleared.
              i18n:
                mergeTranslations(
                  parseTranslations((existing as Row<OrderedTable>).i18n, resource.translatable),
                  input.i18n as TranslationsPatch,
                  resource.translatable,
                ) ?? {},
            };
      const changes = { ...resource.toColumns(merged), updatedAt: nowIso() } as RowUpdate<T>;
      await db.updateTable(table).set(changes).where('id', '=', id).execute();
      await resource.afterWrite?.(db, id, input, false);
      return get(db, id);
    },
    async remove(db: Trx, id: string): Promise<Wire> {
      await lockList(db, table);
      const row = await findRow(db, id);
      if (!row) throw notFound(`${resource.label} not found.`);
      await resource.beforeDelete?.(db, row);
      const deleted = (await toWire(db, [row]))[0]!;
      await db.deleteFrom(table).where('id', '=', id).execute();
      await renumber(db, table);
      return deleted;
    },
    async reorder(db: Trx, ids: string[]): Promise<void> {
      await lockList(db, table);
      await reorder(db, table, ids, resource.plural);
    },
  };
}
