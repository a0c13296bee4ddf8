/**
 * TanStack Query keys, one per API list, so reads (public sections) and writes (admin forms,
 * deletes, reorders) agree on what to refresh. The key is the contract's wire name.
 */
import { RESOURCE } from '../../shared/paths.js';

export const queryKeys = {
  people: ['people'] as const,
  works: [RESOURCE.work] as const,
  educations: [RESOURCE.education] as const,
  skills: [RESOURCE.skill] as const,
  categories: [RESOURCE.category] as const,
  /** Populated project list (`?populate=languages,categories`). */
  projects: [RESOURCE.project, 'populated'] as const,
  socialLinks: [RESOURCE.socialLink] as const,
  users: ['users'] as const,
  /** One entry for an edit form: `[wireName, id]`. */
  item: (wireName: string, id: string) => [wireName, 'item', id] as const,
  /** The signed-in user with the person populated (profile). */
  profile: (userId: string) => ['users', 'profile', userId] as const,
};
