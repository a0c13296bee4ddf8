/**
 * End-to-end journeys of the admin area (docs/product.md §2, first step: items 1-4 and 7) in Chromium against
 * the built app, on a fresh database started by playwright.config.ts's `webServer` with
 * ADMIN_EMAIL=admin@example.com, ADMIN_PASSWORD=correct-horse-battery and SEED_DEMO=true.
 *
 * Covered: a failed login then a login; create and edit one entry of every resource through its form
 * and see it on the home page (the in-place add/edit/delete controls of the home sections come with
 * items 5 and 6, so these journeys open `/<wire>/form/new` directly, find ids through the API with
 * `page.request`, and delete through the API); the person update with both image managers; a
 * dedicated user created on /users changing their password and signing in with the new one (the
 * admin's password never changes); a non-admin without the Users link; sign out; every guarded route
 * redirecting to /forbidden when signed out.
 *
 * Logins are rate limited per email (docs/api.md "Sessions and safety"), so the admin signs in through
 * the UI only where the journey is about signing in; the other journeys share one API session.
 * Names carry a random suffix, so the journeys pass alone, together and in any order.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { GUARDED_ROUTES } from './fixtures/routes.js';
import { expectSuccess, test } from './fixtures/dialogs.js';
import { ADMIN } from './fixtures/servers.js';

const FORBIDDEN_TEXT = "You don't have the credentials to view this page or the credentials expired.";

/** A short random suffix for names that must be unique. */
const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * Wait until the page is quiet: network idle and no SweetAlert2 dialog on screen (the blocking
 * 'Cargando...' dialog shows at least 1 s while the header, footer and home lists load).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 10_000 });
}

/** Open `url` and wait until it is quiet. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settle(page);
}

/** Expect the dialog showing `text` and press its `button` (OK by default). */
async function answerDialog(page: Page, text: string, button = 'OK'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Sign in through the login page and land on the home page. */
async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await open(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSuccess(page, 'Login Success!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Signout' })).toBeVisible();
}

