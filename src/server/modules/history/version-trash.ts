/**
 * A deleted version in the trash, and back (docs/product.md §22 and §30,
 * docs/decisions/0213-versions-in-the-trash.md).
 *
 * {@link trashVersion} records the delete of the version and of each of its links (their safe states,
 * ./documents.ts), puts the version in the trash with its whole rows, then deletes them: the version's
 * wire object (its name, language, entry selection, overrides, hidden sections, design, baseline and
 * times) as the trash's `state`, and its links' rows (token, token hash, frozen snapshot, state) as
 * JSON text in `trash.links`. {@link restoreVersionFromTrash} puts both back as they were, so every
 * link's URL answers again with the same token and the same state (a paused link stays paused, a
 * revoked one revoked, a frozen one with its snapshot).
 *
 * The trash's answers carry only the version's wire object (trash.routes.ts): the links' rows, with
 * their tokens, never leave the database but into a whole-site backup (where the `versionLinks`
 * table carries the same tokens). Errors: HttpError 404 a version not in the trash, 409 a version
 * that is back already or would exceed the number of versions allowed.
 */
import type { Transaction } from 'kysely';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { VERSION_LIMITS, VERSION_TEXTS, type Version } from '../../../shared/versions.js';
import type { Database, VersionLinksTable, VersionsTable } from '../../db/types.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { versionsRepository } from '../versions/versions.repository.js';
import { documentState, linkHistoryState, recordDelete } from './documents.js';
import { putInTrash, recordChange, type Actor } from './record.js';

type Trx = Transaction<Database>;

/** The trash's message when the version is not there. */
export const VERSION_NOT_IN_TRASH = 'This version is not in the trash.';

/**
 * Delete `version` and its links in `trx`, recording each delete, and keep them in the trash.
 * @returns the deleted version's wire object.
 */
export async function trashVersion(trx: Trx, version: Version, actor: Actor): Promise<Version> {
  const links = await trx
    .selectFrom('versionLinks')
    .selectAll()
    .where('versionId', '=', version._id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  for (const link of links)
    await recordDelete(
      trx,
      { resource: HISTORY_DOCUMENTS.link, entryId: link.id, before: linkHistoryState(link) },
      actor,
    );
  await recordDelete(
    trx,
    { resource: HISTORY_DOCUMENTS.version, entryId: version._id, before: version },
    actor,
  );
  await putInTrash(
    trx,
    { resource: HISTORY_DOCUMENTS.version, entryId: version._id, state: version, position: 0 },
    actor,
  );
  // The links' whole rows, tokens included, so their URLs answer again after a restore.
  await trx
    .updateTable('trash')
    .set({ links: JSON.stringify(links) })
    .where('resource', '=', HISTORY_DOCUMENTS.version)
    .where('entryId', '=', version._id)
    .execute();
  await trx.deleteFrom('versionLinks').where('versionId', '=', version._id).execute();
  await trx.deleteFrom('versions').where('id', '=', version._id).execute();
  return version;
}

/** The links' rows kept with a trashed version ([] when none or unreadable). */
function linkRows(text: string | null): VersionLinksTable[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value)
      ? value.filter(
          (row): row is VersionLinksTable =>
            typeof row === 'object' &&
            row !== null &&
            typeof (row as VersionLinksTable).id === 'string' &&
            typeof (row as VersionLinksTable).tokenHash === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Put the version `id` back from the trash in `trx` with its links, each recorded as a `restore`.
 * @returns the restored version's wire object.
 * @throws HttpError as the module doc says.
 */
export async function restoreVersionFromTrash(trx: Trx, id: string, actor: Actor): Promise<Version> {
  const item = await trx
    .selectFrom('trash')
    .selectAll()
    .where('resource', '=', HISTORY_DOCUMENTS.version)
    .where('entryId', '=', id)
    .executeTakeFirst();
  if (!item) throw notFound(VERSION_NOT_IN_TRASH);
  if (await versionsRepository.find(trx, id)) throw conflict('This version is back already.');
  if ((await versionsRepository.count(trx)) >= VERSION_LIMITS.versions)
    throw conflict(VERSION_TEXTS.tooManyVersions);
  const state = JSON.parse(item.state) as Version;
  const now = nowIso();
  const row: VersionsTable = {
    id,
    name: state.name,
    language: state.language,
    includeNew: state.includeNew ? 1 : 0,
    baselineAt: state.baselineAt,
    hiddenSections: JSON.stringify(state.hiddenSections ?? []),
    entries: JSON.stringify(state.entries ?? {}),
    overrides: JSON.stringify(state.overrides ?? {}),
    design: state.design ?? null,
    createdAt: state.createdAt,
    updatedAt: now,
  };
  await trx.insertInto('versions').values(row).execute();
  const version = (await versionsRepository.find(trx, id))!;
  await recordChange(
    trx,
    {
      resource: HISTORY_DOCUMENTS.version,
      entryId: id,
      action: 'restore',
      before: null,
      after: documentState(version),
    },
    actor,
  );
  for (const link of linkRows(item.links)) {
    // A token is unique; one taken meanwhile (never in practice: 144 random bits) stays with its link.
    const taken = await trx
      .selectFrom('versionLinks')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', link.id), eb('tokenHash', '=', link.tokenHash)]))
      .executeTakeFirst();
    if (taken) continue;
    await trx
      .insertInto('versionLinks')
      .values({ ...link, versionId: id })
      .execute();
    await recordChange(
      trx,
      {
        resource: HISTORY_DOCUMENTS.link,
        entryId: link.id,
        action: 'restore',
        before: null,
        after: linkHistoryState(link),
      },
      actor,
    );
  }
  await trx
    .deleteFrom('trash')
    .where('resource', '=', HISTORY_DOCUMENTS.version)
    .where('entryId', '=', id)
    .execute();
  return version;
}
