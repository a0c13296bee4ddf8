/**
 * Entry point of the web app: global styles and the {@link App} root mounted on `#root`. The query
 * client is made here so the first screen's data starts before the first render
 * ({@link prefetchStartData}: the session check and, on `/`, the home lists, in parallel).
 */
import './lib/zod-config.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { prefetchStartData } from './app/prefetch.js';
import { createQueryClient } from './app/query-client.js';
import { holdLoadingDialog } from './lib/loading.js';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const client = createQueryClient();
// The 'Cargando...' dialog listens before the first tracked load starts (spec 4), even if the
// preloaded lists answer before React's first effect runs.
holdLoadingDialog();
prefetchStartData(client, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
