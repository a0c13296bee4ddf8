/**
 * The owner's menu of one section, beside its heading on the home page (docs/product.md §27): a
 * round "⋯" disclosure (its accessible name and tooltip "Section {heading}"; round so a narrow
 * section's heading keeps its width) with Move up, Move down, Hide/Show,
 * Rename (the heading in English and Spanish; empty keeps the section's own, except a custom
 * section's English heading, which is required) and, for a custom section, Delete (confirmed; refused
 * by the server while it has entries). A hidden section shows the "Hidden from visitors" badge.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { SectionWire } from '../../../../shared/sections.js';
import { confirmDialog } from '../../../lib/dialogs.js';
import { useLanguage, useTexts } from '../../../i18n/i18n.js';
import { TextField } from '../../owner-kit/fields.js';
import adminStyles from '../../owner-kit/admin.module.css';
import { customHeading } from '../custom-section.js';
import { useSectionTexts } from '../texts.js';
import styles from './owner.module.css';
import { useSectionActions } from './actions.js';

export interface SectionMenuProps {
  section: SectionWire;
  index: number;
  all: readonly SectionWire[];
}

/** The name of a section as the reader sees it. */
export function useSectionName(section: SectionWire): string {
  const language = useLanguage();
  const { RESOURCE_TEXTS } = useTexts();
  if (section.custom) return customHeading(section, language);
  return section.heading[language] || RESOURCE_TEXTS[section.key]?.heading || section.key;
}

export function SectionMenu({ section, index, all }: SectionMenuProps) {
  const texts = useSectionTexts();
  const actions = useSectionActions();
  const name = useSectionName(section);
  const [renaming, setRenaming] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  /** The menu closes once an action is chosen (Rename keeps it open for its form). */
  const closing = (action: () => Promise<unknown>) => () => {
    details.current?.removeAttribute('open');
    void action();
  };
  return (
    <div className={styles.menuRow}>
      {section.hidden ? <span className={styles.badge}>{texts.hiddenBadge}</span> : null}
      <details className={styles.menu} ref={details}>
        <summary className={styles.summary} aria-label={texts.menu(name)} title={texts.menu(name)}>
          <span aria-hidden="true">⋯</span>
        </summary>
        <div className={styles.panel}>
          <button
            type="button"
            className={adminStyles.smallButton}
            disabled={index === 0}
            onClick={closing(() => actions.move(all, index, -1))}
          >
            {texts.moveUp}
          </button>
          <button
            type="button"
            className={adminStyles.smallButton}
            disabled={index === all.length - 1}
            onClick={closing(() => actions.move(all, index, 1))}
          >
            {texts.moveDown}
          </button>
          <button
            type="button"
            className={adminStyles.smallButton}
            onClick={closing(() => actions.update(section.key, { hidden: !section.hidden }))}
          >
            {section.hidden ? texts.show : texts.hide}
          </button>
          <button
            type="button"
            className={adminStyles.smallButton}
            aria-expanded={renaming}
            onClick={() => setRenaming((open) => !open)}
          >
            {texts.rename}
          </button>
          {section.custom ? (
            <button
              type="button"
              className={`${adminStyles.smallButton} ${adminStyles.dangerButton}`}
              onClick={closing(() =>
                confirmDialog({
                  title: `${texts.confirmDelete.title} ${name}`,
                  text: texts.confirmDelete.text,
                }).then((yes) => (yes ? actions.remove(section.key) : undefined)),
              )}
            >
              {texts.remove}
            </button>
          ) : null}
          {renaming ? (
            <HeadingForm
              section={section}
              onDone={() => {
                setRenaming(false);
                details.current?.removeAttribute('open');
              }}
              save={(heading) => actions.update(section.key, { heading })}
            />
          ) : null}
        </div>
      </details>
    </div>
  );
}

/** The heading in both languages; `save` answers undefined when refused (the form stays). */
export function HeadingForm({
  section,
  save,
  onDone,
}: {
  section: Pick<SectionWire, 'custom' | 'heading'>;
  save: (heading: { en: string; es: string }) => Promise<unknown>;
  onDone: () => void;
}) {
  const texts = useSectionTexts();
  const id = useId();
  const [en, setEn] = useState(section.heading.en);
  const [es, setEs] = useState(section.heading.es);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (section.custom && en.trim() === '') {
      setError(texts.requiredHeading);
      document.getElementById(`${id}-en`)?.focus();
      return;
    }
    if ((await save({ en: en.trim(), es: es.trim() })) !== undefined) onDone();
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id={`${id}-en`}
        label={texts.headingEn}
        value={en}
        onChange={setEn}
        error={error}
        maxLength={80}
      />
      <TextField id={`${id}-es`} label={texts.headingEs} value={es} onChange={setEs} maxLength={80} />
      {section.custom ? null : <p className={styles.hint}>{texts.headingHint}</p>}
      <div className={adminStyles.actions}>
        <button type="submit" className={`${adminStyles.smallButton} ${adminStyles.primaryButton}`}>
          {texts.save}
        </button>
        <button type="button" className={adminStyles.smallButton} onClick={onDone}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
