/**
 * Category form at `/categories/form/:id` (docs/product.md §2 and §3 "Category": title and one thumbnail URL;
 * docs/product.md §8: 'Category saved!', 'Error saving Category', 'Error loading Category by Id'). The shared
 * schema requires a title; the server refuses a duplicate title (409) with its own message.
 */
import { ImageField } from '../owner-kit/image-upload.js';
import {
  categoryCreateSchema,
  categoryDefaults,
  categoryUpdateSchema,
  type Category,
} from '../../../shared/schemas.js';
import { TextField } from '../owner-kit/fields.js';
import { FormPage } from '../owner-kit/form-page.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { EntryLoader, pickFields, useEntryForm } from '../owner-kit/entry-form.js';
import { FormRoute } from '../owner-kit/form-route.js';
import type { Translations } from '../../../shared/i18n/languages.js';
import { categories } from '../../../shared/resources/index.js';

const DEFAULTS = { title: '', ...categoryDefaults };
type Values = typeof DEFAULTS;

function CategoryFormBody({
  id,
  initial,
  i18n,
}: {
  id: string;
  initial: Values;
  i18n?: Translations | undefined;
}) {
  const form = useEntryForm({
    resource: 'category',
    id,
    initial,
    labels: categories.texts.labels,
    createSchema: categoryCreateSchema,
    translatable: categories.translatable,
    i18n,
    updateSchema: categoryUpdateSchema,
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
      <ImageField {...bind('thumbnails')} />
    </FormPage>
  );
}

/** The category form for one id (`new` creates). */
export function CategoryForm({ id }: { id: string }) {
  return (
    <EntryLoader<Category> resource="category" id={id}>
      {(entity) => <CategoryFormBody id={id} initial={pickFields(DEFAULTS, entity)} i18n={entity?.i18n} />}
    </EntryLoader>
  );
}

/** Route element for `/categories/form/:id`. */
export default function CategoryFormRoute() {
  return <FormRoute Form={CategoryForm} />;
}
