/**
 * The in-place admin controls of the home page and footer (issue 4 item 5; spec 2 admin links):
 * {@link AddLink} (to `/{wire}/form/new`) and {@link EntryControls} (edit link to
 * `/{wire}/form/{id}`, delete button, and the drag handle when the list is sortable). Icon buttons
 * carry accessible names such as "Edit Work ACME", "Delete Work ACME", "Drag Work ACME".
 */
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
}

/** Drag handle, edit link and delete button of one entry. */
export function EntryControls({
  kind,
  id,
  title,
  onDelete,
  sortable = true,
  row = false,
}: EntryControlsProps) {
  const name = entryName(kind, title);
  return (
    <div className={row ? `${styles.controls} ${styles.row}` : styles.controls}>
      {sortable ? <DragHandle id={id} name={name} /> : null}
      <Link
        to={formPath(kind, id)}
        className={styles.iconButton}
        aria-label={CONTROL_TEXTS.edit(name)}
        title={CONTROL_TEXTS.edit(name)}
      >
        <EditIcon />
      </Link>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.danger}`}
        aria-label={CONTROL_TEXTS.delete(name)}
        title={CONTROL_TEXTS.delete(name)}
        onClick={onDelete}
      >
        <DeleteIcon />
      </button>
    </div>
  );
}
