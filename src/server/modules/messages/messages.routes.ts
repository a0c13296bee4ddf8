/**
 * The contact form and the owner's inbox (decision 0051; src/shared/contact.ts for the wire):
 *
 * GET    /api/messages/token         public: a signed form token (minimum fill time counts from it)
 * POST   /api/messages               public: send `{name, email, message, token, website}` → 201
 * GET    /api/messages               admin: the inbox, newest first (with the label of the link a
 *                                    message came through, docs/product.md §20)
 * GET    /api/messages/unread-count  admin: `{unread}`
 * PATCH  /api/messages/{id}          admin: `{read}` → the message
 * DELETE /api/messages/{id}          admin: → the deleted message
 *
 * Abuse limits (docs/decisions/0051-contact-abuse-limits.md), each a clear 4xx that stores nothing:
 * 429 past `rateLimit` messages per client address per hour (counted before anything else); 413 over
 * {@link CONTACT_BODY_LIMIT} bytes; 400 for a filled honeypot, a missing/forged/expired token, a
 * token younger than `minFillSeconds`, a name with a newline, or fields over their size limits.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { CONTACT_PATHS, CONTACT_TEXTS, HONEYPOT_FIELD } from '../../../shared/contact.js';
import {
  type ContactMessage,
  contactMessageSchema,
  contactReadSchema,
  contactSchema,
  contactTokenSchema,
  unreadCountSchema,
} from '../../../shared/contact-schema.js';
import { envelopeSchema } from '../../../shared/schemas.js';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { envelope } from '../../lib/reply.js';
import { idParams } from '../../lib/id-params.js';
import { requestLanguage } from '../../lib/request-language.js';
import { recordVisit } from '../analytics/counter.js';
import { checkFormToken, formTokenSecret, issueFormToken } from './form-token.js';
import type { Database, MessagesTable } from '../../db/types.js';
import { type MailOptions, Outbox } from './outbox.js';

/** Largest accepted body of POST /api/messages, in bytes (the fields' limits plus JSON overhead). */
export const CONTACT_BODY_LIMIT = 32 * 1024;
const HOUR_MS = 60 * 60 * 1000;

export interface ContactOptions {
  /** Email delivery; without it messages are only stored. */
  mail?: MailOptions | undefined;
  /** Messages per client address per hour. Default 5. */
  rateLimit?: number;
  /** Seconds between showing the form and sending it, at least. Default 3. */
  minFillSeconds?: number;
  /** Base of the delivery retry backoff in ms (tests shorten it). Default 30 s. */
  retryBaseMs?: number;
}

/** A valid contact form's fields (after {@link contactSchema}). */
export type ContactFields = z.output<typeof contactSchema>;

/**
 * The contact form as other pages use it (the link pages, docs/product.md §20): the same token,
 * limits and storage as `POST /api/messages`.
 */
export interface ContactForm {
  /** A fresh signed form token. */
  token(): Promise<string>;
  /** Count one attempt of `request`'s address; answers the seconds to wait when it is over the limit. */
  overLimit(request: FastifyRequest): Promise<number | undefined>;
  /**
   * Store a message sent through `linkId` (null: the site's own form) and count it for the
   * statistics. @throws HttpError 400 for a filled honeypot or a forged, expired or too young token.
   */
  accept(
    request: FastifyRequest,
    fields: ContactFields,
    linkId: string | null,
  ): Promise<Selectable<MessagesTable>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The contact form (modules/messages), for pages that show it outside the web app. */
    contactForm?: ContactForm;
  }
}

function toWire(row: Selectable<MessagesTable> & { linkLabel?: string | null }): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    read: Number(row.read) === 1,
    createdAt: row.createdAt,
    linkLabel: row.linkLabel ?? null,
  };
}

