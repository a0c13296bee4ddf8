/**
 * The header's language switch (decision 0060): a link to the other language named in it; a click
 * switches every text and the owner's content in place (no reload), remembers the choice in the
 * `lang` cookie, marks `<html lang>` and keeps a `?lang=` in the address in step. Without
 * JavaScript the link's `?lang=` address does the same through the server.
 */
import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { PEOPLE, paths } from '../../shared/paths.js';
import { PersonSection } from '../features/person/person-section.js';
import { createI18n } from '../i18n/i18n.js';
import { ES } from '../i18n/es.js';
import { LanguageSwitch } from './language-switch.js';
import { makePerson, mockApi, renderWithClient } from '../test/render.js';

const wait = { timeout: 15_000 };

function renderSwitch(route = '/', language: 'en' | 'es' = 'en') {
  const i18n = createI18n(language, { es: ES });
  mockApi({
    [paths.list(PEOPLE)]: {
      response: [
        makePerson({
          jobTitles: 'Software engineer',
          i18n: { es: { jobTitles: 'Ingeniera de software', about: '' } },
        } as never),
      ],
    },
  });
  const result = renderWithClient(
    <I18nProvider i18n={i18n}>
      <LanguageSwitch />
      <PersonSection />
    </I18nProvider>,
    route,
  );
  return { ...result, i18n };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'lang=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
});

describe('LanguageSwitch', { timeout: 30_000 }, () => {
  it('offers Español on the English site, as a link to ?lang=es marked as Spanish', async () => {
    renderSwitch('/?x=1');
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const link = within(nav).getByRole('link', { name: 'Español' });
    // Relative, the same on every address: the page's own path, no other query (decision 0085).
    expect(link).toHaveAttribute('href', '?lang=es');
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveAttribute('hreflang', 'es');
  });

  it('switches texts and content in place, remembers the choice and marks <html lang>', async () => {
    const user = userEvent.setup();
    const { i18n } = renderSwitch();
    expect(await screen.findByRole('heading', { name: MESSAGES.headings.aboutMe }, wait)).toBeInTheDocument();
    expect(screen.getAllByText('Software engineer').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('link', { name: 'Español' }));

    expect(await screen.findByRole('heading', { name: ES.MESSAGES.headings.aboutMe })).toBeInTheDocument();
    // The owner's Spanish version where filled; the default one where the Spanish is empty.
    expect(screen.getAllByText('Ingeniera de software').length).toBeGreaterThan(0);
    expect(screen.queryByText('Software engineer')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(i18n.locale).toBe('es');
    expect(document.cookie).toMatch(/(^|; )lang=es(;|$)/);
    expect(document.documentElement.lang).toBe('es');
  });

  it('loads the Spanish catalogue when it is first chosen', async () => {
    const user = userEvent.setup();
    const i18n = createI18n('en');
    mockApi({ [paths.list(PEOPLE)]: { response: [] } });
    renderWithClient(
      <I18nProvider i18n={i18n}>
        <LanguageSwitch />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Español' }));
    expect(await screen.findByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
  });

  it('keeps a ?lang= in the address in step, so a reload stays in the chosen language', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?lang=es');
    renderSwitch('/?lang=es', 'es');
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Español' })).toBeInTheDocument();
    expect(window.location.search).toBe('?lang=en');
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  });
});
