/**
 * The frame of every admin form page: a heading, a `<form>` (no native validation bubbles, so the
 * spec's own messages show), the fields, and the action row with Go Back (a button that navigates to
 * `backTo`) and the submit button (docs/product.md §2: "Go Back to /" and "a Create or Update button").
 * Enter in any single-line field submits, as with any form.
 *
 * Once a field changed (any `input` or `change` event in the form), Go Back, in-app links and the
 * browser's Back button ask before discarding the input, and leaving the site gets the browser's question
 * (src/web/features/owner-kit/unsaved-changes.ts; decision 0073).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { confirmDiscard } from './discard-question.js';
import { useUnsavedChanges } from './unsaved-changes.js';
import { HistoryLink } from './history-link.js';
import { LanguageTabs, type LanguageTabsProps } from './content-language.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

export interface FormPageProps {
  title: string;
  /** Called on submit; the default browser submission is already prevented. */
  onSubmit: () => void;
  submitLabel: string;
  /** Where Go Back leads (spec: `/` for entry forms, `/profile` for the profile forms). */
  backTo: string;
  submitDisabled?: boolean;
  /** True while the save is under way: the submit button shows busy and cannot be pressed twice. */
  busy?: boolean;
  children: ReactNode;
  /** Extra content under the actions (e.g. a page-level message). */
  footer?: ReactNode;
  /** The "English | Español" switch above the fields, for forms with prose (decisions 0060 and 0065). */
  languageTabs?: LanguageTabsProps | undefined;
}

export function FormPage({
  title,
  onSubmit,
  submitLabel,
  backTo,
  submitDisabled,
  busy,
  children,
  footer,
  languageTabs,
}: FormPageProps) {
  const { TEXTS } = useTexts();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const markDirty = () => {
    if (!dirty) setDirty(true);
  };
  const goBack = async () => {
    if (dirty && !(await confirmDiscard())) return;
    void navigate(backTo);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit();
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <HistoryLink />
      <form
        className={styles.form}
        onSubmit={handleSubmit}
        onInput={markDirty}
        onChange={markDirty}
        noValidate
        aria-label={title}
      >
        {languageTabs ? <LanguageTabs {...languageTabs} /> : null}
        {children}
        <div className={styles.actions}>
          <button type="button" className={styles.secondaryButton} onClick={() => void goBack()}>
            {TEXTS.goBack}
          </button>
          <button
            type="submit"
            className={styles.primaryButton}
            disabled={submitDisabled}
            aria-busy={busy || undefined}
          >
            {submitLabel}
          </button>
        </div>
      </form>
      {footer}
    </div>
  );
}
