/**
 * A read-only description box (docs/product.md §2 "Description boxes are read-only, 9 rows", docs/product.md §9): a
 * read-only textarea of {@link DESCRIPTION_ROWS} rows. Empty text shows the dash of the read-only
 * display rule.
 *
 * Styled as the card's text, not as a field (docs/decisions/0072-cv-cards.md): no
 * border, no resize grip, no inner scroll; list lines ("- item") show with bullets ("• item"); the
 * box is as tall as its text (`field-sizing: content`), at most 9 rows. Longer text ends in a fade
 * with a 'Show more' button (`aria-expanded`) that opens the whole text ('Show less' closes it). The
 * button lies over the last row, so its appearing after the browser measured the text moves nothing
 * on the page (CLS).
 */
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { DESCRIPTION_ROWS } from '../../shared/constants.js';
import { isEmptyValue, withBullets } from './display.js';
import styles from './description-box.module.css';
import { useTexts } from '../i18n/i18n.js';

export interface DescriptionBoxProps {
  value: string | null | undefined;
  /** Label of the box (visually hidden: the card's heading says what it describes); 'Description'. */
  label?: string;
  /**
   * The box's id, unique on the page; without it one is generated. An island gives it (its own
   * root would generate another than the server's page did, docs/decisions/0160-visitor-page-islands.md).
   */
  id?: string;
}

export function DescriptionBox({ value, label: given, id: givenId }: DescriptionBoxProps) {
  const { LABELS } = useTexts();
  const label = given ?? LABELS.fields.description;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const box = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // List lines read with bullets (display.ts withBullets); a lone '-' is the empty value's dash.
  const text = isEmptyValue(value) ? '-' : withBullets(value);

  useEffect(() => {
    const element = box.current;
    if (!element || open) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, text]);

  return (
    <div className={open ? `${styles.wrap} ${styles.open}` : styles.wrap}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        ref={box}
        className={styles.box}
        readOnly
        rows={DESCRIPTION_ROWS}
        value={text}
        style={{ '--rows': DESCRIPTION_ROWS } as CSSProperties}
      />
      {overflows || open ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? LABELS.showLess : LABELS.showMore}
        </button>
      ) : null}
    </div>
  );
}
