/**
 * The smoke journey run on every supported Node major by scripts/node-majors.mjs (config:
 * playwright.smoke.config.ts): a visitor reads the home page, the owner signs in, saves an entry and
 * sees it on the home page, and downloads the PDF CV. The server is started by the script on a demo
 * portfolio (SEED_DEMO=true) whose SQLite file Node 20 created; SMOKE_EMAIL/SMOKE_PASSWORD are the
 * admin that Node 20's CLI created there. Texts are the spec's ('Login Success!', 'Category saved!').
 */
import fs from 'node:fs';
import { expect } from '@playwright/test';
import { expectSuccess, test } from './fixtures/dialogs.js';

const email = process.env.SMOKE_EMAIL ?? '';
const password = process.env.SMOKE_PASSWORD ?? '';

// The signed-in header shows its actions beside the centred name from 1024 px (below, behind the
// Menu button: docs/decisions/0103-one-control-bar.md).
test.use({ viewport: { width: 1440, height: 900 } });

test('home page, sign in, save an entry, download the CV', async ({ page }) => {
  expect(email, 'SMOKE_EMAIL is set by scripts/node-majors.mjs').not.toBe('');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Richard');

  await page.goto('/login');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSuccess(page, 'Login Success!');
  await expect(page.getByRole('button', { name: 'Signout' })).toBeVisible();

  const title = `Smoke ${process.version} ${Date.now().toString(36)}`;
  await page.goto('/categories/form/new');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create' }).click();
  await expectSuccess(page, 'Category saved!');
  await expect(page.getByText(title).first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // Signed in, Download CV is on the person's card (the header's row leaves it there: decision 0245).
    page.getByRole('main').getByRole('link', { name: 'Download CV', exact: true }).click(),
  ]);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);
});
