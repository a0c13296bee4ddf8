/**
 * End-to-end journeys of the home page's in-place admin controls (docs/product.md §4.6; docs/product.md §4.5) in Chromium
 * against the built app and the demo server (playwright.config.ts: port 4311, SEED_DEMO=true,
 * ADMIN_EMAIL=admin@example.com, ADMIN_PASSWORD=correct-horse-battery).
 *
 * Each test creates the entries it needs through the API as the admin (names with a random suffix,
 * appended at the end of their lists), signs in through /login, acts on the home page, and checks the
 * result after a reload (and through the API). Covered: delete through the titled confirm dialog; a
 * real mouse drag of works (horizontal on a wide screen) and educations; keyboard reorder of skills
 * within a group, projects, categories and footer contacts; a visitor sees no admin control.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectSuccess, keyboardMove, test } from './fixtures/dialogs.js';
import { THEME_COOKIE } from '../src/shared/theme.js';
import { ADMIN } from './fixtures/servers.js';

const unique = () => Math.random().toString(36).slice(2, 8);

interface Entry {
  _id: string;
  order: number;
  [key: string]: unknown;
}

/** Sign the API context in as the admin. */
async function apiLogin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Create one entry through the API (JSON); answers it. */
async function create(
  request: APIRequestContext,
  wire: string,
  data: Record<string, unknown>,
): Promise<Entry> {
  const response = await request.post(`/api/${wire}`, {
    data,
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { response: Entry }).response;
}

/** The ids of a list in server order. */
async function listIds(request: APIRequestContext, wire: string): Promise<string[]> {
  const response = await request.get(`/api/${wire}`);
  const list = ((await response.json()) as { response: Entry[] }).response;
  return [...list].sort((a, b) => a.order - b.order).map((entry) => entry._id);
}

/** Wait until the page is quiet: network idle and no dialog (the 'Cargando...' one included). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

/** Sign in through /login and land on the home page with the admin controls. */
async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await settle(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSuccess(page, 'Login Success!');
  await expect(page).toHaveURL(/\/$/);
  await settle(page);
  await expect(page.getByRole('link', { name: 'Add Work' })).toBeVisible();
}

/** Reload the home page and wait for the admin layer. */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await settle(page);
  await expect(page.getByRole('link', { name: 'Add Work' })).toBeVisible();
}

