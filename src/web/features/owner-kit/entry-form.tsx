/**
 * The machinery shared by the six entry forms at `/<resource>/form/:id` (docs/product.md §2 "Entry forms",
 * docs/product.md §5 validation, docs/product.md §8 messages; docs/product.md §2.16).
 *
 * - {@link EntryLoader}: `new` renders the form at once with no entity; any other id loads the entry
 *   (GET {resource}/{id}); while loading it shows 'Loading...'; a failed load shows the spec's
 *   'Error loading … by Id' error dialog (`MESSAGES.formLoad`) and, on the page, the server's message
 *   and Go Back.
 * - {@link useEntryForm}: form state, inline field errors and the submit: validate with the shared
 *   schema (create schema for `new`, update schema otherwise), showing the first problem in the error
 *   dialog (the spec's own text for type fields, e.g. 'Please select a valid type of Education!');
 *   then POST or PUT; success shows `MESSAGES.saved` ('Education saved!'...) and at once goes to `/`
 *   (the lists were invalidated, so the home page shows the change; decision 0070); failure shows
 *   'Error:' with the server's message, or `MESSAGES.formSave` when the server sent none. With
 *   `translatable` fields (decision 0065) the form also edits their Spanish version
 *   (content-language.tsx) and the body carries `i18n`; a Spanish value that fails its rule shows
 *   as "<label> (Español): <message>" and the form switches to the Spanish version to focus it.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import type { Translations } from '../../../shared/i18n/languages.js';
import type { ResourceKey } from '../../../shared/paths.js';
import type { AnyResource } from '../../../shared/resources/index.js';
import { showError, showSuccess } from '../../lib/dialogs.js';
import { NEW_ID, useEntry, useSaveEntry } from './admin-api.js';
import { fieldErrors, issueField, issueText, serverMessage } from './errors.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import styles from './admin.module.css';
import { useTexts } from '../../i18n/i18n.js';

import { CONTENT_LANGUAGE_TEXTS, useContentLanguage, type LanguageTabsProps } from './content-language.js';

/** The declaration parts an entry form reads to load, save and name a resource's entries. */
export type FormResource = Pick<AnyResource, 'key' | 'wire' | 'label' | 'texts'>;

/**
 * The form's texts in the active language: the spec's own for the six resources of docs/product.md §8
 * ('Error loading Work by Id', 'Work saved!', headings 'New work'), and for any other declared
 * resource the same patterns with its label ('Error loading Course by Id') and its catalogue entry's
 * noun and saved text, the heading being the submit words and the noun ('Create Course'; decision 0116).
 */
export function useFormTexts(resource: FormResource) {
  const { MESSAGES, TEXTS, RESOURCE_TEXTS } = useTexts();
  const key = resource.key as ResourceKey;
  const own = RESOURCE_TEXTS[resource.wire];
  const noun = own?.noun ?? resource.texts.noun;
  const maybe = <T,>(table: Partial<Record<string, T>>) => table[key];
  return {
    loadError: maybe(MESSAGES.formLoad) ?? `Error loading ${resource.label} by Id`,
    saveError: maybe(MESSAGES.formSave) ?? `Error saving ${resource.label}`,
    saved: maybe(MESSAGES.saved) ?? own?.saved ?? resource.texts.saved,
    heading: maybe(TEXTS.formHeading) ?? { new: `${TEXTS.create} ${noun}`, edit: `${TEXTS.update} ${noun}` },
  };
}

/** The `id` of a form element for `field` of `resource` (labels and focus use it). */
export function fieldId(resource: string, field: string): string {
  return `${resource}-${field}`;
}

/**
 * Copy the form's fields from an entity: every key of `defaults`, taking the entity's value when it
 * has one of the same kind (string, boolean, array), else the default.
 */
export function pickFields<T extends Record<string, unknown>>(
  defaults: T,
  entity: object | null | undefined,
): T {
  const source = (entity ?? {}) as Record<string, unknown>;
  const result: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const wanted = defaults[key];
    const value = source[key];
    if (Array.isArray(wanted)) result[key] = Array.isArray(value) ? value.map(String) : wanted;
    else if (typeof wanted === 'boolean') result[key] = typeof value === 'boolean' ? value : wanted;
    else if (typeof wanted === 'string')
      result[key] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : wanted;
    else result[key] = value ?? wanted;
  }
  return result as T;
}

export interface EntryLoaderProps<TEntity> {
  resource: FormResource;
  id: string;
  /** Renders the form with the loaded entity, or null for `new`. */
  children: (entity: TEntity | null) => ReactNode;
}

