/**
 * The declared entry form itself (docs/decisions/0116-a-resource-is-its-declaration.md): the
 * resource's special fields, the form's state (labels, validation, Spanish versions and messages
 * through `useEntryForm`, src/web/features/owner-kit/use-entry-form.ts) and each field's control
 * in the declared order, on the form page.
 */
import { Fragment } from 'react';
import type { Translations } from '../../../shared/i18n/languages.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { declaredControl } from './declared-control.js';
import { declaredFields, type FormDeclaration, type FormValues } from './declared-fields.js';
import { declaredBody } from './declared-values.js';
import { FormPage } from './form-page.js';
import type { UseSpecialFields } from './special-fields.js';
import { useEntryForm } from './use-entry-form.js';
import { useTexts } from '../../i18n/i18n.js';

export interface DeclaredFormBodyProps {
  resource: FormDeclaration;
  id: string;
  initial: FormValues;
  i18n: Translations | undefined;
  useSpecial: UseSpecialFields;
}

/** The form of one entry (or a new one) with its first values. */
export function DeclaredFormBody({ resource, id, initial, i18n, useSpecial }: DeclaredFormBodyProps) {
  const special = useSpecial();
  // The select's option words in the active language (the declaration's, decision 0240).
  const optionWords = useTexts().RESOURCE_TEXTS[resource.wire]?.options;
  const form = useEntryForm<FormValues>({
    resource,
    id,
    initial,
    labels: resource.texts.labels,
    createSchema: resource.createSchema,
    updateSchema: resource.updateSchema,
    translatable: resource.translatable,
    i18n,
    toBody: (values) => {
      const body = declaredBody(resource, values);
      return special.toBody ? special.toBody(body) : body;
    },
  });

  return (
    <FormPage
      title={form.title}
      onSubmit={() => void form.submit()}
      submitLabel={form.submitLabel}
      backTo={ADMIN_PATHS.home}
      busy={form.saving}
      languageTabs={form.languageTabs}
    >
      {declaredFields(resource).map((declared) => (
        <Fragment key={declared.name}>
          {declaredControl(declared, form, special, resource, optionWords)}
        </Fragment>
      ))}
    </FormPage>
  );
}