/** A real mouse drag from the centre of `from` to the centre of `to`, in steps. */
async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('The drag handles are not visible.');
  const x0 = start.x + start.width / 2;
  const y0 = start.y + start.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 8, y0 + 2, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 25 });
  await page.mouse.move(end.x + end.width / 2 + 2, end.y + end.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

test.describe('home page admin controls', () => {
  test('deletes an entry through the titled confirm dialog', async ({ page, request }) => {
    await apiLogin(request);
    const name = `Delete Co ${unique()}`;
    const work = await create(request, 'works', { company: name });
    await loginAsAdmin(page);
    await page.getByRole('button', { name: `Delete Work ${name}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Work:' });
    await expect(confirm).toContainText('Are you sure you want to delete the Work?');
    // A destructive confirm: the focus starts on No, Yes is in the danger colour (decision 0070).
    await expect(confirm.getByRole('button', { name: 'No', exact: true })).toBeFocused();
    const yes = confirm.getByRole('button', { name: 'Yes', exact: true });
    const danger = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--danger'),
    );
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(danger.trim().slice(i, i + 2), 16));
    await expect(yes).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
    // The screenshots wait for the dialog's opening animation to end.
    await page.waitForFunction(() => document.querySelector('.swal2-popup')?.getAnimations().length === 0);
    for (const width of [320, 390, 800, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/playwright/dialog-confirm-danger-${width}.png` });
    }
    await yes.click();
    await expectSuccess(page, 'Work Deleted!');
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
    await reload(page);
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
    expect(await listIds(request, 'works')).not.toContain(work._id);
  });

  test('a form opens at the top with the focus on its heading; Back restores the position', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await loginAsAdmin(page);
    const add = page.getByRole('link', { name: 'Add Education' });
    await add.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await add.click();
    await expect(page).toHaveURL(/\/educations\/form\/new$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(add).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('the signed-in header shows Users, Profile and Signout from 1024 px; narrower screens open them from Menu', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000); // nine widths, then ten screenshots
    await loginAsAdmin(page);
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    for (const width of [320, 390, 800, 1023, 1024, 1280, 1366, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await header.boundingBox();
      expect(box?.height ?? 0, `${width} px`).toBeLessThan(80);
      if (width < 1024) {
        await expect(header.getByRole('button', { name: 'Signout' })).toBeHidden();
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(header.getByRole('button', { name: 'Signout' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(header.getByRole('button', { name: 'Signout' })).toBeHidden();
        await expect(menu).toBeFocused();
        continue;
      }
      // docs/product.md §2.3: Profile and Signout, and Users for an admin, in the header's row.
      await expect(menu, `${width} px`).toBeHidden();
      const actions = [
        header.getByRole('link', { name: 'Users', exact: true }),
        header.getByRole('link', { name: 'Profile', exact: true }),
        header.getByRole('button', { name: 'Signout', exact: true }),
      ];
      const name = header.getByText('Richard Hendriks', { exact: true });
      const nameBox = await name.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const rect = range.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      });
      // The whole name shows (no ellipsis), centred on the window (decision 0103).
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(Math.abs((nameBox.left + nameBox.right) / 2 - width / 2), `${width} px`).toBeLessThanOrEqual(2);
      for (const action of actions) {
        await expect(action, `${width} px`).toBeVisible();
        const actionBox = (await action.boundingBox())!;
        expect(actionBox.x, `${width} px`).toBeGreaterThan(nameBox.right);
        expect(actionBox.x + actionBox.width, `${width} px`).toBeLessThanOrEqual(width);
        // One row: every action is inside the header's one-row height.
        expect(actionBox.y + actionBox.height, `${width} px`).toBeLessThanOrEqual((box?.y ?? 0) + 80);
      }
    }
    for (const theme of ['light', 'dark']) {
      await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
      await page.reload();
      await settle(page);
      for (const width of [390, 1024, 1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.screenshot({ path: `test-results/header/header-signed-in-${width}-${theme}.png` });
      }
    }
  });

  test("the visitor's header at 390 and laptop widths: Login, the language switch, Download CV", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000); // twelve screenshots
    for (const theme of ['light', 'dark']) {
      await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
      await page.goto('/');
      await settle(page);
      for (const width of [390, 1023, 1024, 1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
        await expect(header.getByRole('link', { name: 'Download CV', exact: true })).toBeVisible();
        await expect(header.getByRole('button', { name: 'Menu' })).toHaveCount(0);
        await page.screenshot({ path: `test-results/header/header-signed-out-${width}-${theme}.png` });
      }
    }
  });

  test("shows the category 'All' delete disabled with its reason (decision 0072)", async ({ page }) => {
    await loginAsAdmin(page);
    const remove = page.getByRole('button', { name: 'Delete Category All', exact: true });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(
      'The All category is always kept: it cannot be deleted.',
    );
    await remove.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'All', exact: true })).toBeVisible();
  });

  test('reorders works with a real mouse drag (horizontal on a wide screen)', async ({ page, request }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await apiLogin(request);
    const suffix = unique();
    const first = await create(request, 'works', { company: `First Co ${suffix}` });
    const second = await create(request, 'works', { company: `Second Co ${suffix}` });
    await loginAsAdmin(page);
    const firstHandle = page.getByRole('button', { name: `Drag Work First Co ${suffix}` });
    const secondHandle = page.getByRole('button', { name: `Drag Work Second Co ${suffix}` });
    await expect(firstHandle.locator('xpath=ancestor::ul[1]')).toHaveAttribute('data-axis', 'horizontal');
    // The cards wrap into rows (decision 0072): the second may start the next row. The first card
    // in the middle of the window, clear of the sticky header; the second is dragged onto it.
    await firstHandle.evaluate((handle) => handle.scrollIntoView({ block: 'center' }));
    await mouseDrag(page, secondHandle, firstHandle);
    await expectSuccess(page, 'Order updated!');
    await reload(page);
    const ids = await listIds(request, 'works');
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.indexOf(`Second Co ${suffix}`)).toBeLessThan(headings.indexOf(`First Co ${suffix}`));
  });

  test('reorders educations with a real mouse drag (vertical)', async ({ page, request }) => {
    await apiLogin(request);
    const suffix = unique();
    const first = await create(request, 'educations', {
      institutionName: `First U ${suffix}`,
      typeEducation: 'Course',
    });
    const second = await create(request, 'educations', {
      institutionName: `Second U ${suffix}`,
      typeEducation: 'Course',
    });
    await loginAsAdmin(page);
    await mouseDrag(
      page,
      page.getByRole('button', { name: `Drag Education First U ${suffix}` }),
      page.getByRole('button', { name: `Drag Education Second U ${suffix}` }),
    );
    await expectSuccess(page, 'Order updated!');
    await reload(page);
    const ids = await listIds(request, 'educations');
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
  });

  test('reorders skills within their group with the keyboard', async ({ page, request }) => {
    await apiLogin(request);
    const suffix = unique();
    const first = await create(request, 'languages', { title: `First ${suffix}`, type: 'Hard', percent: 40 });
    const second = await create(request, 'languages', {
      title: `Second ${suffix}`,
      type: 'Hard',
      percent: 60,
    });
    await loginAsAdmin(page);
    const firstItem = page
      .locator('li')
      .filter({ has: page.getByRole('button', { name: `Drag Skill First ${suffix}` }) });
    const secondItem = page
      .locator('li')
      .filter({ has: page.getByRole('button', { name: `Drag Skill Second ${suffix}` }) });
    await firstItem.scrollIntoViewIfNeeded();
    const a = await firstItem.boundingBox();
    const b = await secondItem.boundingBox();
    // Side by side: right; the second wrapped to the next row: down.
    const key = a && b && Math.abs(a.y - b.y) < 10 ? 'ArrowRight' : 'ArrowDown';
    await keyboardMove(
      page,
      page.getByRole('button', { name: `Drag Skill First ${suffix}` }),
      key,
      `Skill Second ${suffix}`,
    );
    await reload(page);
    const ids = await listIds(request, 'languages');
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
  });

  test('reorders projects and categories with the keyboard', async ({ page, request }) => {
    await apiLogin(request);
    const suffix = unique();
    const p1 = await create(request, 'proyects', { title: `Alpha ${suffix}` });
    const p2 = await create(request, 'proyects', { title: `Beta ${suffix}` });
    const c1 = await create(request, 'categories', { title: `CatA ${suffix}` });
    const c2 = await create(request, 'categories', { title: `CatB ${suffix}` });
    await loginAsAdmin(page);
    await keyboardMove(
      page,
      page.getByRole('button', { name: `Drag Project Alpha ${suffix}` }),
      'ArrowDown',
      `Project Beta ${suffix}`,
    );
    const catA = page
      .locator('li')
      .filter({ has: page.getByRole('button', { name: `Drag Category CatA ${suffix}` }) });
    const catB = page
      .locator('li')
      .filter({ has: page.getByRole('button', { name: `Drag Category CatB ${suffix}` }) });
    await catA.scrollIntoViewIfNeeded();
    const a = await catA.boundingBox();
    const b = await catB.boundingBox();
    const key = a && b && Math.abs(a.y - b.y) < 10 ? 'ArrowRight' : 'ArrowDown';
    await keyboardMove(
      page,
      page.getByRole('button', { name: `Drag Category CatA ${suffix}` }),
      key,
      `Category CatB ${suffix}`,
    );
    await reload(page);
    const projects = await listIds(request, 'proyects');
    expect(projects.indexOf(p2._id)).toBeLessThan(projects.indexOf(p1._id));
    const categories = await listIds(request, 'categories');
    expect(categories.indexOf(c2._id)).toBeLessThan(categories.indexOf(c1._id));
  });

  test('reorders footer contacts with the keyboard, the social media list unchanged', async ({
    page,
    request,
  }) => {
    await apiLogin(request);
    const suffix = unique();
    const mail = await create(request, 'social-medias', {
      type: 'Contact',
      title: `Mail ${suffix}`,
      linkSocial: 'mailto:owner@example.com',
    });
    const phone = await create(request, 'social-medias', {
      type: 'Contact',
      title: `Phone ${suffix}`,
      linkSocial: 'tel:+15550100',
    });
    const before = await listIds(request, 'social-medias');
    await loginAsAdmin(page);
    await expect(page.getByRole('link', { name: 'Add Social Media or Contact' })).toHaveAttribute(
      'href',
      '/social-medias/form/new',
    );
    await keyboardMove(
      page,
      page.getByRole('button', { name: `Drag Contact Mail ${suffix}` }),
      'ArrowDown',
      `Contact Phone ${suffix}`,
    );
    await reload(page);
    const after = await listIds(request, 'social-medias');
    expect(after.indexOf(phone._id)).toBeLessThan(after.indexOf(mail._id));
    // Everything else kept its position.
    const others = (ids: string[]) => ids.filter((id) => id !== mail._id && id !== phone._id);
    expect(others(after)).toEqual(others(before));
  });

  test('a visitor sees no admin control', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Educations:' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Add|Edit) / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Delete|Drag) / })).toHaveCount(0);
    await context.close();
  });
});
