/**
 * An image that opens whole in a lightbox (decision 0074: tall project images are cropped in the
 * carousel's 16:9 frame). The frame's content is wrapped in a button ('View {alt} whole',
 * `aria-haspopup="dialog"`); pressing it opens a native modal `<dialog>` with the image scaled to fit
 * the window (never cropped). Escape, the Close button or a click beside the image closes it, and
 * the browser gives the focus back to the button. The full image is requested only when opened.
 * docs/decisions/0074-lightbox.md.
 */
import { useRef, useState, type ReactNode } from 'react';
import { FallbackImage } from './fallback-image.js';
import styles from './lightbox.module.css';
import { useTexts } from '../i18n/i18n.js';

export interface LightboxProps {
  src: string | undefined;
  alt: string;
  /** What the page shows (the framed thumbnail). */
  children: ReactNode;
}

export function Lightbox({ src, alt, children }: LightboxProps) {
  const { LABELS } = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label={LABELS.viewWhole({ alt })}
        aria-haspopup="dialog"
        onClick={show}
      >
        {children}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={alt}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, not its content) closes.
          if (event.target === event.currentTarget) close();
        }}
      >
        {open ? <FallbackImage src={src} alt={alt} className={styles.image} loading="eager" /> : null}
        <button type="button" className={styles.close} onClick={close} aria-label={LABELS.close}>
          <span aria-hidden="true">×</span>
        </button>
      </dialog>
    </>
  );
}
