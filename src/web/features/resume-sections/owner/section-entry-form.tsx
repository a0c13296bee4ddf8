/**
 * The in-place add and edit form of a JSON Resume section's entry (decision 0030), generic over the
 * section's declaration (fields.ts): opened by the section's add button (above the list) or by an
 * entry's edit button (in the entry's place). Same rules as the spec's entry forms (docs/product.md §5 and §8,
 * src/web/features/owner-kit/use-entry-form.ts): the body is checked with the declaration's create or update
 * schema first (the first problem in the error dialog, every problem under its field, focus on the
 * first); then saved (api.ts); success shows the declaration's `saved` text ('Award saved!') and
 * closes the form; a refused save shows 'Error' with the server's message and keeps the form.
 * Cancel or Escape closes it unchanged. The first field takes the focus when the form opens.
 * The declaration's `translatable` fields have a Spanish version too (decision 0065): the "English |
 * Español" switch of the admin forms (features/owner-kit/content-language.tsx), and the body's `i18n`.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages.js';
import type { AnyResource } from '../../../../shared/resources/index.js';
import { TextAreaField, TextField } from '../../owner-kit/fields.js';
import { LinkField } from '../../owner-kit/link-field.js';
import { UploadedImageField } from '../../owner-kit/uploaded-image-field.js';
import { fieldErrors, issueField, issueText, serverMessage } from '../../owner-kit/errors.js';
import adminStyles from '../../owner-kit/admin.module.css';
import { TEXTS } from '../../../i18n/admin-texts.js';
import { showError, showSuccess } from '../../../lib/dialogs.js';
import type { Entry } from '../resume-sections.js';
import { useSaveSectionEntry } from './api.js';
import {
  CONTENT_LANGUAGE_TEXTS,
  LanguageTabs,
  useContentLanguage,
} from '../../owner-kit/content-language.js';
import type { ProseValue, Translations } from '../../../../shared/i18n/languages.js';
import { formBody, formFields, formValues, type FormField } from './fields.js';
import styles from './owner.module.css';
import { OWNER_TEXTS } from './texts.js';

export interface SectionEntryFormProps {
  resource: AnyResource;
  /** The entry to edit; null adds one. */
  entry: Entry | null;
  /** The form's accessible name ("New Award", "Edit Award Premio"). */
  label: string;
  /** Called after a save (with the saved entry) or a cancel (with nothing). */
  onClose: (saved?: Entry) => void;
  /** Fields sent with every save beside the form's (a custom entry's `section`, docs/product.md §27). */
  extra?: Record<string, unknown>;
}

export function SectionEntryForm({ resource, entry, label, onClose, extra }: SectionEntryFormProps) {
  const fields = formFields(resource);
  const [values, setValues] = useState(() => formValues(resource, entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSectionEntry(resource);
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const idOf = (field: string) => `${prefix}-${field}`;
  const labels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
  // The Spanish version edits as the form does: list fields as one item per line.
  const content = useContentLanguage(resource.translatable, spanishValues(resource, entry));

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const schema = entry ? resource.updateSchema : resource.createSchema;
    const parsed = schema.safeParse({
      ...extra,
      ...formBody(resource, values),
      ...translationBody(resource, content.body()),
    });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({
        ...fieldErrors(issues.filter((issue) => issue.path[0] !== 'i18n')),
        ...Object.fromEntries(
          issues
            .filter((issue) => issue.path[0] === 'i18n')
            .map((issue) => [issue.path.join('.'), issue.message]),
        ),
      });
      const first = issues[0];
      if (first) {
        const spanish = content.issueField(first.path);
        if (spanish !== undefined) {
          await showError(`${CONTENT_LANGUAGE_TEXTS.suffix(labels[spanish] ?? spanish)}: ${first.message}`);
          setTimeout(() => document.getElementById(`${idOf(spanish)}-es`)?.focus(), 0);
        } else {
          await showError(issueText(first, labels));
          document.getElementById(idOf(issueField(first)))?.focus();
        }
      }
      return;
    }
    setErrors({});
    let saved: Entry;
    try {
      saved = await save.mutateAsync({
        id: entry?._id ?? null,
        body: parsed.data as Record<string, unknown>,
      });
    } catch (error) {
      void showError(
        serverMessage(error, OWNER_TEXTS.saveError(resource.texts.noun)),
        MESSAGES.dialogs.error.title,
      );
      return;
    }
    void showSuccess(resource.texts.saved);
    onClose(saved);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const control = (field: FormField) => {
    const props = content.bind(
      field.name,
      {
        id: idOf(field.name),
        label: field.label,
        error: errors[field.name],
        value: values[field.name] ?? '',
        onChange: (value: string) => setValues((previous) => ({ ...previous, [field.name]: value })),
      },
      errors[`i18n.es.${field.name}`],
    );
    switch (field.control) {
      case 'paragraph':
        return <TextAreaField key={field.name} {...props} rows={4} />;
      case 'list':
        return (
          <div key={field.name} className={styles.hinted}>
            <TextAreaField {...props} rows={4} />
            <p className={styles.hint}>{OWNER_TEXTS.listHint}</p>
          </div>
        );
      case 'date':
        return (
          <div key={field.name} className={styles.hinted}>
            <TextField
              {...props}
              inputMode="numeric"
              placeholder={OWNER_TEXTS.dateHint}
              aria-describedby={`${props.id}-hint`}
            />
            <p id={`${props.id}-hint`} className={styles.hint}>
              {OWNER_TEXTS.dateHint}
            </p>
          </div>
        );
      case 'url':
        return <LinkField key={field.name} {...props} />;
      case 'image':
        return (
          <UploadedImageField
            key={field.name}
            id={props.id}
            label={props.label}
            value={props.value}
            onChange={props.onChange}
            error={props.error}
          />
        );
      default:
        return <TextField key={field.name} {...props} />;
    }
  };

  return (
    <form
      ref={formRef}
      className={`${adminStyles.form} ${styles.form}`}
      aria-labelledby={`${prefix}-heading`}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
    >
      <h3 id={`${prefix}-heading`} className={styles.formHeading}>
        {label}
      </h3>
      {content.tabs ? <LanguageTabs {...content.tabs} /> : null}
      {fields.map(control)}
      <div className={adminStyles.actions}>
        <button type="button" className={adminStyles.secondaryButton} onClick={() => onClose()}>
          {OWNER_TEXTS.cancel}
        </button>
        <button type="submit" className={adminStyles.primaryButton} aria-busy={save.isPending || undefined}>
          {entry ? TEXTS.update : TEXTS.create}
        </button>
      </div>
    </form>
  );
}

/** The entry's stored Spanish version as form values (list fields one item per line). */
function spanishValues(resource: AnyResource, entry: Entry | null): Translations | undefined {
  const stored = (entry as { i18n?: Translations } | null)?.i18n?.es;
  if (!stored) return undefined;
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(stored)) {
    values[field] = Array.isArray(value) ? value.join('\n') : String(value);
  }
  return { es: values };
}

/** The body's `i18n` from the form's Spanish values: list fields split into items as the form's own. */
function translationBody(resource: AnyResource, body: { i18n?: Translations }): { i18n?: Translations } {
  const spanish = body.i18n?.es;
  if (!spanish) return {};
  const converted = formBody(resource, spanish as Record<string, string>);
  return {
    i18n: {
      es: Object.fromEntries(Object.keys(spanish).map((field) => [field, converted[field] as ProseValue])),
    },
  };
}
