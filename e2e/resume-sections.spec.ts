/**
 * End-to-end journey of the owner's in-place editing of the JSON Resume sections (decision 0030) in
 * Chromium against the built app and the admin's copy of the demo portfolio (playwright.config.ts
 * project "admin"; `E2E_PORT_BASE` moves the ports): the owner adds an award in place, a visitor
 * sees it, the owner edits it, moves it with the keyboard and deletes it; each step is checked
 * after a reload and through the API. Screenshots of the Awards section (cards and the open form) at
 * 320, 390, 800 and 1440 px go to test-results/playwright/.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectSuccess, keyboardMove, test } from './fixtures/dialogs.js';
import { ADMIN } from './fixtures/servers.js';

const unique = () => Math.random().toString(36).slice(2, 8);
const WIDTHS = [320, 390, 800, 1440] as const;

interface Entry {
  _id: string;
  order: number;
  title: string;
}

/** The awards as the public API lists them, in their order. */
async function awards(request: APIRequestContext): Promise<Entry[]> {
  const response = await request.get('/api/awards');
  expect(response.status()).toBe(200);
  const list = ((await response.json()) as { response: Entry[] }).response;
  return [...list].sort((a, b) => a.order - b.order);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

const awardsSection = (page: Page) => page.getByRole('region', { name: 'Awards', exact: true });

async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await settle(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSuccess(page, 'Login Success!');
  await expect(page).toHaveURL(/\/$/);
  await settle(page);
  await expect(awardsSection(page).getByRole('button', { name: 'Add Award' })).toBeVisible();
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await settle(page);
  await expect(awardsSection(page).getByRole('button', { name: 'Add Award' })).toBeVisible();
}

/** Screenshots of the page at the four widths, scrolled to the Awards section (below the sticky header). */
async function shootAwards(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await awardsSection(page).evaluate((section) =>
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 90),
    );
    await page.screenshot({ path: `test-results/playwright/${name}-${width}.png` });
  }
}

test('the owner adds, edits, reorders (keyboard) and deletes an award in place; a visitor sees it', async ({
  page,
  request,
  browser,
}) => {
  // A long journey with 8 screenshots on a busy machine.
  test.setTimeout(120_000);
  const suffix = unique();
  const title = `Premio ${suffix}`;
  const edited = `Premio Nacional ${suffix}`;
  const before = await awards(request);
  const last = before.at(-1);
  expect(last, 'the demo portfolio has an award to reorder against').toBeDefined();

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page);
  const section = awardsSection(page);

  // Add: the form opens above the list, the first field focused.
  await section.getByRole('button', { name: 'Add Award' }).click();
  const form = section.getByRole('form', { name: 'New Award' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date').fill('2019');
  await form.getByLabel('Awarder').fill('Ministerio de Cultura');
  await form.getByLabel('Summary').fill('Por la traducción de «La isla», 三味線 incluido.');
  await shootAwards(page, 'resume-sections-award-form');
  await page.setViewportSize({ width: 1440, height: 900 });
  await form.getByRole('button', { name: 'Create' }).click();
  await expectSuccess(page, 'Award saved!');
  await expect(form).toHaveCount(0);
  await expect(section.getByRole('heading', { name: title })).toBeVisible();
  const added = (await awards(request)).find((award) => award.title === title);
  expect(added).toMatchObject({ date: '2019', awarder: 'Ministerio de Cultura' });

  // A visitor (no session) sees it, without any control.
  const visitor = await browser.newPage();
  await visitor.goto(new URL('/', page.url()).href);
  const visitorSection = awardsSection(visitor);
  await expect(visitorSection.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitorSection).toContainText('Ministerio de Cultura');
  await expect(visitorSection).toContainText('2019');
  await expect(visitorSection.getByRole('button')).toHaveCount(0);
  await visitor.close();

  // Edit in the card's place.
  await section.getByRole('button', { name: `Edit Award ${title}` }).click();
  const editForm = section.getByRole('form', { name: `Edit Award ${title}` });
  await expect(editForm.getByLabel('Date')).toHaveValue('2019');
  await editForm.getByLabel('Title').fill(edited);
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expectSuccess(page, 'Award saved!');
  await reload(page);
  await expect(section.getByRole('heading', { name: edited })).toBeVisible();
  await shootAwards(page, 'resume-sections-awards');

  // Reorder with the keyboard: one column at 390 px, so ArrowUp moves it before the award above.
  await page.setViewportSize({ width: 390, height: 800 });
  await keyboardMove(
    page,
    section.getByRole('button', { name: `Drag Award ${edited}` }),
    'ArrowUp',
    `Award ${last!.title}`,
  );
  const reordered = (await awards(request)).map((award) => award._id);
  expect(reordered.indexOf(added!._id)).toBe(reordered.indexOf(last!._id) - 1);
  await reload(page);
  const headings = await section.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.indexOf(edited)).toBe(headings.indexOf(last!.title) - 1);

  // Delete through the declaration's confirmation.
  await section.getByRole('button', { name: `Delete Award ${edited}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Award:' });
  await expect(confirm).toContainText('Are you sure you want to delete the Award?');
  await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
  await expectSuccess(page, 'Award Deleted!');
  await expect(section.getByRole('heading', { name: edited })).toHaveCount(0);
  await reload(page);
  await expect(section.getByRole('heading', { name: edited })).toHaveCount(0);
  expect((await awards(request)).map((award) => award._id)).not.toContain(added!._id);
});

test("a visitor sees a work's JSON Resume location and highlights (decision 0033)", async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pied Piper' }) });
  await expect(card).toContainText('Palo Alto, CA');
  await expect(card.getByRole('list', { name: 'Highlights' })).toContainText(
    'Successfully won Techcrunch Disrupt',
  );
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await card.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 90),
    );
    await page.screenshot({ path: `test-results/playwright/work-highlights-${width}.png` });
  }
});
