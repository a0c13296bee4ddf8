/**
 * The browser's Back button on a dirty admin form (docs/decisions/0073-unsaved-changes.md)
 * in Chromium against the built app and the admin copy of the demo portfolio (playwright.config.ts).
 *
 * The owner signs in through the API (the session cookie is the browser context's), opens the home
 * page, follows 'Add Work' (a real in-app navigation, so the form has a previous page in the
 * history), types, and presses the browser's Back (`page.goBack()`): the question 'Discard your
 * changes?' shows while the form, its address and its input stay; Stay keeps them; Back again and
 * Discard land on the home page. A saved form leaves no extra history entry: Back from the home page
 * after the save opens the form's address once, and one more Back is the home page again.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './fixtures/servers.js';

const unique = () => Math.random().toString(36).slice(2, 8);

/** Sign in through the API and open the home page with the admin controls; answers the Add Work link. */
async function homeAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const add = page.getByRole('link', { name: 'Add Work' });
  await expect(add).toBeVisible();
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0);
  return add;
}

/** The question's dialog. */
const question = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Discard your changes?' });

/**
 * `page.goBack()` waits for a navigation; a held Back may commit none (the guard entry is pushed
 * again at once), so the Back is pressed without waiting for one.
 */
async function browserBack(page: Page): Promise<void> {
  await page.goBack({ waitUntil: 'commit', timeout: 2000 }).catch(() => undefined);
}

test.describe('unsaved changes and the browser Back button', () => {
  test('Back on a dirty form asks: Stay keeps the input and address, Discard goes back', async ({ page }) => {
    await (await homeAsAdmin(page)).click();
    await expect(page).toHaveURL(/\/works\/form\/new$/);
    const company = page.getByLabel('Company', { exact: true });
    await company.fill('Half-typed Co');

    await browserBack(page);
    const dialog = question(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('What you changed on this page is not saved yet.');
    await expect(page).toHaveURL(/\/works\/form\/new$/);
    await expect(company).toHaveValue('Half-typed Co');
    // The question over the form, for a look (the screenshots wait for the opening animation).
    await page.waitForFunction(() => document.querySelector('.swal2-popup')?.getAnimations().length === 0);
    for (const width of [320, 390, 800, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/playwright/unsaved-back-question-${width}.png` });
    }
    await dialog.getByRole('button', { name: 'Stay', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/works\/form\/new$/);
    await expect(company).toHaveValue('Half-typed Co');

    await browserBack(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Add Work' })).toBeVisible();
    await expect(company).toHaveCount(0);
    await expect(question(page)).toHaveCount(0);
  });

  test('a saved form leaves no extra history entry: one Back per page', async ({ page }) => {
    await (await homeAsAdmin(page)).click();
    await expect(page).toHaveURL(/\/works\/form\/new$/);
    const name = `Back Co ${unique()}`;
    await page.getByLabel('Company', { exact: true }).fill(name);
    await page.getByLabel('Job Title').fill('Tester');
    await page.getByLabel('Start Date').fill('2022-01-01');
    await page.getByRole('button', { name: 'Create' }).click();
    const saved = page.getByRole('dialog').filter({ hasText: 'Work saved!' });
    await expect(saved).toBeVisible();
    await expect(saved).toBeHidden({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/works\/form\/new$/);
    await expect(page.getByLabel('Company', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Add Work' })).toBeVisible();
    await expect(question(page)).toHaveCount(0);
  });
});
