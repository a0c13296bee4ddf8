/**
 * An entry form's state (docs/product.md §2 "Entry forms", docs/product.md §5 validation,
 * docs/product.md §8 messages): the values, inline field errors and the submit: validate with the
 * shared schema (create schema for `new`, update schema otherwise), showing the first problem
 * (./entry-form-issues.ts); then POST or PUT; success shows `MESSAGES.saved` ('Education
 * saved!'...) and at once goes to `/` (the lists were invalidated, so the home page shows the
 * change; decision 0070); failure shows 'Error:' with the server's message, or `MESSAGES.formSave`
 * when the server sent none. With `translatable` fields (decision 0065) the form also edits their
 * Spanish version (content-language.tsx) and the body carries `i18n`.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../lib/dialogs.js';
import { NEW_ID } from './entry-api.js';
import { useSaveEntry } from './save-entry.js';
import { serverMessage } from './errors.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { useTexts } from '../../i18n/i18n.js';
import { useContentLanguage } from './content-language.js';
import type { EntryFormApi, EntryFormOptions } from './entry-form-api.js';
import { inlineErrors, showFirstIssue } from './entry-form-issues.js';
import { fieldId, useFormTexts } from './entry-form-texts.js';

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
      setErrors(inlineErrors(issues));
      const first = issues[0];
      if (first) await showFirstIssue(first, resource.key, labels, content.issueField);
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
