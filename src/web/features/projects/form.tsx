/**
 * Project ("proyect") form at `/proyects/form/:id` (docs/product.md §2 and §3 "Proyect", docs/product.md §4 "Proyect categories";
 * docs/product.md §8: 'Proyect saved!', 'Error saving Proyect!', 'Error loading Proyect by Id!').
 *
 * - Skills picker from GET languages/ and categories picker from GET categories/: already chosen items
 *   vanish from the lists (docs/product.md §4). A list that fails to load shows 'Error fetching Languages' /
 *   'Error fetching Categories' (docs/product.md §8).
 * - The category titled `All` is always included: shown as chosen for new projects and for projects
 *   that lack it, sent with every save, and its Remove shows 'Error: This Category must be all the
 *   time!' (docs/product.md §5).
 * - Images: a plain add/remove URL list (no "main" image).
 */
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import {
  projectCreateSchema,
  projectDefaults,
  projectUpdateSchema,
  type Category,
  type Project,
  type Skill,
} from '../../../shared/schemas.js';
import { showError } from '../../lib/dialogs.js';
import { ChipPicker, type PickerOption } from '../owner-kit/chip-picker.js';
import { LinesField, LinkField, TextAreaField, TextField } from '../owner-kit/fields.js';
import { FormPage } from '../owner-kit/form-page.js';
import { ImageUrlManager } from '../owner-kit/image-url-manager.js';
import { useCategoryOptions, useSkillOptions } from '../owner-kit/admin-api.js';
import { ADMIN_PATHS } from '../../i18n/admin-texts.js';
import { EntryLoader, pickFields, useEntryForm } from '../owner-kit/entry-form.js';
import { FormRoute } from '../owner-kit/form-route.js';
import { useTexts } from '../../i18n/i18n.js';
import type { Translations } from '../../../shared/i18n/languages.js';
import { projects } from '../../../shared/resources/index.js';

const DEFAULTS = { ...projectDefaults };
type Values = typeof DEFAULTS;

/** The id of the category titled `All`, if the list has one. */
export function allCategoryId(categories: readonly Pick<Category, '_id' | 'title'>[]): string | undefined {
  return categories.find((category) => category.title === ALL_CATEGORY_TITLE)?._id;
}

/** `chosen` with the `All` id first when it is missing (docs/product.md §4: 'All' is always included). */
export function withAllCategory(chosen: readonly string[], allId: string | undefined): string[] {
  if (!allId || chosen.includes(allId)) return [...chosen];
  return [allId, ...chosen];
}

const skillOption = (skill: Skill): PickerOption => ({
  id: skill._id,
  label: skill.title,
  image: skill.thumbnails,
});
const categoryOption = (category: Category): PickerOption => ({
  id: category._id,
  label: category.title,
  image: category.thumbnails,
});

function ProjectFormBody({
  id,
  initial,
  i18n,
}: {
  id: string;
  initial: Values;
  i18n?: Translations | undefined;
}) {
  const { MESSAGES, TEXTS } = useTexts();
  const skills = useSkillOptions();
  const categories = useCategoryOptions();
  const allId = allCategoryId(categories.data ?? []);

  const form = useEntryForm({
    resource: 'project',
    id,
    initial,
    labels: projects.texts.labels,
    createSchema: projectCreateSchema,
    translatable: projects.translatable,
    i18n,
    updateSchema: projectUpdateSchema,
    toBody: (values: Values) => ({ ...values, categories: withAllCategory(values.categories, allId) }),
  });
  const { values, set, field, bind } = form;
  const chosenCategories = withAllCategory(values.categories, allId);

  const removeCategory = (categoryId: string) => {
    if (categoryId === allId) {
      void showError(MESSAGES.validation.allCategoryRemove);
      return;
    }
    set(
      'categories',
      chosenCategories.filter((chosen) => chosen !== categoryId),
    );
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
      <TextField {...bind('title')} />
      <TextField {...bind('company')} />
      <LinkField {...bind('linkCompany')} />
      <LinkField {...bind('linkProyect')} />
      <TextField {...bind('dateStart')} type="date" />
      <TextField {...bind('dateEnd')} type="date" />
      <TextAreaField {...bind('description')} />
      <LinesField {...bind('highlights')} />
      <LinesField {...bind('roles')} />
      <ChipPicker
        legend={field('languages').label}
        selectLabel={TEXTS.pickers.addSkill}
        emptyText={TEXTS.pickers.noMoreSkills}
        options={(skills.data ?? []).map(skillOption)}
        value={values.languages}
        loading={skills.isPending}
        loadError={skills.isError ? MESSAGES.pickers.skillsError : undefined}
        onAdd={(skillId) => set('languages', [...values.languages, skillId])}
        onRemove={(skillId) =>
          set(
            'languages',
            values.languages.filter((chosen) => chosen !== skillId),
          )
        }
      />
      <ChipPicker
        legend={field('categories').label}
        selectLabel={TEXTS.pickers.addCategory}
        emptyText={TEXTS.pickers.noMoreCategories}
        options={(categories.data ?? []).map(categoryOption)}
        value={chosenCategories}
        loading={categories.isPending}
        loadError={categories.isError ? MESSAGES.pickers.categoriesError : undefined}
        onAdd={(categoryId) => set('categories', [...chosenCategories, categoryId])}
        onRemove={removeCategory}
        lockedReason={(categoryId) => (categoryId === allId ? TEXTS.allCategoryKept : undefined)}
      />
      <ImageUrlManager
        label={field('thumbnails').label}
        value={values.thumbnails}
        onChange={(next) => set('thumbnails', next)}
        error={field('thumbnails').error}
      />
    </FormPage>
  );
}

/** The project form for one id (`new` creates). */
export function ProjectForm({ id }: { id: string }) {
  return (
    <EntryLoader<Project> resource="project" id={id}>
      {(entity) => <ProjectFormBody id={id} initial={pickFields(DEFAULTS, entity)} i18n={entity?.i18n} />}
    </EntryLoader>
  );
}

/** Route element for `/proyects/form/:id`. */
export default function ProjectFormRoute() {
  return <FormRoute Form={ProjectForm} />;
}
