/**
 * The visitor's page as islands (docs/decisions/0160-visitor-page-islands.md, docs/product.md §24):
 *
 * - Every script a visitor's home, forbidden and not-found pages fetch until the network is idle,
 *   in both languages and both themes: none is the application's (its entry, the router, the query
 *   library, zod, admin code), and the pages hydrate without a console error.
 * - With JavaScript off, what a reader needs works: the page reads whole, the CV link, the language
 *   by URL and cookie, the theme by cookie.
 * - With JavaScript on, the category filter and the language switch answer a click (they are
 *   islands hydrated on demand), without loading another page.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { CV_PATH } from '../src/shared/cv.js';
import { LANGUAGE_COOKIE } from '../src/shared/i18n/languages.js';
import { THEME_ATTRIBUTE, THEME_COOKIE } from '../src/shared/theme.js';
import { ES } from '../src/web/i18n/es.js';
import { MESSAGES } from '../src/shared/messages.js';
import { DEMO_URL } from './fixtures/servers.js';
import { sample } from './fixtures/sample-resume.js';

/** Built chunks a visitor must never fetch (vite.config.ts names them). */
const FORBIDDEN_SCRIPT =
  /\/assets\/(index|router|query|zod|admin-[\w-]*|owner-[\w-]*|[\w-]+-form|[\w-]+-page|security-api|data-api)-[\w-]{8}\.js$/;

const PAGES = [
  { path: '/', status: 200 },
  { path: '/forbidden', status: 403 },
  { path: '/no/such/page', status: 404 },
];

async function setCookies(context: BrowserContext, language: string, theme: string): Promise<void> {
  await context.addCookies([
    { name: LANGUAGE_COOKIE, value: language, url: DEMO_URL },
    { name: THEME_COOKIE, value: theme, url: DEMO_URL },
  ]);
}

test.describe.configure({ timeout: 120_000 });

test("a visitor's pages fetch no application script and hydrate without a console error", async ({
  browser,
}) => {
  for (const language of ['en', 'es']) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext();
      await setCookies(context, language, theme);
      const page = await context.newPage();
      const scripts: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      for (const { path, status } of PAGES) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, theme);
      }
      // The page's islands near the viewport: the home page, read to its end.
      await page.goto('/');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(scripts.some((script) => /\/assets\/visitor-[\w-]{8}\.js$/.test(script))).toBe(true);
      expect(scripts.filter((script) => FORBIDDEN_SCRIPT.test(script))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  }
});

test('the category filter and the language switch answer the first click, without a page load', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const projects = page.getByRole('region', { name: MESSAGES.headings.projects, exact: true });
  const name = (await projects.getByRole('button', { pressed: false }).first().innerText()).trim();
  const chip = projects.getByRole('button', { name, exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');

  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.projects })).toBeVisible();
  await expect(page).toHaveURL(`${DEMO_URL}/`);
  await banner.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.headings.projects })).toBeVisible();
  expect(documents).toEqual(['/']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader reads the page, downloads the CV and chooses language and theme', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(sample.basics.name);
    await expect(page.getByRole('heading', { name: MESSAGES.headings.projects })).toBeVisible();
    const cv = page.getByRole('main').locator(`a[href^="${CV_PATH}"]`).first();
    await expect(cv).toBeVisible();
    const download = await page.request.get(new URL((await cv.getAttribute('href'))!, DEMO_URL).href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');

    // Language by URL, then remembered by its cookie.
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: ES.MESSAGES.headings.projects })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Theme by cookie.
    await context.addCookies([{ name: THEME_COOKIE, value: 'dark', url: DEMO_URL }]);
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
