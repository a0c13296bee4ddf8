/**
 * End-to-end journey of the sections the owner shapes (docs/product.md §27) in Chromium, on the admin's
 * copy of the demo portfolio (playwright.config.ts project "admin"): the owner adds a custom section
 * "Talks" with two entries in place (the first with an uploaded image), reorders the entries with the keyboard, moves the section up,
 * hides it (a visitor no longer sees it) and shows it again; the JSON Resume export holds it as a
 * top-level key and a re-import (replace) brings it back. Screenshots of the section and its menu at
 * 390 and 1440 px, light and dark, go to test-results/sections/.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { THEME_COOKIE } from '../src/shared/theme.js';
import { expectSuccess, keyboardMove, test } from './fixtures/dialogs.js';
import { ADMIN, ADMIN_URL } from './fixtures/servers.js';

interface Section {
  key: string;
  custom: boolean;
  hidden: boolean;
  heading: { en: string; es: string };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

const suffix = Math.random().toString(36).slice(2, 6);
const HEADING = `Talks ${suffix}`;
const talks = (page: Page) => page.getByRole('region', { name: HEADING, exact: true });

async function sections(page: Page): Promise<Section[]> {
  const response = await page.request.get('/api/sections');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { response: Section[] }).response;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.context().addCookies([{ name: THEME_COOKIE, value: colorScheme, url: ADMIN_URL }]);
    await page.reload();
    await settle(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await talks(page).evaluate((section) =>
        window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 90),
      );
      await talks(page).locator('summary').click();
      await page.screenshot({ path: `test-results/sections/${name}-${colorScheme}-${width}.png` });
      await talks(page).locator('summary').click();
    }
  }
  await page.context().addCookies([{ name: THEME_COOKIE, value: 'light', url: ADMIN_URL }]);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The open entry form at 390 and 1440 px, light and dark (the theme through the page's colour scheme). */
async function shootForm(page: Page, form: Locator, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), colorScheme);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/designs/${name}-${colorScheme}-${width}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the owner adds a custom section with two entries, reorders, hides and shows it; export and re-import bring it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#b5179e' } })
    .png()
    .toBuffer();
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await settle(page);

  // Add the section: its heading in both languages.
  await page.getByRole('button', { name: 'Add section' }).click();
  const form = page.getByRole('group', { name: 'New section' });
  await form.getByLabel('Heading (English)').fill(HEADING);
  await form.getByLabel('Heading (Spanish)').fill(`Charlas ${suffix}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, 'Section saved!');
  await expect(talks(page)).toContainText('No entries yet.');

  // Two entries, added in place.
  for (const [title, date] of [
    ['Typed SQL', '2024-05'],
    ['Vitae at NodeConf', '2025'],
  ] as const) {
    await talks(page).getByRole('button', { name: 'Add Entry' }).click();
    const entry = talks(page).getByRole('form', { name: 'New Entry' });
    await entry.getByLabel('Title', { exact: true }).fill(title);
    await entry.getByLabel('Subtitle').fill('Talk');
    await entry.getByLabel('Start date').fill(date);
    await entry.getByLabel('Link', { exact: true }).fill('example.com/talks');
    await entry.getByLabel('Description').fill(`About ${title}.`);
    if (title === 'Typed SQL') {
      // The image is an upload (a real PNG, re-encoded by the server), not a URL to type.
      await expect(entry.getByRole('textbox', { name: 'Image' })).toHaveCount(0);
      await entry
        .getByLabel('Upload image: Image')
        .setInputFiles({ name: 'talk.png', mimeType: 'image/png', buffer: png });
      await expect(entry.getByRole('img', { name: 'Preview: Image' })).toHaveAttribute(
        'src',
        /^\/media\/[0-9a-f]{24}-\d+\.webp$/,
      );
      await shootForm(page, entry, 'custom-entry-upload');
    }
    await entry.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, 'Entry saved!');
  }
  await expect(talks(page).getByRole('img', { name: 'Image of Typed SQL' })).toHaveAttribute(
    'src',
    /^\/media\/[0-9a-f]{24}-\d+\.webp$/,
  );
  await expect(talks(page).getByRole('heading', { level: 3 })).toHaveText(['Typed SQL', 'Vitae at NodeConf']);

  // Reorder the entries with the keyboard.
  await keyboardMove(
    page,
    talks(page).getByRole('button', { name: 'Drag Entry Vitae at NodeConf' }),
    'ArrowUp',
    'Entry Typed SQL',
  );
  await expect(talks(page).getByRole('heading', { level: 3 })).toHaveText(['Vitae at NodeConf', 'Typed SQL']);

  // Move the section up one place.
  const before = await sections(page);
  const at = before.findIndex((section) => section.heading.en === HEADING);
  await talks(page).locator('summary').click();
  await talks(page).getByRole('button', { name: 'Move up' }).click();
  await expectSuccess(page, 'Sections reordered!');
  expect((await sections(page)).findIndex((section) => section.heading.en === HEADING)).toBe(at - 1);
  await shoot(page, 'custom-section');

  // Hide it: the owner sees the badge, a visitor no longer sees the section; then show it again.
  await talks(page).locator('summary').click();
  await talks(page).getByRole('button', { name: 'Hide section' }).click();
  await expectSuccess(page, 'Section saved!');
  await expect(talks(page).getByText('Hidden from visitors')).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(new URL('/', page.url()).href);
  await settle(visitor);
  await expect(visitor.getByRole('heading', { name: 'Typed SQL' })).toHaveCount(0);
  await talks(page).locator('summary').click();
  await talks(page).getByRole('button', { name: 'Show section' }).click();
  await expectSuccess(page, 'Section saved!');
  await visitor.reload();
  await settle(visitor);
  await expect(visitor.getByRole('region', { name: HEADING, exact: true })).toContainText(
    'Vitae at NodeConf',
  );
  await visitor.close();

  // Export, then re-import (replace): the section comes back with its entries, in its place.
  const exported = (await (await page.request.get('/api/admin/export')).json()) as Record<string, unknown>;
  const key = `x_talks_${suffix}`;
  expect((exported[key] as { title: string }[]).map((item) => item.title)).toEqual([
    'Vitae at NodeConf',
    'Typed SQL',
  ]);
  const layout = (await sections(page)).map(({ key: _key, ...rest }) => rest);
  const imported = await page.request.post('/api/admin/import?confirm=true', { data: exported });
  expect(imported.status()).toBe(200);
  expect((await sections(page)).map(({ key: _key, ...rest }) => rest)).toEqual(layout);
  await page.reload();
  await settle(page);
  await expect(talks(page).getByRole('heading', { level: 3 })).toHaveText(['Vitae at NodeConf', 'Typed SQL']);
});
