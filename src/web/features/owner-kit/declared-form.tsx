/**
 * The entry form of `/{wire}/form/:id`, built from the resource's declaration
 * (docs/decisions/0116-a-resource-is-its-declaration.md): its fields and their order and controls
 * (`form`), labels (`texts.labels`, in the active language), validation
 * (`createSchema`/`updateSchema`), Spanish versions (`translatable`) and messages (docs/product.md §8,
 * through {@link useEntryForm}). What a resource has that no declaration says (the project's skill
 * and category pickers and the `All` rule) comes from its field-level hook
 * ({@link UseSpecialFields}): a React hook called in the form, giving a widget for each `special` field
 * and, optionally, a last change to the body.
 *
 * Form values: text-like controls hold strings, `checkbox` a boolean, `lines` and `images` a list of
 * strings, `percent` the input's text (sent as a number, empty text as NaN so the schema refuses it).
 */
import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { Translations } from '../../../shared/i18n/languages.js';
import type { AnyResource, FormControl } from '../../../shared/resources/index.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { EntryLoader, pickFields, useEntryForm, type EntryFormApi } from './entry-form.js';
import { CheckboxField, LinesField, LinkField, SelectField, TextAreaField, TextField } from './fields.js';
import { FormPage } from './form-page.js';
import { FormRoute } from './form-route.js';
import { ImageField } from './image-upload.js';
import { ImageUrlManager } from './image-url-manager.js';

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

/** The resource's own part of its form (docs/decisions/0116-a-resource-is-its-declaration.md). */
export interface SpecialFields {
  /** The widget of each `special` field, drawn in that field's place. */
  widgets?: Record<string, (form: EntryFormApi<FormValues>) => ReactNode>;
  /** The body after the declared conversion, before validation (e.g. the `All` category added). */
  toBody?: (body: Record<string, unknown>) => Record<string, unknown>;
}

/** A React hook called once per render of the form, before its state (may use queries). */
export type UseSpecialFields = () => SpecialFields;

/** The values of an enum field (a `select`), read from its schema. */
function enumOptions(resource: FormDeclaration, name: string): readonly string[] | undefined {
  const options = (resource.fields[name] as { options?: unknown } | undefined)?.options;
  return Array.isArray(options) ? (options as string[]) : undefined;
}

/** The form's fields in the order shown, with their controls: the declaration's `form`. */
export function declaredFields(resource: FormDeclaration): DeclaredField[] {
  const form = (resource.form ?? {}) as Record<string, FormControl | undefined>;
  return Object.entries(form).flatMap(([name, control]) => (control ? [{ name, control }] : []));
}

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

const noSpecialFields: UseSpecialFields = () => ({});

interface BodyProps {
  resource: FormDeclaration;
  id: string;
  initial: FormValues;
  i18n: Translations | undefined;
  useSpecial: UseSpecialFields;
}

function DeclaredFormBody({ resource, id, initial, i18n, useSpecial }: BodyProps) {
  const special = useSpecial();
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
  const { values, set, field, bind } = form;

  const control = ({ name, control: kind }: DeclaredField): ReactNode => {
    switch (kind) {
      case 'special':
        return special.widgets?.[name]?.(form) ?? null;
      case 'checkbox':
        return (
          <CheckboxField {...field(name)} checked={values[name] === true} onChange={(v) => set(name, v)} />
        );
      case 'images':
        return (
          <ImageUrlManager
            label={field(name).label}
            value={values[name] as string[]}
            onChange={(next) => set(name, next)}
            error={field(name).error}
          />
        );
      case 'lines':
        return <LinesField {...(bind(name) as Parameters<typeof LinesField>[0])} />;
      default:
        break;
    }
    const props = bind(name) as Parameters<typeof TextField>[0] & { onChange: (value: string) => void };
    switch (kind) {
      case 'link':
        return <LinkField {...props} />;
      case 'date':
        return <TextField {...props} type="date" />;
      case 'image':
        return <ImageField {...props} />;
      case 'paragraph':
        return <TextAreaField {...props} />;
      case 'select':
        return <SelectField {...props} options={enumOptions(resource, name) ?? []} />;
      case 'percent':
        return <TextField {...props} type="number" min={0} max={100} step={1} inputMode="numeric" />;
      default:
        return <TextField {...props} />;
    }
  };

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
        <Fragment key={declared.name}>{control(declared)}</Fragment>
      ))}
    </FormPage>
  );
}

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
