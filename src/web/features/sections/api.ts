/**
 * The sections' queries (docs/product.md §27; src/shared/sections.ts): the list of sections in the
 * owner's order (GET /api/sections, public) and the custom sections' entries (GET /api/custom-entries).
 * Both are first-screen lists (src/web/app/prefetch.ts), so the server render holds them.
 */
import { useQuery } from '@tanstack/react-query';
import { customEntries, listKeyOf, listPathOf } from '../../../shared/resources/index.js';
import { SECTIONS_PATH, type SectionWire } from '../../../shared/sections.js';
import { fetchSortedList } from '../list-query.js';

/** The query key of the sections list. */
export const SECTIONS_KEY = ['sections'] as const;

/** GET /api/sections, in the owner's order. Throws ApiError on failure. */
export const fetchSections = () => fetchSortedList<SectionWire>(SECTIONS_PATH);

/** The sections in the owner's order; undefined while loading or on error (the default order then). */
export function useSections(): SectionWire[] | undefined {
  return useQuery({ queryKey: SECTIONS_KEY, queryFn: fetchSections }).data;
}

/** One custom entry as the API answers it. */
export interface CustomEntry {
  _id: string;
  order?: number;
  title: string;
  subtitle: string;
  startDate: string;
  endDate: string;
  url: string;
  summary: string;
  image: string;
  section: string;
  [field: string]: unknown;
}

export const CUSTOM_ENTRIES_KEY = listKeyOf(customEntries);

/** GET /api/custom-entries, sorted by order. */
export const fetchCustomEntries = () => fetchSortedList<CustomEntry>(listPathOf(customEntries));

/** Every custom entry, in order. */
export function useCustomEntries() {
  return useQuery({ queryKey: CUSTOM_ENTRIES_KEY, queryFn: fetchCustomEntries });
}
