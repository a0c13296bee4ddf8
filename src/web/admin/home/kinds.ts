/**
 * The entry kinds the home page's admin controls act on, with their spec texts (spec 8 "Delete
 * confirmations", "Successes", "Delete failures"), wire names (contract "Routes"), form routes (spec 2
 * route table) and the query key of the list that shows them (src/web/lib/query-keys.ts).
 *
 * Contacts and social media share one wire resource and one list; the spec gives them only an error
 * prefix, so their confirmation follows the titled pattern of the others and their success dialog is
 * the default one ('Success:' / 'Action Completed!'). Accessible names use the spec's nouns
 * ('Language', 'Proyect'), as its dialogs do.
 */
import type { QueryKey } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages.js';
import { listKeyOf, RESOURCES, type AnyResource } from '../../../shared/resources/index.js';

export type EntryKind = 'education' | 'work' | 'skill' | 'project' | 'category' | 'contact' | 'socialMedia';

export interface KindInfo {
  /** The noun of accessible names and announcements ('Edit Work ACME'). */
  noun: string;
  wire: string;
  queryKey: QueryKey;
  /** The delete confirmation: title and text; buttons Yes and No. */
  confirm: { title: string; text: string };
  /** The success dialog's text after a delete (undefined: the default 'Action Completed!'). */
  deleted: string | undefined;
  /** The error dialog's prefix before the server's message. */
  deleteError: string;
}

/** The kind of a declared resource: its texts, wire name and list key (src/shared/resources/). */
export function kindOf(resource: Pick<AnyResource, 'wire' | 'listSuffix' | 'texts'>): KindInfo {
  const { texts } = resource;
  return {
    noun: texts.noun,
    wire: resource.wire,
    queryKey: listKeyOf(resource),
    confirm: texts.deleteConfirm,
    deleted: texts.deleted,
    deleteError: texts.deleteError,
  };
}

export const KINDS: Record<EntryKind, KindInfo> = {
  education: kindOf(RESOURCES.education),
  work: kindOf(RESOURCES.work),
  skill: kindOf(RESOURCES.skill),
  project: kindOf(RESOURCES.project),
  category: kindOf(RESOURCES.category),
  contact: {
    ...kindOf(RESOURCES.socialLink),
    noun: 'Contact',
    confirm: { title: 'Delete Contact:', text: 'Are you sure you want to delete the Contact?' },
    deleteError: MESSAGES.deleteError.contact,
  },
  socialMedia: kindOf(RESOURCES.socialLink),
};

/** The form route of an entry (spec 2): `/{wire}/form/{id}`, `new` to create. */
export function formPath(kind: EntryKind, id: string): string {
  return `/${KINDS[kind].wire}/form/${encodeURIComponent(id)}`;
}

/** The kind's information: a named kind of {@link KINDS}, or a declared resource's {@link kindOf}. */
export function infoOf(kind: EntryKind | KindInfo): KindInfo {
  return typeof kind === 'string' ? KINDS[kind] : kind;
}

/** The accessible name of an entry: its kind's noun and its title ("Work ACME"). */
export function entryName(kind: EntryKind | KindInfo, title: string | undefined): string {
  const { noun } = infoOf(kind);
  const text = (title ?? '').trim();
  return text ? `${noun} ${text}` : `${noun} (untitled)`;
}

/** The update-person route (spec 2; the person goes along as navigation state `{person}`). */
export const UPDATE_PERSON_PATH = '/update-person';

/** Texts of the admin controls that the spec does not spell (ours). */
export const CONTROL_TEXTS = {
  add: (noun: string) => `Add ${noun}`,
  /** `name` is {@link entryName}: "Work ACME". */
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  drag: (name: string) => `Drag ${name}`,
  /** Why the category 'All' has no working delete button (issue 12 item 8). */
  allCategoryKept: 'The All category is always kept: it cannot be deleted.',
  addSocial: 'Add Social Media or Contact',
  editPerson: 'Edit personal information',
  instructions:
    'To pick up an entry, focus its drag handle and press Space or Enter. While dragging, use the arrow ' +
    'keys to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
} as const;
