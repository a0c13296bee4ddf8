/**
 * A recruiter's link page (docs/product.md §20) in Chromium against the built app, on the admin
 * server's copy of the demo portfolio (versions and links are made through the API as the admin):
 * a version that pins its language offers no language switch; the page's Home is the link's own
 * page (not the master's), and nothing on it invites the recruiter to sign in (decision 0246).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './fixtures/servers.js';

const unique = () => Math.random().toString(36).slice(2, 8);

/** Sign the API context in as the admin. */
async function apiLogin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A version (with `settings`) and one link of it; answers the link's page path (`/for/<token>`). */
async function linkOf(request: APIRequestContext, settings: Record<string, unknown>): Promise<string> {
  const version = await request.post('/api/versions', {
    data: { name: `Link page ${unique()}`, ...settings },
  });
  expect(version.status(), await version.text()).toBe(201);
  const { _id } = ((await version.json()) as { response: { _id: string } }).response;
  const link = await request.post(`/api/versions/${_id}/links`, { data: { label: `Acme ${unique()}` } });
  expect(link.status(), await link.text()).toBe(201);
  return ((await link.json()) as { response: { path: string } }).response.path;
}

test.describe("a recruiter's link page", () => {
  test('a version pinned to Spanish has no language switch', async ({ page, request }) => {
    await apiLogin(request);
    const path = await linkOf(request, { language: 'es' });
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(header.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'English' })).toHaveCount(0);
    await expect(page.locator('a[hreflang]')).toHaveCount(0);
  });

  test("a version in the recipient's language keeps the switch", async ({ page, request }) => {
    await apiLogin(request);
    const path = await linkOf(request, {});
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Español' })).toBeVisible();
  });

  test("Home is the link's own page, and there is no Login", async ({ page, request }) => {
    await apiLogin(request);
    const path = await linkOf(request, {});
    await page.goto(path);
    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', path);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goto(`${path}?lang=es`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'href',
      path,
    );
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
  });
});
