/**
 * The route table (docs/product.md §2 "Screens and routes"): `/` home, `/forbidden`, the admin area's routes
 * (`adminRoutes`, lazily loaded by their owner, spread before the catch-all), and any other path the
 * not-found page. Every route renders inside {@link Layout} (header, main, footer).
 */
import type { RouteObject } from 'react-router';
import { ForbiddenPage } from '../pages/forbidden/forbidden-page.js';
import { HomePage } from '../pages/home/home-page.js';
import { NotFoundPage } from '../pages/not-found/not-found-page.js';
import { adminRoutes } from './admin-routes.js';
import { Layout } from './layout.js';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'forbidden', element: <ForbiddenPage /> },
      ...adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
