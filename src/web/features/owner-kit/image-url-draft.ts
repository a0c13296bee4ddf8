/**
 * The typed URL of an image URL list (docs/product.md §5 "Image URL add"): the URL must be a valid
 * absolute http(s) URL that is not already in the list ({@link canAddImage}), otherwise the error
 * dialog says 'Invalid or duplicate URL!'. Enter in the URL field adds (it does not submit the
 * surrounding form); the field is cleared once the URL is added.
 */
import { useState, type KeyboardEvent } from 'react';
import { showError } from '../../lib/dialogs.js';
import { useTexts } from '../../i18n/i18n.js';
import { canAddImage } from './image-list.js';

/** The draft URL, `add` (the Add button's) and the URL field's `onKeyDown` (Enter adds). */
export function useImageUrlDraft(value: readonly string[], onChange: (next: string[]) => void) {
  const { MESSAGES } = useTexts();
  const [draft, setDraft] = useState('');
  const add = () => {
    const url = draft.trim();
    if (!canAddImage(value, url)) {
      void showError(MESSAGES.validation.invalidOrDuplicateUrl);
      return;
    }
    onChange([...value, url]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return { draft, setDraft, add, onKeyDown };
}
