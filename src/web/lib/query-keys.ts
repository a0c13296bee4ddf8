/**
 * TanStack Query keys, one per API list, so reads (public sections) and writes (admin forms,
 * deletes, reorders) agree on what to refresh. Each list key derives from the resource's declaration
 * ({@link listKeyOf}: the wire name, plus `populated` for the project list).
 */
import { listKeyOf, person, RESOURCES } from '../../shared/resources/index.js';

export const queryKeys = {
  people: [person.wire] as const,
  works: listKeyOf(RESOURCES.work),
  educations: listKeyOf(RESOURCES.education),
  skills: listKeyOf(RESOURCES.skill),
  categories: listKeyOf(RESOURCES.category),
  /** Populated project list (`?populate=languages,categories`). */
  projects: listKeyOf(RESOURCES.project),
  socialLinks: listKeyOf(RESOURCES.socialLink),
  users: ['users'] as const,
  /** One entry for an edit form: `[wireName, id]`. */
  item: (wireName: string, id: string) => [wireName, 'item', id] as const,
  /** The signed-in user with the person populated (profile). */
  profile: (userId: string) => ['users', 'profile', userId] as const,
};
