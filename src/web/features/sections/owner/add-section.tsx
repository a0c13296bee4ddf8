/**
 * "Add section" at the end of the owner's sections (docs/product.md §27): opens a form with the new
 * section's heading in English (required) and Spanish; saved, the section appears last, empty, ready
 * for its entries.
 */
import { useState } from 'react';
import { AddIcon } from '../../owner-kit/icons.js';
import controlStyles from '../../owner-kit/admin-home.module.css';
import { useSectionTexts } from '../texts.js';
import { useSectionActions } from './actions.js';
import { HeadingForm } from './section-menu.js';
import styles from './owner.module.css';

export function AddSection() {
  const texts = useSectionTexts();
  const actions = useSectionActions();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.addSection}>
      <button
        type="button"
        className={controlStyles.addLink}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <AddIcon />
        <span>{texts.addSection}</span>
      </button>
      {open ? (
        <div className={styles.addForm} role="group" aria-label={texts.newSection}>
          <HeadingForm
            section={{ custom: true, heading: { en: '', es: '' } }}
            save={(heading) => actions.create(heading)}
            onDone={() => setOpen(false)}
          />
        </div>
      ) : null}
    </div>
  );
}
