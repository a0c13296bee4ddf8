import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants.js';
import { makeSocialLink } from '../../app/test-utils.js';
import { linksOfType } from './api.js';
import { SocialLinksList } from './social-links-list.js';

describe('SocialLinksList (spec 2 "Footer lists")', () => {
  it('opens each link in a new tab with its icon, falling back to the placeholder', () => {
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
    expect(within(blog).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      PLACEHOLDER_IMAGE,
    );
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
