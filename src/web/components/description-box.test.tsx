import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESCRIPTION_ROWS } from '../../shared/constants.js';
import { DescriptionBox } from './description-box.js';

describe('DescriptionBox (docs/product.md §2: read-only, 9 rows)', () => {
  it('is a read-only textarea of 9 rows with the text', () => {
    render(<DescriptionBox value="Hello there" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAttribute('rows', String(DESCRIPTION_ROWS));
    expect(DESCRIPTION_ROWS).toBe(9);
    expect(box).toHaveValue('Hello there');
  });

  it('shows list lines with bullets, so "- DB1101" does not read as an empty value (decision 0098)', () => {
    render(<DescriptionBox value={'Courses:\n- DB1101 - Basic SQL\n- CS2011 - Java Introduction'} />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Courses:\n• DB1101 - Basic SQL\n• CS2011 - Java Introduction',
    );
  });

  it('shows a dash when empty', () => {
    render(<DescriptionBox value="" />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('-');
  });

  describe('long text (decision 0072)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('offers no "Show more" when the text fits in the 9 rows', () => {
      vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockReturnValue(100);
      vi.spyOn(HTMLTextAreaElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
      render(<DescriptionBox value="Short." />);
      expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    });

    it('opens and closes a text longer than 9 rows with "Show more" / "Show less"', async () => {
      // jsdom lays nothing out: the box reports a text taller than the box, as a browser would.
      vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockReturnValue(400);
      vi.spyOn(HTMLTextAreaElement.prototype, 'clientHeight', 'get').mockReturnValue(250);
      render(<DescriptionBox value={'Line\n'.repeat(20)} />);
      const more = screen.getByRole('button', { name: 'Show more' });
      const box = screen.getByRole('textbox', { name: 'Description' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(more).toHaveAttribute('aria-controls', box.id);
      await userEvent.click(more);
      const less = screen.getByRole('button', { name: 'Show less' });
      expect(less).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(less);
      expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
