/**
 * The owner's JSON Resume sections on the home page (decision 0030): every section of `RESUME_SECTIONS`,
 * shown even when empty ('No Awards yet.'), with in-place add, edit, delete and drag reorder, like
 * the spec's own sections (docs/product.md §4 "Delete" and "Reorder by drag", docs/product.md §4.6; docs/product.md §4.5):
 *
 * - the add button ('Add Award') opens the add form above the list (section-entry-form.tsx);
 * - each entry has a drag handle, an edit button (the entry's card becomes its edit form) and a
 *   delete button (the declaration's confirmation, success and error texts: useDeleteEntry);
 * - drag (mouse, touch, keyboard) reorders the section's grid of cards; the new order shows at once
 *   and is saved with PUT `/api/{wire}/reorder` ('Order updated!'; on failure the server's order).
 *
 * One generic implementation for every section, from its declaration (src/shared/resources/) and
 * the registry's list query. Part of the admin home's lazy chunk (src/web/pages/owner/admin-home.ts), so a
 * visitor never downloads it, dnd-kit or the form.
 */
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RESUME_SECTIONS, type AnyResource } from '../../../../shared/resources/index.js';
import { useDeleteEntry, useSaveOrder } from '../../owner-kit/actions.js';
import { AddButton, EntryControls } from '../../owner-kit/controls.js';
import { kindOf, useControlTexts } from '../../owner-kit/kinds.js';
import { NEW_ID } from '../../owner-kit/entry-api.js';
import { moveById } from '../../owner-kit/reorder.js';
import { DragScope } from '../../owner-kit/sortable.js';
import { entryView } from '../../../../shared/resources/entry-view.js';
import {
  ResumeSection,
  ResumeSectionsGrid,
  useSectionEntries,
  type Entry,
  type ResumeSectionSeams,
} from '../resume-sections.js';
import sectionStyles from '../resume-sections.module.css';
import styles from './owner.module.css';
import { SectionEntryForm } from './section-entry-form.js';
import { OWNER_TEXTS } from './texts.js';

/** Every JSON Resume section for the owner, in the schema's order. */
export function OwnerResumeSections() {
  return (
    <ResumeSectionsGrid>
      {RESUME_SECTIONS.map((resource) => (
        <OwnerResumeSection key={resource.wire} resource={resource} />
      ))}
    </ResumeSectionsGrid>
  );
}

/** One section with the owner's controls; see the module doc. */
export function OwnerResumeSection({ resource }: { resource: AnyResource }) {
  const query = useSectionEntries(resource);
  const entries = useMemo(() => (query.data ?? []) as Entry[], [query.data]);
  const seams = useEntrySeams(resource, { entries });
  return <ResumeSection resource={resource} seams={seams} />;
}

export interface EntrySeamsOptions {
  /** The section's entries, in order. */
  entries: Entry[];
  /**
   * The resource's whole list when the section shows part of it (a custom section's entries,
   * docs/product.md §27): a reorder keeps the other entries' places and sends the section's alone.
   */
  all?: Entry[];
  /** Fields every save sends beside the form's (a custom entry's `section`). */
  extra?: Record<string, unknown>;
  /** The empty section's note (default 'No {heading} yet.'). */
  emptyText?: string;
}

/**
 * The owner's seams of a section of `resource`'s entries (see the module doc): the add button and
 * form, each entry's controls or edit form, the sortable list.
 */
export function useEntrySeams(
  resource: AnyResource,
  { entries, all, extra, emptyText }: EntrySeamsOptions,
): ResumeSectionSeams {
  const kind = useMemo(() => kindOf(resource), [resource]);
  const remove = useDeleteEntry();
  const save = useSaveOrder<Entry>(kind.queryKey, kind.wire);
  /** The add form is open. */
  const [adding, setAdding] = useState(false);
  /** The id of the entry whose edit form is open. */
  const [editing, setEditing] = useState<string | null>(null);
  const addButton = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  /** A section declared with a `form` is edited on its form page, `/{wire}/form/:id` (decision 0116). */
  const formPage = resource.form ? (id: string) => void navigate(`/${resource.wire}/form/${id}`) : undefined;

  const titleOf = useCallback(
    (entry: Entry | undefined) => (entry ? entryView(resource, entry).title : ''),
    [resource],
  );
  const CONTROL_TEXTS = useControlTexts();
  const entryName = CONTROL_TEXTS.name;
  const nameOf = useCallback(
    (id: string) => entryName(kind, titleOf(entries.find((entry) => entry._id === id)) || undefined),
    [kind, entries, titleOf, entryName],
  );
  const onMove = (activeId: string, overId: string) => {
    const next = moveById(entries, activeId, overId);
    if (!next) return;
    if (!all) return void save(next);
    // The whole list with this section's slots holding its new order; only this section's ids are sent.
    const mine = new Set(entries.map((entry) => entry._id));
    let slot = 0;
    void save(
      all.map((entry) => (mine.has(entry._id) ? next[slot++]! : entry)),
      next,
    );
  };
  /** Back to the control that opened a form, once it is closed. */
  const refocus = (selector: string) =>
    requestAnimationFrame(() =>
      addButton.current?.closest('section')?.querySelector<HTMLElement>(selector)?.focus(),
    );

  return {
    headerActions: (
      <div ref={addButton}>
        <AddButton
          noun={kind.noun}
          {...(formPage ? {} : { expanded: adding })}
          onClick={() => (formPage ? formPage(NEW_ID) : setAdding(true))}
        />
      </div>
    ),
    top: adding ? (
      <SectionEntryForm
        resource={resource}
        entry={null}
        {...(extra ? { extra } : {})}
        label={OWNER_TEXTS.addForm(kind.noun)}
        onClose={() => {
          setAdding(false);
          refocus('[aria-expanded]');
        }}
      />
    ) : null,
    emptyText: adding ? '' : (emptyText ?? OWNER_TEXTS.empty(resource.texts.heading)),
    renderItem: (entry, card) => {
      const name = entryName(kind, titleOf(entry) || undefined);
      const isEditing = editing === entry._id;
      return (
        <li
          key={entry._id}
          className={`${sectionStyles.card} ${styles.item} ${isEditing ? styles.editing : ''}`}
        >
          {isEditing ? (
            <SectionEntryForm
              resource={resource}
              entry={entry}
              {...(extra ? { extra } : {})}
              label={OWNER_TEXTS.editForm(name)}
              onClose={() => {
                setEditing(null);
                refocus(`[aria-label="${CSS.escape(CONTROL_TEXTS.edit(name))}"]`);
              }}
            />
          ) : (
            <>
              <div>{card}</div>
              <EntryControls
                kind={kind}
                id={entry._id}
                title={titleOf(entry) || undefined}
                onEdit={() => (formPage ? formPage(entry._id) : setEditing(entry._id))}
                onDelete={() => void remove(kind, { _id: entry._id, title: titleOf(entry) })}
              />
            </>
          )}
        </li>
      );
    },
    renderList: (list, items) => (
      <DragScope nameOf={nameOf} onMove={onMove}>
        <SortableContext items={list.map((entry) => entry._id)} strategy={rectSortingStrategy}>
          <ul className={sectionStyles.list}>{items}</ul>
        </SortableContext>
      </DragScope>
    ),
  };
}
