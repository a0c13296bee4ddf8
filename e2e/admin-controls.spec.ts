/**
 * One control bar for every entry (docs/decisions/0103-one-control-bar.md), on the
 * admin copy of the demo portfolio, signed in, at 390 and 1440 px, measured with bounding boxes:
 * - every card's bar (works, projects, educations, skills, the JSON Resume sections) holds drag, edit
 *   and delete one below the other, inside the card, its top-right corner at the same distance from
 *   the card's top and right edges in every section;
 * - chips (categories) and footer links have the same three controls in a row after the item,
 *   visible without hovering, with even gaps between the items;
 * - the page never scrolls sideways, and the company logo is as large as a visitor sees it;
 * - every "Add …" button sits on its heading's row; the header's name is centred on the page.
 * Screenshots of the whole home page in both themes go to test-results/owner-controls/ (not committed).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '../src/shared/paths.js';
import { THEME_COOKIE } from '../src/shared/theme.js';
import { ADMIN } from './fixtures/servers.js';
import { revealAll } from './fixtures/reveal.js';

type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };

interface BarMeasure {
  name: string;
  /** The item (list element) the bar belongs to. */
  item: Box;
  bar: Box;
  buttons: Box[];
  inRow: boolean;
  opacity: number;
}

async function signIn(page: Page): Promise<void> {
  expect((await page.request.post(paths.login, { data: ADMIN })).ok()).toBe(true);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

async function openHome(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await settle(page);
  await expect(page.getByRole('link', { name: 'Add Work' })).toBeVisible();
  await revealAll(page);
}

/** Every control bar of the page with its item, in page coordinates. */
function measureBars(page: Page): Promise<BarMeasure[]> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return {
        left: rect.left + scrollX,
        top: rect.top + scrollY,
        right: rect.right + scrollX,
        bottom: rect.bottom + scrollY,
        width: rect.width,
        height: rect.height,
      };
    };
    return Array.from(document.querySelectorAll('[data-entry-controls]')).map((bar) => {
      const edit = bar.querySelector('[aria-label^="Edit "]');
      return {
        name: edit?.getAttribute('aria-label') ?? '',
        item: box(bar.closest('li')!),
        bar: box(bar),
        buttons: Array.from(bar.children).map(box),
        inRow: bar.closest('footer') !== null || bar.closest('li')!.querySelector('[aria-pressed]') !== null,
        opacity: Number(getComputedStyle(bar).opacity),
      };
    });
  });
}

/** The company logo's width as an anonymous visitor sees it at `width`. */
async function visitorLogoWidth(browser: Browser, width: number, baseURL: string): Promise<number> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await settle(page);
    const logo = page.getByRole('region', { name: 'Works:' }).locator('li img').first();
    await logo.scrollIntoViewIfNeeded();
    return (await logo.boundingBox())!.width;
  } finally {
    await context.close();
  }
}

