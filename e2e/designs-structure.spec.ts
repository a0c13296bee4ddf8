/**
 * Each design is its own structure, not a recolouring of one (docs/product.md §26,
 * docs/decisions/0251-five-structures.md), on the visitor's home page of the admin copy of the demo
 * portfolio, in Chromium, light and dark, at 390 and 1280 px:
 *
 * - Vitae: the banner over the person's card, a project's image beside its text;
 * - Modern sidebar: at 1280 px a side panel (the person's section, in the design's dark palette in
 *   both themes) in a column left of the sections, running as far down as they do and no further;
 *   at 390 px one column, the panel first;
 * - Minimal typographic: no banner, no card or shaded box (no background, border or shadow), no
 *   logos; at 1280 px each section's label left of its entries;
 * - Bold showcase: the projects first, each project's image across the whole content width, above
 *   its text;
 * - Compact academic: no banner, the publications first as a numbered list of plain entries (no
 *   cards), works as a timeline without logos;
 *
 * and, for all: no horizontal scroll at 390 px, axe clean (every rule tag), and five different type
 * scales (the name's and the section headings' sizes at 1280 px). The design is put back to the
 * default at the end, for the specs that follow on this server.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_DESIGN_SETTINGS, DESIGN_IDS, type DesignId } from '../src/shared/designs/index.js';
import { revealAll } from './fixtures/reveal.js';
import { ADMIN, ADMIN_URL } from './fixtures/servers.js';

const SETTINGS = '/api/settings/design';
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1280] as const;

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };

/** The page box of the first element matching `selector` (null when none or not rendered). */
async function box(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return null;
    return {
      left: rect.left,
      right: rect.right,
      top: rect.top + window.scrollY,
      bottom: rect.bottom + window.scrollY,
      width: rect.width,
      height: rect.height,
    };
  }, selector);
}

/** The computed style property `name` of the first element matching `selector`. */
function style(page: Page, selector: string, name: string): Promise<string> {
  return page.evaluate(
    ([selector, name]) => getComputedStyle(document.querySelector(selector)!).getPropertyValue(name),
    [selector, name] as const,
  );
}

/** The level-2 headings of the page's main, in order, without the trailing colon. */
async function sectionHeadings(page: Page): Promise<string[]> {
  const texts = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  return texts.map((text) => text.replace(/:$/, ''));
}

const PERSON = "section[aria-labelledby='person-heading']";
const BANNER = `${PERSON} [class*='_banner_']`;
const PROJECT_CARD = "section[aria-labelledby='projects-heading'] li[class*='_card_']";
/** The section whose heading reads `name` (a CSS selector by the heading's id, set in the page). */
async function sectionOf(page: Page, name: string): Promise<string> {
  const id = await page
    .getByRole('main')
    .getByRole('heading', { level: 2, name: new RegExp(`^${name}:?$`) })
    .getAttribute('id');
  return `section[aria-labelledby='${id}']`;
}

