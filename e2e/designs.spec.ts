/**
 * The site's designs end to end (docs/product.md §26) in Chromium against the built app (the admin
 * copy of the demo portfolio): every design's home page as a visitor sees it, light and dark,
 * screenshot at 390 and 1440 px to test-results/designs/ and checked with axe at 320 and 1440 px
 * (every rule tag, no violation), its leading sections first (Bold showcase's projects, Compact
 * academic's publications); then the owner's journey: on the Design page the owner picks a design and an accent,
 * the previews follow before saving, Save, and a visitor's reload shows the saved design. The
 * design is put back to the default at the end, for the specs that follow on this server.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { DEFAULT_DESIGN_SETTINGS, DESIGN_IDS } from '../src/shared/designs/index.js';
import { revealAll } from './fixtures/reveal.js';
import { ADMIN, ADMIN_URL } from './fixtures/servers.js';

const OUT = 'test-results/designs';
/** The heading of the section each design shows first, when it has one (designs.ts `sectionsFirst`). */
const LEADING: Partial<Record<string, string>> = { showcase: 'Proyects', academic: 'Publications' };
const SETTINGS = '/api/settings/design';

async function ownerContext(browser: Browser, width = 1440): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const login = await context.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return context;
}

async function visitorContext(browser: Browser, theme: 'light' | 'dark', width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
  await context.addCookies([{ name: 'theme', value: theme, url: ADMIN_URL }]);
  return context;
}

test.describe('designs', () => {
  test.setTimeout(600_000);

  test.afterAll(async ({ browser }) => {
    const owner = await ownerContext(browser);
    await owner.request.put(SETTINGS, { data: DEFAULT_DESIGN_SETTINGS });
    await owner.close();
  });

  test('every design reads well in both themes, on a phone and a desktop', async ({ browser }) => {
    const owner = await ownerContext(browser);
    const visitors = {
      light: await visitorContext(browser, 'light', 1440),
      dark: await visitorContext(browser, 'dark', 1440),
    };
    for (const design of DESIGN_IDS) {
      const saved = await owner.request.put(SETTINGS, { data: { ...DEFAULT_DESIGN_SETTINGS, design } });
      expect(saved.ok()).toBe(true);
      for (const theme of ['light', 'dark'] as const) {
        const page = await visitors[theme].newPage();
        // One load per design and theme (the server's page does not depend on the width); then
        // screenshots at 390 and 1440 px and axe (every rule tag, no violation) at 320 and 1440 px.
        await page.setViewportSize({ width: 320, height: 900 });
        await page.goto('/');
        if (design === 'vitae') await expect(page.locator('html')).not.toHaveAttribute('data-design', /./);
        else await expect(page.locator('html')).toHaveAttribute('data-design', design);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        // Every card in its final look (they fade in when first seen), for the screenshots and axe.
        await revealAll(page);
        const lead = LEADING[design];
        for (const width of [320, 390, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          if (width !== 320) await page.screenshot({ path: `${OUT}/home-${design}-${theme}-${width}.png` });
          if (lead && width !== 320) {
            // The sections under the person, the design's leading one at the top (below the header).
            await page
              .getByRole('heading', { level: 2, name: new RegExp(`^${lead}:?$`) })
              .evaluate((heading) => heading.scrollIntoView());
            await page.screenshot({ path: `${OUT}/home-${design}-${theme}-${width}-sections.png` });
            await page.evaluate(() => window.scrollTo(0, 0));
          }
          if (theme === 'light' && width !== 320) {
            // A jump to a section stops below the sticky header (global.css scroll-padding-top over
            // header.module.css --header-height), with the header in one row or two.
            await page.evaluate(() => document.getElementById('projects-heading')!.scrollIntoView());
            const header = (await page.getByRole('banner').boundingBox())!;
            const heading = (await page.locator('#projects-heading').boundingBox())!;
            expect(heading.y, `${design} ${width}`).toBeGreaterThanOrEqual(header.y + header.height);
            await page.evaluate(() => window.scrollTo(0, 0));
          }
          if (width !== 390) {
            const results = await new AxeBuilder({ page }).analyze();
            expect(
              results.violations.map((violation) => `${violation.id}: ${violation.help}`),
              `${design} ${theme} ${width}`,
            ).toEqual([]);
          }
        }
        // The design's leading sections come first on the site too (src/shared/designs/section-order.ts).
        const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
        const at = (name: string) => headings.findIndex((text) => text.replace(/:$/, '') === name);
        expect(at('Works'), headings.join(', ')).toBeGreaterThanOrEqual(0);
        if (lead) expect(at(lead), headings.join(', ')).toBeLessThan(at('Works'));
        else expect(at('Works'), headings.join(', ')).toBeLessThan(at('Proyects'));
        await page.close();
      }
    }
    await visitors.light.close();
    await visitors.dark.close();
    await owner.close();
  });

  test('the owner previews a design and an accent, saves, and a visitor sees them', async ({ browser }) => {
    const owner = await ownerContext(browser);
    expect((await owner.request.put(SETTINGS, { data: DEFAULT_DESIGN_SETTINGS })).ok()).toBe(true);
    const page = await owner.newPage();
    await page.goto('/design');
    await expect(page.getByRole('heading', { level: 1, name: 'Design' })).toBeVisible();
    await page.getByRole('radio', { name: /Minimal typographic/ }).check();
    await page.getByRole('checkbox', { name: "Use the design's own accent colour" }).uncheck();
    await page.getByLabel('Accent colour', { exact: true }).fill('#ffee00');
    const site = page.frameLocator('iframe[title="Preview of the home page"]');
    await expect(page.locator('iframe[title="Preview of the home page"]')).toHaveAttribute(
      'src',
      /design=minimal&accent=%23ffee00/,
    );
    await expect(site.locator('html')).toHaveAttribute('data-design', 'minimal');
    await expect(page.locator('iframe[title="Preview of the PDF CV"]')).toHaveAttribute(
      'src',
      /design=minimal/,
    );
    // Nothing is saved yet: a visitor still sees the default design.
    const before = await visitorContext(browser, 'light', 1440);
    const visitor = await before.newPage();
    await visitor.goto('/');
    await expect(visitor.locator('html')).not.toHaveAttribute('data-design', /./);
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        await page.emulateMedia({ colorScheme: theme });
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${OUT}/design-page-${theme}-${width}.png` });
      }
    }
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText('Design saved!')).toBeVisible();
    await visitor.reload();
    await expect(visitor.locator('html')).toHaveAttribute('data-design', 'minimal');
    // The yellow accent is darkened for the light theme until links read at 4.5:1 on white.
    const accent = await visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent'),
    );
    expect(accent).toContain('light-dark(');
    expect(accent).not.toContain('#ffee00,');
    await before.close();
    await owner.close();
  });
});
