/**
 * The generic repository and routes of an ordered resource (works, educations, skills, categories,
 * social links, and projects through hooks). One definition per resource ({@link OrderedResource})
 * gives its wire name, table, schemas, defaults and row mapping; this module gives it:
 *
 * GET    /api/{wire}          list sorted by order (public)
 * GET    /api/{wire}/{id}     one (public; 400 malformed id, 404 unknown)
 * POST   /api/{wire}          create, appended at the end (admin; 201)
 * PUT    /api/{wire}/{id}     partial update (admin)
 * DELETE /api/{wire}/{id}     delete and renumber (admin)
 * PUT|PATCH /api/{wire}/reorder (admin)
 *
 * Source: contract.md "Routes" and "Reorder". Errors: HttpError 400/404/409 as the contract says.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  mergeTranslations,
  parseTranslations,
  stringifyTranslations,
  type TranslationsPatch,
} from '../../../shared/i18n/content.js';
import { paths } from '../../../shared/paths.js';
import type { AnyResource } from '../../../shared/resources/index.js';
import { envelopeSchema, idSchema, reorderItemSchema } from '../../../shared/schemas.js';
import type { Database, NewRow, OrderedTable, Row, RowUpdate } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { parseList } from '../../lib/json-list.js';
import { envelope, type ListCache } from '../../lib/reply.js';
import { lockList, nextPosition, parseReorderBody, renumber, reorder } from '../ordering.js';

type Trx = Transaction<Database>;
type AnyDb = Kysely<Database> | Trx;

/** Column values of table `T` that a write sets (every column but id, position and timestamps). */
export type Columns<T extends OrderedTable> = Omit<
  RowUpdate<T>,
  'id' | 'position' | 'createdAt' | 'updatedAt'
>;

/**
 * A list resource as the server runs it: its declaration (src/shared/resources/) and the rules that
 * are not data (unique titles, link tables), as optional hooks.
 */
