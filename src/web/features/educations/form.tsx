/**
 * Education form at `/educations/form/:id` (docs/product.md §2 and §3 "Education"; docs/product.md §5: the type must be chosen,
 * 'Please select a valid type of Education!'; docs/product.md §8: 'Education saved!', 'Error saving Education',
 * 'Error loading Education by Id'). Validation: the shared `educationCreateSchema` /
 * `educationUpdateSchema`.
 */
import { ImageField } from '../owner-kit/image-upload.js';
import { EDUCATION_TYPES } from '../../../shared/constants.js';
import {
  educationCreateSchema,
  educationDefaults,
  educationUpdateSchema,
  type Education,
} from '../../../shared/schemas.js';
import { CheckboxField, LinkField, SelectField, TextAreaField, TextField } from '../owner-kit/fields.js';
import { FormPage } from '../owner-kit/form-page.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { EntryLoader, pickFields, useEntryForm } from '../owner-kit/entry-form.js';
import { FormRoute } from '../owner-kit/form-route.js';
import type { Translations } from '../../../shared/i18n/languages.js';
import { educations } from '../../../shared/resources/index.js';

const DEFAULTS = { ...educationDefaults, typeEducation: '' };
type Values = typeof DEFAULTS;

function EducationFormBody({
  id,
  initial,
  i18n,
}: {
  id: string;
  initial: Values;
  i18n?: Translations | undefined;
}) {
  const form = useEntryForm({
    resource: 'education',
    id,
    initial,
    labels: educations.texts.labels,
    createSchema: educationCreateSchema,
    translatable: educations.translatable,
    i18n,
    updateSchema: educationUpdateSchema,
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
      <TextField {...bind('institutionName')} />
      <LinkField {...bind('linkInstitution')} />
      <ImageField {...bind('iconInstitution')} />
      <TextField {...bind('title')} />
      <LinkField {...bind('linkCertificate')} />
      <TextField {...bind('dateStart')} type="date" />
      <TextField {...bind('dateEnd')} type="date" />
      <CheckboxField {...field('finished')} checked={values.finished} onChange={(v) => set('finished', v)} />
      <SelectField {...bind('typeEducation')} options={EDUCATION_TYPES} />
      <TextAreaField {...bind('description')} />
    </FormPage>
  );
}

/** The education form for one id (`new` creates). */
export function EducationForm({ id }: { id: string }) {
  return (
    <EntryLoader<Education> resource="education" id={id}>
      {(entity) => <EducationFormBody id={id} initial={pickFields(DEFAULTS, entity)} i18n={entity?.i18n} />}
    </EntryLoader>
  );
}

/** Route element for `/educations/form/:id`. */
export default function EducationFormRoute() {
  return <FormRoute Form={EducationForm} />;
}
