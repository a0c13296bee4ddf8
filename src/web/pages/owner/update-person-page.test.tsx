import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { queryKeys } from '../../lib/query-keys.js';
import { paths } from '../../../shared/paths.js';
import {
  closeDialog,
  dialogText,
  fail,
  id24,
  makePerson,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import UpdatePersonRoute from './update-person-page.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const owner = makeUser();
// The owner's person (the signed-in user's `person` is id24('b')).
const person = makePerson({
  _id: id24('b'),
  dni: '12345678',
  cuil: '20123456789',
  birthday: '1990-12-10',
  jobTitles: 'Engineer',
  about: 'About Ada',
  province: '',
  country: 'UK',
  thumbnails: ['https://img.example.com/a.png', 'https://img.example.com/b.png'],
  banners: [],
});
const A = person.thumbnails[0] as string;
const B = person.thumbnails[1] as string;

const open = (state?: unknown, user: typeof owner | null = owner) =>
  renderPage(<UpdatePersonRoute />, { path: '/update-person', user, state });

describe('Update person page', () => {
  it('shows every field of the person passed as navigation state', () => {
    mockApi({});
    open({ person });
    expect(screen.getByLabelText('Id')).toBeDisabled();
    expect(screen.getByLabelText('Id')).toHaveValue(person._id);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('DNI')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('DNI')).toHaveValue(12345678);
    expect(screen.getByLabelText('CUIL')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Birthday')).toHaveValue('1990-12-10');
    expect(screen.getByLabelText('About')).toHaveAttribute('rows', '9');
    for (const label of ['Job Titles', 'City', 'Province', 'Country'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Profile Images' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Banner Images' })).toBeInTheDocument();
  });

  it("saves with the image managers, returns to /profile with the person and says 'Personal data updated successfully!'", async () => {
    const calls = mockApi({
      [`PUT ${paths.item('people', person._id)}`]: (body) => ok({ ...person, ...(body as object) }),
    });
    const { user, router } = open({ person });
    await user.click(screen.getByRole('button', { name: 'Make main: Profile Images 2' }));
    await user.type(
      screen.getByLabelText('New image URL (Banner Images)'),
      'https://img.example.com/banner.png{Enter}',
    );
    await user.type(screen.getByLabelText('New image URL (Banner Images)'), 'not a url{Enter}');
    expect(await dialogText()).toBe(MESSAGES.validation.invalidOrDuplicateUrl);
    await closeDialog(user);
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Paris');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await dialogText()).toBe(MESSAGES.profile.personUpdated);
    expect(calls[0]?.body).toMatchObject({
      city: 'Paris',
      thumbnails: [B, A],
      banners: ['https://img.example.com/banner.png'],
      dni: '12345678',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect((router.state.location.state as { person: { city: string } }).person.city).toBe('Paris');
  });

  it('carries the page the owner came from (returnTo) to the profile', async () => {
    mockApi({
      [`PUT ${paths.item('people', person._id)}`]: (body) => ok({ ...person, ...(body as object) }),
    });
    const { user, router } = open({ person, returnTo: '/' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await dialogText()).toBe(MESSAGES.profile.personUpdated);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.state).toMatchObject({ returnTo: '/' });
  });

  it('carries no returnTo that leads off this site', async () => {
    mockApi({
      [`PUT ${paths.item('people', person._id)}`]: (body) => ok({ ...person, ...(body as object) }),
    });
    const { user, router } = open({ person, returnTo: '//evil.example.com' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect((router.state.location.state as { returnTo?: string }).returnTo).toBeUndefined();
  });

  it("shows the server's message when saving fails", async () => {
    mockApi({
      [`PUT ${paths.item('people', person._id)}`]: fail(
        403,
        'You may only edit your own person.',
        'FORBIDDEN',
      ),
    });
    const { user } = open({ person });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await dialogText()).toBe('You may only edit your own person.');
  });

  it('loads the person from the profile when no state was passed', async () => {
    mockApi({ [`GET ${paths.userWithPerson(owner._id)}`]: ok({ ...owner, person }) });
    open();
    expect(await screen.findByDisplayValue('Lovelace')).toBeInTheDocument();
  });

  it("says 'User or person data not found!' and goes to /profile when the user has no person", async () => {
    mockApi({ [`GET ${paths.userWithPerson(owner._id)}`]: ok({ ...owner, person: '' }) });
    const { router } = open();
    expect(await dialogText()).toBe(MESSAGES.profile.notFound);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('Go Back leads to /profile', async () => {
    mockApi({});
    const { user, router } = open({ person });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('redirects to /forbidden when nobody is signed in', async () => {
    mockApi({});
    open({ person }, null);
    expect(await screen.findByText(MESSAGES.pages.forbidden)).toBeInTheDocument();
  });
});

describe('Update person cache', () => {
  it('writes the saved person into the people list without refetching it', async () => {
    mockApi({
      [`PUT ${paths.item('people', person._id)}`]: (body) => ok({ ...person, ...(body as object) }),
    });
    const { user, client } = open({ person });
    client.setQueryData(queryKeys.people, [person]);
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Rome');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await dialogText()).toBe(MESSAGES.profile.personUpdated);
    expect(client.getQueryData<{ city: string }[]>(queryKeys.people)?.[0]?.city).toBe('Rome');
  });
});