export function EntryLoader<TEntity>({ resource, id, children }: EntryLoaderProps<TEntity>) {
  const { TEXTS } = useTexts();
  const texts = useFormTexts(resource);
  const navigate = useNavigate();
  const query = useEntry<TEntity>(resource, id, () => {
    void showError(texts.loadError);
  });
  if (id === NEW_ID) return <>{children(null)}</>;
  if (query.isPending) {
    return (
      <p role="status" className={styles.status}>
        {TEXTS.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{texts.heading.edit}</h1>
        <p className={styles.pageError}>{serverMessage(query.error, texts.loadError)}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => void navigate(ADMIN_PATHS.home)}
          >
            {TEXTS.goBack}
          </button>
        </div>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export interface EntryFormOptions<TValues extends Record<string, unknown>> {
  resource: FormResource;
  id: string;
  initial: TValues;
  /**
   * Labels by field name, in English: the declaration's `texts.labels` (src/shared/resources/). The
   * form shows them in the active language (the resource's `RESOURCE_TEXTS` entry of the catalogue).
   */
  labels: Record<string, string>;
  createSchema: ZodType;
  updateSchema: ZodType;
  /** Form values -> the body to validate and send (e.g. percent text -> number). Identity by default. */
  toBody?: (values: TValues) => unknown;
  /** The resource's prose fields, edited in both languages (its declaration's `translatable`). */
  translatable?: readonly string[];
  /** The loaded entry's translations (`entity.i18n`). */
  i18n?: Translations | undefined;
}

export interface EntryFormApi<TValues extends Record<string, unknown>> {
  values: TValues;
  isNew: boolean;
  saving: boolean;
  /** Change one field. */
  set: <K extends keyof TValues>(name: K, value: TValues[K]) => void;
  /** id, label and inline error of a field, to spread into a field component. */
  field: (name: keyof TValues & string) => { id: string; label: string; error: string | undefined };
  /** `field(name)` plus its value and change handler: `<TextField {...bind('title')} />`. */
  bind: <K extends keyof TValues & string>(
    name: K,
  ) => {
    id: string;
    label: string;
    error: string | undefined;
    value: TValues[K];
    onChange: (value: TValues[K]) => void;
  };
  submit: () => Promise<void>;
  submitLabel: string;
  /** The "English | Español" switch's props for FormPage (undefined: nothing to translate). */
  languageTabs: LanguageTabsProps | undefined;
  /** The form's heading: 'New work' when creating, 'Edit work' when editing. */
  title: string;
}

export function useEntryForm<TValues extends Record<string, unknown>>(
  options: EntryFormOptions<TValues>,
): EntryFormApi<TValues> {
  const { MESSAGES, TEXTS, RESOURCE_TEXTS } = useTexts();
  const { resource, id, initial } = options;
  const texts = useFormTexts(resource);
  // The declaration's labels (English), read in the active language from its catalogue entry.
  const labels = { ...options.labels, ...RESOURCE_TEXTS[resource.wire]?.labels };
  const isNew = id === NEW_ID;
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEntry<unknown>(resource);
  const navigate = useNavigate();
  const content = useContentLanguage(options.translatable ?? [], options.i18n);

  const set = <K extends keyof TValues>(name: K, value: TValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const field = (name: keyof TValues & string) => ({
    id: fieldId(resource.key, name),
    label: labels[name] ?? name,
    error: errors[name],
  });

  const bind = <K extends keyof TValues & string>(name: K) => {
    const plain = { ...field(name), value: values[name], onChange: (value: TValues[K]) => set(name, value) };
    if (!content.isTranslated(name)) return plain;
    return content.bind(name, plain as never, errors[`i18n.es.${name}`]) as unknown as typeof plain;
  };

  const submit = async () => {
    const { toBody, createSchema, updateSchema } = options;
    const plain = toBody ? toBody(values) : values;
    const body = { ...(plain as object), ...content.body() };
    const parsed = (isNew ? createSchema : updateSchema).safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const translated = issues.filter((issue) => issue.path[0] === 'i18n');
      setErrors({
        ...fieldErrors(issues.filter((issue) => issue.path[0] !== 'i18n')),
        ...Object.fromEntries(translated.map((issue) => [issue.path.join('.'), issue.message])),
      });
      const first = issues[0];
      if (first) {
        const spanish = content.issueField(first.path);
        if (spanish !== undefined) {
          const label = CONTENT_LANGUAGE_TEXTS.suffix(labels[spanish] ?? spanish);
          await showError(`${label}: ${first.message}`);
          setTimeout(() => document.getElementById(`${fieldId(resource.key, spanish)}-es`)?.focus(), 0);
        } else {
          await showError(issueText(first, labels));
          setTimeout(() => document.getElementById(fieldId(resource.key, issueField(first)))?.focus(), 0);
        }
      }
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id, body: parsed.data });
    } catch (error) {
      void showError(serverMessage(error, texts.saveError), MESSAGES.dialogs.error.title);
      return;
    }
    void showSuccess(texts.saved);
    void navigate(ADMIN_PATHS.home);
  };

  return {
    values,
    isNew,
    saving: save.isPending,
    set,
    field,
    bind,
    submit,
    submitLabel: isNew ? TEXTS.create : TEXTS.update,
    title: texts.heading[isNew ? 'new' : 'edit'],
    languageTabs: content.tabs,
  };
}
