/**
 * The registry: every resource, declared once in its module of this folder. Code that acts on "each
 * resource" (routes, row types, query keys, preloads, admin routes, JSON Resume) iterates
 * {@link LIST_RESOURCES} or looks a resource up here; adding a section means adding its module and
 * one line below (docs/decisions/0030-one-declaration-per-resource.md).
 */
import { API_PREFIX } from '../paths.js';
import { categories } from './categories.js';
import type { AnyResource } from './define.js';
import { educations } from './educations.js';
import { person } from './person.js';
import { projects } from './projects.js';
import { skills } from './skills.js';
import { socialLinks } from './social-links.js';
import { works } from './works.js';
import { awards } from './awards.js';
import { certificates } from './certificates.js';
import { interests } from './interests.js';
import { publications } from './publications.js';
import { references } from './references.js';
import { spokenLanguages } from './spoken-languages.js';
import { volunteer } from './volunteer.js';
import { customEntries } from './custom-entries.js';

export { categories, educations, person, projects, skills, socialLinks, works };
export { awards, certificates, interests, publications, references, spokenLanguages, volunteer };
export { customEntries };

/**
 * The sections JSON Resume has beyond the spec's (decision 0030), in the schema's order. Each is a plain
 * list resource whose field names are the JSON Resume keys; the home page shows them after the
 * spec's sections, only when they have entries.
 */
export const RESUME_SECTIONS = [
  volunteer,
  awards,
  certificates,
  publications,
  spokenLanguages,
  interests,
  references,
] as const;
export {
  defineResource,
  type AnyResource,
  type ColumnsOf,
  type ResourceTexts,
  type FormControl,
} from './define.js';

/** The ordered list resources, in the order the home page shows them. */
export const LIST_RESOURCES = [
  works,
  categories,
  projects,
  educations,
  skills,
  socialLinks,
  ...RESUME_SECTIONS,
  // The entries of the owner's own sections (docs/product.md §27).
  customEntries,
] as const;

/** The path of the list the home page reads (`/api/{wire}` or with the declared suffix). */
export function listPathOf(resource: Pick<AnyResource, 'wire' | 'listSuffix'>): string {
  return `${API_PREFIX}/${resource.wire}${resource.listSuffix ? `/${resource.listSuffix}` : ''}`;
}

/** The TanStack Query key of that list: `[wire]`, or `[wire, 'populated']` for a suffix. */
export function listKeyOf(resource: Pick<AnyResource, 'wire' | 'listSuffix'>): readonly string[] {
  return resource.listSuffix ? [resource.wire, resource.listSuffix.split('?')[0]!] : [resource.wire];
}

/** The GETs the home page starts with: the person, then every list (index.html preloads, prefetch). */
export const HOME_LIST_PATHS: readonly string[] = [
  `${API_PREFIX}/${person.wire}`,
  ...LIST_RESOURCES.map(listPathOf),
];

/** Every list resource by its domain key. */
export const RESOURCES = {
  work: works,
  project: projects,
  education: educations,
  skill: skills,
  category: categories,
  socialLink: socialLinks,
} as const;
export type ResourceKey = keyof typeof RESOURCES;