for (const width of [390, 1440]) {
  test.describe(`the owner's controls at ${width} px`, () => {
    test.setTimeout(120_000);

    test('one bar in one place on every card, inside the card, and no sideways scroll', async ({ page }) => {
      await signIn(page);
      await openHome(page, width);
      const bars = await measureBars(page);
      const cards = bars.filter((bar) => !bar.inRow);
      // Works, projects, educations, skills and the JSON Resume sections of the demo all have cards.
      for (const kind of ['Work', 'Project', 'Education', 'Skill', 'Volunteer', 'Award', 'Spoken language']) {
        expect(
          cards.some((bar) => bar.name.startsWith(`Edit ${kind} `)),
          kind,
        ).toBe(true);
      }
      const first = cards[0]!;
      const inset = { top: first.bar.top - first.item.top, right: first.item.right - first.bar.right };
      expect(inset.top).toBeGreaterThanOrEqual(4);
      expect(inset.right).toBeGreaterThanOrEqual(4);
      for (const card of cards) {
        // Inside the card, at the same place as on every other card.
        expect(card.bar.left, card.name).toBeGreaterThanOrEqual(card.item.left);
        expect(card.bar.right, card.name).toBeLessThanOrEqual(card.item.right);
        expect(card.bar.bottom, card.name).toBeLessThanOrEqual(card.item.bottom);
        expect(Math.abs(card.bar.top - card.item.top - inset.top), card.name).toBeLessThanOrEqual(1);
        expect(Math.abs(card.item.right - card.bar.right - inset.right), card.name).toBeLessThanOrEqual(1);
        // Drag, edit, delete: one below the other, in one column.
        expect(card.buttons, card.name).toHaveLength(3);
        for (let index = 1; index < card.buttons.length; index++) {
          expect(card.buttons[index]!.top, card.name).toBeGreaterThanOrEqual(card.buttons[index - 1]!.bottom);
          expect(Math.abs(card.buttons[index]!.left - card.buttons[0]!.left), card.name).toBeLessThanOrEqual(
            1,
          );
        }
        expect(card.opacity).toBe(1);
      }
      // The bar covers none of the card's text: nothing else of the card is under it.
      const covered = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-entry-controls]'))
          .filter((bar) => getComputedStyle(bar).position === 'absolute')
          .flatMap((bar) => {
            const area = bar.getBoundingClientRect();
            const card = bar.closest('li')!;
            return Array.from(card.querySelectorAll('h3, h4, p, dd, dt, img, a, span'))
              .filter((element) => !bar.contains(element) && element.getBoundingClientRect().width > 0)
              .filter((element) => {
                const other = element.getBoundingClientRect();
                return (
                  other.left < area.right - 1 &&
                  other.right > area.left + 1 &&
                  other.top < area.bottom - 1 &&
                  other.bottom > area.top + 1
                );
              })
              .map(
                (element) =>
                  `${bar.querySelector('[aria-label]')?.getAttribute('aria-label')}: ${element.tagName} ${element.textContent?.slice(0, 30)}`,
              );
          }),
      );
      expect(covered).toEqual([]);
      // Never wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('chips and footer links: the same three controls in a row after the item, visible, with even gaps', async ({
      page,
    }) => {
      await signIn(page);
      await openHome(page, width);
      const bars = (await measureBars(page)).filter((bar) => bar.inRow);
      expect(bars.some((bar) => bar.name.startsWith('Edit Category '))).toBe(true);
      expect(bars.some((bar) => bar.name.startsWith('Edit Contact '))).toBe(true);
      for (const bar of bars) {
        expect(bar.buttons, bar.name).toHaveLength(3);
        for (let index = 1; index < bar.buttons.length; index++) {
          expect(bar.buttons[index]!.left, bar.name).toBeGreaterThanOrEqual(bar.buttons[index - 1]!.right);
          expect(Math.abs(bar.buttons[index]!.top - bar.buttons[0]!.top), bar.name).toBeLessThanOrEqual(1);
        }
        expect(bar.bar.right, bar.name).toBeLessThanOrEqual(bar.item.right + 0.5);
        // Seen without hovering (a touch screen cannot hover; a mouse user sees there is something).
        expect(bar.opacity, bar.name).toBeGreaterThanOrEqual(0.5);
      }
      // Categories: the chips sit at even gaps (no room kept for invisible controls).
      const gaps = await page.evaluate(() => {
        const chips = Array.from(document.querySelectorAll('li:has(> [aria-pressed])'));
        const rows = new Map<number, DOMRect[]>();
        for (const chip of chips) {
          const rect = chip.getBoundingClientRect();
          const row = Math.round(rect.top);
          rows.set(row, [...(rows.get(row) ?? []), rect]);
        }
        return [...rows.values()].flatMap((row) =>
          row.slice(1).map((rect, index) => rect.left - row[index]!.right),
        );
      });
      for (const gap of gaps) expect(Math.abs(gap - gaps[0]!)).toBeLessThanOrEqual(1);
    });

    test('the company logo keeps its size, "Add …" stays on its heading\'s row, the name is centred', async ({
      page,
      browser,
      baseURL,
    }) => {
      const visitorLogo = await visitorLogoWidth(browser, width, baseURL!);
      await signIn(page);
      await openHome(page, width);
      const logo = page.getByRole('region', { name: 'Works:' }).locator('li img').first();
      expect(Math.abs((await logo.boundingBox())!.width - visitorLogo)).toBeLessThanOrEqual(1);

      const rows = await page.evaluate(() =>
        Array.from(document.querySelectorAll('section a[href$="/form/new"], section button[aria-expanded]'))
          .filter((add) => add.textContent?.startsWith('Add '))
          .map((add) => {
            // The heading is the element just before the block that holds the button.
            let holder: Element | null = add;
            while (holder && !/^H[1-6]$/.test(holder.previousElementSibling?.tagName ?? '')) {
              holder = holder.parentElement;
            }
            const heading = holder!.previousElementSibling!;
            const a = add.getBoundingClientRect();
            const h = heading.getBoundingClientRect();
            return {
              add: add.textContent,
              addTop: a.top,
              addBottom: a.bottom,
              headingTop: h.top,
              headingBottom: h.bottom,
            };
          }),
      );
      expect(rows.map((row) => row.add)).toEqual(expect.arrayContaining(['Add Work', 'Add Spoken language']));
      for (const row of rows) {
        // On one row: the button's and the heading's boxes overlap vertically.
        expect(row.addTop, row.add ?? '').toBeLessThan(row.headingBottom);
        expect(row.addBottom, row.add ?? '').toBeGreaterThan(row.headingTop);
      }

      await page.evaluate(() => window.scrollTo(0, 0));
      const name = page.getByRole('banner').getByText('Richard Hendriks', { exact: true });
      const box = (await name.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const rect = range.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      }))!;
      expect(Math.abs((box.left + box.right) / 2 - width / 2)).toBeLessThanOrEqual(2);
    });

    test('screenshots of the signed-in home page in both themes', async ({ page, baseURL }) => {
      await signIn(page);
      for (const theme of ['light', 'dark']) {
        await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
        await openHome(page, width);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.screenshot({
          path: `test-results/owner-controls/home-signed-in-${width}-${theme}.png`,
          fullPage: true,
        });
      }
    });
  });
}
