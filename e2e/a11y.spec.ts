/**
 * Accessibility of the home page on the demo portfolio, at 390 and 1280 px: an
 * axe-core scan (WCAG 2.x A and AA rules) finds no serious or critical violation; landmarks and a
 * visible keyboard focus. Full-page screenshots of both widths are written to
 * test-results/playwright/ (and attached to the report) to look at.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { revealAll } from './fixtures/reveal.js';

/** Open the home page and wait until it is quiet: lists loaded and the 'Cargando...' dialog gone. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test(`home at ${width} px: no serious or critical axe violation, screenshot`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    await revealAll(page);

    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(blocking).toEqual([]);

    const file = testInfo.outputPath(`home-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`home-${width}`, { path: file, contentType: 'image/png' });
  });
}

test('keyboard focus is visible', async ({ page }) => {
  await openHome(page);
  await page.keyboard.press('Tab'); // skip link
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab'); // home icon
  const home = page.getByRole('banner').getByRole('link', { name: 'Home' });
  await expect(home).toBeFocused();
  const outline = await home.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});
