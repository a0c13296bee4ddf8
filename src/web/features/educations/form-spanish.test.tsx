/** The education form's select shows the types' Spanish words in Spanish (decision 0240). */
import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { educations } from '../../../shared/resources/index.js';
import { ES } from '../../i18n/es.js';
import { createI18n } from '../../i18n/i18n.js';
import { makeUser, mockApi, renderPage, resetDialogs } from '../../test/owner-helpers.js';
import { declaredFormRoute } from '../owner-kit/declared-form.js';

const EducationFormRoute = declaredFormRoute(educations);

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

describe('Education form in Spanish', () => {
  it("offers the types in Spanish words with the stored values ('Universidad' → University)", async () => {
    mockApi({});
    renderPage(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <EducationFormRoute />
      </I18nProvider>,
      { path: '/educations/form/:id', url: '/educations/form/new', user: makeUser() },
    );
    const select = await screen.findByLabelText('Tipo de estudio');
    const option = within(select).getByRole('option', { name: 'Universidad' });
    expect(option).toHaveValue('University');
    expect(within(select).getByRole('option', { name: 'Educación secundaria' })).toHaveValue('High School');
  });
});
