/**
 * The static site (docs/product.md §25) in Debian's Chromium: the demo portfolio published through
 * `GET /api/admin/static-site` (what the data page's "Download static site" downloads), unzipped and
 * served by a plain static file server (sirv-cli), at the domain root and under /portfolio/. A
 * visitor's journey on each: the texts, no sign-in link, the images, the projects filter (an island
 * of the visitor's page, decision 0191: no application script is fetched), the theme switch kept on
 * the next page, the CV download, the language switch to the Spanish folder, the contact link, the
 * not-found page; every request of the pages answers below 400 and no console error shows (an island
 * whose HTML did not match would).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { MESSAGES } from '../src/shared/messages.js';
import { paths } from '../src/shared/paths.js';
import { THEME_ATTRIBUTE } from '../src/shared/theme.js';
import { LABELS } from '../src/web/i18n/labels.js';
import { sample } from './fixtures/sample-resume.js';
import { ADMIN, DEMO_URL } from './fixtures/servers.js';

const PORT = Number(process.env.E2E_PORT_BASE ?? 4311) + 20;
const SITE_URL = `http://127.0.0.1:${PORT}`;

let root: string;
let server: ChildProcess | undefined;

/** The demo's static site for `query`, unzipped into `dir`. */
async function download(query: string, dir: string): Promise<void> {
  const api = await request.newContext({ baseURL: DEMO_URL });
  expect((await api.post(paths.login, { data: ADMIN })).ok()).toBe(true);
  const zip = await api.get(`${paths.data.staticSite}?${query}`, { timeout: 120_000 });
  expect(zip.status()).toBe(200);
  for (const [name, bytes] of Object.entries(unzipSync(await zip.body()))) {
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
  }
  await api.dispose();
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-static-'));
  await download(`publicUrl=${encodeURIComponent(`${SITE_URL}/`)}`, root);
  await download(`publicUrl=${encodeURIComponent(`${SITE_URL}/portfolio/`)}`, path.join(root, 'portfolio'));
  // A plain static file server; unknown addresses get the site's not-found page, as static hosts do.
  server = spawn(
    process.execPath,
    [
      'node_modules/sirv-cli/bin.js',
      root,
      '--port',
      String(PORT),
      '--host',
      '127.0.0.1',
      '--single',
      '404.html',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    server!.once('exit', (code) => reject(new Error(`sirv exited with ${code}`)));
    server!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
});

// The system's colours are light: the theme switch goes dark.
test.use({ colorScheme: 'light' });

test.afterAll(() => {
  server?.kill();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** Built chunks of the owner's application, which a static page must never fetch (vite.config.ts). */
const APPLICATION_SCRIPT = /\/assets\/(index|router|query|zod|admin-[\w-]*|owner-[\w-]*)-[\w-]{8}\.js$/;

/**
 * Fail on any request of the page that fails or answers 400 or more, on an application script and on
 * a console error.
 */
function watchRequests(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (req) => failures.push(`${req.url()} failed`));
  page.on('response', (res) => {
    if (res.status() >= 400) failures.push(`${res.url()} ${res.status()}`);
  });
  page.on('request', (req) => {
    if (APPLICATION_SCRIPT.test(new URL(req.url()).pathname)) failures.push(`${req.url()} fetched`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

for (const base of ['/', '/portfolio/']) {
  test(`a visitor reads the static site served at ${base}`, async ({ page }) => {
    test.setTimeout(120_000);
    const failures = watchRequests(page);
    await page.goto(`${SITE_URL}${base}`);
    await expect(page.getByRole('heading', { level: 1, name: sample.basics.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    // Images of the folder load.
    const banner = page.getByRole('img', { name: 'Banner image' });
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // The projects filter runs from the files: a category's link, then again to clear it; the
    // cards' images come from the island's data, under the folder. A static host answers every
    // query string with the same page, so the island reads the chosen category from the address.
    const projects = page.getByRole('region', { name: MESSAGES.headings.projects, exact: true });
    const strip = projects.getByRole('region', { name: MESSAGES.headings.categories });
    const name = (await strip.getByRole('link').first().innerText()).trim();
    const chip = strip.getByRole('link', { name, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\?category=\w+$/);
    await chip.click();
    await expect(strip.locator('a[aria-current="true"]')).toHaveCount(0);
    await expect(projects.getByRole('heading', { level: 3, name: sample.projects[0]!.name })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The theme switch works from the files, and the next page keeps the theme chosen.
    const html = page.locator('html');
    const chosen = 'dark';
    await page.getByRole('button', { name: LABELS.darkTheme }).click();
    await expect(html).toHaveAttribute(THEME_ATTRIBUTE, chosen);

    // The contact form became the owner's email link (no server behind a static site).
    const contact = page.getByRole('region', { name: 'Contact', exact: true });
    await expect(contact.getByRole('link', { name: 'Write an email' })).toHaveAttribute(
      'href',
      /^mailto:.+@/,
    );
    await expect(contact.getByRole('textbox')).toHaveCount(0);

    // The CV is a file of the folder.
    const cv = page.getByRole('link', { name: 'Download CV', exact: true }).first();
    await expect(cv).toHaveAttribute('href', `${base}cv.pdf`);
    const pdf = await page.request.get(`${SITE_URL}${base}cv.pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The language switch goes to the Spanish folder.
    await page.locator('a[hreflang="es"]').first().click();
    await expect(page).toHaveURL(`${SITE_URL}${base}es/`);
    await expect(html).toHaveAttribute('lang', 'es');
    await expect(html).toHaveAttribute(THEME_ATTRIBUTE, chosen);
    await expect(page.getByRole('heading', { level: 1, name: sample.basics.name })).toBeVisible();
    await expect(page.locator(`a[href="${base}es/cv.pdf"]`).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    if (base === '/') {
      // An unknown address: the site's not-found page, whose link leads home.
      await page.goto(`${SITE_URL}/no/such/page`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('link', { name: LABELS.goHome }).click();
      await expect(page).toHaveURL(`${SITE_URL}/`);
      await expect(page.getByRole('heading', { level: 1, name: sample.basics.name })).toBeVisible();
    }
    expect(failures).toEqual([]);
  });
}
