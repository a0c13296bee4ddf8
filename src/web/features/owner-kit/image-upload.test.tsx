/**
 * An image field shows the image its URL holds (an uploaded file's `/media/…` path or a typed URL),
 * and warns when it does not load (docs/decisions/0096-profile-names-and-the-way-back.md). Its upload
 * widget speaks the active language (docs/decisions/0060-interface-languages.md).
 */
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../i18n/admin-texts.js';
import { ES } from '../../i18n/es.js';
import { createI18n } from '../../i18n/i18n.js';
import { ImageField } from './image-field.js';

function Field({ initial, label = 'Image URL' }: { initial: string; label?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageField id="work-thumbnails" label={label} value={value} onChange={setValue} />;
}

describe('ImageField', () => {
  it('shows no preview while empty, and the image once the field holds a URL', () => {
    render(<Field initial="" />);
    expect(screen.queryByRole('img', { name: 'Preview: Image URL' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: '/media/9f0a-400.webp' } });
    expect(screen.getByRole('img', { name: 'Preview: Image URL' })).toHaveAttribute(
      'src',
      '/media/9f0a-400.webp',
    );
  });

  it('warns when the image does not load, and forgets the warning for a new URL', () => {
    render(<Field initial="https://img.example.com/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Preview: Image URL' }));
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.imageUpload.broken);
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: '/media/other-400.webp' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Spanish: the upload button, its hint, the preview and the warning', () => {
    render(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <Field initial="https://img.example.com/missing.png" label="Imagen" />
      </I18nProvider>,
    );
    expect(screen.getByText('Subir imagen')).toBeInTheDocument();
    expect(screen.getByLabelText('Subir imagen: Imagen')).toHaveAttribute('type', 'file');
    expect(
      screen.getByText('o suelta o pega una imagen (JPEG, PNG, WebP, AVIF, GIF; hasta 15 MB)'),
    ).toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Vista previa: Imagen' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Esta imagen no se pudo cargar: revisa la URL o sube el archivo.',
    );
    expect(screen.queryByText('Upload image')).not.toBeInTheDocument();
  });
});
