/**
 * What an entry form at `/<resource>/form/:id` is named and says (docs/product.md §8 messages;
 * decision 0116): its resource's declaration parts, its texts in the active language, and the ids
 * of its fields.
 */
import type { ResourceKey } from '../../../shared/paths.js';
import type { AnyResource } from '../../../shared/resources/index.js';
import { useTexts } from '../../i18n/i18n.js';

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
  const maybe = <T>(table: Partial<Record<string, T>>) => table[key];
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
