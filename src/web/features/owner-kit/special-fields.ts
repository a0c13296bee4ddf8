/**
 * What a resource has in its form that no declaration says (docs/decisions/0116-a-resource-is-its-declaration.md):
 * the project's skill and category pickers and the `All` rule come from its field-level hook, a
 * React hook called in the form, giving a widget for each `special` field and, optionally, a last
 * change to the body.
 */
import type { ReactNode } from 'react';
import type { FormValues } from './declared-fields.js';
import type { EntryFormApi } from './entry-form-api.js';

/** The resource's own part of its form (docs/decisions/0116-a-resource-is-its-declaration.md). */
export interface SpecialFields {
  /** The widget of each `special` field, drawn in that field's place. */
  widgets?: Record<string, (form: EntryFormApi<FormValues>) => ReactNode>;
  /** The body after the declared conversion, before validation (e.g. the `All` category added). */
  toBody?: (body: Record<string, unknown>) => Record<string, unknown>;
}

/** A React hook called once per render of the form, before its state (may use queries). */
export type UseSpecialFields = () => SpecialFields;

/** The hook of a resource without special fields. */
export const noSpecialFields: UseSpecialFields = () => ({});
