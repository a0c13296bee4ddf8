/**
 * Work form at `/works/form/:id` (docs/product.md §2 and §3 "Work"; docs/product.md §5: no required-field checks beyond the shared
 * schema's formats; docs/product.md §8: 'Work saved!', 'Error saving Work', 'Error loading Work by Id').
 * The thumbnail is one image URL (docs/api.md: works.thumbnails is a string).
 */
import { ImageField } from '../owner-kit/image-upload.js';
import { workCreateSchema, workDefaults, workUpdateSchema, type Work } from '../../../shared/schemas.js';
import { CheckboxField, LinesField, LinkField, TextAreaField, TextField } from '../owner-kit/fields.js';
import { FormPage } from '../owner-kit/form-page.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { EntryLoader, pickFields, useEntryForm } from '../owner-kit/entry-form.js';
import { FormRoute } from '../owner-kit/form-route.js';
import type { Translations } from '../../../shared/i18n/languages.js';
import { works } from '../../../shared/resources/index.js';

const DEFAULTS = { ...workDefaults };
type Values = typeof DEFAULTS;

function WorkFormBody({
  id,
  initial,
  i18n,
}: {
  id: string;
  initial: Values;
  i18n?: Translations | undefined;
}) {
  const form = useEntryForm({
    resource: 'work',
    id,
    initial,
    labels: works.texts.labels,
    createSchema: workCreateSchema,
    translatable: works.translatable,
    i18n,
    updateSchema: workUpdateSchema,
  });
  const { values, set, field, bind } = form;
  return (
    <FormPage
      title={form.title}
      onSubmit={() => void form.submit()}
      submitLabel={form.submitLabel}
      backTo={ADMIN_PATHS.home}
      busy={form.saving}
      languageTabs={form.languageTabs}
    >
      <TextField {...bind('company')} />
      <LinkField {...bind('linkCompany')} />
      <TextField {...bind('jobTitle')} />
      <TextField {...bind('location')} />
      <TextField {...bind('dateStart')} type="date" />
      <TextField {...bind('dateEnd')} type="date" />
      <CheckboxField {...field('finished')} checked={values.finished} onChange={(v) => set('finished', v)} />
      <ImageField {...bind('thumbnails')} />
      <TextAreaField {...bind('description')} />
      <LinesField {...bind('highlights')} />
    </FormPage>
  );
}

/** The work form for one id (`new` creates). */
export function WorkForm({ id }: { id: string }) {
  return (
    <EntryLoader<Work> resource="work" id={id}>
      {(entity) => <WorkFormBody id={id} initial={pickFields(DEFAULTS, entity)} i18n={entity?.i18n} />}
    </EntryLoader>
  );
}

/** Route element for `/works/form/:id`. */
export default function WorkFormRoute() {
  return <FormRoute Form={WorkForm} />;
}
