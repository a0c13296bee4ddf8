/**
 * The in-place admin controls of the home page and footer (docs/product.md §4.6; docs/product.md §2 admin links):
 * {@link AddLink} (to `/{wire}/form/new`) and {@link EntryControls} (edit link to
 * `/{wire}/form/{id}`, delete button, and the drag handle when the list is sortable). Icon buttons
 * carry accessible names such as "Edit Work ACME", "Delete Work ACME", "Drag Work ACME". Sections
 * edited in place (the JSON Resume sections, decision 0030) use {@link AddButton} and give
 * `EntryControls` an `onEdit` instead of the link.
 *
 * One control bar for every entry (docs/decisions/0103-one-control-bar.md): drag, edit, delete in
 * this order, one below the other in the top-right corner of a card (admin-home.module.css places
 * it, the card keeps its room free), or in a row after a chip or a footer link (`row`). The bar
 * carries `data-entry-controls` (the end-to-end tests measure it).
 *
 * A delete that can only fail (the category 'All') is shown disabled with its reason: the button is
 * `aria-disabled` (still focusable, so the reason can be read), described by the reason
 * (`aria-describedby`, and `title` as the pointer's tooltip), and does nothing (decision 0072).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import styles from './admin-home.module.css';
import { AddIcon, DeleteIcon, EditIcon } from './icons.js';
import { formPath, useControlTexts, type EntryKind, type KindInfo } from './kinds.js';
import { DragHandle } from './sortable.js';

export interface AddLinkProps {
  kind: EntryKind;
  /** Visible text (default "Add {noun}"). */
  label?: string;
}

/** The add link of a section: `/{wire}/form/new`. */
export function AddLink({ kind, label }: AddLinkProps) {
  const CONTROL_TEXTS = useControlTexts();
  return (
    <Link to={formPath(kind, 'new')} className={styles.addLink}>
      <AddIcon />
      <span>{label ?? CONTROL_TEXTS.add(CONTROL_TEXTS.noun(kind))}</span>
    </Link>
  );
}

export interface AddButtonProps {
  /** The noun of the entries ("Add Award"). */
  noun: string;
  onClick: () => void;
  /** The add form is open (`aria-expanded`). */
  expanded?: boolean;
}

/** The add button of a section edited in place: opens its add form. */
export function AddButton({ noun, onClick, expanded }: AddButtonProps) {
  const CONTROL_TEXTS = useControlTexts();
  return (
    <button type="button" className={styles.addLink} onClick={onClick} aria-expanded={expanded}>
      <AddIcon />
      <span>{CONTROL_TEXTS.add(noun)}</span>
    </button>
  );
}

export interface EntryControlsProps {
  /** A named kind (its form route is the edit link) or a declared resource's kind (with `onEdit`). */
  kind: EntryKind | KindInfo;
  id: string;
  title: string | undefined;
  onDelete: () => void;
  /** Show the drag handle (the entry is in a sortable list). */
  sortable?: boolean;
  /** In a row after a chip or a footer link, in the flow (default: the card's top-right corner). */
  row?: boolean;
  /**
   * Controls beside a chip or a footer link: always shown (no room kept for invisible buttons); on a
   * pointer device quieter until their list item is hovered or holds the focus.
   */
  reveal?: boolean;
  /** Why this entry cannot be deleted: the delete button is shown disabled with this reason. */
  deleteDisabledReason?: string | undefined;
  /** Edit in place: the edit control is a button calling this instead of the form route's link. */
  onEdit?: () => void;
}

/** Drag handle, edit link and delete button of one entry. */
export function EntryControls({
  kind,
  id,
  title,
  onDelete,
  sortable = true,
  row = false,
  reveal = false,
  deleteDisabledReason,
  onEdit,
}: EntryControlsProps) {
  const CONTROL_TEXTS = useControlTexts();
  const name = CONTROL_TEXTS.name(kind, title);
  const reasonId = useId();
  return (
    <div
      data-entry-controls=""
      className={[styles.controls, row ? styles.row : '', reveal ? styles.reveal : '']
        .filter(Boolean)
        .join(' ')}
    >
      {sortable ? <DragHandle id={id} name={name} /> : null}
      {onEdit || typeof kind !== 'string' ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={CONTROL_TEXTS.edit(name)}
          title={CONTROL_TEXTS.edit(name)}
          onClick={onEdit}
        >
          <EditIcon />
        </button>
      ) : (
        <Link
          to={formPath(kind, id)}
          className={styles.iconButton}
          aria-label={CONTROL_TEXTS.edit(name)}
          title={CONTROL_TEXTS.edit(name)}
        >
          <EditIcon />
        </Link>
      )}
      {deleteDisabledReason ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={CONTROL_TEXTS.delete(name)}
          aria-disabled="true"
          aria-describedby={reasonId}
          title={deleteDisabledReason}
        >
          <DeleteIcon />
          <span id={reasonId} hidden>
            {deleteDisabledReason}
          </span>
        </button>
      ) : (
        <button
          type="button"
          className={`${styles.iconButton} ${styles.danger}`}
          aria-label={CONTROL_TEXTS.delete(name)}
          title={CONTROL_TEXTS.delete(name)}
          onClick={onDelete}
        >
          <DeleteIcon />
        </button>
      )}
    </div>
  );
}
