/**
 * Recording the changes of the documents that are not entries of a list (docs/product.md §30,
 * docs/decisions/0199-history-of-every-entry.md): the person, the users, the versions and their links,
 * and the settings (design, statistics retention, history retention). Resource names and setting
 * names: src/shared/history-documents.ts.
 *
 * The update routes of those modules call {@link recordUpdate} (their create and delete routes
 * {@link recordCreate} and {@link recordDelete}; decisions 0213-0215) in the transaction of their
 * write, so the change and its history row commit together (as the list entries' do, ./record.ts); the
 * retention of ./record.ts applies to them the same. States are the safe shapes built here
 * ({@link userState}, {@link linkHistoryState}, {@link documentState}): never a password hash, a secret or a
 * link's token. A save whose content (every key but id and times) is unchanged records nothing.
 * Errors: none of its own (database errors reach the caller's transaction).
 */
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, VersionLinksTable } from '../../db/types.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import type { User } from '../../../shared/schemas.js';
import { recordChange, type Actor } from './record.js';

type Trx = Transaction<Database>;

/** Wire keys that are a document's identity and times, not its content. */
const IDENTITY_KEYS = new Set(['_id', 'createdAt', 'updatedAt']);

/** A wire object without its identity and times: what the history stores and compares. */
export function documentState(wire: object): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wire)) if (!IDENTITY_KEYS.has(key)) state[key] = value;
  return state;
}

/** A user's recorded state: the name, the email and the role; never a hash or a secret. */
export function userState(user: Pick<User, 'user' | 'email' | 'role'>) {
  return { user: user.user, email: user.email, role: user.role };
}

/** A link's recorded state: what the owner edits; never the token (it opens the version). */
export function linkHistoryState(row: Pick<VersionLinksTable, 'label' | 'note' | 'expiresAt' | 'paused'>) {
  return { label: row.label, note: row.note, expiresAt: row.expiresAt, paused: Number(row.paused) === 1 };
}

/** The signed-in user of a write, as the history records them (docs/product.md §22). */
export function writerOf(request: FastifyRequest): Actor {
  const user = signedInUser(request);
  return { userId: user.id, name: user.name };
}

/**
 * Record an update of a document from `before` to `after` (both wire objects or states; identity and
 * times are left out), unless nothing changed. `action` is `restore` for a restore from the history.
 * @returns true when a change was recorded.
 */
export async function recordUpdate(
  trx: Trx,
  document: { resource: string; entryId: string; before: object; after: object },
  actor: Actor,
  action: 'update' | 'restore' = 'update',
): Promise<boolean> {
  const before = documentState(document.before);
  const after = documentState(document.after);
  if (JSON.stringify(before) === JSON.stringify(after)) return false;
  await recordChange(
    trx,
    { resource: document.resource, entryId: document.entryId, action, before, after },
    actor,
  );
  return true;
}

/**
 * Record the creation of a document: no state before, `after` (a wire object or a state; identity and
 * times are left out) after (docs/product.md §30).
 */
export async function recordCreate(
  trx: Trx,
  document: { resource: string; entryId: string; after: object },
  actor: Actor,
): Promise<void> {
  await recordChange(
    trx,
    {
      resource: document.resource,
      entryId: document.entryId,
      action: 'create',
      before: null,
      after: documentState(document.after),
    },
    actor,
  );
}

/**
 * Record the delete of a document: `before` (a wire object or a state) before, nothing after
 * (docs/product.md §30). The document's earlier states stay in its history.
 */
export async function recordDelete(
  trx: Trx,
  document: { resource: string; entryId: string; before: object },
  actor: Actor,
): Promise<void> {
  await recordChange(
    trx,
    {
      resource: document.resource,
      entryId: document.entryId,
      action: 'delete',
      before: documentState(document.before),
      after: null,
    },
    actor,
  );
}
