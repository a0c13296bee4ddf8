/**
 * The visitor's entry (docs/decisions/0160-visitor-page-islands.md, docs/product.md §24): the server
 * sends a visitor the whole page as HTML, and this small script makes only its moving parts move.
 * It loads no React by itself:
 *
 * - Fade-ins: the cards (`data-fade-in`, src/web/components/fade-in.tsx) are read by plain
 *   IntersectionObservers: a card out of view at start is hidden, and fades in the first time its
 *   threshold (docs/product.md §9) is visible, as the component does.
 * - Islands (`data-island`, src/web/components/island.tsx): each is hydrated on its own, with the
 *   code of its component loaded by dynamic import, when it comes within {@link NEAR_VIEWPORT} of the
 *   viewport (`visible`) or at the first pointer, focus or click on it (`interaction`; a click that
 *   came before it was ready is given to it once hydrated). The first island loads React and the
 *   interface language once for all (src/web/visitor-runtime.tsx). An island inside another is the
 *   outer one's.
 * - Sections: those the first view left unrendered (src/web/visitor-page.css) are rendered one per
 *   idle moment ({@link renderSectionsAhead}).
 * - The language switch: once its island has switched the language (cookie, `<html lang>`), the page
 *   in that language is fetched from the same address and put in place of this one (its islands
 *   hydrated again), without a reload and without changing the address.
 *
 * The signed-in owner gets the full application (src/web/main.tsx) instead: the server chooses the
 * entry per request (src/server/modules/site/pages.ts).
 */
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { HANDOFF_ATTRIBUTE } from '../shared/ssr.js';
import fade from './components/fade-in.module.css';
import './visitor-page.css';

/** The visitor page's `<meta>` naming the application's entry (vite.config.ts writeVisitorPage). */
const APP_ENTRY_META = 'vitae-app-entry';

/** How far outside the viewport a `visible` island starts hydrating. */
const NEAR_VIEWPORT = '200px';

type AnyComponent = ComponentType<Record<string, unknown>>;
type Loader = () => Promise<unknown>;

/** Every island by name: its component's loader (the names are those of the page's `<Island>`s). */
const ISLANDS: Record<string, Loader> = {
  'theme-toggle': () => import('./app/theme-toggle.js').then((module) => module.ThemeToggle),
  'language-switch': () => import('./app/language-switch.js').then((module) => module.LanguageSwitch),
  'skill-ring': () => import('./components/skill-ring.js').then((module) => module.SkillRing),
  'description-box': () => import('./components/description-box.js').then((module) => module.DescriptionBox),
  projects: () => import('./pages/home/visitor-projects.js').then((module) => module.VisitorProjects),
  contact: () => import('./features/contact/contact-section.js').then((module) => module.default),
};

const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

const page = document.getElementById('root');
const roots: Root[] = [];
let observers: IntersectionObserver[] = [];
let runtime: Promise<typeof import('./visitor-runtime.js')> | undefined;
let generation = 0;
/**
 * The language the page's text is in (its `<html lang>` as the server sent it, then that of each
 * page put in its place): after a switch and until the new page arrives, it is not the interface's.
 */
let pageLanguage = document.documentElement.lang;
/** Each started island's hydration (resolved once it is hydrated). */
const islandReady = new WeakMap<Element, Promise<void>>();

function loadRuntime(): Promise<typeof import('./visitor-runtime.js')> {
  if (!runtime) {
    runtime = import('./visitor-runtime.js');
    void runtime.then((module) => module.onLanguageChange(() => void replacePage()));
  }
  return runtime;
}

/** The fade-in cards outside islands (see the module doc). */
function startFadeIns(container: Element): void {
  for (const element of container.querySelectorAll<HTMLElement>('[data-fade-in]')) {
    if (element.closest('[data-island]')) continue;
    const threshold = Number(element.dataset.fadeIn) || 0;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (first) {
            first = false;
            if (!entry.isIntersecting) element.classList.add(fade.fade!);
          }
          if (entry.isIntersecting && entry.intersectionRatio >= threshold) {
            element.classList.add(fade.visible!);
            element.dataset.visible = 'true';
            observer.disconnect();
          }
        }
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    observers.push(observer);
  }
}

/** Hydrate one island once (see the module doc); resolves when it is hydrated. */
function hydrate(element: HTMLElement): Promise<void> {
  if (element.dataset.islandStarted) return islandReady.get(element) ?? Promise.resolve();
  element.dataset.islandStarted = 'true';
  const name = element.dataset.island ?? '';
  const load = ISLANDS[name];
  if (!load) return Promise.resolve();
  const at = generation;
  const ready = Promise.all([loadRuntime(), load()]).then(async ([module, component]) => {
    if (at !== generation) return;
    const props = JSON.parse(element.dataset.islandProps ?? '{}') as Record<string, unknown>;
    roots.push(await module.hydrateIsland(element, component as AnyComponent, props, pageLanguage));
    element.dataset.islandHydrated = 'true';
  });
  islandReady.set(element, ready);
  return ready;
}

