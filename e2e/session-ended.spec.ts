/**
 * A session ended elsewhere (docs/decisions/0250-a-session-ended-elsewhere.md) in Chromium against
 * the built app: the owner's signed-in screen, after its session was ended by another client, goes
 * to the sign-in page saying so (not /forbidden), and signing in again returns to that screen.
 * Someone who never signed in still meets /forbidden (docs/product.md §6).
 */
import { expect, test } from '@playwright/test';
import { ADMIN } from './fixtures/servers.js';

test('a session ended elsewhere leads to the sign-in page with a sentence, then back', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/login');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  // Another client ends this session (as the security page's "End session" would).
  const other = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { cookie: `token=${token}` },
  });
  const ended = await other.post('/api/auth/signout', { data: {} });
  expect(ended.ok(), await ended.text()).toBe(true);
  await other.dispose();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile&ended=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session was ended' })).toHaveText(
    'Your session was ended (signed out on another device, or it ran out). Sign in again to go on.',
  );
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('someone who never signed in still meets /forbidden', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/forbidden$/);
});
