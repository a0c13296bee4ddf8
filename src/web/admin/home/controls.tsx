/**
 * The in-place admin controls of the home page and footer (issue 4 item 5; spec 2 admin links):
 * {@link AddLink} (to `/{wire}/form/new`) and {@link EntryControls} (edit link to
 * `/{wire}/form/{id}`, delete button, and the drag handle when the list is sortable). Icon buttons
 * carry accessible names such as "Edit Work ACME", "Delete Work ACME", "Drag Work ACME".
 *
 * A delete that can only fail (the category 'All') is shown disabled with its reason: the button is
 * `aria-disabled` (still focusable, so the reason can be read), described by the reason
 * (`aria-describedby`, and `title` as the pointer's tooltip), and does nothing (issue 12 item 8).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import styles from './admin-home.module.css';
import { AddIcon, DeleteIcon, EditIcon } from './icons.js';
import { CONTROL_TEXTS, entryName, formPath, KINDS, type EntryKind } from './kinds.js';
import { DragHandle } from './sortable.js';

export interface AddLinkProps {
  kind: EntryKind;
  /** Visible text (default "Add {noun}"). */
  label?: string;
}

/** The add link of a section: `/{wire}/form/new`. */
export function AddLink({ kind, label }: AddLinkProps) {
  return (
    <Link to={formPath(kind, 'new')} className={styles.addLink}>
      <AddIcon />
      <span>{label ?? CONTROL_TEXTS.add(KINDS[kind].noun)}</span>
    </Link>
  );
}

export interface EntryControlsProps {
  kind: EntryKind;
  id: string;
  title: string | undefined;
  onDelete: () => void;
  /** Show the drag handle (the entry is in a sortable list). */
  sortable?: boolean;
  /** Lay the controls out in a row (default: the section's own layout). */
  row?: boolean;
  /**
   * Small controls beside a chip or a footer link: on a pointer device they appear while their list
   * item is hovered or holds the focus; on touch screens they always show (issue 12 item 8).
   */
  reveal?: boolean;
  /** Why this entry cannot be deleted: the delete button is shown disabled with this reason. */
  deleteDisabledReason?: string | undefined;
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
}: EntryControlsProps) {
  const name = entryName(kind, title);
  const reasonId = useId();
  return (
    <div
      className={[styles.controls, row ? styles.row : '', reveal ? styles.reveal : '']
        .filter(Boolean)
        .join(' ')}
    >
      {sortable ? <DragHandle id={id} name={name} /> : null}
      <Link
        to={formPath(kind, id)}
        className={styles.iconButton}
        aria-label={CONTROL_TEXTS.edit(name)}
        title={CONTROL_TEXTS.edit(name)}
      >
        <EditIcon />
      </Link>
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