/** Register the contact and inbox routes; answers the outbox (undefined without mail settings). */
export function registerMessageRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; contact?: ContactOptions | undefined },
): Outbox | undefined {
  const { db } = deps;
  const options = deps.contact ?? {};
  const minFillMs = (options.minFillSeconds ?? 3) * 1000;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  let secret: Promise<string> | undefined;
  const getSecret = () =>
    (secret ??= formTokenSecret(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));

  const outbox = options.mail
    ? new Outbox(db, options.mail, app.log, options.retryBaseMs ?? 30_000)
    : undefined;
  if (outbox) {
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.close());
  }

  const limitByAddress = app.createRateLimit({
    max: options.rateLimit ?? 5,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `contact:${request.ip}`,
  });

  const form: ContactForm = {
    token: async () => issueFormToken(await getSecret(), Date.now()),
    overLimit: async (request) => {
      const result = await limitByAddress(request);
      return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : undefined;
    },
    accept: async (request, fields, linkId) => {
      if (fields[HONEYPOT_FIELD].trim() !== '') throw badRequest(CONTACT_TEXTS.honeypot);
      const verdict = checkFormToken(await getSecret(), fields.token, Date.now(), minFillMs);
      if (verdict === 'invalid')
        throw badRequest(CONTACT_TEXTS.badToken, [{ path: 'token', message: 'invalid' }]);
      if (verdict === 'tooFast')
        throw badRequest(CONTACT_TEXTS.tooFast, [{ path: 'token', message: 'too fast' }]);
      const row: Selectable<MessagesTable> = {
        id: newId(),
        name: fields.name,
        email: fields.email,
        message: fields.message,
        read: 0,
        createdAt: nowIso(),
        deliveryStatus: outbox ? 'pending' : 'none',
        deliveryAttempts: 0,
        nextAttemptAt: outbox ? nowIso() : null,
        lastError: '',
        linkId,
      };
      await db.insertInto('messages').values(row).execute();
      void outbox?.kick();
      recordVisit(request, { kind: 'message', linkId, language: requestLanguage(request).language });
      return row;
    },
  };
  app.decorate('contactForm', form);

  route.get(
    CONTACT_PATHS.token,
    { config: { access: 'public' }, schema: { tags, response: { 200: envelopeSchema(contactTokenSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return envelope(request, { token: await form.token() }, 'Form token');
    },
  );

  route.post(
    CONTACT_PATHS.messages,
    {
      config: { access: 'public' },
      bodyLimit: CONTACT_BODY_LIMIT,
      // Counted before validation, so bad attempts count too.
      onRequest: async (request, reply) => {
        const wait = await form.overLimit(request);
        if (wait !== undefined) {
          reply.header('retry-after', String(wait));
          throw new HttpError(
            429,
            'RATE_LIMITED',
            CONTACT_TEXTS.rateLimited(Math.max(1, Math.ceil(wait / 60))),
          );
        }
      },
      schema: { tags, body: contactSchema, response: { 201: envelopeSchema(contactMessageSchema) } },
    },
    async (request, reply) => {
      const row = await form.accept(request, request.body, null);
      reply.code(201);
      return envelope(request, toWire(row), CONTACT_TEXTS.sent);
    },
  );

  route.get(
    CONTACT_PATHS.messages,
    { schema: { tags, response: { 200: envelopeSchema(z.array(contactMessageSchema)) } } },
    async (request) => {
      const rows = await db
        .selectFrom('messages')
        .leftJoin('versionLinks', 'versionLinks.id', 'messages.linkId')
        .selectAll('messages')
        .select('versionLinks.label as linkLabel')
        .orderBy('messages.createdAt', 'desc')
        .orderBy('messages.id', 'desc')
        .execute();
      return envelope(request, rows.map(toWire), 'Messages');
    },
  );

  route.get(
    CONTACT_PATHS.unreadCount,
    { schema: { tags, response: { 200: envelopeSchema(unreadCountSchema) } } },
    async (request) => {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('read', '=', 0)
        .executeTakeFirstOrThrow();
      return envelope(request, { unread: Number(row.count) }, 'Unread messages');
    },
  );

  const find = async (id: string) => {
    const row = await db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Message not found.');
    return row;
  };

  route.patch(
    `${CONTACT_PATHS.messages}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        body: contactReadSchema,
        response: { 200: envelopeSchema(contactMessageSchema) },
      },
    },
    async (request) => {
      await find(request.params.id);
      await db
        .updateTable('messages')
        .set({ read: request.body.read ? 1 : 0 })
        .where('id', '=', request.params.id)
        .execute();
      return envelope(request, toWire(await find(request.params.id)), 'Message updated');
    },
  );

  route.delete(
    `${CONTACT_PATHS.messages}/:id`,
    { schema: { tags, params: idParams, response: { 200: envelopeSchema(contactMessageSchema) } } },
    async (request) => {
      const row = await find(request.params.id);
      await db.deleteFrom('messages').where('id', '=', request.params.id).execute();
      return envelope(request, toWire(row), 'Message deleted');
    },
  );

  return outbox;
}
