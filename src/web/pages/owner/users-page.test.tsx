import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { User } from '../../../shared/schemas.js';
import {
  closeDialog,
  dialog,
  dialogText,
  fail,
  id24,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import { TEXTS } from '../../i18n/admin-texts.js';
import UsersRoute from './users-page.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const admin = makeUser();
const other: User = makeUser({
  _id: id24('7'),
  user: 'Guest',
  email: 'guest@example.com',
  role: 'user',
  person: '',
});

describe('Users page', () => {
  it('lists users with name, email and role; the own row cannot be deleted', async () => {
    mockApi({ [`GET ${paths.list('users')}`]: ok([admin, other]) });
    renderPage(<UsersRoute />, { path: '/users', user: admin });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['owner@example.com', 'admin'],
      ['guest@example.com', 'user'],
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Guest')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete owner@example.com' })).toBeDisabled();
  });

  it('creates a user with name, email, password and role', async () => {
    const calls = mockApi({
      [`GET ${paths.list('users')}`]: ok([admin]),
      [`POST ${paths.list('users')}`]: ok(other, 201),
    });
    const { user } = renderPage(<UsersRoute />, { path: '/users', user: admin });
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Create User' });
    expect(within(form).getByLabelText('Role')).toHaveValue('user');
    await user.type(within(form).getByLabelText('Name'), 'Guest');
    await user.type(within(form).getByLabelText('Email'), 'guest@example.com');
    await user.type(within(form).getByLabelText('Password'), 'guest-password');
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(await dialogText()).toBe(TEXTS.users.created);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: 'Guest',
      email: 'guest@example.com',
      password: 'guest-password',
      role: 'admin',
    });
    await closeDialog(user);
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('checks the shared rules before creating (short password) and shows server errors', async () => {
    const calls = mockApi({
      [`GET ${paths.list('users')}`]: ok([admin]),
      [`POST ${paths.list('users')}`]: fail(409, 'This email is already used.', 'CONFLICT'),
    });
    const { user } = renderPage(<UsersRoute />, { path: '/users', user: admin });
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Create User' });
    await user.type(within(form).getByLabelText('Name'), 'Guest');
    await user.type(within(form).getByLabelText('Email'), 'guest@example.com');
    await user.type(within(form).getByLabelText('Password'), 'short{Enter}');
    expect(await dialogText()).toBe('Password: must have at least 8 characters');
    await closeDialog(user);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(form).getByLabelText('Password'), '-but-longer{Enter}');
    expect(await dialogText()).toBe('This email is already used.');
  });

  it('deletes a user after the confirm dialog (Yes / No)', async () => {
    const calls = mockApi({
      [`GET ${paths.list('users')}`]: ok([admin, other]),
      [`DELETE ${paths.item('users', other._id)}`]: ok(other),
    });
    const { user } = renderPage(<UsersRoute />, { path: '/users', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete guest@example.com' }));
    const confirm = await dialog(TEXTS.users.confirm.title);
    expect(within(confirm).getByText(TEXTS.users.confirm.text)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'No' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect(await dialogText()).toBe(TEXTS.users.deleted));
    expect(
      calls.some((call) => call.method === 'DELETE' && call.url === paths.item('users', other._id)),
    ).toBe(true);
  });

  it('does nothing when the confirm is answered No, and shows the error dialog on failure', async () => {
    const calls = mockApi({
      [`GET ${paths.list('users')}`]: ok([admin, other]),
      [`DELETE ${paths.item('users', other._id)}`]: fail(
        409,
        'The last admin cannot be deleted.',
        'CONFLICT',
      ),
    });
    const { user } = renderPage(<UsersRoute />, { path: '/users', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete guest@example.com' }));
    await closeDialog(user, 'No');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete guest@example.com' }));
    await user.click(within(await dialog(TEXTS.users.confirm.title)).getByRole('button', { name: 'Yes' }));
    await waitFor(async () =>
      expect(await dialogText()).toBe(`${TEXTS.users.deleteError}The last admin cannot be deleted.`),
    );
  });

  it('sends a non-admin to /forbidden', async () => {
    mockApi({});
    renderPage(<UsersRoute />, { path: '/users', user: other });
    expect(await screen.findByText(MESSAGES.pages.forbidden)).toBeInTheDocument();
  });
});