/** Sign in through the API (sets the session cookie on the request's context). */
async function loginThroughApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The list of a resource, from the API. */
async function list<T extends { _id: string }>(request: APIRequestContext, wire: string): Promise<T[]> {
  const response = await request.get(`/api/${wire}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { response: T[] }).response;
}

/** The id of the entry of `wire` whose `field` equals `value`. */
async function idOf(request: APIRequestContext, wire: string, field: string, value: string): Promise<string> {
  const items = await list<{ _id: string } & Record<string, unknown>>(request, wire);
  const item = items.find((entry) => entry[field] === value);
  expect(item, `${wire} with ${field} = ${value}`).toBeTruthy();
  return (item as { _id: string })._id;
}

/** Delete through the API (the home page's delete buttons come with the in-place controls). */
async function remove(request: APIRequestContext, wire: string, id: string): Promise<void> {
  const response = await request.delete(`/api/${wire}/${id}`, {
    headers: { 'Content-Type': 'application/json' },
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new browser page signed in as the admin through one API login per call. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await loginThroughApi(context.request, ADMIN.email, ADMIN.password);
  return context.newPage();
}

test.describe('sign in', () => {
  // The signed-in header shows its actions beside the centred name from 1024 px; below, they are
  // behind the Menu button (docs/decisions/0103-one-control-bar.md; the Menu: e2e/admin-home.spec.ts).
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a failed login shows the server message and stays; the right password signs in', async ({ page }) => {
    await open(page, '/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await answerDialog(page, 'You must complete all fields!');

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByLabel('Password').press('Enter');
    await answerDialog(page, 'Wrong email or password.');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByLabel('Password').press('Enter');
    await expectSuccess(page, 'Login Success!');
    await expect(page).toHaveURL(/\/$/);
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Signout' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('sign out shows the success dialog, reloads, and the header shows Login again', async ({ page }) => {
    await loginThroughApi(page.request, ADMIN.email, ADMIN.password);
    await open(page, '/');
    await page.getByRole('button', { name: 'Signout' }).click();
    await expectSuccess(page, 'Action Completed!');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Signout' })).toHaveCount(0);
    await open(page, '/profile');
    await expect(page).toHaveURL(/\/forbidden$/);
  });
});

test.describe('guards', () => {
  for (const route of GUARDED_ROUTES) {
    test(`${route} redirects to /forbidden when signed out`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/forbidden$/);
      await expect(page.getByText(FORBIDDEN_TEXT)).toBeVisible();
    });
  }
});

test.describe('entry forms', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await adminPage(browser);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('education: type required, create, edit, delete', async () => {
    const name = `E2E Institute ${unique()}`;
    await open(page, '/educations/form/new');
    await page.getByLabel('Institution Name').fill(name);
    await page.getByLabel('Title', { exact: true }).fill('E2E Certificate');
    await page.getByRole('button', { name: 'Create' }).click();
    await answerDialog(page, 'Please select a valid type of Education!');
    await page.getByLabel('Type of Education').selectOption('Course');
    await page.getByLabel('Start Date').fill('2021-02-03');
    await page.getByLabel('Description').fill('Learned end-to-end testing.');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, 'Education saved!');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(name).first()).toBeVisible();

    const id = await idOf(page.request, 'educations', 'institutionName', name);
    await open(page, `/educations/form/${id}`);
    await expect(page.getByLabel('Institution Name')).toHaveValue(name);
    await expect(page.getByLabel('Type of Education')).toHaveValue('Course');
    await page.getByLabel('Title', { exact: true }).fill('E2E Diploma');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectSuccess(page, 'Education saved!');
    await expect(page.getByText('E2E Diploma').first()).toBeVisible();

    await remove(page.request, 'educations', id);
    await open(page, '/');
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('work: create, edit, delete', async () => {
    const company = `E2E Company ${unique()}`;
    await open(page, '/works/form/new');
    await page.getByLabel('Company', { exact: true }).fill(company);
    await page.getByLabel('Job Title').fill('E2E Tester');
    await page.getByLabel('Start Date').fill('2022-01-01');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, 'Work saved!');
    await expect(page.getByText(company).first()).toBeVisible();

    const id = await idOf(page.request, 'works', 'company', company);
    await open(page, `/works/form/${id}`);
    await expect(page.getByLabel('Job Title')).toHaveValue('E2E Tester');
    await page.getByLabel('Job Title').fill('E2E Lead Tester');
    await page.getByLabel('Finished').check();
    await page.getByRole('button', { name: 'Update' }).click();
    await expectSuccess(page, 'Work saved!');
    await expect(page.getByText('E2E Lead Tester').first()).toBeVisible();

    await remove(page.request, 'works', id);
    await open(page, '/');
    await expect(page.getByText(company)).toHaveCount(0);
  });

  test('skill: type required, create, edit, delete', async () => {
    const title = `E2E Skill ${unique()}`;
    await open(page, '/languages/form/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Percent').fill('77');
    await page.getByRole('button', { name: 'Create' }).click();
    await answerDialog(page, 'Please select a valid Type of Language!');
    await page.getByLabel('Type').selectOption('Hard');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, 'Language saved!');
    await expect(page.getByText(title).first()).toBeVisible();

    const id = await idOf(page.request, 'languages', 'title', title);
    await open(page, `/languages/form/${id}`);
    await expect(page.getByLabel('Percent')).toHaveValue('77');
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByLabel('Type').selectOption('Soft');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectSuccess(page, 'Language saved!');
    await expect(page.getByText(`${title} v2`).first()).toBeVisible();

    await remove(page.request, 'languages', id);
    await open(page, '/');
    await expect(page.getByText(`${title} v2`)).toHaveCount(0);
  });

  test('category: create, edit, delete', async () => {
    const title = `E2E Category ${unique()}`;
    await open(page, '/categories/form/new');
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, 'Category saved!');
    await expect(page.getByText(title).first()).toBeVisible();

    const id = await idOf(page.request, 'categories', 'title', title);
    await open(page, `/categories/form/${id}`);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expectSuccess(page, 'Category saved!');
    await expect(page.getByText(`${title} v2`).first()).toBeVisible();

    await remove(page.request, 'categories', id);
    await open(page, '/');
    await expect(page.getByText(`${title} v2`)).toHaveCount(0);
  });

  test('project: pickers, the All rule, images; create, edit, delete', async () => {
    const suffix = unique();
    const title = `E2E Proyect ${suffix}`;
    const skills = await list<{ _id: string; title: string }>(page.request, 'languages');
    const skill = skills[0];
    expect(skill, 'the demo data has skills').toBeTruthy();

    await open(page, '/proyects/form/new');
    await page.getByLabel('Title', { exact: true }).fill(title);
    const chosenCategories = page.getByRole('list', { name: 'Chosen Categories' });
    // The All category cannot leave a project: its Remove shows disabled with the reason (decision 0072); the spec's 'This Category must be all the time!' remains for direct calls (API tests).
    await expect(chosenCategories.getByRole('listitem')).toHaveCount(1);
    await expect(chosenCategories.getByRole('listitem')).toContainText('All');
    const removeAll = page.getByRole('button', { name: 'Remove All' });
    await expect(removeAll).toHaveAttribute('aria-disabled', 'true');
    await expect(removeAll).toHaveAccessibleDescription(/cannot be removed/);

    const skillSelect = page.getByLabel('Add a skill');
    await skillSelect.selectOption({ label: skill!.title });
    await page.getByRole('button', { name: 'Add to Skills' }).click();
    await expect(page.getByRole('list', { name: 'Chosen Skills' })).toContainText(skill!.title);
    await expect(skillSelect.locator('option', { hasText: skill!.title })).toHaveCount(0);

    const images = page.getByLabel('New image URL (Images)');
    await images.fill('not a url');
    await images.press('Enter');
    await answerDialog(page, 'Invalid or duplicate URL!');
    await images.fill(`https://images.example.com/${suffix}.png`);
    await images.press('Enter');
    await images.fill(`https://images.example.com/${suffix}.png`);
    await images.press('Enter');
    await answerDialog(page, 'Invalid or duplicate URL!');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, 'Proyect saved!');
    await expect(page.getByText(title).first()).toBeVisible();

    const id = await idOf(page.request, 'proyects', 'title', title);
    const saved = (await (await page.request.get(`/api/proyects/${id}`)).json()) as {
      response: { languages: string[]; categories: string[]; thumbnails: string[] };
    };
    expect(saved.response.languages).toEqual([skill!._id]);
    expect(saved.response.categories).toHaveLength(1);
    expect(saved.response.thumbnails).toEqual([`https://images.example.com/${suffix}.png`]);

    await open(page, `/proyects/form/${id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await page.getByRole('button', { name: `Remove ${skill!.title}` }).click();
    await page.getByRole('button', { name: 'Remove: Images 1' }).click();
    await page.getByLabel('Company', { exact: true }).fill('E2E Client');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectSuccess(page, 'Proyect saved!');
    await expect(page.getByText('E2E Client').first()).toBeVisible();

    await remove(page.request, 'proyects', id);
    await open(page, '/');
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('social media and contact: type required, create, edit, the footer refreshes, delete', async () => {
    const title = `E2E Contact ${unique()}`;
    await open(page, '/social-medias/form/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Link', { exact: true }).fill('mailto:e2e@example.com');
    await page.getByRole('button', { name: 'Create' }).click();
    await answerDialog(page, 'Please select a valid Type of Social Media - Contact!');
    await page.getByLabel('Type').selectOption('Contact');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, 'Social Media/Contact saved!');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(title).first()).toBeVisible();

    const id = await idOf(page.request, 'social-medias', 'title', title);
    await open(page, `/social-medias/form/${id}`);
    await expect(page.getByLabel('Type')).toHaveValue('Contact');
    await page.getByLabel('Type').selectOption('Social Media');
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expectSuccess(page, 'Social Media/Contact saved!');
    await expect(footer.getByText(`${title} v2`).first()).toBeVisible();

    await remove(page.request, 'social-medias', id);
    await open(page, '/');
    await expect(footer.getByText(`${title} v2`)).toHaveCount(0);
  });

  test('Go Back returns to the home page', async () => {
    await open(page, '/works/form/new');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('profile', () => {
  // The signed-in header shows its actions beside the centred name from 1024 px; below, they are
  // behind the Menu button (docs/decisions/0103-one-control-bar.md; the Menu: e2e/admin-home.spec.ts).
  test.use({ viewport: { width: 1440, height: 900 } });

  test('update the person with both image managers', async ({ browser }) => {
    const page = await adminPage(browser);
    const suffix = unique();
    const profileImage = `https://images.example.com/profile-${suffix}.png`;
    const bannerImage = `https://images.example.com/banner-${suffix}.png`;
    const city = `E2E City ${suffix}`;

    await open(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText(ADMIN.email)).toBeVisible();
    await page.getByRole('link', { name: 'Personal details' }).click();
    await expect(page).toHaveURL(/\/update-person$/);
    await expect(page.getByLabel('Id')).toBeDisabled();

    const profileUrl = page.getByLabel('New image URL (Profile Images)');
    await profileUrl.fill('ftp://nope');
    await page.getByRole('button', { name: 'Add image to Profile Images' }).click();
    await answerDialog(page, 'Invalid or duplicate URL!');
    await profileUrl.fill(profileImage);
    await page.getByRole('button', { name: 'Add image to Profile Images' }).click();
    const profileList = page.getByRole('list', { name: 'Profile Images' });
    const count = await profileList.getByRole('listitem').count();
    if (count > 1) await page.getByRole('button', { name: `Make main: Profile Images ${count}` }).click();
    await expect(profileList.getByRole('listitem').first()).toContainText(profileImage);
    await expect(profileList.getByRole('listitem').first()).toContainText('Main');

    await page.getByLabel('New image URL (Banner Images)').fill(bannerImage);
    await page.getByLabel('New image URL (Banner Images)').press('Enter');
    await page.getByLabel('City').fill(city);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Personal data updated successfully!');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(city)).toBeVisible();

    const people = await list<{ _id: string; thumbnails: string[]; banners: string[]; city: string }>(
      page.request,
      'people',
    );
    expect(people[0]?.thumbnails[0]).toBe(profileImage);
    expect(people[0]?.banners).toContain(bannerImage);

    // Take the two images out again, so the home page shows the demo person's own pictures.
    await open(page, '/update-person');
    await page.getByRole('button', { name: 'Remove: Profile Images 1' }).click();
    await page.getByRole('button', { name: `Remove: Banner Images ${people[0]!.banners.length}` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Personal data updated successfully!');
    await page.context().close();
  });

  test('a dedicated user changes their password and signs in with the new one; no admin controls', async ({
    browser,
  }) => {
    // Two browsers, five sign-ins (argon2) and a dozen dialogs: ~27 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const admin = await adminPage(browser);
    const suffix = unique();
    const email = `e2e-${suffix}@example.com`;
    const firstPassword = `first-password-${suffix}`;
    const secondPassword = `second-password-${suffix}`;

    await open(admin, '/users');
    await expect(admin.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
    const form = admin.getByRole('form', { name: 'Create User' });
    await form.getByLabel('Name').fill(`E2E User ${suffix}`);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(firstPassword);
    await form.getByLabel('Role', { exact: true }).selectOption('user');
    await form.getByRole('button', { name: 'Create User' }).click();
    await expectSuccess(admin, 'User created!');
    await expect(admin.getByRole('cell', { name: email, exact: true })).toBeVisible();

    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughUi(page, email, firstPassword);
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await open(page, '/users');
    await expect(page).toHaveURL(/\/forbidden$/);

    await page.goto('/update-person');
    await answerDialog(page, 'User or person data not found!');
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByRole('link', { name: 'Password and role' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toBeDisabled();
    const update = page.getByRole('button', { name: 'Update' });
    await page.getByLabel('Password', { exact: true }).fill(secondPassword);
    await expect(update).toBeDisabled();
    await page.getByLabel('Confirm Password').fill(`${secondPassword}x`);
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(update).toBeDisabled();

    await page.getByLabel('Confirm Password').fill(secondPassword);
    await expect(page.getByText('Passwords do not match', { exact: true })).toHaveCount(0);
    await page.getByLabel('Role', { exact: true }).selectOption('admin');
    await update.click();
    const refusal = page.getByRole('dialog');
    await expect(refusal).toContainText('Error:');
    await refusal.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Role', { exact: true }).selectOption('user');
    await update.click();
    await expectSuccess(page, 'User data updated successfully!');
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByRole('button', { name: 'Signout' }).click();
    await expectSuccess(page, 'Action Completed!');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await open(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(firstPassword);
    await page.getByLabel('Password').press('Enter');
    await answerDialog(page, 'Wrong email or password.');
    await loginThroughUi(page, email, secondPassword);
    await context.close();

    await open(admin, '/users');
    await admin.getByRole('button', { name: `Delete ${email}` }).click();
    await answerDialog(admin, 'Are you sure you want to delete the User?', 'Yes');
    await expectSuccess(admin, 'User Deleted!');
    await expect(admin.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
    await admin.context().close();
  });
});
