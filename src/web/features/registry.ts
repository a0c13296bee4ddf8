/**
 * The web side of the resource registry (src/shared/resources/): for each list resource, the query
 * that reads its home list and the lazily loaded form of its `/{wire}/form/:id` route. The home
 * preloads (src/web/app/prefetch.ts) and the admin routes (src/web/app/admin-routes.tsx) iterate this
 * list, so a new section adds one entry here and no line there (decision record 0030).
 *
 * Forms are `React.lazy` chunks: visitors never download them.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import {
  listKeyOf,
  listPathOf,
  RESOURCES,
  RESUME_SECTIONS,
  customEntries,
  type AnyResource,
} from '../../shared/resources/index.js';
import { fetchSortedList } from './list-query.js';
import { fetchCategories } from './categories/api.js';
import { fetchEducations } from './educations/api.js';
import { fetchProjects } from './projects/api.js';
import { fetchSkills } from './skills/api.js';
import { fetchSocialLinks } from './social-links/api.js';
import { fetchWorks } from './works/api.js';

/** One list resource on the web. */
export interface WebResource {
  resource: Pick<AnyResource, 'key' | 'wire' | 'listSuffix' | 'texts'>;
  /** The list's query key ({@link listKeyOf}). */
  queryKey: QueryKey;
  /** Read the home list (sorted by order). Throws ApiError on failure. */
  fetchList: () => Promise<unknown[]>;
  /** The create/edit form of `/{wire}/form/:id` (the JSON Resume sections are edited in place). */
  Form?: LazyExoticComponent<ComponentType>;
}

/**
 * One list resource with a form: the form built from its declaration (owner-kit/declared-form.tsx),
 * or, for a resource with special widgets, its own module (`features/<name>/form.tsx`, default export
 * the route element; docs/decisions/0116-a-resource-is-its-declaration.md).
 */
function entry(
  resource: (typeof RESOURCES)[keyof typeof RESOURCES],
  fetchList: WebResource['fetchList'],
  load?: () => Promise<{ default: ComponentType }>,
): WebResource {
  const declared = async () => ({
    default: (await import('./owner-kit/declared-form.js')).declaredFormRoute(resource),
  });
  return { resource, queryKey: listKeyOf(resource), fetchList, Form: lazy(load ?? declared) };
}

/** Every list resource (the spec's route table order for the six forms, then the JSON Resume sections). */
export const WEB_RESOURCES: readonly WebResource[] = [
  entry(RESOURCES.education, fetchEducations),
  entry(RESOURCES.work, fetchWorks),
  entry(RESOURCES.skill, fetchSkills),
  entry(RESOURCES.project, fetchProjects, () => import('./projects/form.js')),
  entry(RESOURCES.socialLink, fetchSocialLinks),
  entry(RESOURCES.category, fetchCategories),
  // The JSON Resume sections (decision 0030): the declaration alone gives the list query, and, for a
  // section declared with a `form`, its `/{wire}/form/:id` route (decision 0116).
  ...RESUME_SECTIONS.map((resource): WebResource => {
    const fetchList = () => fetchSortedList<{ order?: number }>(listPathOf(resource));
    const declared = resource as AnyResource;
    if (!declared.form) return { resource, queryKey: listKeyOf(resource), fetchList };
    return {
      resource,
      queryKey: listKeyOf(resource),
      fetchList,
      Form: lazy(async () => ({
        default: (await import('./owner-kit/declared-form.js')).declaredFormRoute(declared),
      })),
    };
  }),
  // The entries of the owner's custom sections (docs/product.md §27): edited in place.
  {
    resource: customEntries,
    queryKey: listKeyOf(customEntries),
    fetchList: () => fetchSortedList<{ order?: number }>(listPathOf(customEntries)),
  },
];
