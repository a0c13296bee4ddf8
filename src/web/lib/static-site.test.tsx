/**
 * The visitor's islands on a static site (docs/product.md §25,
 * docs/decisions/0191-static-site-on-the-visitor-islands.md), rendered under the static site's
 * settings as the server entry and the islands' runtime give them:
 * - the language switch is a plain link to the other language's folder, and a click on it is the
 *   browser's own (no switch in place, no request to a server);
 * - without a Vitae server the contact section is the owner's `mailto:` link, and nothing without an
 *   address; with one, the form asks that server for its token and posts the message there;
 * - no sign-in link.
 */
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_PATHS, CONTACT_TEXTS } from '../../shared/contact.js';
import type { StaticSite } from '../../shared/static-site.js';
import { AuthButtons } from '../app/auth-buttons.js';
import { LanguageSwitch } from '../app/language-switch.js';
import ContactSection from '../features/contact/contact-section.js';
import { ES } from '../i18n/es.js';
import { createI18n } from '../i18n/i18n.js';
import { PUBLISH_TEXTS } from '../i18n/publish-texts.js';
import { renderWithClient } from '../test/render.js';
import { dialog, mockApi, ok, resetDialogs } from '../test/owner-helpers.js';
import { StaticSiteContext } from './static-site.js';

function renderStatic(ui: ReactElement, site: StaticSite, language: 'en' | 'es' = 'en') {
  const i18n = createI18n(language, { es: ES });
  return renderWithClient(
    <I18nProvider i18n={i18n}>
      <StaticSiteContext value={site}>{ui}</StaticSiteContext>
    </I18nProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDialogs();
});

describe('islands on a static site', { timeout: 30_000 }, () => {
  it("the language switch links the other language's folder and leaves the click to the browser", async () => {
    const calls = mockApi({});
    const { unmount } = renderStatic(<LanguageSwitch />, { basePath: '/portfolio/' });
    const link = screen.getByRole('link', { name: /Español/ });
    expect(link).toHaveAttribute('href', '/portfolio/es/');
    let prevented: boolean | undefined;
    const watch = (event: Event) => {
      prevented = event.defaultPrevented;
      // jsdom cannot follow the link; the browser would.
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    await userEvent.setup().click(link);
    document.removeEventListener('click', watch);
    expect(prevented).toBe(false);
    expect(document.documentElement.lang).not.toBe('es');
    expect(calls).toEqual([]);
    unmount();

    renderStatic(<LanguageSwitch />, { basePath: '/portfolio/' }, 'es');
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/portfolio/');
  });

  it("without a Vitae server the contact section is the owner's mailto: link, nothing without an address", () => {
    const { unmount } = renderStatic(<ContactSection />, { basePath: '/', email: 'ana@example.com' });
    expect(screen.getByText(PUBLISH_TEXTS.contact.intro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PUBLISH_TEXTS.contact.link })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    unmount();

    const { container } = renderStatic(<ContactSection />, { basePath: '/' });
    expect(container).toBeEmptyDOMElement();
  });

  it('with a Vitae server the form asks it for the token and posts the message to it', async () => {
    mockApi({
      [`GET ${CONTACT_PATHS.token}`]: ok({ token: 'signed-token' }),
      [`POST ${CONTACT_PATHS.messages}`]: ok({}, 201),
    });
    renderStatic(<ContactSection />, { basePath: '/', apiUrl: 'https://vitae.example.com' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(CONTACT_TEXTS.name), 'Ada Lovelace');
    await user.type(screen.getByLabelText(CONTACT_TEXTS.email), 'ada@example.com');
    await user.type(screen.getByLabelText(CONTACT_TEXTS.message), 'Hello there');
    await user.click(screen.getByRole('button', { name: CONTACT_TEXTS.send }));
    await dialog(CONTACT_TEXTS.sentTitle);
    expect(vi.mocked(fetch).mock.calls.map(([input]) => String(input))).toEqual([
      `https://vitae.example.com${CONTACT_PATHS.token}`,
      `https://vitae.example.com${CONTACT_PATHS.messages}`,
    ]);
  });

  it('has no sign-in link', () => {
    mockApi({});
    const { container } = renderStatic(<AuthButtons />, { basePath: '/' });
    expect(container).toBeEmptyDOMElement();
  });
});
