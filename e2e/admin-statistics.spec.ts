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
      visitor.getByRole('banner').getByRole('link', { name: 'Download CV', exact: true }).click(),
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

  test('on a phone each link reads whole, an unopened one too, without a sideways scroll', async ({
    browser,
  }) => {
    const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const login = await owner.request.post('/api/auth/login', { data: ADMIN });
    expect(login.ok()).toBe(true);
    const name = `Phone table ${Math.random().toString(36).slice(2, 8)}`;
    const version = await owner.request.post('/api/versions', { data: { name } });
    expect(version.status()).toBe(201);
    const { _id } = ((await version.json()) as { response: { _id: string } }).response;
    const link = await owner.request.post(`/api/versions/${_id}/links`, {
      data: { label: 'Acme Corporation, senior backend engineer role, via referral' },
    });
    expect(link.status()).toBe(201);
    const page = await owner.newPage();
    await page.goto('/statistics');
    const links = page.getByRole('region', { name: 'Links' });
    const row = links.getByRole('row', { name: new RegExp(`Acme Corporation.+ · ${name}`) });
    await expect(row).toContainText('not opened');
    // "Last opened" says itself on the cell's own line (the table's head is hidden on a phone).
    const last = row.getByRole('cell').last();
    expect(await last.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Last opened: "');
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(390);
    const scroll = await links.evaluate((region) => {
      const box = region.querySelector('table')!.parentElement!;
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
    });
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/statistics/links-390.png', fullPage: false });
    await owner.close();
  });
});
