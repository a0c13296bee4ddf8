import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants.js';
import { RESOURCE, paths } from '../../../shared/paths.js';
import { makeSocialLink, mockApi, renderWithClient } from '../../test/render.js';
import { ES } from '../../i18n/es.js';
import { createI18n } from '../../i18n/i18n.js';
import { queryKeys } from '../../lib/query-keys.js';
import { linksOfType } from './api.js';
import { PrimaryContacts, SocialLinksList } from './social-links-list.js';

afterEach(() => vi.unstubAllGlobals());

describe('SocialLinksList (docs/product.md §2 "Footer lists")', () => {
  it('opens each link in a new tab with its icon: the placeholder when it breaks, its letter mark when it has none', () => {
    render(
      <SocialLinksList
        heading="Social media"
        links={[
          makeSocialLink({ title: 'GitHub' }),
          makeSocialLink({ order: 1, title: 'Blog', linkSocial: 'www.blog.example.com', thumbnails: '' }),
        ]}
      />,
    );
    const github = screen.getByRole('link', { name: 'GitHub' });
    expect(github).toHaveAttribute('href', 'https://github.com/ada');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    const icon = github.querySelector('img')!;
    fireEvent.error(icon);
    expect(icon).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('href', 'https://www.blog.example.com');
    // No icon: a letter circle, as the demo's icons look (decision 0098), not a clipped placeholder.
    expect(blog.querySelector('img')).toBeNull();
    expect(blog.querySelector('[data-letters="B"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows where a contact leads as text under its title, at least 44 px tall (decision 0098)', () => {
    render(
      <SocialLinksList
        heading="Contacts"
        links={[
          makeSocialLink({ type: 'Contact', title: 'Email', linkSocial: 'mailto:ada@example.com' }),
          makeSocialLink({ order: 1, type: 'Contact', title: 'Phone', linkSocial: 'tel:(912) 555-4321' }),
          makeSocialLink({
            order: 2,
            type: 'Contact',
            title: 'Website',
            linkSocial: 'https://ada.example.com/',
          }),
          makeSocialLink({ order: 3, title: 'GitHub' }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Email ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByText('(912) 555-4321')).toBeVisible();
    expect(screen.getByText('ada.example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Phone (912) 555-4321' })).toHaveAttribute(
      'href',
      'tel:(912)555-4321',
    );
    // A social media link keeps its name only.
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveTextContent(/^GitHub$/);
  });

  it('reads the generic contact titles in Spanish', () => {
    render(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <SocialLinksList
          heading="Contactos"
          links={[makeSocialLink({ type: 'Contact', title: 'Email', linkSocial: 'mailto:ada@example.com' })]}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Correo electrónico ada@example.com' })).toBeInTheDocument();
  });

  it('PrimaryContacts: the first three contacts with their address as text, nothing without contacts', async () => {
    mockApi({
      [paths.list(RESOURCE.socialLink)]: {
        response: [
          makeSocialLink({ order: 0, title: 'GitHub' }),
          makeSocialLink({ order: 1, type: 'Contact', title: 'Email', linkSocial: 'mailto:ada@example.com' }),
          makeSocialLink({ order: 2, type: 'Contact', title: 'Phone', linkSocial: 'tel:+44 20 5555 0100' }),
          makeSocialLink({
            order: 3,
            type: 'Contact',
            title: 'Website',
            linkSocial: 'https://ada.example.com',
          }),
          makeSocialLink({ order: 4, type: 'Contact', title: 'Fax', linkSocial: 'tel:+44 20 5555 0199' }),
        ],
      },
    });
    renderWithClient(<PrimaryContacts />);
    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Email ada@example.com', 'Phone +44 20 5555 0100', 'Website ada.example.com']);
    // The title is for assistive technology; the text is what shows.
    expect(within(list).getByText('Email')).toHaveClass('visually-hidden');
    expect(within(list).getByText('ada@example.com')).not.toHaveClass('visually-hidden');
    expect(within(list).getByRole('link', { name: 'Email ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    vi.unstubAllGlobals();
    mockApi({ [paths.list(RESOURCE.socialLink)]: { response: [makeSocialLink({ title: 'GitHub' })] } });
    const { client, container } = renderWithClient(<PrimaryContacts />);
    await waitFor(() => expect(client.getQueryState(queryKeys.socialLinks)?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });

  it('never renders a javascript: link', () => {
    render(
      <SocialLinksList
        heading="Contacts"
        links={[makeSocialLink({ title: 'Evil', linkSocial: 'javascript:alert(1)' })]}
      />,
    );
    expect(screen.getByText('Evil')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('splits the list by type', () => {
    const contact = makeSocialLink({ type: 'Contact', title: 'Mail', linkSocial: 'mailto:a@example.com' });
    const social = makeSocialLink({ order: 1 });
    expect(linksOfType([contact, social], 'Contact')).toEqual([contact]);
    expect(linksOfType([contact, social], 'Social Media')).toEqual([social]);
  });
});
