/**
 * A new owner's first run in the browser (decision 0040 "Tests and measures"), on a portfolio that starts
 * empty: create the profile → import a JSON Resume from the data page → upload a photo (a PNG made
 * here) → the home shows it as WebP with a srcset → the export equals the imported resume → backup →
 * change something → restore brings it back. Screenshots of the new screens at 320..1440 px go to
 * test-results/playwright/owner-*.png.
 */
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectSuccess, test } from './fixtures/dialogs.js';
import { ADMIN } from './fixtures/servers.js';

const require = createRequire(import.meta.url);
const WIDTHS = [320, 390, 800, 1440];

/** Answer the SweetAlert2 dialog that shows `text` with `button`. */
async function answerDialog(page: Page, text: string | RegExp, button = 'OK'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/playwright/owner-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The parts of a JSON Resume the portfolio holds, for comparing an export with what was imported. */
function essentials(resume: ResumeEssentials) {
  return {
    name: resume.basics.name,
    label: resume.basics.label,
    email: resume.basics.email,
    work: resume.work.map((w) => [w.name, w.position, w.startDate, w.endDate]),
    education: resume.education.map((e) => [e.institution, e.startDate, e.endDate]),
    projects: resume.projects.map((p) => [p.name, p.startDate]),
  };
}

/** The JSON Resume fields {@link essentials} reads. */
interface ResumeEssentials {
  basics: { name?: string; label?: string; email?: string };
  work: { name?: string; position?: string; startDate?: string; endDate?: string }[];
  education: { institution?: string; startDate?: string; endDate?: string }[];
  projects: { name?: string; startDate?: string }[];
}

test('a new owner reaches their own portfolio with their own photo, exports, backs up and restores', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const resume = structuredClone(require('@jsonresume/schema/sample.resume.json'));
  resume.basics.name = 'Grace Hopper';
  resume.basics.location.city = 'Arlington';

  await page.goto('/login');
  // The 'Cargando...' dialog of the session check holds the page (docs/product.md §4) until it closes.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSuccess(page, 'Login Success!');

  // Empty start: the create-profile card where the person goes.
  const card = page.getByRole('region', { name: 'Create your profile' });
  await expect(card).toBeVisible();
  await screenshots(page, 'create-profile');
  await card.getByLabel('First Name').fill('Ada');
  await card.getByLabel('Last Name').fill('Lovelace');
  await card.getByRole('button', { name: 'Create my profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();

  // Import from the data page, reached from the profile.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Data: import, export, backups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await page.getByLabel('Choose resume.json').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ basics: { name: 7 } })),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'basics.name' })).toBeVisible();
  await page.getByLabel('Choose resume.json').setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(resume)),
  });
  await expect(page.getByRole('table')).toBeVisible();
  await screenshots(page, 'data-preview');
  await page.getByRole('button', { name: 'Replace my portfolio' }).click();
  await answerDialog(page, 'Replace your portfolio?', 'Replace my portfolio');
  await expectSuccess(page, /Imported/);
  await expect(page.getByRole('list', { name: 'Automatic backups' }).getByRole('listitem')).toHaveCount(1);

  // Upload a photo on Personal details.
  const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#d0863b' } })
    .png()
    .toBuffer();
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Personal details' }).click();
  await page
    .getByLabel('Upload image: Profile Images')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const photos = page.getByRole('list', { name: 'Profile Images' });
  await expect(photos.getByRole('listitem')).toHaveCount(1);
  await screenshots(page, 'update-person-upload');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, 'Personal data updated successfully!');

  // The home page shows it as WebP with a srcset.
  await page.goto('/');
  const photo = page.getByRole('img', { name: /Profile picture/ });
  await expect(photo).toHaveAttribute('src', /^\/media\/[0-9a-f]{24}-900\.webp$/);
  await expect(photo).toHaveAttribute('srcset', /-320\.webp 320w, .*-900\.webp 900w$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // The export equals the imported resume.
  const exported = await (await page.request.get('/api/admin/export')).json();
  expect(essentials(exported)).toEqual(essentials(resume));

  // Backup, change something, restore.
  await page.goto('/data');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download a backup' }).click();
  const backupPath = await (await download).path();
  const people = (await (await page.request.get('/api/people')).json()).response;
  const changed = await page.request.put(`/api/people/${people[0]._id}`, {
    data: { city: 'Somewhere else', thumbnails: [] },
  });
  expect(changed.status()).toBe(200);

  await page.getByLabel('Choose a backup file').setInputFiles(backupPath);
  await expect(page.getByRole('status').filter({ hasText: 'Backup of' })).toBeVisible();
  await screenshots(page, 'data-restore');
  await page.getByRole('button', { name: 'Restore this backup' }).click();
  await answerDialog(page, 'Restore this backup?', 'Restore this backup');
  await expectSuccess(page, /Restored/);
  const after = (await (await page.request.get('/api/people')).json()).response;
  expect(after[0]).toMatchObject({ city: 'Arlington', thumbnails: people[0].thumbnails });
  await page.goto('/');
  await expect(page.getByRole('img', { name: /Profile picture/ })).toHaveAttribute('srcset', /\.webp/);
});
