/**
 * Keyset paging of logs read newest first (`createdAt` desc, then `id` desc): the history of an entry
 * (docs/product.md §22) and the audit log (§23) page with "older than this row" instead of offsets,
 * so a page stays right while new rows arrive.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

/** The condition "strictly after `cursor` in newest-first order", for a table with `createdAt` and `id`. */
export function olderThan(cursor: { createdAt: string; id: string }): Expression<SqlBool> {
  const createdAt = sql.ref('createdAt');
  return sql<SqlBool>`(${createdAt} < ${cursor.createdAt} or (${createdAt} = ${cursor.createdAt} and ${sql.ref('id')} < ${cursor.id}))`;
}
