/**
 * The site's design settings (docs/product.md §26; wire in src/shared/designs/settings.ts): read
 * (public) and save (admin). Saving refreshes the settings; the pages follow on their next load.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { designPaths, type DesignSettings } from '../../../shared/designs/settings.js';
import { api } from '../../lib/api-client.js';

export const designKeys = { settings: ['design', 'settings'] as const };

export function useDesignSettings() {
  return useQuery({
    queryKey: designKeys.settings,
    queryFn: () => api.get<DesignSettings>(designPaths.settings),
  });
}

export function useSaveDesignSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: DesignSettings) => api.put<DesignSettings>(designPaths.settings, settings),
    onSuccess: (saved) => client.setQueryData(designKeys.settings, saved),
  });
}

/** The query string that previews `settings` on a page or the CV (honoured for a signed-in admin only). */
export function previewQuery(settings: DesignSettings): string {
  const query = new URLSearchParams({ design: settings.design });
  if (settings.accent) query.set('accent', settings.accent);
  if (settings.fonts) query.set('fonts', settings.fonts);
  if (settings.photoShape) query.set('photo', settings.photoShape);
  return query.toString();
}
