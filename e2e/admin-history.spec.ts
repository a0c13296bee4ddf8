/**
 * History, undo and trash in Chromium (docs/product.md §22), one journey on the admin copy of the
 * demo portfolio: edit a work twice through its form, open its history from the form's "History"
 * link, restore the first version; delete a project and undo from the toast; delete another and
 * restore it from the trash with its skills and categories; delete a version on /versions and
 * restore it from the trash, its link answering again; edit the person twice and restore the
 * state before the first edit from the history card under its form (docs/product.md §30). The
 * spec's delete dialogs stay as they are. Screenshots of the history and trash pages and the person's history card at 390 and 1440 px, light and dark, go to
 * test-results/history/ (not committed).
 */
import { expect, type Page } from '@playwright/test';
import { historyPaths } from '../src/shared/history.js';
import { PEOPLE, paths } from '../src/shared/paths.js';
import { THEME_COOKIE } from '../src/shared/theme.js';
import { expectSuccess, test } from './fixtures/dialogs.js';
import { ADMIN, ADMIN_URL } from './fixtures/servers.js';

type Entry = { _id: string; description?: string; languages?: string[]; categories?: string[] };

async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { response: T }).response;
}

async function screenshots(page: Page, name: string, prepare?: () => Promise<void>) {
  for (const theme of ['light', 'dark']) {
    await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: ADMIN_URL }]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
      await prepare?.();
      await page.screenshot({ path: `test-results/history/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
}

async function deleteFromHome(page: Page, title: string) {
  await page.goto('/');
  const button = page.getByRole('button', { name: `Delete Project ${title}` });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  // The spec's confirmation, unchanged.
  const confirm = page.getByRole('dialog', { name: 'Delete Proyect:' });
  await expect(confirm).toContainText('Are you sure you want to delete the Proyect?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectSuccess(page, 'Proyect Deleted!');
}

test('history, undo and trash', async ({ page }) => {
  test.setTimeout(420_000);
  expect((await page.request.post(paths.login, { data: ADMIN })).ok()).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Edit a work twice through its form, then restore the first version from its history.
  const work = await api<Entry>(page, 'POST', '/api/works', {
    company: 'History Works',
    jobTitle: 'Engineer',
    description: 'The first text of this work.',
  });
  for (const text of ['The second text of this work.', 'The third and last text.']) {
    await page.goto(`/works/form/${work._id}`);
    const description = page.getByLabel('Description', { exact: true });
    await expect(description).toHaveValue(/text/);
    await description.fill(text);
    await page.getByRole('button', { name: 'Update' }).click();
    await expectSuccess(page, 'Work saved!');
  }
  await page.goto(`/works/form/${work._id}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/history/works/${work._id}$`));
  const cards = page.locator('[data-history-action]');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Edited by');
  await expect(cards.nth(0).locator('del')).toContainText(['second']);
  await expect(cards.nth(0).locator('ins').first()).toBeVisible();
  await screenshots(page, 'history');
  await page.setViewportSize({ width: 1440, height: 900 });
  await cards.nth(2).getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expectSuccess(page, 'Version restored!');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('Restored by');
  expect((await api<Entry>(page, 'GET', `/api/works/${work._id}`)).description).toBe(
    'The first text of this work.',
  );

  // Delete a project and undo from the toast.
  const skill = await api<Entry>(page, 'POST', '/api/languages', { name: 'History Skill', type: 'Hard' });
  const category = await api<Entry>(page, 'POST', '/api/categories', { title: 'History Category' });
  const links = { languages: [skill._id], categories: [category._id] };
  const undone = await api<Entry>(page, 'POST', '/api/proyects', { title: 'Undo Me', ...links });
  await deleteFromHome(page, 'Undo Me');
  const toast = page.locator('.vitae-undo-toast');
  await expect(toast).toContainText('Moved to the trash.');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Delete Project Undo Me' })).toBeAttached();
  const again = await api<Entry>(page, 'GET', `/api/proyects/${undone._id}`);
  expect(again.languages).toEqual([skill._id]);
  // The category chosen, beside `All` (every project carries it).
  expect(again.categories).toContain(category._id);

  // A version with a link, deleted on /versions, waits in the trash (docs/product.md §22).
  const version = await api<Entry>(page, 'POST', '/api/versions', { name: 'History Version' });
  const link = await api<Entry & { path: string }>(page, 'POST', `/api/versions/${version._id}/links`, {
    label: 'History Recruiter',
  });
  await api(page, 'PATCH', `/api/links/${link._id}`, {
    label: 'History Recruiter Jane',
    note: 'Met in Lisbon',
  });
  await page.goto('/versions');
  const chooseVersion = () =>
    page.getByRole('combobox', { name: 'Version', exact: true }).selectOption({ label: 'History Version' });
  const linkCard = page.locator(`[data-history-card="links/${link._id}"]`);
  // The link's own history card (docs/product.md §30 "A link's card").
  await screenshots(page, 'link-history', async () => {
    await chooseVersion();
    await linkCard.locator('summary').click();
    await expect(linkCard.locator('[data-history-action]')).toHaveCount(2);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(linkCard.locator('[data-history-action]').first()).toContainText('Edited by');
  await page.getByRole('button', { name: 'Delete version' }).click();
  await page.getByRole('dialog', { name: 'Delete version' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('option', { name: 'History Version' })).toHaveCount(0);
  expect((await page.request.get(link.path)).status()).toBe(404);

  // Delete another and restore it from the trash with its skills and categories.
  const trashed = await api<Entry>(page, 'POST', '/api/proyects', { title: 'Trash Me', ...links });
  await deleteFromHome(page, 'Trash Me');
  await page.goto('/trash');
  const item = page.locator(`[data-trash-item="${trashed._id}"]`);
  await expect(item).toContainText('Project Trash Me');
  await screenshots(page, 'trash');
  await page.setViewportSize({ width: 1440, height: 900 });
  await item.getByRole('button', { name: 'Restore Project Trash Me' }).click();
  await expectSuccess(page, 'Restored!');
  await expect(item).toHaveCount(0);
  const back = await api<Entry>(page, 'GET', `/api/proyects/${trashed._id}`);
  expect(back.languages).toEqual([skill._id]);
  expect(back.categories).toContain(category._id);
  // The version comes back from the trash, its link answering at the same address.
  const versionItem = page.locator(`[data-trash-item="${version._id}"]`);
  await versionItem.getByRole('button', { name: 'Restore Version History Version' }).click();
  await expectSuccess(page, 'Restored!');
  await expect(versionItem).toHaveCount(0);
  expect((await page.request.get(link.path)).status()).toBe(200);

  // The person (docs/product.md §30): edit it twice, open the history card under its form, and
  // restore the state between the two edits. Other journeys on this server may have edited the
  // person before: their changes are counted first.
  const [person] = await api<Entry[]>(page, 'GET', paths.list(PEOPLE));
  const earlier = (await api<unknown[]>(page, 'GET', historyPaths.entry(PEOPLE, person!._id))).length;
  await page.goto('/update-person');
  const city = page.getByLabel('City', { exact: true });
  await expect(city).toBeVisible();
  for (const text of ['History Town', 'History City']) {
    await page.goto('/update-person');
    await city.fill(text);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Personal data updated successfully!');
  }
  await page.goto('/update-person');
  const card = page.locator('[data-history-card^="people/"]');
  const openCard = async () => {
    await card.locator('summary').click();
    await expect(card.locator('[data-history-action]').first()).toContainText('Edited by');
  };
  await openCard();
  const changes = card.locator('[data-history-action]');
  await expect(changes).toHaveCount(earlier + 2);
  await expect(changes.nth(0).locator('ins')).toContainText(['City']);
  await screenshots(page, 'person-history', openCard);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(city).toHaveValue('History City');
  await changes.nth(1).getByRole('button', { name: 'Restore this version', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expectSuccess(page, 'Version restored!');
  await expect(city).toHaveValue('History Town');
  await expect(changes).toHaveCount(earlier + 3);
  await expect(changes.nth(0)).toContainText('Restored by');
});
