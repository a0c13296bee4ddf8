/**
 * The lists a page shows, read through this app's own public GET routes (so through the list cache,
 * docs/decisions/0003-list-cache.md), and the head's data taken from them.
 */
import type { FastifyInstance } from 'fastify';
import { paths } from '../../../shared/paths.js';
import type { Person } from '../../../shared/schemas.js';
import type { HeadData } from './head-data.js';

/**
 * The first-screen lists, read through this app's own GET routes (public; the list cache answers
 * them without a query when warm). A list whose read fails is left out: its section then loads it
 * on the client and shows its own error state.
 */
export async function loadLists(
  app: FastifyInstance,
  listPaths: readonly string[],
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    listPaths.map(async (listPath) => {
      const res = await app.inject({ method: 'GET', url: listPath });
      if (res.statusCode !== 200) return undefined;
      return [listPath, (JSON.parse(res.body) as { response: unknown }).response] as const;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}

/** The head's data from the lists loaded by API path. */
export function headData(lists: Record<string, unknown>): HeadData {
  const list = <T>(listPath: string) => lists[listPath] as T[] | undefined;
  return {
    people: list<Person>(paths.list('people')),
    works: list(paths.list('works')),
    projects: list(paths.projectsPopulated),
    educations: list(paths.list('educations')),
    skills: list(paths.list('languages')),
    socialLinks: list(paths.list('social-medias')),
  };
}
