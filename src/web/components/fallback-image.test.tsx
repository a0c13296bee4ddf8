import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGO_PLACEHOLDER, PLACEHOLDER_IMAGE } from '../../shared/constants.js';
import { FallbackImage } from './fallback-image.js';

describe('FallbackImage (docs/product.md §2: broken images fall back to the local placeholder)', () => {
  it('shows the stored image first', () => {
    render(<FallbackImage src="https://img.example.com/a.png" alt="A" />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', 'https://img.example.com/a.png');
  });

  it('falls back to the placeholder when the image fails to load', () => {
    render(<FallbackImage src="https://img.example.com/broken.png" alt="Broken" />);
    const img = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    // A failing placeholder does not loop.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('uses the placeholder when the source is missing or unsafe', () => {
    render(
      <>
        <FallbackImage src="" alt="Empty" />
        <FallbackImage src="javascript:alert(1)" alt="Unsafe" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Empty' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(screen.getByRole('img', { name: 'Unsafe' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('shows the given placeholder instead, for a missing or a broken source', () => {
    render(
      <>
        <FallbackImage src="" alt="No logo" placeholder={LOGO_PLACEHOLDER} />
        <FallbackImage
          src="https://img.example.com/gone.png"
          alt="Gone logo"
          placeholder={LOGO_PLACEHOLDER}
        />
      </>,
    );
    expect(screen.getByRole('img', { name: 'No logo' })).toHaveAttribute('src', LOGO_PLACEHOLDER);
    const gone = screen.getByRole('img', { name: 'Gone logo' });
    fireEvent.error(gone);
    expect(gone).toHaveAttribute('src', LOGO_PLACEHOLDER);
    expect(gone).toHaveAttribute('data-placeholder', 'true');
  });

  it('shows the letter mark of its name when there is no image, the placeholder when one breaks (decision 0098)', () => {
    render(
      <>
        <FallbackImage src="" alt="" name="Web Development" className="thumb" />
        <FallbackImage src="" alt="Second Co logo" name="Second Co" shape="square" />
        <FallbackImage src="https://img.example.com/broken.png" alt="Broken" name="Broken" />
        <FallbackImage src="" alt="Untitled" name=" " />
      </>,
    );
    const decorative = document.querySelector('[data-letters="WD"]')!;
    expect(decorative.tagName).toBe('SPAN');
    expect(decorative).toHaveAttribute('aria-hidden', 'true');
    expect(decorative).toHaveClass('thumb');
    expect(decorative).toHaveStyle({ borderRadius: '50%' });
    // The letters are generated content: no text of the page.
    expect(decorative.textContent).toBe('');
    const logo = screen.getByRole('img', { name: 'Second Co logo' });
    expect(logo).toHaveAttribute('data-letters', 'SC');
    expect(logo.style.borderRadius).toBe('');
    const broken = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    // Without a name to draw, the placeholder as before.
    expect(screen.getByRole('img', { name: 'Untitled' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('tries a new source again after an earlier one failed', () => {
    const { rerender } = render(<FallbackImage src="https://img.example.com/1.png" alt="Pic" />);
    fireEvent.error(screen.getByRole('img', { name: 'Pic' }));
    rerender(<FallbackImage src="https://img.example.com/2.png" alt="Pic" />);
    expect(screen.getByRole('img', { name: 'Pic' })).toHaveAttribute('src', 'https://img.example.com/2.png');
  });
});
