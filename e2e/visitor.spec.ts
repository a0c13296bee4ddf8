/**
 * Visitor journeys (docs/product.md §2) in Debian's Chromium against the built app:
 * - the demo portfolio (the JSON Resume sample, e2e/fixtures/sample-resume.ts) shows every section;
 * - projects filter by a category and the filter clears on a second click;
 * - the empty portfolio shows the spec's empty-state texts;
 * - an unknown path shows the not-found page; /forbidden shows its text;
 * - no admin control anywhere; no horizontal scrolling from 320 to 1920 px.
 * Texts come from src/shared/messages.ts, names from the sample resume.
 */
import { expect, test, type Page } from '@playwright/test';
import { COPYRIGHT_LINE } from '../src/shared/constants.js';
import { MESSAGES } from '../src/shared/messages.js';
import { RESOURCE, paths } from '../src/shared/paths.js';
import { sample } from './fixtures/sample-resume.js';
import { ADMIN, EMPTY_URL } from './fixtures/servers.js';

/** Open the home page and wait until the blocking 'Cargando...' dialog is gone. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0);
}

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

test.describe('demo portfolio', () => {
  test('shows every section of the sample portfolio', async ({ page }) => {
    const [firstName, ...rest] = sample.basics.name.split(' ');
    const lastName = rest.join(' ');
    // The first view is server-rendered with its data: nothing loads, so no 'Cargando...' dialog
    // (e2e/first-view.spec.ts shows the dialog on a later load).
    await openHome(page);

    // Header: home icon, signature, Login.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(header.getByText(sample.basics.name, { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    // Personal information.
    await expect(page.getByRole('heading', { level: 1, name: sample.basics.name })).toBeVisible();
    const person = page.getByRole('region', { name: sample.basics.name });
    await expect(person.getByText(firstName!, { exact: true })).toBeVisible();
    await expect(person.getByText(lastName, { exact: true })).toBeVisible();
    await expect(person.getByText(sample.basics.location.region, { exact: true })).toBeVisible();
    await expect(person.getByRole('heading', { name: MESSAGES.headings.aboutMe })).toBeVisible();
    await expect(person.getByText(sample.basics.summary.slice(0, 40))).toBeVisible();
    await expect(person.getByRole('img', { name: 'Banner image' })).toBeVisible();

    // Works.
    const work = sample.work[0]!;
    const works = section(page, 'Works:');
    await expect(works.getByRole('heading', { level: 3, name: work.name })).toBeVisible();
    await expect(works.getByText(work.position, { exact: true })).toBeVisible();
    await expect(works.getByText(work.startDate, { exact: true })).toBeVisible();
    await expect(works.getByText(work.endDate, { exact: true })).toBeVisible();

    // Proyects with the category strip above.
    const project = sample.projects[0]!;
    const projects = section(page, MESSAGES.headings.projects);
    await expect(
      projects.getByRole('heading', { level: 3, name: MESSAGES.headings.categories }),
    ).toBeVisible();
    await expect(projects.getByRole('link', { name: 'All', exact: true })).toBeVisible();
    await expect(projects.getByRole('heading', { level: 3, name: project.name })).toBeVisible();
    await expect(projects.getByText(project.entity, { exact: true })).toBeVisible();
    await expect(projects.getByRole('textbox', { name: 'Description' }).first()).toHaveAttribute(
      'readonly',
      '',
    );
    await expect(projects.getByRole('textbox', { name: 'Description' }).first()).toHaveAttribute('rows', '9');

    // Educations.
    const education = sample.education[0]!;
    const educations = section(page, MESSAGES.headings.educations);
    await expect(educations.getByRole('heading', { level: 3, name: education.institution })).toBeVisible();
    await expect(educations.getByText(education.startDate, { exact: true })).toBeVisible();
    const link = educations.getByRole('link', { name: /Click Here/ }).first();
    await expect(link).toHaveAttribute('href', education.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Skills: every sample skill is a hard skill; there is no soft skill group.
    const skills = section(page, MESSAGES.headings.skills);
    await expect(skills.getByRole('heading', { level: 3, name: MESSAGES.headings.hardSkills })).toBeVisible();
    await expect(skills.getByRole('heading', { name: MESSAGES.headings.softSkills })).toHaveCount(0);
    for (const skill of sample.skills) {
      await skills.getByText(skill.name, { exact: true }).scrollIntoViewIfNeeded();
      await expect(skills.getByText(skill.name, { exact: true })).toBeVisible();
    }
    await expect(skills.getByText(/^\d+%$/).first()).toBeVisible();

    // Footer: social media profiles in a new tab, contacts, signature, copyright.
    const footer = page.getByRole('contentinfo');
    for (const profile of sample.basics.profiles) {
      const social = footer.getByRole('link', { name: profile.network });
      await expect(social).toHaveAttribute('href', profile.url);
      await expect(social).toHaveAttribute('target', '_blank');
      await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByText(sample.basics.name, { exact: true })).toBeVisible();
    await expect(footer.getByText(COPYRIGHT_LINE, { exact: true })).toBeVisible();
  });

  test('filters the projects by a category and clears the filter', async ({ page, request }) => {
    // Arrange, as the admin through the API: a category no project belongs to.
    const login = await request.post(paths.login, { data: ADMIN });
    expect(login.ok()).toBe(true);
    const title = `Empty ${Math.random().toString(36).slice(2, 8)}`;
    const created = await request.post(`${paths.list(RESOURCE.category)}/`, { data: { title } });
    expect(created.status()).toBe(201);

    await openHome(page);
    const projects = section(page, MESSAGES.headings.projects);
    const projectTitle = projects.getByRole('heading', { level: 3, name: sample.projects[0]!.name });
    await expect(projectTitle).toBeVisible();

    // The filter's choices are links to the page with that filter (docs/product.md §24); a click
    // chooses in place and keeps the address in step.
    const empty = projects.getByRole('link', { name: title });
    await empty.click();
    await expect(empty).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\?category=\w+$/);
    await expect(projectTitle).toHaveCount(0);
    await expect(projects.getByText(MESSAGES.empty.projects)).toBeVisible();

    await empty.click();
    await expect(empty).not.toHaveAttribute('aria-current');
    await expect(page).toHaveURL(/\/$/);
    await expect(projectTitle).toBeVisible();

    // A category the project belongs to keeps it; a second click clears.
    const all = projects.getByRole('link', { name: 'All', exact: true });
    await all.click();
    await expect(all).toHaveAttribute('aria-current', 'true');
    await expect(projectTitle).toBeVisible();
    await all.click();
    await expect(all).not.toHaveAttribute('aria-current');
    await expect(projectTitle).toBeVisible();
  });

  test('shows no admin control to a visitor', async ({ page }) => {
    await openHome(page);
    await expect(page.locator('a[href*="/form/"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /edit|delete|remove|add|sign ?out/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^(users|profile|add|edit)/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('has no horizontal scrolling from 320 to 1920 px', async ({ page }) => {
    await openHome(page);
    for (const width of [320, 390, 768, 992, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    }
  });

  test('shows the not-found page on an unknown path and the forbidden text', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.pages.notFound })).toBeVisible();
    await page.goto('/forbidden');
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.pages.forbidden })).toBeVisible();
  });
});

test.describe('empty portfolio', () => {
  test.use({ baseURL: EMPTY_URL });

  test('shows the empty-state texts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(MESSAGES.empty.person, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.empty.works, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.empty.projects, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.empty.educations, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.empty.skills, { exact: true })).toBeVisible();
    // A fresh portfolio still has the 'All' category, so the strip is not empty.
    await expect(page.getByRole('link', { name: 'All', exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.empty.categories, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByText(COPYRIGHT_LINE)).toBeVisible();
  });
});
