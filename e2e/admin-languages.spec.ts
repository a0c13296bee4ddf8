/**
 * The owner maintains both versions of the content from the site (decision 0065) in Chromium
 * against the built app: a work's form shows the "English | Español" switch, the owner writes the
 * English and the Spanish versions, saves once, and the API answers both; the edit form shows the
 * Spanish version again. The Spanish CV and share image of that content answer. Screenshots of the
 * Spanish form at 320, 390, 800 and 1440 px go to test-results/. The signed-in header below 1024 px
 * has the language switch in its menu.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ES } from '../src/web/i18n/es.js';
import { ADMIN } from './fixtures/servers.js';

const unique = () => Math.random().toString(36).slice(2, 8);

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const response = await context.request.post('/api/auth/login', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return context.newPage();
}

test('the owner writes a work in English and Spanish from its form', async ({ browser }) => {
  const page = await adminPage(browser);
  const company = `Lenguas ${unique()}`;
  await page.goto('/works/form/new');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 10_000 });

  await page.getByLabel('Company', { exact: true }).fill(company);
  await page.getByLabel('Job Title', { exact: true }).fill('Backend developer');
  await page.getByLabel('Description', { exact: true }).fill('Built the payments platform.');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Description (Español)')).toHaveAttribute(
    'placeholder',
    'Built the payments platform.',
  );
  await page.getByLabel('Job Title (Español)').fill('Desarrolladora backend');
  await page.getByLabel('Description (Español)').fill('Construí la plataforma de pagos.');
  for (const width of [320, 390, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/issue11-work-form-es-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByLabel('Job Title', { exact: true })).toHaveValue('Backend developer');
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'test-results/issue11-work-form-en-800.png', fullPage: true });

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Work saved!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const works = (await (await page.request.get('/api/works')).json()) as {
    response: ({ _id: string; company: string } & Record<string, unknown>)[];
  };
  const work = works.response.find((entry) => entry.company === company)!;
  expect(work).toMatchObject({
    jobTitle: 'Backend developer',
    description: 'Built the payments platform.',
    i18n: { es: { jobTitle: 'Desarrolladora backend', description: 'Construí la plataforma de pagos.' } },
  });

  // The edit form shows the stored Spanish version.
  await page.goto(`/works/form/${work._id}`);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByLabel('Job Title (Español)')).toHaveValue('Desarrolladora backend');

  // Downstream: the Spanish CV and share image answer.
  const cv = await page.request.get('/cv.pdf?lang=es');
  expect(cv.status()).toBe(200);
  expect(cv.headers()['content-language']).toBe('es');
  const og = await page.request.get('/og.png?lang=es');
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toBe('image/png');

  await page.request.delete(`/api/works/${work._id}`, {
    headers: { 'Content-Type': 'application/json' },
    data: {},
  });
  await page.context().close();
});

/** Wait until the page is hydrated and no dialog is up. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

test('the header below 1024 px has the switch in its menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await settle(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await settle(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Menu' }).click();
  await banner.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.projects })).toBeVisible();
  await expect(banner.getByRole('button', { name: ES.UI.menu })).toBeVisible();
  const box = await banner.boundingBox();
  expect(box!.height).toBeLessThan(100);
});
