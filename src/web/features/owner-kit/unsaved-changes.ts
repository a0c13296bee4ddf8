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
import { confirmDiscard } from './discard-question.js';
import { heldLinkPath } from './held-link.js';
import { useHistoryGuard } from './history-guard.js';

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