async function showDesign(browser: Browser, design: DesignId): Promise<void> {
  const owner = await browser.newContext();
  expect((await owner.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  const saved = await owner.request.put(SETTINGS, { data: { ...DEFAULT_DESIGN_SETTINGS, design } });
  expect(saved.ok()).toBe(true);
  await owner.close();
}

/** What each design's structure is, checked at `width` (the page revealed, scrolled to the top). */
const STRUCTURE: Record<DesignId, (page: Page, width: number) => Promise<void>> = {
  async vitae(page, width) {
    expect(await box(page, BANNER)).not.toBeNull();
    if (width === 1280) {
      // A project's image beside its text.
      const media = (await box(page, `${PROJECT_CARD} [class*='_media_']`))!;
      const details = (await box(page, `${PROJECT_CARD} [class*='_details_']`))!;
      expect(media.left).toBeGreaterThanOrEqual(details.right);
    }
  },

  async sidebar(page, width) {
    const panel = (await box(page, PERSON))!;
    const works = (await box(page, await sectionOf(page, 'Works')))!;
    const contact = (await box(page, "section[aria-labelledby='contact-heading']"))!;
    // The panel is the design's dark palette in both themes: its text is light.
    const text = await style(page, `${PERSON} h1`, 'color');
    const [r, g, b] = text.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!, text).toBeGreaterThan(3 * 180);
    if (width === 1280) {
      // Two columns: the panel on the left, the sections beside it from the top.
      expect(panel.right).toBeLessThanOrEqual(works.left);
      expect(Math.abs(panel.top - works.top)).toBeLessThan(2);
      expect(panel.width).toBeLessThan(works.width);
      // The panel runs down as far as the sections, and no blank band follows them.
      expect(Math.abs(panel.bottom - contact.bottom)).toBeLessThan(2);
      const footer = (await box(page, 'footer'))!;
      expect(footer.top - contact.bottom).toBeLessThan(120);
    } else {
      // One column, the panel first.
      expect(works.top).toBeGreaterThanOrEqual(panel.bottom);
      expect(Math.abs(works.left - panel.left)).toBeLessThan(2);
    }
  },

  async minimal(page, width) {
    expect(await box(page, BANNER)).toBeNull();
    expect(await box(page, `${PERSON} [class*='_bannerEmpty_']`)).toBeNull();
    // No card, no shaded box: every entry and the About text on the page's own background.
    const boxes = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll("main li, main article, main [class*='_about_'], main section"))
          .map((element) => getComputedStyle(element))
          .filter(
            (css) =>
              css.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
              css.boxShadow !== 'none' ||
              (css.borderLeftStyle !== 'none' &&
                css.borderLeftWidth !== '0px' &&
                css.borderLeftColor !== 'rgba(0, 0, 0, 0)'),
          ).length,
    );
    expect(boxes).toBe(0);
    // No logos beside works and educations.
    await expect(page.getByRole('img', { name: 'Pied Piper logo' })).toBeHidden();
    if (width === 1280) {
      // A section's label hangs left of its entries.
      const works = await sectionOf(page, 'Works');
      const label = (await box(page, `${works} h2`))!;
      const list = (await box(page, `${works} > ul`))!;
      expect(label.right).toBeLessThanOrEqual(list.left);
      expect(Math.abs(label.top - list.top)).toBeLessThan(24);
    }
  },

  async showcase(page) {
    // The first section after the person's own About heading is the projects.
    expect((await sectionHeadings(page)).slice(0, 2)).toEqual(['About Me', 'Proyects']);
    // The project's image spans the content width, above the project's title.
    const section = (await box(page, "section[aria-labelledby='projects-heading']"))!;
    const image = (await box(page, `${PROJECT_CARD} [class*='_media_'] img`))!;
    const title = (await box(page, `${PROJECT_CARD} h3`))!;
    expect(image.width).toBeGreaterThanOrEqual(section.width - 4);
    expect(image.bottom).toBeLessThanOrEqual(title.top);
  },

  async academic(page) {
    expect(await box(page, BANNER)).toBeNull();
    const headings = await sectionHeadings(page);
    // The About heading is the person's; the first section after it is the publications.
    expect(headings.slice(0, 2)).toEqual(['About Me', 'Publications']);
    const publications = await sectionOf(page, 'Publications');
    const entries = page.locator(`${publications} > ul > li`);
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Video compression for 3d media');
    const entry = `${publications} > ul > li`;
    // A numbered reference on the page's paper, not a card.
    expect(await style(page, entry, 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await style(page, entry, 'border-top-width')).toBe('0px');
    expect(
      await page.evaluate(
        (entry) => getComputedStyle(document.querySelector(entry)!, '::before').content,
        entry,
      ),
    ).toBe('"[" counter(reference) "]"');
    // Works as a timeline: a rule down the list, no logo.
    const works = await sectionOf(page, 'Works');
    expect(await style(page, `${works} > ul`, 'border-left-style')).toBe('solid');
    await expect(page.getByRole('img', { name: 'Pied Piper logo' })).toBeHidden();
  },
};

test.describe('the designs differ in structure', () => {
  test.setTimeout(300_000);

  test.afterAll(async ({ browser }) => {
    await showDesign(browser, DEFAULT_DESIGN_SETTINGS.design);
  });

  for (const design of DESIGN_IDS) {
    test(`${design}: its structure, no sideways scroll at 390 px, axe clean, both themes`, async ({
      browser,
    }) => {
      await showDesign(browser, design);
      for (const theme of THEMES) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 900 },
          colorScheme: theme,
        });
        await context.addCookies([{ name: 'theme', value: theme, url: ADMIN_URL }]);
        const page = await context.newPage();
        await page.goto('/');
        if (design === 'vitae') await expect(page.locator('html')).not.toHaveAttribute('data-design', /./);
        else await expect(page.locator('html')).toHaveAttribute('data-design', design);
        await page.evaluate(() => document.fonts.ready);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await revealAll(page);
          await STRUCTURE[design](page, width);
          if (width === 390) {
            const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(scroll, `${design} ${theme}`).toBeLessThanOrEqual(390);
          }
          const results = await new AxeBuilder({ page }).analyze();
          expect(
            results.violations.map((violation) => `${violation.id}: ${violation.help}`),
            `${design} ${theme} ${width}`,
          ).toEqual([]);
        }
        await context.close();
      }
    });
  }

  test('each design has its own type scale', async ({ browser }) => {
    const scales = new Set<string>();
    for (const design of DESIGN_IDS) {
      await showDesign(browser, design);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto('/');
      const works = await sectionOf(page, 'Works');
      const scale = [
        await style(page, `${PERSON} h1`, 'font-size'),
        await style(page, `${works} h2`, 'font-size'),
        await style(page, 'body', 'font-size'),
      ].join(' / ');
      scales.add(scale);
      await context.close();
    }
    expect(scales.size, [...scales].join('; ')).toBe(DESIGN_IDS.length);
  });
});
