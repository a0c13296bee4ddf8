/**
 * The admin's writes from the home page (docs/product.md §4 "Delete" and "Reorder by drag", docs/product.md §8 texts):
 *
 * - {@link useDeleteEntry}: (the category 'All' refused at once with 'Error: This Category must be all
 *   time!', docs/product.md §5) the titled confirm dialog with Yes / No, then DELETE {wire}/{id}; success: the
 *   spec's success dialog and the entry removed from its list (and from the projects that embed a
 *   deleted skill or category); failure: the error dialog with the spec's prefix and the server's
 *   message.
 * - {@link useSaveOrder}: the new order shows at once (the list's query data, positions 0..n-1), then
 *   PUT {wire}/reorder with `{data: [{_id, order}]}`; success: 'Order updated!'; failure: the list goes
 *   back to the server's order (the last known one at once, then a refetch) and 'Error updating
 *   order: {message}'.
 *
 * - After either, once the success dialog has closed, the "Undo" toast (./undo-toast.ts,
 *   docs/product.md §22): a delete is undone by putting the entry back from the trash, a reorder by
 *   sending the previous order; then the lists are loaded again.
 *
 * Lists are changed in the query cache rather than refetched: a refetch of a home list is a tracked
 * load whose blocking 'Cargando...' dialog would replace the success dialog. They are only marked
 * stale (`refetchType: 'none'`), so the next visit loads them fresh.
 */
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { historyPaths } from '../../../shared/history.js';
import { paths } from '../../../shared/paths.js';
import type { PopulatedProject } from '../../../shared/schemas.js';
import { api, errorMessage } from '../../lib/api-client.js';
import { confirmDialog, showError, showSuccess } from '../../lib/dialogs.js';
import { queryKeys } from '../../lib/query-keys.js';
import { infoOf, type EntryKind, type KindInfo } from './kinds.js';
import { reorderBody, type Ordered } from './reorder.js';
import { useTexts } from '../../i18n/i18n.js';
import { confirmUndone, offerUndo } from './undo-toast.js';

/** Is this the special category 'All' (compared as the server does: trimmed, ignoring case)? */
export function isAllCategory(title: string | undefined): boolean {
  return (title ?? '').trim().toLowerCase() === ALL_CATEGORY_TITLE.toLowerCase();
}

/** Remove a deleted skill or category from the populated projects that list it. */
function dropFromProjects(client: QueryClient, field: 'languages' | 'categories', id: string): void {
  client.setQueryData<PopulatedProject[]>(queryKeys.projects, (projects) =>
    projects?.map((project) => {
      const list = (project[field] ?? []) as ({ _id: string } | string)[];
      const kept = list.filter((entry) => (typeof entry === 'string' ? entry : entry._id) !== id);
      return kept.length === list.length ? project : { ...project, [field]: kept };
    }),
  );
}

export interface DeleteTarget {
  _id: string;
  title?: string;
}

/**
 * Answers `remove(kind, entry)`, resolving true when the entry was deleted. See the module doc.
 * `kind` is a named kind or a declared resource's kind (`kindOf`, the JSON Resume sections).
 */
