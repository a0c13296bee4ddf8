/**
 * The control of one declared field (docs/decisions/0116-a-resource-is-its-declaration.md): the
 * declaration's `form` names it (text, link, date, image, paragraph, select, percent, checkbox,
 * lines, images) and the resource's special widgets draw its `special` fields.
 */
import type { ReactNode } from 'react';
import { enumOptions, type DeclaredField, type FormDeclaration, type FormValues } from './declared-fields.js';
import type { EntryFormApi } from './entry-form-api.js';
import { CheckboxField } from './checkbox-field.js';
import { SelectField, TextAreaField, TextField } from './fields.js';
import { LinesField } from './lines-field.js';
import { LinkField } from './link-field.js';
import { ImageField } from './image-field.js';
import { ImageUrlManager } from './image-url-manager.js';
import type { SpecialFields } from './special-fields.js';

/**
 * The control of `declared`, bound to the form's state; a `select` shows `optionWords` (field → value →
 * word in the active language, the declaration's `texts.options`, decision 0240).
 */
export function declaredControl(
  { name, control: kind }: DeclaredField,
  form: EntryFormApi<FormValues>,
  special: SpecialFields,
  resource: FormDeclaration,
  optionWords?: Readonly<Record<string, Readonly<Record<string, string>>>>,
): ReactNode {
  const { values, set, field, bind } = form;
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
      return (
        <SelectField {...props} options={enumOptions(resource, name) ?? []} words={optionWords?.[name]} />
      );
    case 'percent':
      return <TextField {...props} type="number" min={0} max={100} step={1} inputMode="numeric" />;
    default:
      return <TextField {...props} />;
  }
}
