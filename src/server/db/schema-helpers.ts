/**
 * Column builders shared by the migrations in `db/migrations/`: the `text` type and the
 * `createdAt`/`updatedAt` pair (ISO 8601 text, not null). Changing them changes shipped migrations,
 * so they only ever grow (docs/decisions/0002-database-schema.md).
 */
export const text = 'text' as const;

/** Adds `createdAt` and `updatedAt` (text, not null) to a table builder. */
export function timestamps<
  T extends { addColumn: (name: string, type: 'text', build: (c: any) => any) => T },
>(t: T): T {
  return t.addColumn('createdAt', text, (c) => c.notNull()).addColumn('updatedAt', text, (c) => c.notNull());
}