export function useDeleteEntry(): (kind: EntryKind | KindInfo, entry: DeleteTarget) => Promise<boolean> {
  const { MESSAGES, RESOURCE_TEXTS, UI, HISTORY_TEXTS } = useTexts();
  const client = useQueryClient();
  return useCallback(
    async (kind, entry) => {
      const named = infoOf(kind);
      // The kind's texts in the active language (the contact's own confirmation and error prefix).
      const local = RESOURCE_TEXTS[named.wire];
      const info = {
        ...named,
        ...(local
          ? { confirm: local.deleteConfirm, deleted: local.deleted, deleteError: local.deleteError }
          : {}),
        ...(kind === 'contact'
          ? { confirm: UI.deleteContact, deleteError: MESSAGES.deleteError.contact }
          : {}),
      };
      if (kind === 'category' && isAllCategory(entry.title)) {
        await showError(MESSAGES.validation.allCategoryDelete);
        return false;
      }
      const confirmed = await confirmDialog({
        title: info.confirm.title,
        text: info.confirm.text,
        confirmText: MESSAGES.dialogs.confirm.yes,
        cancelText: MESSAGES.dialogs.confirm.no,
      });
      if (!confirmed) return false;
      try {
        await api.delete(paths.item(info.wire, entry._id));
      } catch (error) {
        void showError(info.deleteError + errorMessage(error));
        return false;
      }
      await client.cancelQueries({ queryKey: info.queryKey, exact: true });
      client.setQueryData<Ordered[]>(info.queryKey, (list) => list?.filter((item) => item._id !== entry._id));
      if (kind === 'skill') dropFromProjects(client, 'languages', entry._id);
      if (kind === 'category') dropFromProjects(client, 'categories', entry._id);
      void client.invalidateQueries({ queryKey: [info.wire], refetchType: 'none' });
      void showSuccess(info.deleted).then(async () => {
        if (!(await offerUndo(HISTORY_TEXTS.undo.deleted, HISTORY_TEXTS.undo.button))) return;
        try {
          await api.post(historyPaths.trashRestore(info.wire, entry._id), {});
        } catch (error) {
          void showError(HISTORY_TEXTS.undo.failed + errorMessage(error));
          return;
        }
        await client.invalidateQueries({ queryKey: info.queryKey });
        if (kind === 'skill' || kind === 'category')
          await client.invalidateQueries({ queryKey: queryKeys.projects });
        void client.invalidateQueries({ queryKey: [info.wire], refetchType: 'none' });
        void confirmUndone(HISTORY_TEXTS.undo.undone);
      });
      return true;
    },
    [client, MESSAGES, RESOURCE_TEXTS, UI, HISTORY_TEXTS],
  );
}

/**
 * Answers `save(next, sent?)`: `next` is the whole list in its new order (shown at once), `sent` the
 * entries to send (default: all of them; the social links send only the reordered type).
 */
export function useSaveOrder<T extends Ordered>(
  queryKey: QueryKey,
  wire: string,
): (next: T[], sent?: T[]) => Promise<boolean> {
  const { MESSAGES, HISTORY_TEXTS } = useTexts();
  const client = useQueryClient();
  return useCallback(
    async (next, sent = next) => {
      await client.cancelQueries({ queryKey, exact: true });
      const previous = client.getQueryData<T[]>(queryKey);
      client.setQueryData<T[]>(queryKey, next);
      try {
        await api.put(paths.reorder(wire), reorderBody(sent));
      } catch (error) {
        // Back to the server's order: the last one known at once, then what the server has now.
        client.setQueryData<T[]>(queryKey, previous);
        await client.refetchQueries({ queryKey, exact: true }).catch(() => undefined);
        void showError(MESSAGES.reorder.error + errorMessage(error));
        return false;
      }
      void client.invalidateQueries({ queryKey: [wire], refetchType: 'none' });
      void showSuccess(MESSAGES.reorder.saved).then(async () => {
        if (!previous || !(await offerUndo(HISTORY_TEXTS.undo.reordered, HISTORY_TEXTS.undo.button))) return;
        const sentIds = new Set(sent.map((item) => item._id));
        const back = previous.filter((item) => sentIds.has(item._id));
        try {
          await api.put(paths.reorder(wire), reorderBody(back));
        } catch (error) {
          void showError(HISTORY_TEXTS.undo.failed + errorMessage(error));
          return;
        }
        client.setQueryData<T[]>(queryKey, previous);
        void client.invalidateQueries({ queryKey: [wire], refetchType: 'none' });
        void confirmUndone(HISTORY_TEXTS.undo.undone);
      });
      return true;
    },
    [client, queryKey, wire, MESSAGES, HISTORY_TEXTS],
  );
}
