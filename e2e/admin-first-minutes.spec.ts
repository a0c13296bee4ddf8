/**
 * A new owner's first minutes (issue 22, owner's side), against the built app on the admin copy of
 * the demo portfolio:
 * - typing at once on a page that is still loading keeps every character: a client-rendered page
 *   shows the blocking 'Cargando...' dialog from its first paint and shows its form only when the
 *   dialog has closed, the focus on the page's own field (docs/decisions/0094-no-typing-under-the-loading-dialog.md);
 * - an anonymous visit to `/login` asks nobody for the session, so the console shows no 401.
 *
 * The network is slowed with Playwright routes: every API answer waits, the header's and footer's
 * lists (the loads of the page's first paint) longest, so the session and the page's code arrive
 * while those lists still load.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/shared/paths.js';
import { ADMIN } from './fixtures/servers.js';

/** The lists every page's header and footer show (tracked loads: the 'Cargando...' dialog). */
const SHELL_LISTS = /\/api\/(people|social-medias)(\?|$)/;

/** Slow every API answer down: the shell lists by `listsMs`, the rest by `otherMs`. */
async function slowApi(page: Page, listsMs = 4000, otherMs = 300): Promise<void> {
  await page.route('**/api/**', async (route) => {
    const wait = SHELL_LISTS.test(new URL(route.request().url()).pathname) ? listsMs : otherMs;
    await new Promise((resolve) => setTimeout(resolve, wait));
    await route.continue().catch(() => undefined);
  });
}

test.describe('typing at once on a loading page', () => {
  test.setTimeout(60_000);

  test('the login email and password arrive whole', async ({ page }) => {
    await slowApi(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('Email', { exact: true });
    // A person types as soon as the field shows (the email field has the focus: issue 12 item 10).
    await expect(email).toBeVisible({ timeout: 30_000 });
    await page.keyboard.type('owner@vitae.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('a password');
    await expect(email).toHaveValue('owner@vitae.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('a password');
    await expect(page.getByRole('dialog', { name: 'Cargando...' })).toHaveCount(0);
  });

  test('the new-work form keeps what is typed, and the dialog never covers a shown form', async ({
    page,
  }) => {
    const login = await page.request.post(paths.login, { data: ADMIN });
    expect(login.ok()).toBe(true);
    await slowApi(page);
    await page.goto('/works/form/new', { waitUntil: 'commit' });
    const company = page.getByLabel('Company', { exact: true });
    await expect(company).toBeVisible({ timeout: 30_000 });
    // The form shows once the page has loaded: no blocking dialog over it, now or later.
    await expect(page.locator('dialog[open]')).toHaveCount(0, { timeout: 0 });
    await company.pressSequentially('Hooli XYZ');
    await page.keyboard.press('Tab');
    await page.keyboard.type('https://hooli.example.com');
    await expect(company).toHaveValue('Hooli XYZ');
    await expect(page.getByLabel('Company Link', { exact: true })).toHaveValue('https://hooli.example.com');
    await expect(page.getByRole('dialog', { name: 'Cargando...' })).toHaveCount(0);
  });
});

test('an anonymous visit to /login asks nobody for the session and logs no error', async ({ page }) => {
  const errors: string[] = [];
  const sessionChecks: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === paths.current) sessionChecks.push(request.method());
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(sessionChecks).toEqual([]);
  expect(errors).toEqual([]);
  // The header is a visitor's.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
