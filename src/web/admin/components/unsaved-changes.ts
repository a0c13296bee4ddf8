/**
 * Ask before unsaved input is lost (issue 12 item 5, docs/decisions/0073-unsaved-changes.md).
 *
 * `useUnsavedChanges(dirty)` guards a form page while `dirty` is true:
 * - leaving through any in-app link (the header's, the footer's: a plain left click on an
 *   `<a href>` to this origin, not a new tab or a download) is held and the owner is asked
 *   ({@link confirmDiscard}); Discard follows the link, Stay keeps the page and its input;
 * - reloading, closing the tab or typing another address gets the browser's own "Leave site?"
 *   question (`beforeunload`).
 * The page's own Go Back button calls {@link confirmDiscard} itself (FormPage). A save that succeeds
 * navigates with `navigate()`, which is not held.
 *
 * Why not React Router's `useBlocker`: it needs the data router, which the app does not use
 * (src/web/app/app.tsx: declarative mode, 15 KB gzipped lighter for visitors). The browser's Back
 * button is therefore not held inside the app (only `beforeunload` for leaving the site).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../lib/dialogs.js';
import { TEXTS } from '../texts.js';

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

export function useUnsavedChanges(dirty: boolean): void {
  const navigate = useNavigate();
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
