/**
 * Which clicks leave a form page with unsaved input through an in-app link
 * (docs/decisions/0073-unsaved-changes.md): a plain left click on an `<a href>` to this origin,
 * not a new tab, a download or a jump within the page.
 */

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
