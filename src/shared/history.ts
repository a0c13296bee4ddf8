/**
 * The history, trash and retention of the entries on the wire (docs/product.md §22; server:
 * src/server/modules/history/, web: src/web/features/history/). Paths are spelled here once.
 *
 * - A change: `{_id, resource, entryId, action, before, after, userId, userName, createdAt}`;
 *   `before`/`after` are the entry's wire states (null before a create and after a delete), a
 *   reorder's are the list's ids in order (`entryId` '').
 * - A trash item: `{resource, entryId, state, order, userName, deletedAt, purgeAt}`.
 * - The retention: `{days, states}`, whole numbers from 1 (days up to 3650, states up to 1000).
 */
import { z } from 'zod';
import { API_PREFIX } from './paths.js';

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'reorder', 'restore'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const historyChangeSchema = z.object({
  _id: z.string(),
  resource: z.string(),
  entryId: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  before: z.unknown(),
  after: z.unknown(),
  userId: z.string().nullable(),
  userName: z.string(),
  createdAt: z.string(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const trashItemSchema = z.object({
  resource: z.string(),
  entryId: z.string(),
  state: z.record(z.string(), z.unknown()),
  order: z.number(),
  userName: z.string(),
  deletedAt: z.string(),
  /** When the trash deletes it for good. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** How many changes one read of a history answers by default (`?limit=` up to 200). */
export const HISTORY_PAGE_SIZE = 50;

/** Limits of the retention setting. */
export const RETENTION_LIMITS = { days: { min: 1, max: 3650 }, states: { min: 1, max: 1000 } } as const;

export const retentionSchema = z.object({
  days: z.number().int().min(RETENTION_LIMITS.days.min).max(RETENTION_LIMITS.days.max),
  states: z.number().int().min(RETENTION_LIMITS.states.min).max(RETENTION_LIMITS.states.max),
});
export type Retention = z.infer<typeof retentionSchema>;

/** Which state of a change a restore brings back (default `after`; a delete's: `before`). */
export const restoreBodySchema = z.object({ state: z.enum(['before', 'after']).optional() });

export const historyPaths = {
  /** GET: the changes of one entry, newest first, {@link HISTORY_PAGE_SIZE} at a time (older than `before`). */
  entry: (resource: string, id: string, before?: string) =>
    `${API_PREFIX}/history/${encodeURIComponent(resource)}/${encodeURIComponent(id)}` +
    (before ? `?before=${encodeURIComponent(before)}` : ''),
  /** POST `{state?}`: bring back a state of a change. */
  restore: (changeId: string) => `${API_PREFIX}/history/changes/${encodeURIComponent(changeId)}/restore`,
  /** GET: what is in the trash, newest first. */
  trash: `${API_PREFIX}/trash`,
  /** POST: put a deleted entry back. */
  trashRestore: (resource: string, id: string) =>
    `${API_PREFIX}/trash/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/restore`,
  /** DELETE: delete for good. */
  trashItem: (resource: string, id: string) =>
    `${API_PREFIX}/trash/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`,
  /** GET, PUT: the retention setting. */
  retention: `${API_PREFIX}/settings/history`,
} as const;

/** The same paths as route patterns (the server registers these). */
export const historyRoutes = {
  entry: `${API_PREFIX}/history/:resource/:id`,
  restore: `${API_PREFIX}/history/changes/:id/restore`,
  trashRestore: `${API_PREFIX}/trash/:resource/:id/restore`,
  trashItem: `${API_PREFIX}/trash/:resource/:id`,
} as const;
