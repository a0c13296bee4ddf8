/**
 * The entry kinds the home page's admin controls act on, with their spec texts (docs/product.md §8 "Delete
 * confirmations", "Successes", "Delete failures"), wire names (docs/api.md "Routes"), form routes (docs/product.md §2
 * route table) and the query key of the list that shows them (src/web/lib/query-keys.ts).
 *
 * Contacts and social media share one wire resource and one list; the spec gives them only an error
 * prefix, so their confirmation follows the titled pattern of the others and their success dialog is
 * the default one ('Success:' / 'Action Completed!'). Accessible names use the resources' nouns,
 * in the domain's words ('Skill', 'Project'); the dialogs keep the spec's texts.
 */
import type { QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { UI } from '../../i18n/catalogue.js';
import { createI18n, textsOf, useTexts, type Texts } from '../../i18n/i18n.js';
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
    confirm: UI.deleteContact,
    deleteError: MESSAGES.deleteError.contact,
  },
  socialMedia: kindOf(RESOURCES.socialLink),
};

/** The form route of an entry (docs/product.md §2): `/{wire}/form/{id}`, `new` to create. */
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

/** The update-person route (docs/product.md §2; the person goes along as navigation state `{person}`). */
export const UPDATE_PERSON_PATH = '/update-person';

/**
 * The admin controls' texts in the active language (./control-texts.ts): `add(noun)`,
 * `edit(name)`, `delete(name)`, `drag(name)` and the plain texts, with `name(kind, title)` the
 * entry's accessible name in the same language ("Work ACME", "Trabajo ACME").
 */
export interface ControlTexts {
  add: (noun: string) => string;
  edit: (name: string) => string;
  delete: (name: string) => string;
  drag: (name: string) => string;
  /** The kind's noun in the active language (a declared resource's from its catalogue entry). */
  noun: (kind: EntryKind | KindInfo) => string;
  /** {@link entryName} in the active language. */
  name: (kind: EntryKind | KindInfo, title: string | undefined) => string;
  allCategoryKept: string;
  addSocial: string;
  editPerson: string;
  instructions: string;
  /** The drag announcements' sentences (./drag-announcements.ts `makeAnnouncements`). */
  announce: {
    pickedUp: (name: string) => string;
    notOver: (name: string) => string;
    isAt: (name: string, position: string) => string;
    movedTo: (name: string, position: string, other: string) => string;
    droppedAt: (name: string, position: string, other: string) => string;
    droppedInPlace: (name: string) => string;
    cancelled: (name: string) => string;
    /** " position 2 of 4" (with its leading space). */
    position: (index: number, total: number) => string;
  };
}

/** Built once per language's texts (so callbacks depending on them stay stable). */
const controlTexts = new WeakMap<Texts, ControlTexts>();

/** {@link ControlTexts} of one language's texts (for code outside React: `controlTextsOf(texts())`). */
export function controlTextsOf(texts: Texts): ControlTexts {
  const cached = controlTexts.get(texts);
  if (cached) return cached;
  const T = texts.CONTROL_TEXTS;
  const noun = (kind: EntryKind | KindInfo) => {
    if (kind === 'contact') return T.contact;
    const info = infoOf(kind);
    return texts.RESOURCE_TEXTS[info.wire]?.noun ?? info.noun;
  };
  const built: ControlTexts = {
    add: (value) => T.add({ noun: value }),
    edit: (name) => T.edit({ name }),
    delete: (name) => T.delete({ name }),
    drag: (name) => T.drag({ name }),
    noun,
    name: (kind, title) => {
      const text = (title ?? '').trim();
      return text ? T.entry({ noun: noun(kind), title: text }) : T.untitled({ noun: noun(kind) });
    },
    allCategoryKept: T.allCategoryKept,
    addSocial: T.addSocial,
    editPerson: T.editPerson,
    instructions: T.instructions,
    announce: {
      pickedUp: (name) => T.pickedUp({ name }),
      notOver: (name) => T.notOver({ name }),
      isAt: (name, position) => T.isAt({ name, position }),
      movedTo: (name, position, other) => T.movedTo({ name, position, other }),
      droppedAt: (name, position, other) => T.droppedAt({ name, position, other }),
      droppedInPlace: (name) => T.droppedInPlace({ name }),
      cancelled: (name) => T.cancelled({ name }),
      position: (index, total) => T.position({ index: String(index), total: String(total) }),
    },
  };
  controlTexts.set(texts, built);
  return built;
}

/** The admin controls' texts of the active language; re-renders when it changes. */
export function useControlTexts(): ControlTexts {
  return controlTextsOf(useTexts());
}

/** The admin controls' texts in English (tests and callers outside a render). */
export const CONTROL_TEXTS: ControlTexts = controlTextsOf(textsOf(createI18n('en')));

/**
 * `nameOf(id)` for the drag announcements of one list: the entry's accessible name in the active
 * language ("Work ACME"), or the kind's noun and the id when the entry is not in `items`.
 */
export function useNameOf<T extends { _id: string }>(
  kind: EntryKind | KindInfo,
  items: readonly T[] | undefined,
  titleOf: (item: T) => string,
): (id: string) => string {
  const { name } = useControlTexts();
  return useCallback(
    (id: string) => {
      const item = items?.find((entry) => entry._id === id);
      return name(kind, item ? titleOf(item) : id);
    },
    [kind, items, titleOf, name],
  );
}
