/**
 * Project ("proyect") form at `/proyects/form/:id` (docs/product.md §2 and §3 "Proyect", docs/product.md §4 "Proyect categories";
 * docs/product.md §8: 'Proyect saved!', 'Error saving Proyect!', 'Error loading Proyect by Id!').
 * Built from the declaration (src/shared/resources/projects.ts, owner-kit/declared-form.tsx); this
 * file holds only its field-level hook (docs/decisions/0116-a-resource-is-its-declaration.md):
 *
 * - Skills picker from GET languages/ and categories picker from GET categories/: already chosen items
 *   vanish from the lists (docs/product.md §4). A list that fails to load shows 'Error fetching Languages' /
 *   'Error fetching Categories' (docs/product.md §8).
 * - The category titled `All` is always included: shown as chosen for new projects and for projects
 *   that lack it, sent with every save, and its Remove shows 'Error: This Category must be all the
 *   time!' (docs/product.md §5).
 * - Images: a plain add/remove URL list (no "main" image), the declaration's `images` control.
 */
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import type { Category, Skill } from '../../../shared/schemas.js';
import { projects } from '../../../shared/resources/index.js';
import { showError } from '../../lib/dialogs.js';
import type { PickerOption } from '../owner-kit/chip-options.js';
import { ChipPicker } from '../owner-kit/chip-picker.js';
import { useCategoryOptions, useSkillOptions } from '../owner-kit/picker-options-api.js';
import { declaredFormRoute } from '../owner-kit/declared-form.js';
import type { SpecialFields } from '../owner-kit/special-fields.js';
import { useTexts } from '../../i18n/i18n.js';

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

/** The project form's own part: the two chip pickers and the `All` rule. */
function useProjectFields(): SpecialFields {
  const { MESSAGES, TEXTS } = useTexts();
  const skills = useSkillOptions();
  const categories = useCategoryOptions();
  const allId = allCategoryId(categories.data ?? []);

  return {
    toBody: (body) => ({ ...body, categories: withAllCategory(body.categories as string[], allId) }),
    widgets: {
      languages: ({ values, set, field }) => {
        const chosen = values.languages as string[];
        return (
          <ChipPicker
            legend={field('languages').label}
            selectLabel={TEXTS.pickers.addSkill}
            emptyText={TEXTS.pickers.noMoreSkills}
            options={(skills.data ?? []).map(skillOption)}
            value={chosen}
            loading={skills.isPending}
            loadError={skills.isError ? MESSAGES.pickers.skillsError : undefined}
            onAdd={(skillId) => set('languages', [...chosen, skillId])}
            onRemove={(skillId) =>
              set(
                'languages',
                chosen.filter((item) => item !== skillId),
              )
            }
          />
        );
      },
      categories: ({ values, set, field }) => {
        const chosen = withAllCategory(values.categories as string[], allId);
        const removeCategory = (categoryId: string) => {
          if (categoryId === allId) {
            void showError(MESSAGES.validation.allCategoryRemove);
            return;
          }
          set(
            'categories',
            chosen.filter((item) => item !== categoryId),
          );
        };
        return (
          <ChipPicker
            legend={field('categories').label}
            selectLabel={TEXTS.pickers.addCategory}
            emptyText={TEXTS.pickers.noMoreCategories}
            options={(categories.data ?? []).map(categoryOption)}
            value={chosen}
            loading={categories.isPending}
            loadError={categories.isError ? MESSAGES.pickers.categoriesError : undefined}
            onAdd={(categoryId) => set('categories', [...chosen, categoryId])}
            onRemove={removeCategory}
            lockedReason={(categoryId) => (categoryId === allId ? TEXTS.allCategoryKept : undefined)}
          />
        );
      },
    },
  };
}

/** Route element for `/proyects/form/:id`. */
export default declaredFormRoute(projects, useProjectFields);
