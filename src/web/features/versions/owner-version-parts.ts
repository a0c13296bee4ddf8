/**
 * Helpers of the Versions page (docs/product.md §20): an entry's name, the version's order and inclusion
 * rules as the server applies them (decision 0140), and a write that shows its error.
 */
import { type Version } from '../../../shared/versions.js';
import { errorMessage } from '../../lib/api-client.js';
import { showError } from '../../lib/dialogs.js';
import { useVersionWrite } from './api.js';

export interface Entry {
  _id: string;
  order?: number;
  [field: string]: unknown;
}

/** The words an entry is known by: its first non-empty naming field. */
export function entryName(entry: Entry): string {
  for (const field of [
    'title',
    'company',
    'institutionName',
    'name',
    'organization',
    'language',
    'username',
    'type',
  ]) {
    const value = entry[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return entry._id;
}

/** `entries` with the ids of `first` first in that order (as the server orders a version). */
export function inOrder(entries: Entry[], first: readonly string[] | undefined): Entry[] {
  if (!first || first.length === 0) return entries;
  const rank = new Map(first.map((id, index) => [id, index]));
  return [
    ...entries.filter((entry) => rank.has(entry._id)).sort((a, b) => rank.get(a._id)! - rank.get(b._id)!),
    ...entries.filter((entry) => !rank.has(entry._id)),
  ];
}

export function isIncluded(version: Version, entry: Entry): boolean {
  const choice = version.entries[entry._id];
  if (choice !== undefined) return choice;
  return String(entry.createdAt ?? '') <= version.baselineAt ? true : version.includeNew;
}

export const day = (iso: string) => iso.slice(0, 10);

export function useWrite() {
  const write = useVersionWrite();
  return async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    try {
      return await write.mutateAsync({ method, path, body });
    } catch (error) {
      await showError(errorMessage(error));
      return undefined;
    }
  };
}
