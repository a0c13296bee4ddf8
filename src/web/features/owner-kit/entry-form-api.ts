/**
 * The shapes of an entry form's state (src/web/features/owner-kit/use-entry-form.ts): what a form
 * gives `useEntryForm` and what it gets back to render its fields and submit.
 */
import type { ZodType } from 'zod';
import type { Translations } from '../../../shared/i18n/languages.js';
import type { FormResource } from './entry-form-texts.js';
import type { LanguageTabsProps } from './content-language.js';

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
