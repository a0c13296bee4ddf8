/**
 * The fields of a declared entry form (docs/decisions/0116-a-resource-is-its-declaration.md): the
 * declaration parts the form reads, its fields in the order shown with their controls (the
 * declaration's `form`), and the options of a `select`.
 *
 * Form values: text-like controls hold strings, `checkbox` a boolean, `lines` and `images` a list of
 * strings, `percent` the input's text (sent as a number, empty text as NaN so the schema refuses it).
 */
import type { AnyResource, FormControl } from '../../../shared/resources/index.js';

/** The declaration parts the form reads. */
export type FormDeclaration = Pick<
  AnyResource,
  | 'key'
  | 'wire'
  | 'label'
  | 'fields'
  | 'defaults'
  | 'texts'
  | 'translatable'
  | 'form'
  | 'createSchema'
  | 'updateSchema'
>;

/** A form's values by field name (see the module's note for each control's value). */
export type FormValues = Record<string, string | boolean | string[]>;

/** One field of the form. */
export interface DeclaredField {
  name: string;
  control: FormControl;
}

/**
 * The values of an enum field (a `select`), read from its schema; '' (an optional choice left empty,
 * decision 0240) is the select's placeholder, not an option.
 */
export function enumOptions(resource: FormDeclaration, name: string): readonly string[] | undefined {
  const options = (resource.fields[name] as { options?: unknown } | undefined)?.options;
  return Array.isArray(options) ? (options as string[]).filter((option) => option !== '') : undefined;
}

/** The form's fields in the order shown, with their controls: the declaration's `form`. */
export function declaredFields(resource: FormDeclaration): DeclaredField[] {
  const form = (resource.form ?? {}) as Record<string, FormControl | undefined>;
  return Object.entries(form).flatMap(([name, control]) => (control ? [{ name, control }] : []));
}
