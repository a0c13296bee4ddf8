/**
 * The interface in English and Spanish (decision 0060), in Debian's Chromium against the built app
 * and the demo portfolio:
 * - a visitor switches to Español in the header: the page reads Spanish without a reload; after a
 *   reload (the `lang` cookie) the server's page is Spanish (`<html lang="es">`) and hydrates without
 *   a mismatch;
 * - a first visit whose browser asks for Spanish (`Accept-Language`) gets the Spanish page with its
 *   `hreflang` alternates; `?lang=en` wins and is remembered;
 * - screenshots of the Spanish home page at 390 and 1440 px (test-results/languages-*.png).
 * The signed-in header's switch is tested with the owner's specs (e2e/admin-languages.spec.ts), on
 * the server they change.
 * English texts are the spec's (src/shared/messages.ts); Spanish ones come from src/web/i18n/es.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../src/shared/messages.js';
import { ES } from '../src/web/i18n/es.js';
import { revealAll } from './fixtures/reveal.js';
import { DEMO_URL } from './fixtures/servers.js';

/** Wait until the page is hydrated and no dialog is up. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

/** React's errors in the console (a hydration mismatch is one), not failed image loads. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Network failures are not React's (a missing image is reported by the visitor specs).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a visitor switches to Español, reloads and still reads Spanish', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: MESSAGES.headings.projects })).toBeVisible();

  const banner = page.getByRole('banner');
  await banner.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  // In place: the texts change and the address stays (no ?lang= added, no navigation).
  await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.projects })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(banner.getByRole('link', { name: ES.UI.login })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  await page.reload();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.projects })).toBeVisible();
  await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.aboutMe })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);

  // And back to English, which the spec tests read.
  await banner.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.headings.projects })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser that asks for Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the Spanish page on a first visit; ?lang=en wins and is remembered', async ({
    page,
    request,
  }) => {
    const res = await request.get(`${DEMO_URL}/`, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${DEMO_URL}/?lang=es" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${DEMO_URL}/" />`);
    expect(html).toContain(ES.MESSAGES.headings.projects);
    expect(res.headers()['vary']).toMatch(/accept-language/);

    const errors = consoleErrors(page);
    await page.goto('/');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.educations })).toBeVisible();
    expect(errors).toEqual([]);

    await page.goto('/?lang=en');
    await settle(page);
    await expect(page.getByRole('heading', { name: MESSAGES.headings.educations })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: MESSAGES.headings.educations })).toBeVisible();
  });
});

for (const width of [390, 1440]) {
  test(`screenshot of the Spanish home page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/?lang=es');
    await settle(page);
    await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.projects })).toBeVisible();
    await revealAll(page);
    await page.screenshot({ path: `test-results/languages-home-es-${width}.png`, fullPage: true });
  });
}
