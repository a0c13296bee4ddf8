/**
 * A declared entry form's values (docs/decisions/0116-a-resource-is-its-declaration.md): its first
 * values, of an entry or of a new one (the declaration's defaults), and the body sent of them.
 * Each control's value: src/web/features/owner-kit/declared-fields.ts.
 */
import type { FormControl } from '../../../shared/resources/index.js';
import { declaredFields, type FormDeclaration, type FormValues } from './declared-fields.js';
import { pickFields } from './entry-form.js';

/** The empty value of a control, for a field without a default (a required type: nothing chosen). */
function emptyValue(control: FormControl): string | boolean | string[] {
  if (control === 'checkbox') return false;
  if (control === 'lines' || control === 'images' || control === 'special') return [];
  return '';
}

/** The form's values of an entry, or of a new one (the declaration's defaults; `percent` as text). */
export function declaredValues(resource: FormDeclaration, entity: object | null | undefined): FormValues {
  const defaults = resource.defaults as Record<string, unknown>;
  const initial: FormValues = {};
  for (const { name, control } of declaredFields(resource)) {
    const fallback = defaults[name];
    if (fallback === undefined) initial[name] = emptyValue(control);
    else if (control === 'percent') initial[name] = String(fallback as number);
    else initial[name] = fallback as string | boolean | string[];
  }
  return pickFields(initial, entity);
}

/** The body of the form's values: `percent` text as a number (empty text is NaN, which the schema refuses). */
export function declaredBody(resource: FormDeclaration, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  for (const { name, control } of declaredFields(resource)) {
    if (control !== 'percent') continue;
    const text = String(values[name] ?? '');
    body[name] = text.trim() === '' ? Number.NaN : Number(text);
  }
  return body;
}
