/**
 * The machinery shared by the six entry forms at `/<resource>/form/:id` (docs/product.md §2 "Entry forms",
 * docs/product.md §5 validation, docs/product.md §8 messages; docs/product.md §2.16), in rooms:
 *
 * - ./entry-loader.tsx (`EntryLoader`): the entry the form edits, loaded (or none for `new`).
 * - ./use-entry-form.ts (`useEntryForm`, its shapes in ./entry-form-api.ts): form state, inline
 *   field errors and the submit; the refused values in ./entry-form-issues.ts.
 * - ./entry-form-texts.ts: the form's texts in the active language and its fields' ids.
 * - here, {@link pickFields}: the form's first values, from the loaded entry.
 */
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
