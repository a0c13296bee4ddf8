/**
 * What the owner's data routes (data.routes.ts) share: the `?confirm=true` that turns a preview into
 * the change, a download's headers, and the name of a backup file.
 * Source: docs/decisions/0040-owner-data-and-images.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error.js';

/** `?confirm=true|false`: without `true` a route only previews its change. */
export const confirmQuery = z.object({ confirm: z.enum(['true', 'false']).optional() });
/** Did the request say `?confirm=true`? */
export const confirmed = (request: FastifyRequest) =>
  (request.query as { confirm?: string }).confirm === 'true';
/** Refuse (400) a replacement of the whole portfolio without `?confirm=true`; `what` names it. */
export const requireConfirm = (request: FastifyRequest, what: string) => {
  if (!confirmed(request))
    throw badRequest(`${what} replaces the whole portfolio: confirm with ?confirm=true.`);
};

/** `vitae-backup-2026-11-23T16-05-00Z.json.gz` */
export function backupFileName(createdAt: string): string {
  return `vitae-backup-${createdAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.json.gz`;
}

/** Send `data` as a download named `name` (never cached). */
export function download(reply: FastifyReply, name: string, type: string, data: Buffer | string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(data);
}
