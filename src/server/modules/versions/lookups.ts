/**
 * A version or a link by id for the owner's routes (versions.routes.ts, link.routes.ts), or the
 * contract's 404 with the message of docs/product.md §20 ("versionNotFound", "linkNotFound" in
 * src/shared/versions.ts), and the check that a new expiry lies ahead.
 */
import type { Kysely } from 'kysely';
import { VERSION_TEXTS, type Version } from '../../../shared/versions.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { expiryIso, linksRepository, versionsRepository } from './versions.repository.js';

/** The version `id`. @throws HttpError 404 when there is none. */
export async function versionOr404(db: Kysely<Database>, id: string): Promise<Version> {
  const version = await versionsRepository.find(db, id);
  if (!version) throw notFound(VERSION_TEXTS.versionNotFound);
  return version;
}

/** The link `id`'s row. @throws HttpError 404 when there is none. */
export async function linkOr404(db: Kysely<Database>, id: string) {
  const link = await linksRepository.find(db, id);
  if (!link) throw notFound(VERSION_TEXTS.linkNotFound);
  return link;
}

/** @throws HttpError 400 when `expiresAt` is given and not in the future. */
export function futureExpiry(expiresAt: string | null | undefined): void {
  if (expiresAt && (expiryIso(expiresAt) ?? '') <= nowIso())
    throw badRequest(VERSION_TEXTS.expiryInPast, [{ path: 'expiresAt', message: 'in the past' }]);
}
