/**
 * The entry form of `/{wire}/form/:id`, built from the resource's declaration
 * (docs/decisions/0116-a-resource-is-its-declaration.md): its fields and their order and controls
 * (`form`, ./declared-fields.ts and ./declared-control.tsx), labels (`texts.labels`, in the active
 * language), validation (`createSchema`/`updateSchema`), Spanish versions (`translatable`) and
 * messages (docs/product.md §8, through `useEntryForm`; ./declared-form-body.tsx). What a resource
 * has that no declaration says (the project's skill and category pickers and the `All` rule) comes
 * from its field-level hook (./special-fields.ts). Values and body: ./declared-values.ts.
 */
import type { ComponentType } from 'react';
import type { Translations } from '../../../shared/i18n/languages.js';
import type { FormDeclaration } from './declared-fields.js';
import { DeclaredFormBody } from './declared-form-body.js';
import { declaredValues } from './declared-values.js';
import { EntryLoader } from './entry-loader.js';
import { FormRoute } from './form-route.js';
import { noSpecialFields, type UseSpecialFields } from './special-fields.js';

/** The form of `resource` for one id (`new` creates). */
export function DeclaredForm({
  resource,
  id,
  useSpecial = noSpecialFields,
}: {
  resource: FormDeclaration;
  id: string;
  useSpecial?: UseSpecialFields;
}) {
  return (
    <EntryLoader<{ i18n?: Translations }> resource={resource} id={id}>
      {(entity) => (
        <DeclaredFormBody
          resource={resource}
          id={id}
          initial={declaredValues(resource, entity)}
          i18n={entity?.i18n}
          useSpecial={useSpecial}
        />
      )}
    </EntryLoader>
  );
}

/**
 * The route element of `/{wire}/form/:id` for `resource` (guarded, keyed by id: form-route.tsx),
 * with its field-level hook when it has special widgets.
 */
export function declaredFormRoute(resource: FormDeclaration, useSpecial?: UseSpecialFields): ComponentType {
  function Form({ id }: { id: string }) {
    return <DeclaredForm resource={resource} id={id} {...(useSpecial ? { useSpecial } : {})} />;
  }
  return function DeclaredFormRoute() {
    return <FormRoute Form={Form} />;
  };
}
