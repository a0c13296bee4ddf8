/**
 * Scroll and focus on navigation. React Router's `<ScrollRestoration>` needs the
 * data router, which the app does not use (see app.tsx), so the layout calls this hook instead:
 *
 * - A new page (push or replace, without a `#hash`) starts at the top, and the focus moves to its
 *   heading (the first `h1` in `<main>`, given `tabindex="-1"`; `<main>` itself when the page has
 *   none yet after {@link HEADING_WAIT_FRAMES} frames), so screen readers announce the new page and
 *   keyboard users continue from it, unless the page focused one of its own fields (autoFocus). The first page of a visit keeps the browser's focus.
 * - Back and forward (a pop) restore the scroll position the entry had, waiting a few frames for the
 *   page to grow tall enough when its content is still loading.
 *
 * Positions are kept in memory per history entry (`location.key`), recorded on every scroll.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How many animation frames to wait for a lazy page's heading or a tall enough page. */
export const HEADING_WAIT_FRAMES = 60;

const positions = new Map<string, number>();

function focusHeading(main: HTMLElement): boolean {
  // A page that focused one of its own fields (e.g. the login email) keeps that focus.
  const active = document.activeElement;
  if (active && active !== main && main.contains(active)) return true;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/** Restore scroll and focus per navigation; `mainId` is the id of the page's `<main>`. */
export function usePageScroll(mainId: string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const keyRef = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const record = () => positions.set(keyRef.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    keyRef.current = location.key;
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let handle = 0;
    if (navigationType === 'POP') {
      const target = positions.get(location.key) ?? 0;
      const restore = () => {
        window.scrollTo(0, target);
        const reached = Math.abs(window.scrollY - target) < 2;
        if (!reached && frame++ < HEADING_WAIT_FRAMES) handle = requestAnimationFrame(restore);
      };
      restore();
    } else if (!location.hash) {
      window.scrollTo(0, 0);
      const focus = () => {
        const main = document.getElementById(mainId);
        if (!main || focusHeading(main)) return;
        if (frame++ < HEADING_WAIT_FRAMES) handle = requestAnimationFrame(focus);
        else main.focus({ preventScroll: true });
      };
      focus();
    }
    return () => cancelAnimationFrame(handle);
  }, [location.key, location.hash, navigationType, mainId]);
}
