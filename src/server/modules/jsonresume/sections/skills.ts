/**
 * `skills[]` ↔ skills, field by field from the fields' entries (src/shared/resources/skills-fields.ts,
 * decision 0240, through ../entry-mapping.ts): name → title, level → percent (skill-levels.ts; the exact percent in `x-vitae`
 * when the level word does not give it back), keywords stay on their skill (decision 0030); type and
 * thumbnails live in `x-vitae`. Project keywords name skills (projects.ts): a keyword no skill has
 * becomes a new skill through {@link SkillIndex.create}.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md.
 */
import type { Transaction } from 'kysely';
import { SKILL_TYPES } from '../../../../shared/constants.js';
import { skillCreateSchema, type Skill } from '../../../../shared/schemas.js';
import { SKILL_FIELDS } from '../../../../shared/resources/skills-fields.js';
import type { Database } from '../../../db/types.js';
import { categoryKey, skills } from '../../resources/definitions.js';
import { repositoryOf } from '../../resources/repository.js';
import { EXTENSION_KEY, type Ext, type ResumeSkill } from '../document.js';
import { checkFields } from '../check-fields.js';
import { readByEntries, writeByEntries } from '../entry-mapping.js';
import { extensionOf, pick } from '../read-fields.js';
import { put, withExtension } from '../write-fields.js';
import { type Field, type Warnings } from '../import-field.js';
import { breathe } from '../breathe.js';
import { showValue } from '../show-value.js';
import { levelToPercent, percentToLevel } from '../skill-levels.js';

type Trx = Transaction<Database>;

/** The skills an import made so far, by title (ignoring case), and how to make another. */
export interface SkillIndex {
  /** Skill id by title key (categoryKey: ignoring case), the first skill of that title. */
  ids: Map<string, string>;
  /** Create a skill from `fields` (through the API's create schema); undefined when refused. */
  create(fields: Record<string, Field | undefined>, path: string): Promise<Skill | undefined>;
}

/** Import `skills[]`, in order, each with its keywords. Answers the index the projects use. */
export async function importSkills(trx: Trx, items: ResumeSkill[], warnings: Warnings): Promise<SkillIndex> {
  const skillRepo = repositoryOf(skills);
  /** Skill id by title ignoring case (the first skill of that title). */
  const skillIds = new Map<string, string>();
  const createSkill = async (fields: Record<string, Field | undefined>, path: string) => {
    const input = checkFields(skillCreateSchema, fields, warnings, path);
    if (!input) return undefined;
    const created = await skillRepo.create(trx, input);
    const key = categoryKey(created.title);
    if (!skillIds.has(key)) skillIds.set(key, created._id);
    return created;
  };

  // Skills, each with its keywords (kept on the skill: decision 0030).
  for (const [index, item] of items.entries()) {
    await breathe();
    const path = `skills[${index}]`;
    const ext = extensionOf(item, path, warnings);
    const x = `${path}.${EXTENSION_KEY}`;
    const level = levelToPercent(item.level);
    if (!level.known && !('percent' in ext)) {
      warnings.add(
        `${path}.level`,
        `${showValue(item.level)} is not a known level (Master, Expert, Advanced, Proficient, Intermediate, Beginner, Basic, Novice, or a number from 0 to 100); imported as ${level.percent}%`,
      );
    }
    await createSkill(
      readByEntries(SKILL_FIELDS, item as Record<string, unknown>, ext, path, x, {
        percent: () => pick(ext, 'percent', x, { value: level.percent, from: `${path}.level` }),
        type: () => pick(ext, 'type', x, { value: SKILL_TYPES[0], from: path, fallback: SKILL_TYPES[0] }),
      }),
      path,
    );
  }
  return { ids: skillIds, create: createSkill };
}

/** One skill as a `skills[]` item. */
export function exportSkill(skill: Skill): ResumeSkill {
  const item: ResumeSkill = {};
  const ext: Ext = {};
  writeByEntries(SKILL_FIELDS, skill, item as Record<string, unknown>, ext, {
    percent: () => {
      const level = percentToLevel(skill.percent);
      put(item, 'level', level);
      if (levelToPercent(level).percent !== skill.percent) ext.percent = skill.percent;
    },
    type: () => {
      if (skill.type !== SKILL_TYPES[0]) ext.type = skill.type;
    },
  });
  return withExtension(item, ext);
}
