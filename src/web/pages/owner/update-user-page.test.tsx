import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import {
  closeDialog,
  dialogText,
  fail,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import UpdateUserRoute, { passwordsDiffer, showMismatch, updateUserBody } from './update-user-page.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const owner = makeUser({ role: 'user' });
const open = (user = owner) => renderPage(<UpdateUserRoute />, { path: '/update-user', user });

describe('password rule', () => {
  it('differ / inline only when both are filled', () => {
    expect(passwordsDiffer('', '')).toBe(false);
    expect(passwordsDiffer('a', '')).toBe(true);
    expect(showMismatch('a', '')).toBe(false);
    expect(showMismatch('a', 'b')).toBe(true);
    expect(showMismatch('a', 'a')).toBe(false);
  });

  it('sends the password only when typed and the role only when changed', () => {
    expect(updateUserBody({ role: 'user' }, '', 'user')).toEqual({});
    expect(updateUserBody({ role: 'user' }, 'long-password', ' admin ')).toEqual({
      password: 'long-password',
      role: 'admin',
    });
  });
});

describe('Update user page', () => {
  it("shows id, name and email disabled and the role as a select of the server's values", () => {
    mockApi({});
    open();
    expect(screen.getByLabelText('Id')).toBeDisabled();
    expect(screen.getByLabelText('Id')).toHaveValue(owner._id);
    expect(screen.getByLabelText('User Name')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Role')).toHaveValue('user');
    const options = within(screen.getByLabelText('Role')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value')).filter(Boolean)).toEqual([...ROLES]);
  });

  it("disables Update while the passwords differ and shows the red 'Passwords do not match' when both are filled", async () => {
    mockApi({});
    const { user } = open();
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeEnabled();
    await user.type(screen.getByLabelText('Password'), 'new-password-1');
    expect(update).toBeDisabled();
    expect(screen.queryByText(MESSAGES.validation.passwordsDoNotMatchInline)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-2');
    expect(update).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.validation.passwordsDoNotMatchInline);
    const confirm = screen.getByLabelText('Confirm Password');
    await user.clear(confirm);
    await user.type(confirm, 'new-password-1');
    expect(update).toBeEnabled();
    expect(screen.queryByText(MESSAGES.validation.passwordsDoNotMatchInline)).not.toBeInTheDocument();
  });

  it("says 'Passwords do not match!' when a mismatch is submitted anyway", async () => {
    const calls = mockApi({});
    const { user } = open();
    await user.type(screen.getByLabelText('Password'), 'one-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'two-password');
    fireEvent.submit(screen.getByRole('form', { name: 'Password and role' }));
    expect(await dialogText()).toBe(MESSAGES.validation.passwordsDoNotMatch);
    expect(calls).toHaveLength(0);
  });

  it("changes the password, says 'User data updated successfully!' and returns to the profile", async () => {
    // The session is read again after the change (it stays valid), as the server answers it.
    const calls = mockApi({
      [`PUT ${paths.item('users', owner._id)}`]: ok(owner),
      [`POST ${paths.current}`]: ok(owner),
    });
    const { user, router } = open();
    await user.type(screen.getByLabelText('Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass{Enter}');
    expect(await dialogText()).toBe(MESSAGES.profile.userUpdated);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { password: 'brand-new-pass' } });
    await closeDialog(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it("shows the server's refusal when a non-admin changes the role", async () => {
    const calls = mockApi({
      [`PUT ${paths.item('users', owner._id)}`]: fail(403, 'Only an admin may change a role.', 'FORBIDDEN'),
    });
    const { user, router } = open();
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await dialogText()).toBe('Only an admin may change a role.');
    expect(calls[0]?.body).toEqual({ role: 'admin' });
    await closeDialog(user);
    expect(router.state.location.pathname).toBe('/update-user');
  });

  it('an old sign-in: shows the server message, then goes to sign in again and come back (decision 0110)', async () => {
    const message = MESSAGES.profile.signInAgain;
    mockApi({
      [`PUT ${paths.item('users', owner._id)}`]: fail(403, message, 'REAUTHENTICATION_REQUIRED'),
    });
    const { user, router } = open();
    await user.type(screen.getByLabelText('Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass{Enter}');
    expect(await dialogText()).toBe(message);
    await closeDialog(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/update-user');
  });

  it('checks the shared password length rule before calling the server', async () => {
    const calls = mockApi({});
    const { user } = open();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'short{Enter}');
    expect(await dialogText()).toBe('Password: must have at least 8 characters');
    expect(calls).toHaveLength(0);
  });

  it('Go Back leads to /profile; signed out goes to /forbidden', async () => {
    mockApi({});
    const { user, router } = open();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('redirects to /forbidden when nobody is signed in', async () => {
    mockApi({});
    renderPage(<UpdateUserRoute />, { path: '/update-user', user: null });
    expect(await screen.findByText(MESSAGES.pages.forbidden)).toBeInTheDocument();
  });
});
