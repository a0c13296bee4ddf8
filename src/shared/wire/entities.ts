/**
 * The portfolio's entries as the server answers them (docs/api.md "Entities on the wire",
 * "Populated reads"): the person, each list resource's wire schema (a project's skills and
 * categories populated: populated-projects.ts).
 */
import { z } from 'zod';
import { meta } from '../fields.js';
import { categories, educations, person, projects, skills, socialLinks, works } from '../resources/index.js';

/** The person as answered (not ordered: no `order`). */
export const personSchema = z.object({
  ...meta,
  ...person.wireFields,
  i18n: person.i18nWireSchema.optional(),
});
export type Person = z.infer<typeof personSchema>;
export const workSchema = works.wireSchema;
export type Work = z.infer<typeof workSchema>;
export const educationSchema = educations.wireSchema;
export type Education = z.infer<typeof educationSchema>;
export const skillSchema = skills.wireSchema;
export type Skill = z.infer<typeof skillSchema>;
export const categorySchema = categories.wireSchema;
export type Category = z.infer<typeof categorySchema>;
/** A project as stored: skill and category ids. */
export const projectSchema = projects.wireSchema;
export type Project = z.infer<typeof projectSchema>;

export const socialLinkSchema = socialLinks.wireSchema;
export type SocialLink = z.infer<typeof socialLinkSchema>;
