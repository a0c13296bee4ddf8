/**
 * Entry point of the web app: global styles and the {@link App} root on `#root`.
 *
 * - A page the server rendered (`/`, the forbidden and not-found pages) carries the dehydrated query
 *   state in `<script id="vitae-state">`: the client hydrates the server's HTML with that data, so
 *   nothing is fetched and nothing is loading at first view
 *   (docs/decisions/0020-server-rendered-first-view.md).
 * - Any other page (the signed-in screens) is rendered by the client alone; the query client is made
 *   here so the first screen's data starts before the first render ({@link prefetchStartData}).
 */
import './lib/zod-config.js';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_STATE_ID } from '../shared/ssr.js';
import { App } from './app/app.js';
import { prefetchStartData } from './app/prefetch.js';
import { createQueryClient } from './app/query-client.js';
import { holdLoadingDialog } from './lib/loading.js';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const client = createQueryClient();
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

/**
 * Run `work` once the browser has painted the server's HTML (the next frame, then a task after it),
 * so hydration never holds up the first paint (issue 8 item 5, decision 0021). A page opened in a
 * background tab (no frames) starts it from a plain task instead.
 */
function afterFirstPaint(work: () => void): void {
  if (document.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}

if (serverState) {
  afterFirstPaint(() => {
    hydrate(client, JSON.parse(serverState));
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser
    // between them, instead of one long task that would block input on a slow phone (issue 8: TBT).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  // The 'Cargando...' dialog listens before the first tracked load starts (spec 4), even if the
  // preloaded lists answer before React's first effect runs.
  holdLoadingDialog();
  prefetchStartData(client, window.location.pathname);
  createRoot(container).render(app);
}
