/**
 * The owner's form of a JSON Resume section, derived from its declaration (decision 0030):
 * which control each field gets, and the conversion between the form's values (strings) and the
 * API's body. Rules, in order: a list field (its default is a list: highlights, keywords) is a text
 * area with one item per line; a date field (`DATE_FIELDS`: kept at the precision written, so a text
 * input, not a date picker) is a text input with a hint; a paragraph field (`PARAGRAPH_FIELDS`:
 * summary, reference) is a text area; `url` is a URL input; `image` (a custom entry's) is an upload
 * (owner-kit/uploaded-image-field.tsx); any other field is a text input. Fields
 * without a label in the declaration's texts are not shown.
 */
import type { AnyResource } from '../../../../shared/resources/index.js';
import { DATE_FIELDS, PARAGRAPH_FIELDS } from '../../../../shared/resources/entry-view.js';

export type FieldControl = 'text' | 'url' | 'date' | 'paragraph' | 'list' | 'image';

export interface FormField {
  name: string;
  label: string;
  control: FieldControl;
}

type Declaration = Pick<AnyResource, 'fields' | 'defaults' | 'texts'>;

/** The form's fields of `resource`, in declaration order. */
export function formFields(resource: Declaration): FormField[] {
  const defaults = resource.defaults as Record<string, unknown>;
  const labels = resource.texts.labels;
  return Object.keys(resource.fields).flatMap((name): FormField[] => {
    const label = labels[name];
    if (label === undefined) return [];
    let control: FieldControl = 'text';
    if (Array.isArray(defaults[name])) control = 'list';
    else if ((DATE_FIELDS as readonly string[]).includes(name)) control = 'date';
    else if ((PARAGRAPH_FIELDS as readonly string[]).includes(name)) control = 'paragraph';
    else if (name === 'url') control = 'url';
    else if (name === 'image') control = 'image';
    return [{ name, label, control }];
  });
}

/** The form's values (strings) of an entry, or of a new one (the declaration's defaults). */
export function formValues(
  resource: Declaration,
  entry: Record<string, unknown> | null,
): Record<string, string> {
  const defaults = resource.defaults as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const { name, control } of formFields(resource)) {
    const value = entry?.[name] ?? defaults[name];
    if (control === 'list') values[name] = Array.isArray(value) ? value.map(String).join('\n') : '';
    else
      values[name] =
        typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** The body to send: list fields split into lines (trimmed, empty lines left out), the rest as typed. */
export function formBody(resource: Declaration, values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { name, control } of formFields(resource)) {
    const value = values[name] ?? '';
    body[name] =
      control === 'list'
        ? value
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== '')
        : value;
  }
  return body;
}
