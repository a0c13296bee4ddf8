import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import { SESSION_KEY } from '../../lib/session.js';
import {
  closeDialog,
  dialog,
  dialogText,
  fail,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import { nextPath } from './login-next.js';
import { LoginPage } from './login-page.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('asks to complete all fields when one is empty, without calling the server', async () => {
    const calls = mockApi({});
    const { user } = renderPage(<LoginPage />, { path: '/login', user: null });
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await dialogText()).toBe(MESSAGES.validation.completeAllFields);
    expect(await dialog('Error:')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs in with Enter, says Login Success!, refetches the session and goes home at once', async () => {
    const owner = makeUser();
    const calls = mockApi({ [`POST ${paths.login}`]: ok(owner), [`POST ${paths.current}`]: ok(owner) });
    const { user, router, client } = renderPage(<LoginPage />, { path: '/login', user: null });
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password{Enter}');
    expect(await dialogText()).toBe(MESSAGES.login.success);
    expect(calls[0]).toEqual({
      method: 'POST',
      url: paths.login,
      body: { email: 'owner@example.com', password: 'secret-password' },
    });
    expect(client.getQueryData(SESSION_KEY)).toEqual(owner);
    // Navigation does not wait for the dialog (decision 0070): home while it still shows.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('dialog', { name: MESSAGES.dialogs.success.title })).toBeInTheDocument();
    await closeDialog(user);
  });

  it('returns to a site-relative ?next= after signing in (decision 0110)', async () => {
    const owner = makeUser();
    mockApi({ [`POST ${paths.login}`]: ok(owner), [`POST ${paths.current}`]: ok(owner) });
    const { user, router } = renderPage(<LoginPage />, {
      path: '/login',
      url: '/login?next=%2Fupdate-user',
      user: null,
    });
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password{Enter}');
    expect(await dialogText()).toBe(MESSAGES.login.success);
    await closeDialog(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-user'));
  });

  it('follows ?next= only to a path on this site', () => {
    expect(nextPath('/update-user')).toBe('/update-user');
    expect(nextPath('/admin/works?x=1')).toBe('/admin/works?x=1');
    for (const bad of [
      null,
      '',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ])
      expect(nextPath(bad)).toBe('/');
  });

  it("shows the server's message on failure and stays", async () => {
    mockApi({ [`POST ${paths.login}`]: fail(401, 'Wrong email or password.', 'UNAUTHENTICATED') });
    const { user, router } = renderPage(<LoginPage />, { path: '/login', user: null });
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await dialogText()).toBe('Wrong email or password.');
    await closeDialog(user);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back to the spec text when the server sends no message', async () => {
    mockApi({ [`POST ${paths.login}`]: { status: 500, body: {} } });
    const { user } = renderPage(<LoginPage />, { path: '/login', user: null });
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    expect(await dialogText()).toBe(MESSAGES.login.invalid);
  });

  it('Home goes to /', async () => {
    mockApi({});
    const { user, router } = renderPage(<LoginPage />, { path: '/login', user: null });
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('focuses the email field on load', async () => {
    mockApi({});
    renderPage(<LoginPage />, { path: '/login', user: null });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });
});
