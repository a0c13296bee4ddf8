/**
 * Queries built and compiled once per SQL dialect, then run with new values: for the few queries
 * every write runs (the history's, docs/decisions/0223-history-write-cost.md). Kysely builds and
 * compiles a query each time it runs one, which for a small query costs about as much as SQLite
 * takes to run it.
 *
 * Shape: {@link compiledOnce}`(build)` answers `run(db, values)`; `build(db, slot)` builds the query
 * with `slot(name)` wherever a value goes, and `run` answers the rows (`CompiledQuery` results as
 * Kysely gives them). Values that are not slots (a `limit 1`) stay as compiled.
 *
 * Errors: `run` throws when the compiled query lost a slot (a builder that transforms its values),
 * and passes on the database's errors.
 */
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './types.js';

/** A value's place in a query built once: a string no caller writes. */
const SLOT_PREFIX = '\u0000vitae-slot:';

/** One compiled form per dialect: the same dialect always writes the same SQL. */
type CompiledByDialect = Map<unknown, { query: CompiledQuery; slots: (string | undefined)[] }>;

/**
 * A query compiled on first use with each dialect (keyed by the connection's adapter class), and run
 * with `values` in its slots.
 */
export function compiledOnce<Row, Name extends string>(
  build: (db: Kysely<Database>, slot: (name: Name) => string) => Compilable<Row>,
) {
  const compiled: CompiledByDialect = new Map();
  return async (db: Kysely<Database>, values: Record<Name, unknown>): Promise<QueryResult<Row>> => {
    const dialect = db.getExecutor().adapter.constructor;
    let entry = compiled.get(dialect);
    if (!entry) {
      const query = build(db, (name) => SLOT_PREFIX + name).compile();
      const slots = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(SLOT_PREFIX)
          ? value.slice(SLOT_PREFIX.length)
          : undefined,
      );
      const named = new Set(slots.filter((slot) => slot !== undefined));
      for (const name of Object.keys(values)) {
        if (!named.has(name)) throw new Error(`compiledOnce: the query has no slot "${name}".`);
      }
      entry = { query, slots };
      compiled.set(dialect, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index];
      return slot === undefined ? value : values[slot as Name];
    });
    return db.executeQuery<Row>({ ...query, parameters });
  };
}
