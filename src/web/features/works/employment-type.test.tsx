/**
 * The employment type (docs/decisions/0240-a-field-is-one-entry.md): the visitor's card shows it in
 * the reader's words only when set, and the form's select offers the words in both languages.
 */
import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { works } from '../../../shared/resources/index.js';
import { ES } from '../../i18n/es.js';
import { createI18n } from '../../i18n/i18n.js';
import { makeWork, renderWithClient } from '../../test/render.js';
import { makeUser, mockApi, renderPage, resetDialogs } from '../../test/owner-helpers.js';
import { declaredFormRoute } from '../owner-kit/declared-form.js';
import { WorkCard } from './works-section.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

describe('employment type', () => {
  it("shows on the card in the reader's words, and not at all when not set", () => {
    const { unmount } = renderWithClient(
      <ul>
        <WorkCard work={makeWork({ employmentType: 'freelance' })} />
      </ul>,
    );
    expect(screen.getByText('Employment Type').closest('div')).toHaveTextContent(
      /^Employment Type\s*Freelance$/,
    );
    unmount();
    renderWithClient(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <ul>
          <WorkCard work={makeWork({ employmentType: 'full-time' })} />
          <WorkCard work={makeWork({ _id: 'f'.repeat(24) })} />
        </ul>
      </I18nProvider>,
    );
    expect(screen.getAllByText('Tipo de empleo')).toHaveLength(1);
    expect(screen.getByText('Jornada completa')).toBeInTheDocument();
  });

  it('is offered in the form with its words in Spanish', async () => {
    mockApi({});
    const WorkFormRoute = declaredFormRoute(works);
    renderPage(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <WorkFormRoute />
      </I18nProvider>,
      { path: '/works/form/:id', url: '/works/form/new', user: makeUser() },
    );
    const select = await screen.findByLabelText('Tipo de empleo');
    expect(within(select).getByRole('option', { name: 'Prácticas' })).toHaveValue('internship');
    expect(within(select).getAllByRole('option')).toHaveLength(6);
  });
});
