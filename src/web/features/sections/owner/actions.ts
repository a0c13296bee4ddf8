/**
 * The owner's writes of the sections (docs/product.md §27; src/server/modules/sections/sections.routes.ts):
 * move a section, hide or show it, rename it, add and delete a custom section. Each answers whether it
 * was saved; success shows its message, a refused write the server's message (nothing changed), and
 * the list of sections is read again either way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SECTIONS_PATH, type SectionHeading, type SectionWire } from '../../../../shared/sections.js';
import { api, apiCall, errorMessage } from '../../../lib/api-client.js';
import { showError, showSuccess } from '../../../lib/dialogs.js';
import { SECTIONS_KEY } from '../api.js';
import { useSectionTexts } from '../texts.js';

export function useSectionActions() {
  const client = useQueryClient();
  const texts = useSectionTexts();
  const run = useCallback(
    async <T>(write: () => Promise<T>, success: string): Promise<T | undefined> => {
      try {
        const answer = await write();
        void showSuccess(success);
        return answer;
      } catch (error) {
        void showError(texts.error + errorMessage(error));
        return undefined;
      } finally {
        await client.invalidateQueries({ queryKey: SECTIONS_KEY });
      }
    },
    [client, texts],
  );
  return {
    /** Move the section at `index` of `all` by `by` places (-1 up, +1 down). */
    move: (all: readonly SectionWire[], index: number, by: -1 | 1) => {
      const keys = all.map((section) => section.key);
      const to = index + by;
      if (to < 0 || to >= keys.length) return Promise.resolve(undefined);
      [keys[index], keys[to]] = [keys[to]!, keys[index]!];
      client.setQueryData<SectionWire[]>(SECTIONS_KEY, (list) =>
        list ? keys.map((key, order) => ({ ...list.find((section) => section.key === key)!, order })) : list,
      );
      return run(() => api.put(`${SECTIONS_PATH}/order`, { keys }), texts.reordered);
    },
    update: (key: string, change: { heading?: Partial<SectionHeading>; hidden?: boolean }) =>
      run(() => apiCall<SectionWire>('PATCH', `${SECTIONS_PATH}/${key}`, change), texts.saved),
    create: (heading: SectionHeading) =>
      run(() => api.post<SectionWire>(SECTIONS_PATH, { heading }), texts.saved),
    remove: (key: string) => run(() => api.delete(`${SECTIONS_PATH}/${key}`), texts.deleted),
  };
}
