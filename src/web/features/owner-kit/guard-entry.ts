/**
 * The guard entry of the browser's history that holds Back/Forward while a form has unsaved input
 * (docs/decisions/0073-unsaved-changes.md, ./history-guard.ts): its marker in `history.state`, and
 * leaving it without anyone hearing.
 */

/** The key of the marker in `history.state` that makes an entry a guard entry (its value: the guard's id). */
export const GUARD_KEY = 'vitaeUnsavedGuard';

/** `history.state` as the router leaves it (its `idx` and `key`), or null. */
export type HistoryState = Record<string, unknown> | null;

/** Is `state` the guard entry of the guard `id`? */
export function isGuard(state: unknown, id: number): boolean {
  return typeof state === 'object' && state !== null && (state as HistoryState)?.[GUARD_KEY] === id;
}

/** Go back one entry without anyone (React Router included) hearing the `popstate`. */
export function silentBack(): void {
  const swallow = (event: PopStateEvent) => {
    event.stopImmediatePropagation();
    window.removeEventListener('popstate', swallow, true);
  };
  window.addEventListener('popstate', swallow, true);
  window.history.back();
}
