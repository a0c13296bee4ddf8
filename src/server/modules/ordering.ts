/**
 * The one ordering rule of every ordered list (works, educations, skills, categories, projects, social
 * links): append at the end, reorder a subset into the positions it held, renumber 0..n-1.
 *
 * Source: docs/api.md "Reorder" and "Routes" (POST appends with `order` = count; DELETE renumbers).
 * Errors: `parseReorderBody` throws HttpError 400 (messages from docs/product.md §5 via REORDER_MESSAGES);
 * `reorder` throws HttpError 409 when an id does not exist. Callers run these inside a transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import { REORDER_MESSAGES } from '../../shared/messages.js';
import { ID_PATTERN } from '../../shared/schemas.js';
import { transactionLock } from '../db/locks.js';
import type { Database, OrderedTable } from '../db/types.js';
import { badRequest, conflict } from '../lib/http-error.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Serialize the writes that move positions in one list (create, delete, reorder) until the
 * transaction ends: on PostgreSQL two creates would otherwise both count n and take the same
 * position (db/locks.ts). Call it first in the transaction, before reading the list.
 */
export async function lockList(db: Db, table: OrderedTable): Promise<void> {
  await transactionLock(db, `list:${table}`);
}

/** Position for a new entry: the number of entries already there. */
export async function nextPosition(db: Db, table: OrderedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Renumber the whole list 0..n-1 in its current order (position, then creation time, then id). */
export async function renumber(db: Db, table: OrderedTable): Promise<void> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'position'])
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  for (const [index, row] of rows.entries()) {
    if (row.position !== index) {
      await db.updateTable(table).set({ position: index }).where('id', '=', row.id).execute();
    }
  }
}

/**
 * Validate a reorder body: `{data: [{_id, order?}]}` or a bare array. Answers the ids in their new
 * order (sorted by `order` when every item has one, else as given).
 * @throws HttpError 400 with the resource's spec message when empty, malformed or duplicated.
 */
export function parseReorderBody(wireName: string, body: unknown): string[] {
  const messages = REORDER_MESSAGES[wireName] ?? {
    empty: 'No ordered items provided!',
    badId: 'Each item must have a valid _id',
  };
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(list) || list.length === 0) throw badRequest(messages.empty);
  if (list.length > 10_000) throw badRequest('Too many items to reorder at once.');
  const items: { id: string; order: number | undefined; index: number }[] = [];
  for (const [index, item] of list.entries()) {
    const id = (item as { _id?: unknown } | null)?._id;
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
      throw badRequest(messages.badId, [
        { path: `data.${index}._id`, message: 'must be an id of 24 lowercase hex characters' },
      ]);
    }
    const order = (item as { order?: unknown }).order;
    if (order !== undefined && !(typeof order === 'number' && Number.isInteger(order) && order >= 0)) {
      throw badRequest('Each order must be a whole number from 0 up.', [
        { path: `data.${index}.order`, message: 'must be a whole number from 0 up' },
      ]);
    }
    items.push({ id, order: order as number | undefined, index });
  }
  if (new Set(items.map((item) => item.id)).size !== items.length) {
    throw badRequest('Each item can appear only once in a reorder.');
  }
  if (items.every((item) => item.order !== undefined)) {
    items.sort((a, b) => a.order! - b.order! || a.index - b.index);
  }
  return items.map((item) => item.id);
}

/**
 * Put `ids` in the given order into the positions they held, then renumber the list 0..n-1.
 * @throws HttpError 409 when an id does not exist (nothing changed: run inside a transaction).
 */
export async function reorder(db: Db, table: OrderedTable, ids: string[], label: string): Promise<void> {
  const current = await db
    .selectFrom(table)
    .select(['id', 'position'])
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const wanted = new Set(ids);
  const present = current.filter((row) => wanted.has(row.id)).length;
  if (present !== ids.length) {
    throw conflict(`Some ${label} to reorder do not exist. Reload the list and try again.`);
  }
  // Walk the list; each slot held by a reordered entry takes the next id of the new order.
  let next = 0;
  const finalIds = current.map((row) => (wanted.has(row.id) ? ids[next++]! : row.id));
  for (const [index, id] of finalIds.entries()) {
    if (current[index]!.id !== id || current[index]!.position !== index) {
      await db.updateTable(table).set({ position: index }).where('id', '=', id).execute();
    }
  }
}
