/**
 * The fields of skills (docs/product.md §2 "Skills", §3 the form's fields, §9 the skill types and the
 * percent's range), one entry each (docs/decisions/0240-a-field-is-one-entry.md), in the form's
 * order: card and CV places and JSON Resume keys (decision 0004) included. The type's values are the
 * spec's `SKILL_TYPES` (src/shared/constants.ts). The level ↔ percent and the type's `x-vitae` rule
 * are src/server/modules/jsonresume/sections/skills.ts's own. Plain data (decision 0021).
 */
import type { SkillType } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { fieldEntries, type Words } from './field-entries.js';

/** The skill types' words, in the order the form offers them (docs/product.md §9). */
const SKILL_TYPE_WORDS = {
  Hard: { en: 'Hard', es: 'Técnica' },
  Soft: { en: 'Soft', es: 'Blanda' },
} as const satisfies Record<SkillType, Words>;

export const SKILL_FIELDS = fieldEntries({
  title: {
    kind: 'title',
    label: { en: 'Title', es: 'Título' },
    card: 'heading',
    cv: 'title',
    resume: 'name',
  },
  percent: { kind: 'percent', label: { en: 'Percent', es: 'Porcentaje' }, card: 'ring', resume: 'level' },
  // The home page and the CV group the skills by type, in the options' order (docs/product.md §2).
  type: {
    kind: 'choice',
    label: { en: 'Type', es: 'Tipo' },
    options: SKILL_TYPE_WORDS,
    invalid: MESSAGES.validation.skillType,
    card: 'group',
    cv: 'group',
  },
  thumbnails: { kind: 'image', label: { en: 'Image URL', es: 'URL de la imagen' }, card: 'image' },
  // JSON Resume `skills[].keywords`: kept on the skill, not turned into skills (decision 0030); not
  // in the form, and answered only when stored (clients from before it).
  keywords: {
    kind: 'lines',
    label: { en: 'Keywords', es: 'Palabras clave' },
    control: null,
    answeredOptional: true,
    resume: 'keywords',
  },
});
