/**
 * Entry point of the web app: global styles and the {@link App} root on `#root`.
 *
 * - A page the server rendered (`/`, the forbidden and not-found pages) carries the dehydrated query
 *   state in `<script id="vitae-state">`: the client hydrates the server's HTML with that data, so
 *   nothing is fetched and nothing is loading at first view
 *   (docs/decisions/0020-server-rendered-first-view.md).
 * - Any other page (the signed-in screens) is rendered by the client alone; the query client is made
 *   here so the first screen's data starts before the first render ({@link prefetchStartData}). The
 *   'Cargando...' dialog shows from the first paint and the page stays out of sight until its first
 *   loads are over ({@link holdFirstView}, docs/decisions/0094-no-typing-under-the-loading-dialog.md).
 *   A page the server sent to a visitor says so on `<html>` ({@link ANONYMOUS_ATTRIBUTE}): the
 *   session is known to be empty and is not asked for (docs/decisions/0095-anonymous-app-pages.md).
 * - A visitor's page hands over to the application ({@link HANDOFF_ATTRIBUTE} on `<html>`, set by
 *   src/web/visitor.ts when a visitor follows a link to a signed-in screen such as Login): the
 *   browser renders the new address alone, with the server's query state, so nothing is fetched
 *   again (docs/decisions/0160-visitor-page-islands.md).
 */
import './lib/zod-config.js';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, type Language } from '../shared/i18n/languages.js';
import { ANONYMOUS_ATTRIBUTE, HANDOFF_ATTRIBUTE, SSR_STATE_ID } from '../shared/ssr.js';
import { App } from './app/app.js';
import { prefetchStartData } from './app/prefetch.js';
import { createQueryClient } from './app/query-client.js';
import { i18n, loadLanguage, startLanguage } from './i18n/i18n.js';
import { holdFirstView, holdLoadingDialog } from './lib/loading.js';
import { SESSION_KEY } from './lib/session.js';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const container: HTMLElement = root;

const client = createQueryClient();
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
const handoff = document.documentElement.hasAttribute(HANDOFF_ATTRIBUTE);
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

// A page the browser renders alone: the 'Cargando...' dialog from the very start, before the
// language and the first render (its first paint shows the dialog, not fields to type in).
if (!serverState) {
  holdLoadingDialog();
  holdFirstView();
}

// The language first: the server's page says it in <html lang>, so hydration renders what the
// server did; a language other than English loads its catalogue (a small chunk) before rendering.
// If its chunk cannot be loaded, the page starts in English.
const asked = startLanguage();
void loadLanguage(asked).then(
  () => start(asked),
  () => start(DEFAULT_LANGUAGE),
);

function start(language: Language): void {
  i18n.activate(language);
  document.documentElement.lang = language;
  if (serverState && !handoff) afterFirstPaint(startHydration);
  else startClient();
}

/**
 * Run `work` once the browser has painted the server's HTML (the next frame, then a task after it),
 * so hydration never holds up the first paint (decision 0021). A page opened in a
 * background tab (no frames) starts it from a plain task instead.
 */
function afterFirstPaint(work: () => void): void {
  if (document.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}

function startHydration(): void {
  hydrate(client, JSON.parse(serverState!));
  // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that would block input on a slow phone (decision 0020: TBT).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

function startClient(): void {
  // The 'Cargando...' dialog listens (since the start) before the first tracked load starts
  // (docs/product.md §4), even if the preloaded lists answer before React's first effect runs.
  if (document.documentElement.hasAttribute(ANONYMOUS_ATTRIBUTE)) client.setQueryData(SESSION_KEY, null);
  if (handoff && serverState) {
    // The visitor's page's data (session, header and footer lists) carries over; its HTML goes.
    hydrate(client, JSON.parse(serverState));
    container.replaceChildren();
  }
  prefetchStartData(client, window.location.pathname);
  createRoot(container).render(app);
}
