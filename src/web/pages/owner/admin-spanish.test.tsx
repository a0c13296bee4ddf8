/**
 * The admin's own screens read the active language (decision 0060): with Spanish active, the
 * home page's entry controls are named in Spanish ("Editar Trabajo ACME", the noun from the
 * resource's Spanish texts) and the data page's heading and actions are Spanish.
 */
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/paths.js';
import { createI18n } from '../../i18n/i18n.js';
import { ES } from '../../i18n/es.js';
import DataRoute from './data-page.js';
import { EntryControls } from '../../features/owner-kit/controls.js';
import { makeUser, mockApi, ok, renderPage, resetDialogs } from '../../test/owner-helpers.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

describe('admin screens in Spanish', { timeout: 30_000 }, () => {
  it('names the entry controls in Spanish, and the kept category’s reason', () => {
    render(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <MemoryRouter>
          <EntryControls kind="work" id="w1" title="ACME" onDelete={() => {}} sortable={false} />
          <EntryControls
            kind="category"
            id="c1"
            title="All"
            onDelete={() => {}}
            sortable={false}
            deleteDisabledReason={ES.CONTROL_TEXTS.allCategoryKept}
          />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Editar Trabajo ACME' })).toHaveAttribute(
      'href',
      '/works/form/w1',
    );
    expect(screen.getByRole('button', { name: 'Eliminar Trabajo ACME' })).toBeInTheDocument();
    const kept = screen.getByRole('button', { name: 'Eliminar Categoría All' });
    expect(kept).toHaveAccessibleDescription('La categoría All se conserva siempre: no se puede eliminar.');
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('writes the data page in Spanish', async () => {
    mockApi({ [`GET ${paths.data.backups}`]: ok([]) });
    renderPage(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <DataRoute />
      </I18nProvider>,
      { path: '/data', user: makeUser() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus datos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar con un portfolio vacío' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no hay copias de seguridad automáticas.')).toBeInTheDocument();
    expect(screen.queryByText('Your data')).toBeNull();
  });

  it('names a backup’s reason in Spanish', async () => {
    const backup = {
      id: 'c'.repeat(24),
      createdAt: '2026-11-23T10:00:00.000Z',
      reason: 'import',
      size: 2048,
    };
    mockApi({ [`GET ${paths.data.backups}`]: ok([backup]) });
    renderPage(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <DataRoute />
      </I18nProvider>,
      { path: '/data', user: makeUser() },
    );
    expect(await screen.findByText(/antes de importar/)).toBeInTheDocument();
    expect(screen.queryByText(/before import/)).toBeNull();
  });
});
