/**
 * A custom section for the owner (docs/product.md §27), with the same in-place controls as the JSON
 * Resume sections (features/resume-sections/owner/owner-sections.tsx): "Add Entry" opens the add form
 * above the list; each entry has a drag handle, an edit button (the card becomes its edit form) and a
 * delete button; drag (mouse, touch, keyboard) reorders the section's entries, saved with PUT
 * `/api/custom-entries/reorder` (the other sections' entries keep their places). Shown even when empty.
 */
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useCallback, useMemo, useRef, useState } from 'react';
import { customEntries } from '../../../../shared/resources/index.js';
import type { SectionWire } from '../../../../shared/sections.js';
import { useDeleteEntry, useSaveOrder } from '../../owner-kit/actions.js';
import { AddButton, EntryControls } from '../../owner-kit/controls.js';
import { kindOf, useControlTexts } from '../../owner-kit/kinds.js';
import { moveById } from '../../owner-kit/reorder.js';
import { DragScope } from '../../owner-kit/sortable.js';
import type { Entry } from '../../resume-sections/resume-sections.js';
import sectionStyles from '../../resume-sections/resume-sections.module.css';
import ownerStyles from '../../resume-sections/owner/owner.module.css';
import { SectionEntryForm } from '../../resume-sections/owner/section-entry-form.js';
import { OWNER_TEXTS } from '../../resume-sections/owner/texts.js';
import { CustomSection, useEntriesOf } from '../custom-section.js';
import { useSectionTexts } from '../texts.js';

export function OwnerCustomSection({ section }: { section: SectionWire }) {
  const kind = useMemo(() => kindOf(customEntries), []);
  const { all, entries } = useEntriesOf(section.key);
  const texts = useSectionTexts();
  const remove = useDeleteEntry();
  const save = useSaveOrder<Entry>(kind.queryKey, kind.wire);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const addButton = useRef<HTMLDivElement>(null);
  const CONTROL_TEXTS = useControlTexts();
  const entryName = CONTROL_TEXTS.name;
  const titleOf = (entry: Entry | undefined) => (typeof entry?.title === 'string' ? entry.title : '');
  const nameOf = useCallback(
    (id: string) =>
      entryName(kind, (entries.find((entry) => entry._id === id)?.title as string | undefined) || undefined),
    [kind, entries, entryName],
  );
  const onMove = (activeId: string, overId: string) => {
    const moved = moveById(entries, activeId, overId);
    if (!moved) return;
    // The whole list with this section's slots holding its new order; only this section's ids are sent.
    let next = 0;
    const full = all.map((entry) => (entry.section === section.key ? moved[next++]! : entry));
    void save(full as Entry[], moved as Entry[]);
  };
  const refocus = (selector: string) =>
    requestAnimationFrame(() =>
      addButton.current?.closest('section')?.querySelector<HTMLElement>(selector)?.focus(),
    );
  const extra = { section: section.key };

  return (
    <CustomSection
      section={section}
      seams={{
        headerActions: (
          <div ref={addButton}>
            <AddButton noun={kind.noun} expanded={adding} onClick={() => setAdding(true)} />
          </div>
        ),
        top: adding ? (
          <SectionEntryForm
            resource={customEntries}
            entry={null}
            extra={extra}
            label={OWNER_TEXTS.addForm(kind.noun)}
            onClose={() => {
              setAdding(false);
              refocus('[aria-expanded]');
            }}
          />
        ) : null,
        emptyText: adding ? '' : texts.empty,
        renderItem: (entry, card) => {
          const name = entryName(kind, titleOf(entry) || undefined);
          const isEditing = editing === entry._id;
          return (
            <li
              key={entry._id}
              className={`${sectionStyles.card} ${ownerStyles.item} ${isEditing ? ownerStyles.editing : ''}`}
            >
              {isEditing ? (
                <SectionEntryForm
                  resource={customEntries}
                  entry={entry}
                  extra={extra}
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
                    onEdit={() => setEditing(entry._id)}
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
      }}
    />
  );
}
