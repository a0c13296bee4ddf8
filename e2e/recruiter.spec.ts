/**
 * What a recruiter reads in the first minutes (docs/decisions/0098-what-a-visitor-reads-first.md), in
 * Chromium against the demo portfolio (read-only, e2e/fixtures/servers.ts), on a phone (390 px) and a
 * wide screen (1440 px):
 * - the contacts as text under the owner's name with the Download CV button, in the first screen;
 *   Download CV labelled in the header; footer contacts as text, every footer link at least 44 px tall;
 * - the place as one line with the country's name, in English and Spanish; `All` as 'Todas' and the
 *   contact titles in Spanish;
 * - a visible Works heading; the education's description under both text columns at 1440 px; the
 *   project image whole (not cropped); the courses with bullets.
 * Measured on the rendered page (boxes, computed styles), as a person would see it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../src/shared/messages.js';
import { sample } from './fixtures/sample-resume.js';

async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

const EMAIL = 'richard.hendriks@mail.com';
const PHONE = '(912) 555-4321';
const WEBSITE = 'richardhendricks.example.com';

test.describe('a recruiter on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads the contacts and finds Download CV in the first screen; footer contacts as text, 44 px tall', async ({
    page,
  }) => {
    await openHome(page);
    // The header's Download CV says so (not an arrow alone), inside the screen.
    const headerCv = page.getByRole('banner').getByRole('link', { name: 'Download CV', exact: true });
    await expect(headerCv).toHaveText('Download CV');
    const label = await box(headerCv.getByText('Download CV'));
    expect(label.width).toBeGreaterThan(40);
    const headerBox = await box(headerCv);
    expect(headerBox.x + headerBox.width).toBeLessThanOrEqual(390);

    // Under the name: the contacts as text and Download CV, above the fold.
    const hero = page.locator('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    for (const [name, text] of [
      ['Email', EMAIL],
      ['Phone', PHONE],
      ['Website', WEBSITE],
    ] as const) {
      const link = hero.getByRole('link', { name: `${name} ${text}` });
      await expect(link.getByText(text, { exact: true })).toBeVisible();
      expect((await box(link)).y + (await box(link)).height).toBeLessThanOrEqual(844);
    }
    const heroCv = hero.getByRole('link', { name: 'Download CV', exact: true });
    await expect(heroCv).toBeVisible();
    expect((await box(heroCv)).y + (await box(heroCv)).height).toBeLessThanOrEqual(844);

    // The footer: the address, number and domain as text; every link a 44 px target.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    for (const text of [EMAIL, PHONE, WEBSITE])
      await expect(footer.getByText(text, { exact: true })).toBeVisible();
    const links = footer.getByRole('link');
    expect(await links.count()).toBe(5);
    for (const link of await links.all()) expect((await box(link)).height).toBeGreaterThanOrEqual(44);
  });
});

test.describe('a recruiter on a wide screen (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('reads the place, a visible Works heading, the whole project image, the courses and a compact education card', async ({
    page,
  }) => {
    await openHome(page);
    const hero = page.locator('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByText('San Francisco, California, United States', { exact: true })).toBeVisible();
    // The spec's province and country pairs stay for screen readers only (a 1 px clipped box).
    for (const label of ['Province', 'Country']) {
      expect((await box(hero.locator('dt', { hasText: label }).locator('..'))).width).toBeLessThanOrEqual(1);
    }

    const works = page.getByRole('region', { name: 'Works:', exact: true });
    const worksHeading = works.getByRole('heading', { level: 2, name: 'Works:' });
    expect((await box(worksHeading)).height).toBeGreaterThan(20);

    // The project image is shown whole in its frame.
    const projects = page.getByRole('region', { name: MESSAGES.headings.projects, exact: true });
    const image = projects.getByRole('img', { name: `${sample.projects[0]!.name} image 1` });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    // The image as drawn under its object-fit: all of it inside the box (nothing cropped).
    const whole = await image.evaluate((element: HTMLImageElement) => {
      const fit = getComputedStyle(element).objectFit;
      const across = element.clientWidth / element.naturalWidth;
      const down = element.clientHeight / element.naturalHeight;
      if (fit === 'fill') return true;
      const scales: Record<string, number> = {
        cover: Math.max(across, down),
        contain: Math.min(across, down),
        'scale-down': Math.min(across, down, 1),
        none: 1,
      };
      const scale = scales[fit] ?? 1;
      return (
        element.naturalWidth * scale <= element.clientWidth + 0.5 &&
        element.naturalHeight * scale <= element.clientHeight + 0.5
      );
    });
    expect(whole).toBe(true);

    // The education card: courses with bullets, the description under both text columns.
    const educations = page.getByRole('region', { name: MESSAGES.headings.educations, exact: true });
    const card = educations.getByRole('listitem').first();
    const description = card.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue(/Courses:\n• DB1101 - Basic SQL\n• CS2011 - Java Introduction/);
    const institution = await box(card.getByRole('heading', { level: 3 }));
    const title = await box(card.getByText('Bachelor in Information Technology', { exact: true }));
    const text = await box(description);
    expect(Math.abs(text.x - institution.x)).toBeLessThanOrEqual(2);
    expect(text.y).toBeGreaterThan(Math.max(institution.y + institution.height, title.y + title.height));
    // Wider than the institution's column: it runs under the title's column too.
    expect(text.x + text.width).toBeGreaterThan(title.x + 100);
    // No tall empty area: the card ends soon after the description's text.
    const cardBox = await box(card);
    expect(cardBox.y + cardBox.height - (text.y + text.height)).toBeLessThan(60);
  });

  test('in Spanish: the country, the All category and the contact titles in Spanish', async ({ page }) => {
    await openHome(page, '/?lang=es');
    const hero = page.locator('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByText('San Francisco, California, Estados Unidos', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trabajos:', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Todas', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All', exact: true })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: `Correo electrónico ${EMAIL}` })).toBeVisible();
    await expect(footer.getByRole('link', { name: `Teléfono ${PHONE}` })).toBeVisible();
    await expect(footer.getByRole('link', { name: `Sitio web ${WEBSITE}` })).toBeVisible();
  });
});
