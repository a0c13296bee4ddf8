/**
 * What a client sends for the portfolio's entries, derived from their declarations (src/shared/resources/,
 * decision 0030): each resource's fields, its create and update bodies and their types, the defaults the
 * server fills in, and one reorder item. Source: docs/api.md "Entities on the wire", "Reorder".
 */
import { z } from 'zod';
import { wholeNumber } from '../fields.js';
import { categories, educations, person, projects, skills, socialLinks, works } from '../resources/index.js';

export const personFields = person.fields;
export const workFields = works.fields;
export const educationFields = educations.fields;
export const skillFields = skills.fields;
export const categoryFields = categories.fields;
export const projectFields = projects.fields;
export const socialLinkFields = socialLinks.fields;

// Create bodies: required fields are the enum types and the category title; the rest are optional and
// filled from the defaults. Unknown keys (`_id`, `order`, `__v`...) are dropped (zod strips them).
export const personCreateSchema = person.createSchema;
export const personUpdateSchema = person.updateSchema;
export const workCreateSchema = works.createSchema;
export const workUpdateSchema = works.updateSchema;
export const educationCreateSchema = educations.createSchema;
export const educationUpdateSchema = educations.updateSchema;
export const skillCreateSchema = skills.createSchema;
export const skillUpdateSchema = skills.updateSchema;
export const categoryCreateSchema = categories.createSchema;
export const categoryUpdateSchema = categories.updateSchema;
export const projectCreateSchema = projects.createSchema;
export const projectUpdateSchema = projects.updateSchema;
export const socialLinkCreateSchema = socialLinks.createSchema;
export const socialLinkUpdateSchema = socialLinks.updateSchema;

export type PersonInput = z.infer<typeof personUpdateSchema>;
export type WorkInput = z.infer<typeof workUpdateSchema>;
export type EducationInput = z.infer<typeof educationUpdateSchema>;
export type SkillInput = z.infer<typeof skillUpdateSchema>;
export type CategoryInput = z.infer<typeof categoryUpdateSchema>;
export type ProjectInput = z.infer<typeof projectUpdateSchema>;
export type SocialLinkInput = z.infer<typeof socialLinkUpdateSchema>;

// Defaults for a new entity (the server fills missing fields with them; new forms start from them).
export const personDefaults = person.defaults;
export const workDefaults = works.defaults;
export const educationDefaults = educations.defaults;
export const skillDefaults = skills.defaults;
export const categoryDefaults = categories.defaults;
export const projectDefaults = projects.defaults;
export const socialLinkDefaults = socialLinks.defaults;

/** One reorder item: `{_id, order}`. The `_id` check message comes from the resource (docs/product.md §5). */
export const reorderItemSchema = z.object({
  _id: z.string(),
  order: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'must be a whole number of 0 or more').optional(),
});
export type ReorderItem = z.infer<typeof reorderItemSchema>;
