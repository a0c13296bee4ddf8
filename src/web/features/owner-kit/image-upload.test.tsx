/**
 * An image field shows the image its URL holds (an uploaded file's `/media/…` path or a typed URL),
 * and warns when it does not load (docs/decisions/0096-profile-names-and-the-way-back.md).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BROKEN_IMAGE_TEXT, ImageField, previewName } from './image-upload.js';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <ImageField id="work-thumbnails" label="Image URL" value={value} onChange={setValue} />;
}

describe('ImageField', () => {
  it('shows no preview while empty, and the image once the field holds a URL', () => {
    render(<Field initial="" />);
    expect(screen.queryByRole('img', { name: previewName('Image URL') })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: '/media/9f0a-400.webp' } });
    expect(screen.getByRole('img', { name: 'Preview: Image URL' })).toHaveAttribute(
      'src',
      '/media/9f0a-400.webp',
    );
  });

  it('warns when the image does not load, and forgets the warning for a new URL', () => {
    render(<Field initial="https://img.example.com/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: previewName('Image URL') }));
    expect(screen.getByRole('status')).toHaveTextContent(BROKEN_IMAGE_TEXT);
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: '/media/other-400.webp' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
