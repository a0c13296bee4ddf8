/**
 * The kit's select shows each option's word in the active language (decision 0240): the skill and
 * social link types in Spanish, with the stored values.
 */
import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { skills, socialLinks, type AnyResource } from '../../../shared/resources/index.js';
import { ES } from '../../i18n/es.js';
import { createI18n } from '../../i18n/i18n.js';
import { makeUser, mockApi, renderPage, resetDialogs } from '../../test/owner-helpers.js';
import { declaredFormRoute } from './declared-form.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const openInSpanish = (resource: AnyResource) => {
  mockApi({});
  const Route = declaredFormRoute(resource);
  renderPage(
    <I18nProvider i18n={createI18n('es', { es: ES })}>
      <Route />
    </I18nProvider>,
    { path: `/${resource.wire}/form/:id`, url: `/${resource.wire}/form/new`, user: makeUser() },
  );
};

describe('select option words', () => {
  it("offers the skill types as 'Técnica' and 'Blanda'", async () => {
    openInSpanish(skills as unknown as AnyResource);
    const select = await screen.findByLabelText('Tipo');
    expect(within(select).getByRole('option', { name: 'Técnica' })).toHaveValue('Hard');
    expect(within(select).getByRole('option', { name: 'Blanda' })).toHaveValue('Soft');
  });

  it("offers the social link types as 'Red social' and 'Contacto'", async () => {
    openInSpanish(socialLinks as unknown as AnyResource);
    const select = await screen.findByLabelText('Tipo');
    expect(within(select).getByRole('option', { name: 'Red social' })).toHaveValue('Social Media');
    expect(within(select).getByRole('option', { name: 'Contacto' })).toHaveValue('Contact');
  });
});
