import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { PEOPLE, paths } from '../../../shared/paths.js';
import { makePerson, mockApi, renderWithClient } from '../../test/render.js';
import { ES } from '../../i18n/es.js';
import { createI18n } from '../../i18n/i18n.js';
import { resetLoading, getLoadingCount } from '../../lib/loading.js';
import { PersonSection } from './person-section.js';

const PATH = paths.list(PEOPLE);

describe('PersonSection (docs/product.md §2 "Personal information")', () => {
  beforeEach(() => resetLoading());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a loading indicator while fetching, as a tracked load', () => {
    mockApi({ [PATH]: 'pending' });
    renderWithClient(<PersonSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(getLoadingCount()).toBe(1);
  });

  it("shows 'No person data available.' when there is no person", async () => {
    mockApi({ [PATH]: { response: [] } });
    renderWithClient(<PersonSection />);
    expect(await screen.findByText(MESSAGES.empty.person)).toBeInTheDocument();
    expect(getLoadingCount()).toBe(0);
  });

  it("shows 'Error loading Person: ' and the server's message on failure", async () => {
    mockApi({ [PATH]: { status: 500, error: { message: 'Database is down.' } } });
    renderWithClient(<PersonSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MESSAGES.load.person}Database is down.`);
  });

  it('shows only the first person: banner, profile image, fields and About Me', async () => {
    const first = makePerson({
      banners: ['https://img.example.com/b1.png', 'https://img.example.com/b2.png'],
      thumbnails: ['https://img.example.com/p1.png', 'https://img.example.com/p2.png'],
      province: '',
    });
    const second = makePerson({ _id: 'f'.repeat(24), firstName: 'Grace', lastName: 'Hopper' });
    mockApi({ [PATH]: { response: [first, second] } });
    renderWithClient(<PersonSection />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByText(/Grace/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner image' })).toHaveAttribute(
      'src',
      'https://img.example.com/b1.png',
    );
    expect(screen.getByRole('img', { name: 'Profile picture of Ada Lovelace' })).toHaveAttribute(
      'src',
      'https://img.example.com/p1.png',
    );
    const fields = screen.getByRole('heading', { level: 1 }).closest('article');
    if (!fields) throw new Error('no card');
    const card = within(fields);
    expect(card.getByText('Ada')).toBeInTheDocument();
    expect(card.getByText('Lovelace')).toBeInTheDocument();
    expect(card.getByText('1815-12-10')).toBeInTheDocument(); // birthday: first 10 characters
    expect(card.getAllByText('Analyst').length).toBeGreaterThan(0);
    expect(card.getByText('United Kingdom')).toBeInTheDocument();
    // An empty province is left out, label and all (decision 0249).
    expect(card.queryByText('Province')).toBeNull();
    expect(card.getByRole('heading', { name: MESSAGES.headings.aboutMe })).toBeInTheDocument();
    expect(card.getByText('Wrote the first program.')).toBeInTheDocument();
  });

  it('shows the initials and no banner block when the person has no images (decision 0040)', async () => {
    mockApi({ [PATH]: { response: [makePerson({ banners: [], thumbnails: [] })] } });
    renderWithClient(<PersonSection />);
    const avatar = await screen.findByRole('img', { name: /Profile picture/ });
    expect(avatar.tagName).toBe('DIV');
    expect(avatar.textContent).toMatch(/^[A-Z?]{1,2}$/);
    expect(screen.queryByRole('img', { name: 'Banner image' })).toBeNull();
  });

  it('offers every width of an uploaded photo in srcset', async () => {
    const url = '/media/0123456789abcdef01234567-1024.webp';
    mockApi({ [PATH]: { response: [makePerson({ thumbnails: [url] })] } });
    renderWithClient(<PersonSection />);
    const avatar = await screen.findByRole('img', { name: /Profile picture/ });
    expect(avatar).toHaveAttribute('src', url);
    expect(avatar.getAttribute('srcset')).toBe(
      [320, 640, 1024].map((w) => `/media/0123456789abcdef01234567-${w}.webp ${w}w`).join(', '),
    );
  });

  it('writes the place as one line with the country named from its code, in the page language (decision 0098)', async () => {
    mockApi({
      [PATH]: {
        response: [
          makePerson({ city: 'San Francisco', province: 'California', country: 'US', birthday: '' }),
        ],
      },
    });
    const { unmount } = renderWithClient(<PersonSection />);
    const card = within(
      (await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).closest('article')!,
    );
    expect(card.getByText('San Francisco, California, United States')).toBeVisible();
    // The spec's province and country pairs stay for screen readers, hidden from sight.
    expect(card.getByText('Province').closest('div')).toHaveClass('visually-hidden');
    expect(card.getByText('Country').closest('div')).toHaveTextContent(/^Country\s*United States$/);
    expect(card.queryByText(/Province California|Country US/)).toBeNull();
    // An empty birthday is left out, not "Birthday -" (decision 0249).
    expect(card.queryByText('Birthday')).toBeNull();
    expect(card.queryByText('-')).toBeNull();
    unmount();
    renderWithClient(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <PersonSection />
      </I18nProvider>,
    );
    expect(await screen.findByText('San Francisco, California, Estados Unidos')).toBeVisible();
  });

  it('without any place, shows no place pair at all (decision 0249)', async () => {
    mockApi({ [PATH]: { response: [makePerson({ city: '', province: '', country: '' })] } });
    renderWithClient(<PersonSection />);
    const card = within(
      (await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).closest('article')!,
    );
    expect(card.queryByText('Location')).toBeNull();
    expect(card.queryByText('Province')).toBeNull();
    expect(card.queryByText('Country')).toBeNull();
  });

  it('shows the actions under the name and job titles', async () => {
    mockApi({ [PATH]: { response: [makePerson()] } });
    renderWithClient(<PersonSection actions={<a href="/cv.pdf">Download CV</a>} />);
    const name = await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    const cv = screen.getByRole('link', { name: 'Download CV' });
    expect(name.compareDocumentPosition(cv) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      cv.compareDocumentPosition(screen.getByText('About Me')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