/** Start every island of `container` (see the module doc). */
function startIslands(container: Element): void {
  // The wrapper takes no box (`display: contents`), so the observer watches its first element.
  const islandOf = new Map<Element, HTMLElement>();
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        const island = islandOf.get(entry.target);
        if (island) void hydrate(island);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observers.push(near);
  for (const element of container.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.parentElement?.closest('[data-island]')) continue;
    // Every island takes its first interaction (a click before it is ready is given to it after).
    waitForInteraction(element);
    if (element.dataset.islandWhen !== 'interaction') {
      const watched = element.firstElementChild ?? element;
      islandOf.set(watched, element);
      near.observe(watched);
    }
  }
}

/** Hydrate `element` at the first interaction; a click before it is ready is replayed after. */
function waitForInteraction(element: HTMLElement): void {
  const start = () => void hydrate(element);
  for (const type of INTERACTIONS) element.addEventListener(type, start, { once: true, passive: true });
  const onClick = (event: MouseEvent) => {
    if (element.dataset.islandHydrated) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a, button') : null;
    if (!target) return;
    // Links keep the browser's own behaviour in a new tab or window.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate(element).then(() => {
      element.removeEventListener('click', onClick, true);
      target.click();
    });
  };
  element.addEventListener('click', onClick, true);
}

/** Take the page (in the language just chosen) from the server and put it in place of this one. */
async function replacePage(): Promise<void> {
  if (!page) return;
  const response = await fetch(window.location.href, { credentials: 'same-origin' });
  if (!response.ok && response.status !== 403 && response.status !== 404) return;
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const nextRoot = next.getElementById('root');
  if (!nextRoot) return;
  generation += 1;
  for (const observer of observers) observer.disconnect();
  observers = [];
  for (const root of roots.splice(0)) root.unmount();
  pageLanguage = next.documentElement.lang;
  page.replaceChildren(...Array.from(nextRoot.childNodes, (node) => document.importNode(node, true)));
  document.title = next.title;
  start(page);
}

function start(container: Element): void {
  if (typeof IntersectionObserver === 'undefined') {
    // No observer (an old browser): every island now, the cards as they are.
    for (const element of container.querySelectorAll<HTMLElement>('[data-island]'))
      if (!element.parentElement?.closest('[data-island]')) void hydrate(element);
    return;
  }
  startFadeIns(container);
  startIslands(container);
  renderSectionsAhead(container, generation);
}

/** The attribute that takes a section out of the deferred rendering of src/web/visitor-page.css. */
const RENDERED_ATTRIBUTE = 'data-rendered';

/** Run `work` when the browser is idle (or a moment later where it cannot say). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 50);
}

/**
 * Render the sections the first view left for later (docs/decisions/0221-sections-rendered-when-near.md)
 * one at a time, each when the browser is idle: every frame then lays out one section, never the whole
 * page, and soon the page is whole (a full-page capture, the scroll bar's true length).
 */
function renderSectionsAhead(container: Element, at: number): void {
  const waiting = [...container.querySelectorAll<HTMLElement>('section')].filter(
    (section) => getComputedStyle(section).contentVisibility === 'auto',
  );
  const next = () => {
    if (at !== generation) return;
    const section = waiting.shift();
    if (!section) return;
    section.setAttribute(RENDERED_ATTRIBUTE, '');
    whenIdle(next);
  };
  whenIdle(next);
}

/**
 * A link to a signed-in screen (`data-app-link`, the header's Login): the application takes over in
 * place, at that address, with this page's data (src/web/main.tsx {@link HANDOFF_ATTRIBUTE}), as a
 * client-side navigation; without JavaScript the link loads the screen.
 */
function handOffOnAppLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-app-link]') : null;
    if (!link || link.origin !== window.location.origin) return;
    event.preventDefault();
    generation += 1;
    for (const observer of observers) observer.disconnect();
    for (const root of roots.splice(0)) root.unmount();
    window.history.pushState(null, '', link.pathname + link.search);
    document.documentElement.setAttribute(HANDOFF_ATTRIBUTE, '');
    // The application's entry, by its built address (vite.config.ts writeVisitorPage), so that the
    // build keeps it apart from this entry's chunks.
    const entry = document.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`)?.content;
    if (entry) void import(/* @vite-ignore */ entry);
    else window.location.assign(link.href);
  });
}

if (page) {
  start(page);
  handOffOnAppLinks();
}
