/**
 * The sections API (docs/product.md §27; docs/api.md "Sections"; src/shared/sections.ts for the wire):
 *
 * GET    /api/sections          every section in the owner's order (public: the site and the PDF read it)
 * POST   /api/sections          `{heading: {en, es?}, hidden?}` → 201, a custom section at the end (admin)
 * PUT    /api/sections/order    `{keys}`: every section's key once, in the new order (admin)
 * PATCH  /api/sections/{key}    `{heading?: {en?, es?}, hidden?}` (admin)
 * DELETE /api/sections/{key}    a custom section without entries (admin; 409 with entries or built-in)
 *
 * Bad input answers 400 and changes nothing; an unknown key 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ID_PATTERN } from '../../../shared/fields.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import {
  isBuiltinSection,
  SECTION_LIMITS,
  SECTION_TEXTS,
  SECTIONS_PATH,
  sectionCreateSchema,
  sectionOrderSchema,
  sectionSchema,
  sectionUpdateSchema,
  type SectionWire,
} from '../../../shared/sections.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import { envelope } from '../../lib/reply.js';
import {
  countEntries,
  createCustomSection,
  deleteSection,
  listSections,
  reorderSections,
  updateSection,
} from './sections.repository.js';

const tags = ['sections'];
const keyParams = z.object({ key: z.string().max(40) });

/** Register the sections routes. */
export function registerSectionRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const { db } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const one = (sections: SectionWire[], key: string) => {
    const section = sections.find((candidate) => candidate.key === key);
    if (!section) throw notFound(SECTION_TEXTS.notFound);
    return section;
  };
  const known = (key: string) => {
    if (!isBuiltinSection(key) && !ID_PATTERN.test(key)) throw notFound(SECTION_TEXTS.notFound);
  };

  route.get(
    SECTIONS_PATH,
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: envelopeSchema(z.array(sectionSchema)) } },
    },
    async (request) => envelope(request, await listSections(db), SECTION_TEXTS.listed),
  );

  route.post(
    SECTIONS_PATH,
    { schema: { tags, body: sectionCreateSchema, response: { 201: envelopeSchema(sectionSchema) } } },
    async (request, reply) => {
      const key = newId();
      const section = await db.transaction().execute(async (trx) => {
        const custom = (await listSections(trx)).filter((candidate) => candidate.custom).length;
        if (custom >= SECTION_LIMITS.custom) throw conflict(SECTION_TEXTS.tooMany);
        await createCustomSection(trx, key, request.body);
        return one(await listSections(trx), key);
      });
      return reply.code(201).send(envelope(request, section, SECTION_TEXTS.created));
    },
  );

  route.put(
    `${SECTIONS_PATH}/order`,
    {
      schema: { tags, body: sectionOrderSchema, response: { 200: envelopeSchema(z.array(sectionSchema)) } },
    },
    async (request) => {
      const { keys } = request.body;
      const sections = await db.transaction().execute(async (trx) => {
        const current = (await listSections(trx)).map((section) => section.key);
        const given = new Set(keys);
        if (
          given.size !== keys.length ||
          keys.length !== current.length ||
          current.some((key) => !given.has(key))
        )
          throw badRequest(SECTION_TEXTS.badOrder, [{ path: 'keys', message: SECTION_TEXTS.badOrder }]);
        await reorderSections(trx, keys);
        return listSections(trx);
      });
      return envelope(request, sections, SECTION_TEXTS.reordered);
    },
  );

  route.patch(
    `${SECTIONS_PATH}/:key`,
    {
      schema: {
        tags,
        params: keyParams,
        body: sectionUpdateSchema,
        response: { 200: envelopeSchema(sectionSchema) },
      },
    },
    async (request) => {
      const { key } = request.params;
      known(key);
      const section = await db.transaction().execute(async (trx) => {
        const current = one(await listSections(trx), key);
        if (current.custom && request.body.heading?.en === '')
          throw badRequest(`heading.en: is required`, [{ path: 'heading.en', message: 'is required' }]);
        await updateSection(trx, key, request.body);
        return one(await listSections(trx), key);
      });
      return envelope(request, section, SECTION_TEXTS.saved);
    },
  );

  route.delete(
    `${SECTIONS_PATH}/:key`,
    { schema: { tags, params: keyParams, response: { 200: envelopeSchema(sectionSchema) } } },
    async (request) => {
      const { key } = request.params;
      known(key);
      const section = await db.transaction().execute(async (trx) => {
        const current = one(await listSections(trx), key);
        if (!current.custom) throw conflict(SECTION_TEXTS.notCustom);
        if ((await countEntries(trx, key)) > 0) throw conflict(SECTION_TEXTS.notEmpty);
        await deleteSection(trx, key);
        return current;
      });
      return envelope(request, section, SECTION_TEXTS.deleted);
    },
  );
}
