/**
 * The generic routes of an ordered resource (works, educations, skills, categories,
 * social links, and projects through hooks). One definition per resource ({@link OrderedResource})
 * gives its wire name, table, schemas, defaults and row mapping (resource.ts), its repository
 * (repository.ts); this module gives it:
 *
 * GET    /api/{wire}          list sorted by order (public)
 * GET    /api/{wire}/{id}     one (public; 400 malformed id, 404 unknown)
 * POST   /api/{wire}          create, appended at the end (admin; 201)
 * PUT    /api/{wire}/{id}     partial update (admin)
 * DELETE /api/{wire}/{id}     delete and renumber (admin)
 * PUT|PATCH /api/{wire}/reorder (admin)
 *
 * Source: docs/api.md "Routes" and "Reorder". Errors: HttpError 400/404/409 as the contract says.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { paths } from '../../../shared/paths.js';
import { envelopeSchema, reorderItemSchema } from '../../../shared/schemas.js';
import type { Database, OrderedTable } from '../../db/types.js';
import { idParams } from '../../lib/id-params.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import type { Actor } from '../history/record.js';
import { envelope, type ListCache } from '../../lib/reply.js';
import { parseReorderBody } from '../ordering.js';
import { repositoryOf } from './repository.js';
import type { OrderedResource } from './resource.js';

type Trx = Transaction<Database>;

/** The signed-in user of a write, as the history records them (docs/product.md §22). */
export function actorOf(request: FastifyRequest): Actor {
  const user = signedInUser(request);
  return { userId: user.id, name: user.name };
}

export interface RouteDeps {
  db: Kysely<Database>;
  cache: ListCache;
}

/**
 * Register the routes of an ordered resource (the module doc's list). Fastify matches the static
 * `/reorder` (and any other static path such as projects' `/populated`) before `/:id` whatever the
 * order of registration, so resources add their own routes after this call.
 */
export function registerOrderedRoutes<T extends OrderedTable, Wire, Input extends object>(
  app: FastifyInstance,
  deps: RouteDeps,
  resource: OrderedResource<T, Wire, Input>,
): ReturnType<typeof repositoryOf<T, Wire, Input>> {
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
          await repo.reorder(trx, ids, actorOf(request));
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
      const created = await transaction((trx) =>
        // Validated by resource.createSchema; the type provider cannot name a generic body's type.
        repo.create(trx, request.body as Input, actorOf(request)),
      );
      return reply.status(201).send(envelope(request, created, `${resource.label} created`));
    },
  );

  route.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: resource.updateSchema, response: { 200: one } } },
    async (request) => {
      const updated = await transaction((trx) =>
        repo.update(trx, request.params.id, request.body as Partial<Input>, actorOf(request)),
      );
      return envelope(request, updated, `${resource.label} updated`);
    },
  );

  route.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: one } } },
    async (request) => {
      const deleted = await transaction((trx) => repo.remove(trx, request.params.id, actorOf(request)));
      return envelope(request, deleted, `${resource.label} deleted`);
    },
  );

  return repo;
}