export interface OrderedResource<T extends OrderedTable = OrderedTable, Wire = unknown> {
  /** Wire name, e.g. `works`. */
  wire: string;
  table: T;
  /** Singular label for messages, e.g. `Work`. */
  label: string;
  /** Plural label for messages, e.g. `Works`. */
  plural: string;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  wireSchema: z.ZodType<Wire>;
  /** Values for fields a create body leaves out. */
  defaults: Record<string, unknown>;
  /** The prose fields that carry translations under `i18n` (the declaration's). */
  translatable: readonly string[];
  /** Map validated input (wire field names) onto table columns. */
  toColumns(input: Record<string, unknown>): Columns<T>;
  /** Map a row onto the wire shape. */
  toWire(row: Row<T>): Wire;
  /** Checks before a create or update (e.g. unique titles); may throw HttpError. */
  beforeWrite?(db: Trx, input: Record<string, unknown>, id: string | undefined): Promise<void>;
  /** Checks before a delete (e.g. the `All` category); may throw HttpError. */
  beforeDelete?(db: Trx, row: Row<T>): Promise<void>;
  /** Turn rows into wire objects with extra queries (a fixed number, whatever the row count). */
  hydrate?(db: AnyDb, rows: Row<T>[]): Promise<Wire[]>;
  /** Write what lives outside the table (link tables) after an insert or update. */
  afterWrite?(db: Trx, id: string, input: Record<string, unknown>, created: boolean): Promise<void>;
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
export function rowMapping<T extends OrderedTable, Wire>(declaration: AnyResource) {
  const links = new Set<string>(declaration.links ?? []);
  const renames = (declaration.columns ?? {}) as Record<string, string>;
  const stored = Object.keys(declaration.fields).filter((field) => !links.has(field));
  return {
    toColumns(input: Record<string, unknown>): Columns<T> {
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
export function serverResource<T extends OrderedTable, Wire>(
  declaration: AnyResource & { table: T; wireSchema: z.ZodType<Wire> },
  hooks: Partial<
    Pick<OrderedResource<T, Wire>, 'beforeWrite' | 'beforeDelete' | 'hydrate' | 'afterWrite' | 'toColumns'>
  > = {},
): OrderedResource<T, Wire> {
  const mapping = rowMapping<T, Wire>(declaration);
  return {
    wire: declaration.wire,
    table: declaration.table,
    label: declaration.label,
    plural: declaration.plural,
    createSchema: declaration.createSchema,
    updateSchema: declaration.updateSchema,
    wireSchema: declaration.wireSchema,
    defaults: declaration.defaults,
    translatable: declaration.translatable,
    toColumns: mapping.toColumns,
    toWire: mapping.toWire,
    ...hooks,
  };
}

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
      // Translations merge per field into the stored ones (issue 11: a partial update keeps the rest).
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

export interface RouteDeps {
  db: Kysely<Database>;
  cache: ListCache;
}

export const idParams = z.object({ id: idSchema });

/**
 * Register the routes of an ordered resource (the module doc's list). Fastify matches the static
 * `/reorder` (and any other static path such as projects' `/populated`) before `/:id` whatever the
 * order of registration, so resources add their own routes after this call.
 */
export function registerOrderedRoutes<T extends OrderedTable, Wire>(
  app: FastifyInstance,
  deps: RouteDeps,
  resource: OrderedResource<T, Wire>,
): ReturnType<typeof repositoryOf<T, Wire>> {
  const repo = repositoryOf(resource);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const base = paths.list(resource.wire);
  const tags = [resource.wire];
  const one = envelopeSchema(resource.wireSchema);
  const many = envelopeSchema(z.array(resource.wireSchema));
  const transaction = <T>(work: (trx: Trx) => Promise<T>) => deps.db.transaction().execute(work);

  route.get(
    base,
    { config: { access: 'public' }, schema: { tags, response: { 200: many } } },
    async (request, reply) => {
      await deps.cache.send(request, reply, resource.wire, `${resource.plural} found`, () =>
        repo.list(deps.db),
      );
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    route.route({
      method,
      url: `${base}/reorder`,
      schema: {
        tags,
        body: z
          .union([z.object({ data: z.array(reorderItemSchema) }), z.array(reorderItemSchema)])
          .optional(),
        response: { 200: envelopeSchema(z.array(resource.wireSchema)) },
      },
      // The body is checked by parseReorderBody so the spec's messages come out.
      validatorCompiler: () => (data) => ({ value: data }),
      handler: async (request) => {
        const ids = parseReorderBody(resource.wire, request.body);
        const list = await transaction(async (trx) => {
          await repo.reorder(trx, ids);
          return repo.list(trx);
        });
        return envelope(request, list, `${resource.plural} reordered`);
      },
    });
  }

  route.get(
    `${base}/:id`,
    { config: { access: 'public' }, schema: { tags, params: idParams, response: { 200: one } } },
    async (request) =>
      envelope(request, await repo.get(deps.db, request.params.id), `${resource.label} found`),
  );

  route.post(
    base,
    { schema: { tags, body: resource.createSchema, response: { 201: one } } },
    async (request, reply) => {
      const created = await transaction((trx) => repo.create(trx, request.body as Record<string, unknown>));
      return reply.status(201).send(envelope(request, created, `${resource.label} created`));
    },
  );

  route.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: resource.updateSchema, response: { 200: one } } },
    async (request) => {
      const updated = await transaction((trx) =>
        repo.update(trx, request.params.id, request.body as Record<string, unknown>),
      );
      return envelope(request, updated, `${resource.label} updated`);
    },
  );

  route.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: one } } },
    async (request) => {
      const deleted = await transaction((trx) => repo.remove(trx, request.params.id));
      return envelope(request, deleted, `${resource.label} deleted`);
    },
  );

  return repo;
}
