/**
 * The statistics page's queries and writes (admin only; docs/product.md §21): the figures of a
 * period and the retention setting. Saving the retention refreshes the figures (older visits may
 * be gone).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_PATHS, type RetentionSettings, type Statistics } from '../../../shared/analytics.js';
import { api } from '../../lib/api-client.js';

export const statisticsKeys = {
  all: ['statistics'] as const,
  period: (days: number) => ['statistics', days] as const,
};

/** The figures of the last `days` days (7, 30, 90 or 365). */
export function useStatistics(days: number) {
  return useQuery({
    queryKey: statisticsKeys.period(days),
    queryFn: () => api.get<Statistics>(`${ANALYTICS_PATHS.statistics}?days=${days}`),
  });
}

/** The CSV export's address for the last `days` days (a plain download link: the session cookie goes along). */
export function exportHref(days: number): string {
  return `${ANALYTICS_PATHS.export}?days=${days}`;
}

export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) =>
      api.put<RetentionSettings>(ANALYTICS_PATHS.settings, settings),
    onSettled: () => client.invalidateQueries({ queryKey: statisticsKeys.all }),
  });
}
