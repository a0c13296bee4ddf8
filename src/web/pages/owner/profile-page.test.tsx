import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import {
  id24,
  makePerson,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import ProfileRoute from './profile-page.js';

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

/** The value shown under a label of the description list. */
const valueOf = (label: string) =>
  (screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement).textContent;

describe('Profile page', () => {
  it("shows 'Loading profile...' while loading", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderPage(<ProfileRoute />, { path: '/profile', user: owner });
    expect(screen.getByText(MESSAGES.pages.loadingProfile)).toBeInTheDocument();
  });

  it("shows the user and every person field, '-' for missing values, and the two links", async () => {
    const calls = mockApi({ [`GET ${paths.userWithPerson(owner._id)}`]: ok({ ...owner, person }) });
    const { user, router } = renderPage(<ProfileRoute />, { path: '/profile', user: owner });
    expect(await screen.findByText('Lovelace')).toBeInTheDocument();
    expect(calls[0]?.url).toBe(paths.userWithPerson(owner._id));
    expect(valueOf('Id')).toBe(owner._id);
    expect(valueOf('User Name')).toBe(owner.user);
    expect(valueOf('Email')).toBe(owner.email);
    expect(valueOf('First Name')).toBe('Ada');
    expect(valueOf('DNI')).toBe('12345678');
    expect(valueOf('CUIL')).toBe('20123456789');
    expect(valueOf('Birthday')).toBe('1990-12-10');
    expect(valueOf('Job Titles')).toBe('Engineer');
    expect(valueOf('City')).toBe('London');
    expect(valueOf('Province')).toBe('-');
    expect(valueOf('Country')).toBe('UK');
    expect(valueOf('About')).toBe('About Ada');
    expect(within(screen.getByRole('list', { name: 'Profile Images' })).getAllByRole('img')).toHaveLength(2);
    expect(valueOf('Banner Images')).toBe('-');
    // Named by what they change (decision 0096); the routes stay.
    expect(screen.getByRole('link', { name: 'Password and role' })).toHaveAttribute('href', '/update-user');
    // No note: the owner did not come from a save begun elsewhere.
    expect(screen.queryByRole('link', { name: 'Back to the home page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Personal details' }));
    expect(router.state.location.pathname).toBe('/update-person');
    expect(router.state.location.state).toEqual({ person });
  });

  it('after personal details begun on the home page were saved, offers the way back there', async () => {
    mockApi({ [`GET ${paths.userWithPerson(owner._id)}`]: ok({ ...owner, person }) });
    const { user, router } = renderPage(<ProfileRoute />, {
      path: '/profile',
      user: owner,
      state: { person, returnTo: '/' },
    });
    expect(await screen.findByText('Your personal details are saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows About across the whole card, its label above', async () => {
    mockApi({ [`GET ${paths.userWithPerson(owner._id)}`]: ok({ ...owner, person }) });
    renderPage(<ProfileRoute />, { path: '/profile', user: owner });
    const about = (await screen.findByText('About', { selector: 'dt' })).parentElement!;
    expect(about.className).toMatch(/wideField/);
  });

  it('shows dashes when the user has no person', async () => {
    mockApi({ [`GET ${paths.userWithPerson(owner._id)}`]: ok({ ...owner, person: '' }) });
    renderPage(<ProfileRoute />, { path: '/profile', user: owner });
    expect(await screen.findByText('First Name')).toBeInTheDocument();
    expect(valueOf('First Name')).toBe('-');
    expect(valueOf('Profile Images')).toBe('-');
  });

  it("shows 'Loading User' while the session loads, then /forbidden when signed out", async () => {
    renderPage(<ProfileRoute />, { path: '/profile' });
    expect(screen.getByText(MESSAGES.pages.loadingUser)).toBeInTheDocument();
  });

  it('redirects to /forbidden when nobody is signed in', async () => {
    mockApi({});
    renderPage(<ProfileRoute />, { path: '/profile', user: null });
    expect(await screen.findByText(MESSAGES.pages.forbidden)).toBeInTheDocument();
  });
});
