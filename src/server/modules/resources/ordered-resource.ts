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
import { paths } from '../../../shared/paths.js';
import { envelopeSchema, idSchema, reorderItemSchema } from '../../../shared/schemas.js';
import type { Database, OrderedTable } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { envelope, type ListCache } from '../../lib/reply.js';
import { lockList, nextPosition, parseReorderBody, renumber, reorder } from '../ordering.js';

type Trx = Transaction<Database>;
type AnyDb = Kysely<Database> | Trx;

export interface OrderedResource<Wire, Create, Update> {
  /** Wire name, e.g. `works`. */
  wire: string;
  table: OrderedTable;
  /** Singular label for messages, e.g. `Work`. */
  label: string;
  /** Plural label for messages, e.g. `works`. */
  plural: string;
  createSchema: z.ZodType<Create>;
  updateSchema: z.ZodType<Update>;
  wireSchema: z.ZodType<Wire>;
  /** Values for fields a create body leaves out. */
  defaults: Record<string, unknown>;
  /** Map validated input (wire field names) onto table columns. */
  toColumns(input: Record<string, unknown>): Record<string, unknown>;
  /** Map a row onto the wire shape. */
  toWire(row: any): Wire;
  /** Checks before a create or update (e.g. unique titles); may throw HttpError. */
  beforeWrite?(db: Trx, input: Record<string, unknown>, id: string | undefined): Promise<void>;
  /** Checks before a delete (e.g. the `All` category); may throw HttpError. */
  beforeDelete?(db: Trx, row: any): Promise<void>;
  /** Turn rows into wire objects with extra queries (a fixed number, whatever the row count). */
  hydrate?(db: AnyDb, rows: any[]): Promise<Wire[]>;
  /** Write what lives outside the table (link tables) after an insert or update. */
  afterWrite?(db: Trx, id: string, input: Record<string, unknown>, created: boolean): Promise<void>;
}

/** Repository functions shared by every ordered resource. */
export function repositoryOf<Wire>(resource: OrderedResource<Wire, unknown, unknown>) {
  const table = resource.table;
  return {
    async list(db: AnyDb): Promise<Wire[]> {
      const rows = await (db as Kysely<any>)
        .selectFrom(table)
        .selectAll()
        .orderBy('position')
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return this.wire(db, rows);
    },
    async wire(db: AnyDb, rows: any[]): Promise<Wire[]> {
      return resource.hydrate ? resource.hydrate(db, rows) : rows.map((row) => resource.toWire(row));
    },
    async findRow(db: AnyDb, id: string): Promise<any | undefined> {
      return (db as Kysely<any>).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    },
    async get(db: AnyDb, id: string): Promise<Wire> {
      const row = await this.findRow(db, id);
      if (!row) throw notFound(`${resource.label} not found.`);
      return (await this.wire(db, [row]))[0]!;
    },
    async create(db: Trx, input: Record<string, unknown>): Promise<Wire> {
      await lockList(db, table);
      const full = { ...resource.defaults, ...input };
      await resource.beforeWrite?.(db, full, undefined);
      const now = nowIso();
      const id = newId();
      await (db as Kysely<any>)
        .insertInto(table)
        .values({
          id,
          position: await nextPosition(db, table),
          createdAt: now,
          updatedAt: now,
          ...resource.toColumns(full),
        })
        .execute();
      await resource.afterWrite?.(db, id, full, true);
      return this.get(db, id);
    },
    async update(db: Trx, id: string, input: Record<string, unknown>): Promise<Wire> {
      await lockList(db, table);
      const existing = await this.findRow(db, id);
      if (!existing) throw notFound(`${resource.label} not found.`);
      await resource.beforeWrite?.(db, input, id);
      const columns = resource.toColumns(input);
      await (db as Kysely<any>)
        .updateTable(table)
        .set({ ...columns, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      await resource.afterWrite?.(db, id, input, false);
      return this.get(db, id);
    },
    async remove(db: Trx, id: string): Promise<Wire> {
      await lockList(db, table);
      const row = await this.findRow(db, id);
      if (!row) throw notFound(`${resource.label} not found.`);
      await resource.beforeDelete?.(db, row);
      const deleted = (await this.wire(db, [row]))[0]!;
      await (db as Kysely<any>).deleteFrom(table).where('id', '=', id).execute();
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

/** Register the six routes of an ordered resource. `options.skipList` lets projects define their own list. */
export function registerOrderedRoutes<Wire>(
  app: FastifyInstance,
  deps: RouteDeps,
  resource: OrderedResource<Wire, unknown, unknown>,
  options: { extraListRoutes?: (app: FastifyInstance) => void } = {},
): ReturnType<typeof repositoryOf<Wire>> {
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

  // The reorder route comes before `/:id` so `reorder` is never read as an id.
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

  options.extraListRoutes?.(app);

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
