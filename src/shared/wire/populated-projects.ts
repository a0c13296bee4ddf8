/**
 * A project's skills and categories as the server answers them when asked to populate them
 * (docs/api.md "Populated reads", `?populate=languages,categories`): as ids or as the linked entries'
 * names and ids.
 */
import { z } from 'zod';
import { categorySchema, projectSchema, skillSchema } from './entities.js';

/** Fields a project list may populate. Contract: GET proyects/populated. */
export const PROJECT_POPULATE_FIELDS = ['languages', 'categories'] as const;

/** A skill as it appears inside a populated project. Contract: "Populated reads". */
export const skillRefSchema = skillSchema.pick({
  _id: true,
  title: true,
  percent: true,
  type: true,
  thumbnails: true,
  i18n: true,
});
export type SkillRef = z.infer<typeof skillRefSchema>;
/** A category as it appears inside a populated project. */
export const categoryRefSchema = categorySchema.pick({
  _id: true,
  title: true,
  thumbnails: true,
  i18n: true,
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A project with both links populated (`?populate=languages,categories`). */
export const populatedProjectSchema = projectSchema.extend({
  languages: z.array(skillRefSchema),
  categories: z.array(categoryRefSchema),
});
export type PopulatedProject = z.infer<typeof populatedProjectSchema>;

/** Any populate combination: each of the two lists holds ids or objects. */
export const projectAnyPopulateSchema = projectSchema.extend({
  languages: z.union([z.array(z.string()), z.array(skillRefSchema)]),
  categories: z.union([z.array(z.string()), z.array(categoryRefSchema)]),
});
