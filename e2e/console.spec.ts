/**
 * The browser console stays clean on every page, signed out and signed in (decision 0110 §10):
 * no error and no Content-Security-Policy violation (zod 4 probed `new Function` under
 * `script-src 'self'` until src/web/lib/zod-config.ts made it jitless).
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, ADMIN_URL } from './fixtures/servers.js';
import { GUARDED_ROUTES } from './fixtures/routes.js';

const PAGES = ['/', '/login', ...GUARDED_ROUTES];

/**
 * Record console errors and CSP violations of `page` into the returned list. None is allowed: signed
 * out, the client-rendered pages know it from the server's page and do not ask for the session,
 * whose 401 Chromium would log as a failed resource (docs/decisions/0095-anonymous-app-pages.md).
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // Chromium reports CSP violations outside the console API Playwright listens to: relay them.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

async function visitAll(page: Page): Promise<void> {
  for (const url of PAGES) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
    // Run the page's form validation too (zod parses on submit), where a form is shown.
    const submit = page.locator('form button[type="submit"]').first();
    if (url.includes('/form/new') && (await submit.count()) > 0) {
      await submit.click();
      // An error dialog (a required field) waits for an answer; a form without required fields
      // saves, and its success dialog closes by itself, maybe before a click on OK could land on a
      // busy machine. Escape closes either.
      await expect(page.locator('.swal2-container')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 15_000 });
    }
  }
}

test.use({ baseURL: ADMIN_URL });

test('no console error or CSP violation on any page, signed out and signed in', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  await visitAll(page);
  const login = await context.request.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  await visitAll(page);
  expect(problems).toEqual([]);
  await context.close();
});
