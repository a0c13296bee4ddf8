import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_ROWS } from '../../shared/constants.js';
import { DescriptionBox } from './description-box.js';

describe('DescriptionBox (spec 2: read-only, 9 rows)', () => {
  it('is a read-only textarea of 9 rows with the text', () => {
    render(<DescriptionBox value="Hello there" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAttribute('rows', String(DESCRIPTION_ROWS));
    expect(DESCRIPTION_ROWS).toBe(9);
    expect(box).toHaveValue('Hello there');
  });

  it('shows a dash when empty', () => {
    render(<DescriptionBox value="" />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('-');
  });
});
