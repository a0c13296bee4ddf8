/**
 * The browser's Back and Forward held while a form has unsaved input
 * (docs/decisions/0073-unsaved-changes.md): a guard entry in the history, and the question
 * ({@link confirmDiscard}) when the owner leaves it.
 */
import { useEffect } from 'react';
import { confirmDiscard } from './discard-question.js';
import { GUARD_KEY, isGuard, silentBack, type HistoryState } from './guard-entry.js';

/** The last guard's id (each guard entry is marked with its own). */
let guardIds = 0;

/**
 * Hold the browser's Back/Forward while `dirty` (docs/decisions/0073-unsaved-changes.md).
 *
 * When `dirty` turns true, a guard entry is pushed: the same address, `history.state` copied with
 * {@link GUARD_KEY} added (React Router's `idx`/`key` kept, so the router still sees the same
 * location). A `popstate` that leaves the guard is caught on `window` in the capture phase, which runs
 * before React Router's own (bubble) listener, and stopped there, so the router never renders the
 * previous page. The guard is pushed again at once (the address bar shows the form again) and
 * {@link confirmDiscard} asks: Stay keeps everything; Discard lets the router hear the next
 * `popstate` and goes back past the guard (`history.go(-2)` when Back landed on the form's own entry,
 * `-1` when the owner jumped further back from the browser's history list: the guard then stands in
 * for the form's entry).
 *
 * While the guard is the current entry, `history.pushState` (React Router's `navigate()`: a save,
 * Go Back, a link after Discard) replaces the guard instead of adding an entry after it. When `dirty`
 * turns false or the page unmounts while the guard is current, the guard is left silently
 * ({@link silentBack}). Known limit: a reload while dirty keeps the guard entry in the session's
 * history (the browser's own question came first); Back then shows the same form once more.
 */
export function useHistoryGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const history = window.history;
    const id = ++guardIds;
    const formState = history.state as HistoryState;
    const formUrl = window.location.href;
    const guardState = { ...(formState ?? {}), [GUARD_KEY]: id };
    const realPushState = history.pushState;
    const pushGuard = () => realPushState.call(history, guardState, '', formUrl);
    pushGuard();
    const pushState: History['pushState'] = (data, unused, url) => {
      if (isGuard(history.state, id)) history.replaceState(data, unused, url);
      else realPushState.call(history, data, unused, url);
    };
    history.pushState = pushState;
    let asking = false;
    let leaving = false;
    let steps = 2;
    const onPopState = (event: PopStateEvent) => {
      if (leaving) return;
      event.stopImmediatePropagation();
      if (isGuard(event.state, id)) return;
      const popped = event.state as HistoryState;
      const atForm =
        window.location.href === formUrl && popped?.idx === formState?.idx && popped?.key === formState?.key;
      steps = atForm ? 2 : 1;
      pushGuard();
      if (asking) return;
      asking = true;
      void confirmDiscard().then((discard) => {
        asking = false;
        if (!discard) return;
        leaving = true;
        history.go(-steps);
      });
    };
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('popstate', onPopState, true);
      if (history.pushState === pushState) history.pushState = realPushState;
      if (isGuard(history.state, id)) silentBack();
    };
  }, [dirty]);
}
