/**
 * Ask before unsaved input is lost (docs/decisions/0073-unsaved-changes.md).
 *
 * `useUnsavedChanges(dirty)` guards a form page while `dirty` is true:
 * - leaving through any in-app link (the header's, the footer's: a plain left click on an
 *   `<a href>` to this origin, not a new tab or a download) is held and the owner is asked
 *   ({@link confirmDiscard}); Discard follows the link, Stay keeps the page and its input;
 * - the browser's Back (and Forward) button is held by a guard history entry ({@link useHistoryGuard}):
 *   Stay keeps the page, its address and its input; Discard goes back for real;
 * - reloading, closing the tab or typing another address gets the browser's own "Leave site?"
 *   question (`beforeunload`).
 * The page's own Go Back button calls {@link confirmDiscard} itself (FormPage). A save that succeeds
 * navigates with `navigate()`, which is not held; that navigation takes the guard entry's place, so
 * the history holds no extra entry to click Back through.
 *
 * Why not React Router's `useBlocker`: it needs the data router, which the app does not use
 * (src/web/app/app.tsx: declarative mode, 15 KB gzipped lighter for visitors); hence the guard entry.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../lib/dialogs.js';
import { TEXTS } from '../../i18n/admin-texts.js';

/** The question: resolves true when the owner chooses to discard the changes. */
export function confirmDiscard(): Promise<boolean> {
  return confirmDialog({
    title: TEXTS.unsaved.title,
    text: TEXTS.unsaved.text,
    confirmText: TEXTS.unsaved.discard,
    cancelText: TEXTS.unsaved.stay,
  });
}

/** The in-app path a click on `target` would open, or undefined when the click is not one to hold. */
export function heldLinkPath(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return path === here || url.hash !== '' ? undefined : path;
}

/** The key of the marker in `history.state` that makes an entry a guard entry (its value: the guard's id). */
const GUARD_KEY = 'vitaeUnsavedGuard';
let guardIds = 0;

type HistoryState = Record<string, unknown> | null;

function isGuard(state: unknown, id: number): boolean {
  return typeof state === 'object' && state !== null && (state as HistoryState)?.[GUARD_KEY] === id;
}

/** Go back one entry without anyone (React Router included) hearing the `popstate`. */
function silentBack(): void {
  const swallow = (event: PopStateEvent) => {
    event.stopImmediatePropagation();
    window.removeEventListener('popstate', swallow, true);
  };
  window.addEventListener('popstate', swallow, true);
  window.history.back();
}

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
function useHistoryGuard(dirty: boolean): void {
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

export function useUnsavedChanges(dirty: boolean): void {
  const navigate = useNavigate();
  useHistoryGuard(dirty);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their question.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const path = heldLinkPath(event);
      if (path === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDiscard().then((discard) => {
        if (discard) void navigate(path);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: before React Router's own link handler.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, navigate]);
}
