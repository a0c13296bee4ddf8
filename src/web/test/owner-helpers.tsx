/**
 * Test helpers for the admin area's component tests (Vitest + Testing Library, jsdom).
 *
 * - `mockApi`, `ok`, `fail` (from ./api-mock.ts, the one API mock): canned answers for `fetch`, with
 *   every call recorded.
 * - {@link renderPage}: renders an element at a route inside a fresh QueryClient and a memory router
 *   with stand-in pages for `/`, `/profile` and `/forbidden`; the session is seeded (`user`), so no
 *   session call is made.
 * - {@link dialog}/{@link closeDialog}: the real SweetAlert2 dialog as a user sees it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { expect, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import type { User } from '../../shared/schemas.js';
import { dialogsSettled, loadSwal } from '../lib/dialogs.js';
import { SESSION_KEY } from '../lib/session.js';

// jsdom has no matchMedia; SweetAlert2 asks it (prefers-reduced-motion) when drawing icons.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export { fail, mockApi, ok, type ApiCall, type Handler, type Reply } from './api-mock.js';

export interface RenderPageOptions {
  /** The route pattern, e.g. '/works/form/:id'. */
  path: string;
  /** The URL to start at (default: `path`). */
  url?: string;
  /** Navigation state of the starting entry. */
  state?: unknown;
  /** The signed-in user; null = anonymous; undefined = the session is still loading. */
  user?: User | null;
}

/** Render `element` at `path` with providers; answers the router, the query client and a user-event. */
export function renderPage(element: ReactElement, options: RenderPageOptions) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (options.user !== undefined) client.setQueryData(SESSION_KEY, options.user);
  else
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
  const routes: RouteObject[] = [
    { path: options.path, element },
    { path: '/', element: <p>Home page</p> },
    { path: '/forbidden', element: <p>{MESSAGES.pages.forbidden}</p> },
  ];
  for (const standIn of ['/profile', '/update-person', '/update-user', '/login']) {
    if (options.path !== standIn) routes.push({ path: standIn, element: <p>Stand-in for {standIn}</p> });
  }
  const router = createMemoryRouter(routes, {
    initialEntries: [
      {
        pathname: (options.url ?? options.path).split('?')[0],
        search: (options.url ?? '').includes('?') ? `?${(options.url ?? '').split('?')[1]}` : '',
        state: options.state,
      },
    ],
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, user };
}

/** The open SweetAlert2 dialog (waits for it), optionally by its title. */
export async function dialog(title?: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', title ? { name: title } : {});
}

/** The open dialog's text, for exact assertions. */
export async function dialogText(): Promise<string> {
  const popup = await dialog();
  return popup.querySelector('.swal2-html-container')?.textContent ?? '';
}

/**
 * Press the dialog's confirm button (OK by default) and wait until it is gone. A success dialog may
 * already have closed by itself (after 1.5 s, decision 0070) on a busy machine: then there is
 * nothing left to press.
 */
export async function closeDialog(user: ReturnType<typeof userEvent.setup>, button = 'OK'): Promise<void> {
  // Only a dialog still open is pressed: reading its text already proved it was shown.
  const popup = screen.queryByRole('dialog');
  const target = popup ? within(popup).queryByRole('button', { name: button }) : null;
  if (target?.isConnected) await user.click(target);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Focus goes back to the page only after SweetAlert2's timer: typing earlier would be stolen.
  await dialogsSettled();
}

/** Close any dialog left open and reset SweetAlert2 (afterEach). */
export async function resetDialogs(): Promise<void> {
  const Swal = await loadSwal();
  Swal.close();
  document.querySelectorAll('.swal2-container').forEach((node) => node.remove());
  document.body.className = '';
  document.querySelectorAll('[aria-hidden]').forEach((node) => node.removeAttribute('aria-hidden'));
}

export { id24, makePerson, makeUser } from './factories.js';
