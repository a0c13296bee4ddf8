/**
 * A new owner's first minutes (owner's side; docs/decisions/0094, 0095, 0096), against the built app on the admin copy of
 * the demo portfolio:
 * - typing at once on a page that is still loading keeps every character: a client-rendered page
 *   shows the blocking 'Cargando...' dialog from its first paint and shows its form only when the
 *   dialog has closed, the focus on the page's own field (docs/decisions/0094-no-typing-under-the-loading-dialog.md);
 * - an anonymous visit to `/login` asks nobody for the session, so the console shows no 401
 *   (docs/decisions/0095-anonymous-app-pages.md);
 * - the phone's signed-in menu shows the language's name; the profile's About spans the card, its
 *   buttons say what they change and a save begun on the home page leads back there; the inbox is
 *   as wide as the profile and offers a reply by email; an image field previews its image and a new
 *   profile photo becomes the main one (docs/decisions/0096-profile-names-and-the-way-back.md).
 *
 * The network is slowed with Playwright routes: every API answer waits, the header's and footer's
 * lists (the loads of the page's first paint) longest, so the session and the page's code arrive
 * while those lists still load.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CONTACT_PATHS } from '../src/shared/contact.js';
import { PEOPLE, paths } from '../src/shared/paths.js';
import type { Person } from '../src/shared/schemas.js';
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
    // A person types as soon as the field shows (the email field has the focus: docs/decisions/0094).
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
    await signIn(page);
    await slowApi(page);
    await page.goto('/works/form/new', { waitUntil: 'commit' });
    const company = page.getByLabel('Company', { exact: true });
    await expect(company).toBeVisible({ timeout: 30_000 });
    // The form shows once the page has loaded: no blocking dialog over it, now or later.
    expect(await page.locator('dialog[open]').count()).toBe(0);
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

/** Sign `page`'s context in as the owner (through the API). */
async function signIn(page: Page): Promise<void> {
  const login = await page.request.post(paths.login, { data: ADMIN });
  expect(login.ok()).toBe(true);
}

/** Wait until the page has no dialog on screen (the loading dialog's minimum, a success dialog). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

test("the phone's signed-in menu starts with the language's name, not a blank pill", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#header-actions');
  const language = menu.getByRole('link', { name: 'Español' });
  await expect(language).toBeVisible();
  const name = language.locator('span:not([aria-hidden])');
  const box = (await name.boundingBox())!;
  expect(box.width).toBeGreaterThan(30);
  expect(box.height).toBeGreaterThan(10);
  // The first action of the menu is that link, and it shows the name.
  await expect(menu.locator('a, button').first()).toHaveAttribute('hreflang', 'es');
});

test('the profile: About across the card, buttons named by what they change, the way back after a save', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/');
  await settle(page);
  await page.getByRole('link', { name: 'Edit personal information' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Your personal details are saved.')).toBeVisible();
  await settle(page);
  const about = page.locator('dt', { hasText: /^About$/ }).locator('..');
  const card = page.getByRole('region', { name: 'Personal data' });
  const aboutBox = (await about.boundingBox())!;
  const cardBox = (await card.boundingBox())!;
  expect(aboutBox.width).toBeGreaterThan(cardBox.width * 0.85);
  await expect(page.getByRole('link', { name: 'Password and role' })).toHaveAttribute('href', '/update-user');
  await expect(page.getByRole('link', { name: 'Personal details' })).toHaveAttribute(
    'href',
    '/update-person',
  );
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Edit personal information' })).toBeVisible();
});

test('the inbox: as wide as the profile, and a reply by email with the subject filled', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await page.request.get(CONTACT_PATHS.token);
  const name = `Recruiter ${Math.random().toString(36).slice(2, 8)}`;
  const sent = await page.request.post(CONTACT_PATHS.messages, {
    data: {
      name,
      email: 'recruiter@example.com',
      message: 'Are you open to an interview?',
      token: ((await token.json()) as { response: { token: string } }).response.token,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await signIn(page);
  const widthOfPage = async (url: string) => {
    await page.goto(url);
    await settle(page);
    return (await page.getByRole('heading', { level: 1 }).locator('..').boundingBox())!.width;
  };
  const inboxWidth = await widthOfPage('/inbox');
  expect(inboxWidth).toBeCloseTo(await widthOfPage('/profile'), 0);
  await page.goto('/inbox');
  await settle(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const href = (await card.getByRole('link', { name: 'Reply by email' }).getAttribute('href'))!;
  expect(href.startsWith('mailto:recruiter@example.com?')).toBe(true);
  expect(new URL(href).searchParams.get('subject')).toMatch(/^Re: Your message of \d{4}-\d{2}-\d{2}$/);
  expect(new URL(href).searchParams.get('body')).toContain('> Are you open to an interview?');
});

test('uploads: an image field shows the uploaded image, and a new profile photo becomes the photo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const png = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#3b8ad0' } })
    .png()
    .toBuffer();
  const [owner] = ((await (await page.request.get(paths.list(PEOPLE))).json()) as { response: Person[] })
    .response;
  try {
    // The work form: a preview of the uploaded logo, not only its path.
    await page.goto('/works/form/new');
    await settle(page);
    await page
      .getByLabel('Upload image: Image URL')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('img', { name: 'Preview: Image URL' });
    await expect(preview).toHaveAttribute('src', /^\/media\/[0-9a-f]{24}-\d+\.webp$/);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Personal details: the uploaded photo goes first (the main one), so the home page shows it.
    await page.goto('/');
    await settle(page);
    await page.getByRole('link', { name: 'Edit personal information' }).click();
    await page
      .getByLabel('Upload image: Profile Images')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const photos = page.getByRole('list', { name: 'Profile Images' }).getByRole('listitem');
    await expect(photos).toHaveCount(owner!.thumbnails.length + 1);
    await expect(photos.first()).toContainText('/media/');
    await expect(photos.first()).toContainText('Main');
    const uploaded = (await photos.first().locator('span[title]').getAttribute('title'))!;
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('img', { name: /Profile picture/ })).toHaveAttribute('src', uploaded);
  } finally {
    // Other admin specs read the demo owner's photos as they were.
    const restored = await page.request.put(`${paths.list(PEOPLE)}/${owner!._id}`, {
      data: { thumbnails: owner!.thumbnails },
    });
    expect(restored.ok()).toBe(true);
  }
});
