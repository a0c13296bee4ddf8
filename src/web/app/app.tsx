/**
 * The app root: the interface language (Lingui's provider over the browser's instance,
 * src/web/i18n/i18n.ts), the TanStack Query provider, the router and the loading dialog subscription (docs/product.md §4).
 *
 * Routing uses React Router's declarative mode (`<BrowserRouter>` + `useRoutes` over the route
 * objects of {@link routes}) rather than the data router: the app uses no loaders or actions, and the
 * data router costs about 15 KB gzipped more in the visitor's initial JavaScript (docs/product.md §2
 * "Performance"). The admin routes are `React.lazy` elements, which work in this mode.
 * Tests render {@link AppContent} inside their own QueryClientProvider and MemoryRouter.
 */
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { i18n } from '../i18n/i18n.js';
import { useLoadingDialog } from '../lib/loading.js';
import { createQueryClient } from './query-client.js';
import { routes } from './routes.js';

/** The routed pages plus the 'Cargando...' dialog; needs a router and a query client above it. */
export function AppContent() {
  useLoadingDialog();
  return useRoutes(routes);
}

export interface AppProps {
  client?: QueryClient;
}

export function App({ client }: AppProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppContent />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
}
