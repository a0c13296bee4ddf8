/**
 * An entry form's refused values (docs/product.md §5 validation; decision 0065 for the Spanish
 * version): the inline errors under the fields, and the first problem in the error dialog (the
 * spec's own text for type fields, e.g. 'Please select a valid type of Education!'), with its
 * field focused. A Spanish value that fails its rule shows as "<label> (Español): <message>", and
 * the form switches to the Spanish version (`spanishField`) to focus it.
 */
import { showError } from '../../lib/dialogs.js';
import { CONTENT_LANGUAGE_TEXTS } from './content-language.js';
import { fieldId } from './entry-form-texts.js';
import { fieldErrors, issueField, issueText, type IssueLike } from './errors.js';

/** The inline errors: field name -> message, and `i18n.es.<field>` -> message for the Spanish ones. */
export function inlineErrors(issues: readonly IssueLike[]): Record<string, string> {
  const translated = issues.filter((issue) => issue.path[0] === 'i18n');
  return {
    ...fieldErrors(issues.filter((issue) => issue.path[0] !== 'i18n')),
    ...Object.fromEntries(translated.map((issue) => [issue.path.join('.'), issue.message])),
  };
}

/**
 * Show `first` in the error dialog and, once it is closed, focus its field. `spanishField` answers
 * the field of an issue on its Spanish version (switching the form to it), undefined for any other.
 */
export async function showFirstIssue(
  first: IssueLike,
  resourceKey: string,
  labels: Record<string, string>,
  spanishField: (path: readonly PropertyKey[]) => string | undefined,
): Promise<void> {
  const spanish = spanishField(first.path);
  if (spanish !== undefined) {
    const label = CONTENT_LANGUAGE_TEXTS.suffix(labels[spanish] ?? spanish);
    await showError(`${label}: ${first.message}`);
    setTimeout(() => document.getElementById(`${fieldId(resourceKey, spanish)}-es`)?.focus(), 0);
  } else {
    await showError(issueText(first, labels));
    setTimeout(() => document.getElementById(fieldId(resourceKey, issueField(first)))?.focus(), 0);
  }
}
