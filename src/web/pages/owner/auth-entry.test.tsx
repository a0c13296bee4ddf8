/** Tests of the two admin files in src/web/app: the header's auth buttons and the lazy admin routes. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { User } from '../../../shared/schemas.js';
import { adminRoutes } from '../../app/admin-routes.js';
import { AuthButtons, signOut } from '../../app/auth-buttons.js';
import { SESSION_KEY } from '../../lib/session.js';
import {
  closeDialog,
  dialogText,
  fail,
  makeUser,
  mockApi,
  ok,
  resetDialogs,
} from '../../test/owner-helpers.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderButtons(user: User | null) {
  const client = new QueryClient();
  client.setQueryData(SESSION_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthButtons />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AuthButtons', () => {
  it('shows Login (to /login) to visitors', () => {
    renderButtons(null);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Signout' })).not.toBeInTheDocument();
  });

  it('shows Profile and Signout to a signed-in user, without Users', () => {
    renderButtons(makeUser({ role: 'user' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Signout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows Users (to /users) to admins', () => {
    renderButtons(makeUser({ role: 'admin' }));
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it('signs out: POST auth/signout, the success dialog, then a reload', async () => {
    const calls = mockApi({ [`POST ${paths.signout}`]: ok(null) });
    const reload = vi.fn();
    const user = userEvent.setup();
    const done = signOut(reload);
    expect(await dialogText()).toBe(MESSAGES.dialogs.success.text);
    expect(reload).not.toHaveBeenCalled();
    await closeDialog(user);
    await done;
    expect(reload).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: paths.signout });
  });

  it('a failed sign-out is only logged: no dialog, no reload', async () => {
    mockApi({ [`POST ${paths.signout}`]: fail(401, 'Not signed in.', 'UNAUTHENTICATED') });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    await signOut(reload);
    expect(logged).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the Signout button calls the server', async () => {
    const calls = mockApi({ [`POST ${paths.signout}`]: fail(500, 'Down', 'INTERNAL_ERROR') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderButtons(makeUser());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Signout' }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});

describe('adminRoutes', () => {
  it('declares every admin route of the spec', () => {
    expect(adminRoutes.map((route) => route.path)).toEqual([
      '/login',
      '/profile',
      '/update-user',
      '/update-person',
      '/users',
      '/data',
      '/educations/form/:id',
      '/works/form/:id',
      '/languages/form/:id',
      '/proyects/form/:id',
      '/social-medias/form/:id',
      '/categories/form/:id',
      '/inbox',
      '/security',
      '/history/:resource/:id',
      '/trash',
      '/versions',
      '/statistics',
      '/design',
    ]);
  });

  it.each([
    '/profile',
    '/update-user',
    '/update-person',
    '/users',
    '/educations/form/new',
    '/works/form/new',
    '/languages/form/new',
    '/proyects/form/new',
    '/social-medias/form/new',
    '/categories/form/new',
  ])('%s loads lazily and redirects to /forbidden when signed out', async (url) => {
    mockApi({});
    const client = new QueryClient();
    client.setQueryData(SESSION_KEY, null);
    const router = createMemoryRouter(
      [...adminRoutes, { path: '/forbidden', element: <p>{MESSAGES.pages.forbidden}</p> }],
      { initialEntries: [url] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(MESSAGES.pages.forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forbidden');
  });

  it('/login loads the login page', async () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_KEY, null);
    const router = createMemoryRouter(adminRoutes, { initialEntries: ['/login'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
