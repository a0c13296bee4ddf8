/**
 * The first-run card (decision 0040): it creates the person with POST /api/people and shows the
 * server's message when that fails (e.g. 409 when a person appeared meanwhile).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/paths.js';
import { fail, makeUser, mockApi, ok, renderPage } from '../../test/owner-helpers.js';
import { CreateProfileCard } from './create-profile-card.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Create-profile card', () => {
  it('creates the person from the names typed', async () => {
    const calls = mockApi({ [`POST ${paths.list('people')}`]: ok({ _id: 'b'.repeat(24) }, 201) });
    const { user } = renderPage(<CreateProfileCard />, { path: '/', user: makeUser({ person: '' }) });
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitles: '',
    });
    expect(screen.getByRole('link', { name: 'Import a JSON Resume' })).toHaveAttribute('href', '/data');
  });

  it("shows the server's message when the person cannot be created", async () => {
    mockApi({
      [`POST ${paths.list('people')}`]: fail(409, 'The portfolio already has a person.', 'CONFLICT'),
    });
    const { user } = renderPage(<CreateProfileCard />, { path: '/', user: makeUser({ person: '' }) });
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The portfolio already has a person.');
  });
});
