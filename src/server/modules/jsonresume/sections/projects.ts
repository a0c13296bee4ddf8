/**
 * `projects[]` ↔ projects, field by field from the fields' entries (src/shared/resources/
 * projects-fields.ts, decision 0240, through ../entry-mapping.ts): name → title, entity → company,
 * url → project link, description, highlights and roles (their columns, decision 0033), dates; the
 * company link, the thumbnails and any field without a JSON Resume key live in `x-vitae`. Own rules:
 * keywords ↔ the linked skills (by title; a keyword no skill has becomes a skill), type ↔ the first
 * category besides `All` (the others in `x-vitae.categories`).
 *
 * Source: docs/decisions/0004-json-resume-mapping.md.
 */
import type { Transaction } from 'kysely';
import { ALL_CATEGORY_TITLE, SKILL_TYPES } from '../../../../shared/constants.js';
import { projectCreateSchema, type Category, type Project, type Skill } from '../../../../shared/schemas.js';
import { PROJECT_FIELDS } from '../../../../shared/resources/projects-fields.js';
import type { Database } from '../../../db/types.js';
import { categoryKey } from '../../resources/definitions.js';
import { repositoryOf } from '../../resources/repository.js';
import { projects } from '../../resources/projects.js';
import { EXTENSION_KEY, type Ext, type ResumeProject } from '../document.js';
import { checkFields } from '../check-fields.js';
import { readByEntries, writeByEntries } from '../entry-mapping.js';
import { extensionOf } from '../read-fields.js';
import { put, withExtension } from '../write-fields.js';
import { type Warnings } from '../import-field.js';
import { breathe } from '../breathe.js';
import { levelToPercent } from '../skill-levels.js';
import type { CategoryIndex } from './categories.js';
import type { SkillIndex } from './skills.js';

type Trx = Transaction<Database>;

/**
 * Import `projects[]`, in order, after the skills and the listed categories: keywords link skills
 * through `skillIndex` and types link categories through `categoryIndex` (both make what is missing).
 */
export async function importProjects(
  trx: Trx,
  items: ResumeProject[],
  warnings: Warnings,
  skillIndex: SkillIndex,
  categoryIndex: CategoryIndex,
): Promise<void> {
  const projectRepo = repositoryOf(projects);
  for (const [index, item] of items.entries()) {
    await breathe();
    const path = `projects[${index}]`;
    const ext = extensionOf(item, path, warnings);
    const x = `${path}.${EXTENSION_KEY}`;
    const languageIds: string[] = [];
    for (const [keywordIndex, keyword] of (item.keywords ?? []).entries()) {
      await breathe();
      const known = skillIndex.ids.get(categoryKey(keyword));
      if (known) {
        languageIds.push(known);
        continue;
      }
      if (keyword.trim() === '') continue;
      const created = await skillIndex.create(
        {
          title: { value: keyword, from: `${path}.keywords[${keywordIndex}]` },
          percent: { value: levelToPercent(undefined).percent, from: `${path}.keywords[${keywordIndex}]` },
          type: { value: SKILL_TYPES[0], from: `${path}.keywords[${keywordIndex}]` },
        },
        `${path}.keywords[${keywordIndex}]`,
      );
      if (created) languageIds.push(created._id);
    }
    const categoryTitles: { title: unknown; from: string }[] = [];
    if ('categories' in ext) {
      if (Array.isArray(ext.categories)) {
        for (const [i, title] of ext.categories.entries())
          categoryTitles.push({ title, from: `${x}.categories[${i}]` });
      } else {
        warnings.add(`${x}.categories`, 'must be a list of category titles; ignored');
      }
    } else if (item.type !== undefined && item.type.trim() !== '') {
      categoryTitles.push({ title: item.type, from: `${path}.type` });
    }
    const linkedCategories: string[] = [];
    for (const { title, from } of categoryTitles) {
      const id = await categoryIndex.idOf(title, from);
      if (id) linkedCategories.push(id);
    }
    const fields = readByEntries(PROJECT_FIELDS, item as Record<string, unknown>, ext, path, x, {
      languages: () => ({ value: languageIds, from: `${path}.keywords`, list: true }),
      categories: () => ({ value: linkedCategories, from: `${path}.type`, list: true }),
    });
    const input = checkFields(projectCreateSchema, fields, warnings, path);
    if (input) await projectRepo.create(trx, input);
  }
}

/** The projects as `projects[]` items: skills by title, categories besides `All` by title. */
export function exportProjects(
  list: Project[],
  skillList: Skill[],
  categoryList: Category[],
): ResumeProject[] {
  const skillTitles = new Map(skillList.map((skill) => [skill._id, skill.title]));
  const categoryTitles = new Map(
    categoryList
      .filter((category) => categoryKey(category.title) !== categoryKey(ALL_CATEGORY_TITLE))
      .map((category) => [category._id, category.title]),
  );
  return list.map((project) => {
    const item: ResumeProject = {};
    const ext: Ext = {};
    writeByEntries(PROJECT_FIELDS, project, item as Record<string, unknown>, ext, {
      languages: () =>
        put(
          item,
          'keywords',
          project.languages.flatMap((id) => skillTitles.get(id) ?? []),
        ),
      categories: () => {
        const ownCategories = project.categories.flatMap((id) => categoryTitles.get(id) ?? []);
        put(item, 'type', ownCategories[0]);
        if (ownCategories.length > 1) ext.categories = ownCategories;
      },
    });
    return withExtension(item, ext);
  });
}
