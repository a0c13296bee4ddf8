/**
 * Personal information queries (docs/product.md §2 "Personal information", docs/product.md §7 `GET people/`: "response list;
 * first used"). {@link usePeople} is the list; {@link useOwner} the first person or null, which the
 * home section and the header/footer signature share (one request, query key `queryKeys.people`).
 */
import { useQuery } from '@tanstack/react-query';
import { PEOPLE, paths } from '../../../shared/paths.js';
import type { Person } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
import { fetchTrackedList } from '../list-query.js';

/** The people list as the server sends it (people have no order). Tracked load. */
export function fetchPeople(): Promise<Person[]> {
  return fetchTrackedList<Person>(paths.list(PEOPLE));
}

/** TanStack Query hook for the list (pending, error and data states; see the module doc). */
export function usePeople() {
  return useQuery({ queryKey: queryKeys.people, queryFn: fetchPeople });
}

/** The owner: the first person of the list, or null when there is none (same query as usePeople). */
export function useOwner() {
  return useQuery({
    queryKey: queryKeys.people,
    queryFn: fetchPeople,
    select: (people: Person[]) => people[0] ?? null,
  });
}
