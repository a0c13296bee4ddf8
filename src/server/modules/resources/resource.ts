/**
 * A list resource as the server runs it ({@link OrderedResource}): its declaration
 * (src/shared/resources/) with the row mapping it implies ({@link rowMapping}) and the rules that are
 * not data as optional hooks ({@link serverResource}).
 *
 * Source: docs/decisions/0030-one-declaration-per-resource.md.
 */
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  mergeTranslations,
  parseTranslations,
  stringifyTranslations,
  type TranslationsPatch,
} from '../../../shared/i18n/content.js';
import type { AnyResource } from '../../../shared/resources/index.js';
import type { Database, OrderedTable, Row, RowUpdate } from '../../db/types.js';
import { parseList } from '../../lib/json-list.js';

type Trx = Transaction<Database>;
type AnyDb = Kysely<Database> | Trx;

/** Column values of table `T` that a write sets (every column but id, position and timestamps). */
export type Columns<T extends OrderedTable> = Omit<
  RowUpdate<T>,
  'id' | 'position' | 'createdAt' | 'updatedAt'
>;

/**
 * A list resource as the server runs it: its declaration (src/shared/resources/) and the rules that
 * are not data (unique titles, link tables), as optional hooks. `Input` is the validated body of a
 * create (the declaration's `createSchema` output, wire field names); an update's is `Partial<Input>`.
 */
export interface OrderedResource<
  T extends OrderedTable = OrderedTable,
  Wire = unknown,
  Input extends object = Record<string, unknown>,
> {
  /** Wire name, e.g. `works`. */
  wire: string;
  table: T;
  /** Singular label for messages, e.g. `Work`. */
  label: string;
  /** Plural label for messages, e.g. `Works`. */
  plural: string;
  createSchema: z.ZodType<Input>;
  updateSchema: z.ZodType<Partial<Input>>;
  wireSchema: z.ZodType<Wire>;
  /** Values for fields a create body leaves out. */
  defaults: Partial<Input>;
  /** The prose fields that carry translations under `i18n` (the declaration's). */
  translatable: readonly string[];
  /** Map validated input (wire field names) onto table columns. */
  toColumns(input: Partial<Input>): Columns<T>;
  /** Map a row onto the wire shape. */
  toWire(row: Row<T>): Wire;
  /** Checks before a create or update (e.g. unique titles); may throw HttpError. */
  beforeWrite?(db: Trx, input: Partial<Input>, id: string | undefined): Promise<void>;
  /** Checks before a delete (e.g. the `All` category); may throw HttpError. */
  beforeDelete?(db: Trx, row: Row<T>): Promise<void>;
  /** Turn rows into wire objects with extra queries (a fixed number, whatever the row count). */
  hydrate?(db: AnyDb, rows: Row<T>[]): Promise<Wire[]>;
  /** Write what lives outside the table (link tables) after an insert or update. */
  afterWrite?(db: Trx, id: string, input: Partial<Input>, created: boolean): Promise<void>;
  /**
   * A restored state's input without its links to entries that no longer exist (docs/product.md §22:
   * a restore keeps the links it can).
   */
  keepExistingLinks?(db: Trx, input: Partial<Input>): Promise<Partial<Input>>;
}

/** How a field is stored: booleans as 0/1, lists as JSON text, the rest as they are. */
function kindOf(declaration: AnyResource, field: string): 'boolean' | 'list' | 'plain' {
  const sample = (declaration.defaults as Record<string, unknown>)[field];
  if (typeof sample === 'boolean') return 'boolean';
  if (Array.isArray(sample)) return 'list';
  return 'plain';
}

/**
 * The row mapping a declaration implies: wire field → column (renamed by `columns`, links skipped,
 * booleans 0/1, lists JSON text) and back (`id` → `_id`, `position` → `order`). The wire key `i18n`
 * is the column `i18n` (JSON text): `toColumns` writes the given translations as they are (the
 * repository merges an update's into the stored ones first), `toWire` answers them only when some
 * are stored (src/shared/i18n/content.ts).
 */
export function rowMapping<T extends OrderedTable, Wire, Input extends object = Record<string, unknown>>(
  declaration: AnyResource,
) {
  const links = new Set<string>(declaration.links ?? []);
  const renames = (declaration.columns ?? {}) as Record<string, string>;
  const stored = Object.keys(declaration.fields).filter((field) => !links.has(field));
  return {
    toColumns(given: Partial<Input>): Columns<T> {
      const input = given as Record<string, unknown>;
      const columns: Record<string, unknown> = {};
      for (const field of stored) {
        const value = input[field];
        if (value === undefined) continue;
        const kind = kindOf(declaration, field);
        columns[renames[field] ?? field] =
          kind === 'boolean' ? (value ? 1 : 0) : kind === 'list' ? JSON.stringify(value) : value;
      }
      if (input.i18n !== undefined) {
        columns.i18n = stringifyTranslations(
          mergeTranslations(undefined, input.i18n as TranslationsPatch, declaration.translatable),
        );
      }
      return columns as Columns<T>;
    },
    toWire(row: Row<T>): Wire {
      const source: Record<string, unknown> = row;
      const base = row as Row<T> & Row<OrderedTable>;
      const wire: Record<string, unknown> = {
        _id: base.id,
        createdAt: base.createdAt,
        updatedAt: base.updatedAt,
        order: base.position,
      };
      for (const field of stored) {
        const value = source[renames[field] ?? field];
        const kind = kindOf(declaration, field);
        wire[field] =
          kind === 'boolean' ? Boolean(value) : kind === 'list' ? parseList(String(value)) : value;
      }
      for (const field of links) wire[field] = [];
      const translations = parseTranslations(base.i18n, declaration.translatable);
      if (translations) wire.i18n = translations;
      return wire as Wire;
    },
  };
}

/** The server resource of a declaration with its hooks (the common case needs none). */
export function serverResource<T extends OrderedTable, Wire, Input extends object>(
  declaration: AnyResource & {
    table: T;
    wireSchema: z.ZodType<Wire>;
    createSchema: z.ZodType<Input>;
    updateSchema: z.ZodType<Partial<Input>>;
  },
  hooks: Partial<
    Pick<
      OrderedResource<T, Wire, Input>,
      'beforeWrite' | 'beforeDelete' | 'hydrate' | 'afterWrite' | 'toColumns' | 'keepExistingLinks'
    >
  > = {},
): OrderedResource<T, Wire, Input> {
  const mapping = rowMapping<T, Wire, Input>(declaration);
  return {
    wire: declaration.wire,
    table: declaration.table,
    label: declaration.label,
    plural: declaration.plural,
    createSchema: declaration.createSchema,
    updateSchema: declaration.updateSchema,
    wireSchema: declaration.wireSchema,
    defaults: declaration.defaults as Partial<Input>,
    translatable: declaration.translatable,
    toColumns: mapping.toColumns,
    toWire: mapping.toWire,
    ...hooks,
  };
}
