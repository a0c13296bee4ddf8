/**
 * The app root: the TanStack Query provider, the router (browser history, {@link routes}) and the
 * loading dialog subscription (spec 4). `client` and `router` can be injected (tests).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useLoadingDialog } from '../lib/loading.js';
import { createQueryClient } from './query-client.js';
import { routes } from './routes.js';

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  client?: QueryClient;
  router?: Router;
}

export function App({ client, router }: AppProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const [appRouter] = useState(() => router ?? createBrowserRouter(routes));
  useLoadingDialog();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={appRouter} />
    </QueryClientProvider>
  );
}
