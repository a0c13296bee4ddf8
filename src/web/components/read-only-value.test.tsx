import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { Field, ReadOnlyValue } from './read-only-value.js';

describe('ReadOnlyValue (docs/product.md §2 "Read-only value display")', () => {
  it('shows a dash for an empty value', () => {
    render(<ReadOnlyValue value="" />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it("shows an https:// value as a 'Click Here' link in a new tab", () => {
    render(<ReadOnlyValue value="https://example.com/x" />);
    const link = screen.getByRole('link', { name: MESSAGES.clickHere });
    expect(link).toHaveTextContent(MESSAGES.clickHere);
    expect(link).toHaveAttribute('href', 'https://example.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('prepends https:// to a www. value in the href', () => {
    render(<ReadOnlyValue value="www.example.com" />);
    expect(screen.getByRole('link', { name: MESSAGES.clickHere })).toHaveAttribute(
      'href',
      'https://www.example.com',
    );
  });

  it('shows any other value as text, not a link', () => {
    render(<ReadOnlyValue value="http://plain.example.com" />);
    expect(screen.getByText('http://plain.example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the first 10 characters of a date', () => {
    render(<ReadOnlyValue value="2013-12-01T10:20:30.000Z" date />);
    expect(screen.getByText('2013-12-01')).toBeInTheDocument();
    expect(screen.queryByText(/T10:20/)).not.toBeInTheDocument();
  });

  it('labels the link with its field for screen readers', () => {
    render(
      <dl>
        <Field label="Company Link" value="https://a.example.com" />
      </dl>,
    );
    const link = screen.getByRole('link', { name: `${MESSAGES.clickHere}: Company Link` });
    expect(screen.getByText('Company Link')).toBeInTheDocument();
    // Its text says so too (search engines), the visible part staying 'Click Here' (docs/product.md §2).
    expect(link).toHaveTextContent(`${MESSAGES.clickHere}: Company Link`);
    expect(screen.getByText(': Company Link')).toHaveClass('visually-hidden');
  });
});
