/**
 * A file picker that also takes a dropped file and (when `acceptPaste`) a pasted one: a labelled
 * button opens the system picker; dragging a file over the zone highlights it. Used by the image
 * upload button and the data page (JSON Resume and backup files).
 */
import { useId, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import styles from './file-drop.module.css';

export interface FileDropProps {
  /** The button's text, e.g. 'Upload image'. */
  label: string;
  /** `accept` of the file input, e.g. `image/*` or `.json,application/json`. */
  accept: string;
  onFile: (file: File) => void;
  /** Also take a file pasted while the zone has focus. */
  acceptPaste?: boolean;
  disabled?: boolean;
  /** Accessible name of the picker when several share a page (defaults to `label`). */
  name?: string;
  /** A hint under the button ("or drop a file here"). */
  hint?: string;
  children?: ReactNode;
}

export function FileDrop({
  label,
  accept,
  onFile,
  acceptPaste = false,
  disabled,
  name,
  hint,
  children,
}: FileDropProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      className={`${styles.zone} ${over ? styles.over : ''}`}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      onPaste={
        acceptPaste
          ? (event: ClipboardEvent) => {
              if (event.clipboardData.files.length > 0) {
                event.preventDefault();
                take(event.clipboardData.files);
              }
            }
          : undefined
      }
    >
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        aria-label={name ?? label}
        className="visually-hidden"
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={styles.button} aria-disabled={disabled || undefined}>
        {label}
      </label>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      {children}
    </div>
  );
}
