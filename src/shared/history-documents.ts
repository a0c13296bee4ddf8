/**
 * The history of what is not an entry of a list (docs/product.md §30, docs/decisions/0199-history-of-every-entry.md):
 * the person, the users, the versions and their links, and the site's settings. Their changes use the
 * history's wire shapes and routes (./history.ts) with these resource names; a setting's entry id is
 * its name ({@link SETTINGS_ENTRIES}) instead of an id.
 *
 * Recorded states hold only what the owner edits and may see again: a user's `{user, email, role}`
 * (never a password hash, an authenticator secret or a recovery code), a link's
 * `{label, note, expiresAt, paused}` (never its token, which opens the version). Creates and deletes
 * are recorded too; a deleted version waits in the trash (docs/decisions/0213-versions-in-the-trash.md).
 */
import { PEOPLE } from './paths.js';

/** Resource names of the recorded documents. */
export const HISTORY_DOCUMENTS = {
  person: PEOPLE,
  user: 'users',
  version: 'versions',
  link: 'links',
  settings: 'settings',
} as const;

/** The settings whose changes are recorded, by the name they have as an entry id. */
export const SETTINGS_ENTRIES = ['design', 'statistics', 'history'] as const;
export type SettingsEntry = (typeof SETTINGS_ENTRIES)[number];

/** True for the resource names of {@link HISTORY_DOCUMENTS}. */
export function isHistoryDocument(resource: string): boolean {
  return (Object.values(HISTORY_DOCUMENTS) as string[]).includes(resource);
}
