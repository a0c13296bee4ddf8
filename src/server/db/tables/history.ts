/**
 * History, trash and settings tables (docs/product.md §22, docs/decisions/0130-history-and-trash.md).
 * Conventions as in ../types.ts.
 */
import type { Generated } from 'kysely';

/** One change of an entry or of a list's order (migration 0080, docs/product.md §22). */
export interface EntryHistoryTable {
  id: string;
  /** Wire name of the resource, e.g. `works`. */
  resource: string;
  /** The entry's id; '' for a change of the list's order. */
  entryId: string;
  action: 'create' | 'update' | 'delete' | 'reorder' | 'restore';
  /** JSON text of the wire state before the change (a reorder: the ids in order); null for a create. */
  before: string | null;
  /** JSON text of the wire state after the change; null for a delete. */
  after: string | null;
  userId: string | null;
  /** The user's name when the change was made ('' for imports and the command line). */
  userName: Generated<string>;
  createdAt: string;
}

/** A deleted entry not yet restored or deleted for good (migration 0080, docs/product.md §22). */
export interface TrashTable {
  resource: string;
  entryId: string;
  /** JSON text of the entry's last wire state (with its links). */
  state: string;
  /** Its place in the list when it was deleted (0-based). */
  position: number;
  userId: string | null;
  userName: Generated<string>;
  deletedAt: string;
  /**
   * JSON text of the projects' links to a deleted skill or category, `[{projectId, position}]`
   * (migration 0131, modules/history/links.ts); of a deleted version, its links' whole rows
   * (`VersionLinksTable[]`, tokens included: modules/history/version-trash.ts, decision 0213); null
   * otherwise. Never sent in an answer.
   */
  links: string | null;
}

/** The site's settings, one JSON value per name (migration 0080). */
export interface SettingsTable {
  name: string;
  value: string;
}
