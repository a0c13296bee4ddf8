/**
 * Skill ("language") form at `/languages/form/:id` (docs/product.md §2 and §3 "Language"; docs/product.md §5: the type must be
 * chosen, 'Please select a valid Type of Language!'; docs/product.md §8: 'Language saved!', 'Error saving
 * Language', 'Error loading Language by Id'). Percent is a whole number from 0 to 100 (contract),
 * default 0 (docs/product.md §9).
 */
import { ImageField } from '../owner-kit/image-upload.js';
import { SKILL_TYPES } from '../../../shared/constants.js';
import { skillCreateSchema, skillDefaults, skillUpdateSchema, type Skill } from '../../../shared/schemas.js';
import { SelectField, TextField } from '../owner-kit/fields.js';
import { FormPage } from '../owner-kit/form-page.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { EntryLoader, pickFields, useEntryForm } from '../owner-kit/entry-form.js';
import { FormRoute } from '../owner-kit/form-route.js';
import type { Translations } from '../../../shared/i18n/languages.js';
import { skills } from '../../../shared/resources/index.js';

/** Form values: percent is the input's text. */
const DEFAULTS = {
  title: skillDefaults.title,
  percent: String(skillDefaults.percent),
  type: '',
  thumbnails: skillDefaults.thumbnails,
};
type Values = typeof DEFAULTS;

/** Values -> body: percent as a number (empty text is NaN, which the schema refuses). */
export function skillBody(values: Values) {
  const percent = values.percent.trim() === '' ? Number.NaN : Number(values.percent);
  return { ...values, percent };
}

function SkillFormBody({
  id,
  initial,
  i18n,
}: {
  id: string;
  initial: Values;
  i18n?: Translations | undefined;
}) {
  const form = useEntryForm({
    resource: 'skill',
    id,
    initial,
    labels: skills.texts.labels,
    createSchema: skillCreateSchema,
    translatable: skills.translatable,
    i18n,
    updateSchema: skillUpdateSchema,
    toBody: skillBody,
  });
  const { bind } = form;
  return (
    <FormPage
      title={form.title}
      onSubmit={() => void form.submit()}
      submitLabel={form.submitLabel}
      backTo={ADMIN_PATHS.home}
      busy={form.saving}
      languageTabs={form.languageTabs}
    >
      <TextField {...bind('title')} />
      <TextField {...bind('percent')} type="number" min={0} max={100} step={1} inputMode="numeric" />
      <SelectField {...bind('type')} options={SKILL_TYPES} />
      <ImageField {...bind('thumbnails')} />
    </FormPage>
  );
}

/** The skill form for one id (`new` creates). */
export function SkillForm({ id }: { id: string }) {
  return (
    <EntryLoader<Skill> resource="skill" id={id}>
      {(entity) => <SkillFormBody id={id} initial={pickFields(DEFAULTS, entity)} i18n={entity?.i18n} />}
    </EntryLoader>
  );
}

/** Route element for `/languages/form/:id`. */
export default function SkillFormRoute() {
  return <FormRoute Form={SkillForm} />;
}
