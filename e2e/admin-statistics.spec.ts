/**
 * End-to-end journey of the visitor statistics (docs/product.md §21) in Chromium against the built
 * app (the admin copy of the demo portfolio): a visitor opens the home page and downloads the CV;
 * the owner opens Visitor statistics from the profile page and sees one more page view and one more CV download,
 * with the two charts drawn. Playwright's own User-Agent says "HeadlessChrome", which the robot list
 * rightly leaves out, so the visitor's browser gives a desktop Chrome's. Screenshots of the
 * dashboard at 390 and 1440 px, light and dark, go to test-results/statistics/.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './fixtures/servers.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Totals {
  views: number;
  downloads: number;
}

async function totals(request: APIRequestContext): Promise<Totals> {
  const res = await request.get('/api/admin/statistics?days=30');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { response: { totals: Totals } }).response.totals;
}

test.describe('visitor statistics', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(120_000);

  test('the owner sees a visitor’s open and CV download on the dashboard', async ({ browser }) => {
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const login = await ownerContext.request.post('/api/auth/login', { data: ADMIN });
    expect(login.ok()).toBe(true);
    const before = await totals(ownerContext.request);

    const visitorContext = await browser.newContext({ userAgent: CHROME });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/', { referer: 'https://www.linkedin.com/in/someone' });
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('banner').getByRole('link', { name: 'Download CV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await visitorContext.close();

    const owner = await ownerContext.newPage();
    await owner.goto('/profile');
    await owner.getByRole('link', { name: 'Visitor statistics' }).click();
    await expect(owner).toHaveURL(/\/statistics$/);
    await expect(owner.getByRole('heading', { level: 1, name: 'Visitor statistics' })).toBeVisible();
    // One more view and one more download: the owner's own pages are not counted.
    const views = owner.getByRole('definition').nth(0);
    const downloads = owner.getByRole('definition').nth(2);
    await expect(views).toHaveText(String(before.views + 1));
    await expect(downloads).toHaveText(String(before.downloads + 1));
    await expect(owner.getByRole('region', { name: 'Top referrers' })).toContainText('linkedin.com');
    await expect(owner.locator('figure canvas')).toHaveCount(2);
    await expect(owner.getByRole('img', { name: /Page views/ })).toBeVisible();
    await expect(owner.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/statistics/export.csv?days=30',
    );

    for (const scheme of ['light', 'dark'] as const) {
      await owner.emulateMedia({ colorScheme: scheme });
      for (const width of [390, 1440]) {
        await owner.setViewportSize({ width, height: 900 });
        await expect(owner.locator('figure canvas')).toHaveCount(2);
        await owner.screenshot({
          path: `test-results/statistics/dashboard-${width}-${scheme}.png`,
          fullPage: true,
        });
      }
    }
    await ownerContext.close();
  });
});
