/**
 * A new owner with a LinkedIn data export (docs/decisions/0269-imports-from-linkedin-and-bibtex.md),
 * on the owner's server emptied first: the ZIP dropped on the home's "Create your profile" card →
 * the preview by section → "Import 15 selected" → the home page shows the person and the career →
 * "Undo this import" takes all of it back (the create-profile card again). Then the data page's
 * BibTeX import shows the owner marked among the authors. axe finds no violation in the preview. Screenshots of the preview (card and data
 * page) at 390 and 1280 px, light and dark, go to test-results/source-import/.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { THEME_ATTRIBUTE, THEME_COOKIE, THEMES } from '../src/shared/theme.js';
import { revealAll } from './fixtures/reveal.js';
import { ENGLISH_EXPORT, zipOf } from '../src/server/modules/imports/fixtures/linkedin-exports.js';
import { ADMIN, OWNER_URL } from './fixtures/servers.js';

const ZIP = Buffer.from(zipOf(ENGLISH_EXPORT, 'Basic_LinkedInDataExport_11-28-2026/'));
const BIB = Buffer.from(
  '@article{lovelace2019, author = {Lovelace, Ada and G{\\"o}del, Kurt}, title = {On the {Analytical} Engine}, journal = {Journal of Engines}, year = 2019, doi = {10.5555/1}}\n',
);

async function screenshots(page: Page, name: string, target = page.locator('main')): Promise<void> {
  for (const theme of THEMES) {
    await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: OWNER_URL }]);
    await page.evaluate(([attribute, value]) => document.documentElement.setAttribute(attribute, value), [
      THEME_ATTRIBUTE,
      theme,
    ] as const);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await revealAll(page);
      await target.first().scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `test-results/source-import/${name}-${width}-${theme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an empty portfolio takes a LinkedIn export from the create-profile card, shows it, and undoes it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  expect((await page.request.post('/api/admin/reset?confirm=true', { data: {} })).ok()).toBe(true);

  await page.goto('/');
  // The session check's 'Cargando...' dialog holds the page (docs/product.md §4) until it closes.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
  const card = page.getByRole('region', { name: 'Create your profile' });
  await expect(card).toBeVisible();
  await card.getByLabel('Choose a LinkedIn ZIP or .bib file').setInputFiles({
    name: 'Basic_LinkedInDataExport.zip',
    mimeType: 'application/zip',
    buffer: ZIP,
  });
  await expect(card.getByRole('heading', { name: 'What the file holds' })).toBeVisible();
  const work = card.getByRole('group', { name: 'Work' });
  await expect(work.getByText('2 new · 0 already there · 0 skipped')).toBeVisible();
  await expect(work.getByRole('checkbox', { name: /Lead Programmer/ })).toBeChecked();
  await expect(card.getByText('Not read: 3 other files (connections, messages and the like).')).toBeVisible();
  await screenshots(page, 'create-profile-preview', card);
  // The preview's checkboxes, radio groups and badges: no axe violation (WCAG 2.x A and AA, best practices).
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    axe.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);

  // Leave one skill out: it is not imported.
  await card
    .getByRole('group', { name: 'Skills' })
    .getByRole('checkbox', { name: /Poetical science/ })
    .uncheck();
  await card.getByRole('button', { name: 'Import 14 selected' }).click();

  // The home page shows the person and the career, with the import's undo.
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText('Analytical Engines Ltd').first()).toBeVisible();
  await expect(page.getByText('Difference Engines').first()).toBeVisible();
  const done = page.getByRole('status').filter({ hasText: 'Imported 14 entries.' });
  await expect(done).toBeVisible();
  const skills = (await (await page.request.get('/api/languages')).json()).response as { title: string }[];
  expect(skills.map((skill) => skill.title)).toEqual(['Mathematics', 'Programming']);
  await screenshots(page, 'home-after-import', done);

  await done.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The import was undone' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Create your profile' })).toBeVisible();
  await expect(page.getByText('Analytical Engines Ltd')).toHaveCount(0);
  const works = (await (await page.request.get('/api/works')).json()).response as unknown[];
  expect(works).toHaveLength(0);

  // The data page reads a BibTeX file and marks the owner among the authors.
  await page.goto('/data');
  const importCard = page.getByRole('region', { name: 'Import from LinkedIn or BibTeX' });
  await importCard.getByLabel('Choose a LinkedIn ZIP or .bib file').setInputFiles({
    name: 'publications.bib',
    mimeType: 'text/x-bibtex',
    buffer: BIB,
  });
  const publications = importCard.getByRole('group', { name: 'Publications' });
  await expect(publications.getByRole('checkbox', { name: /On the Analytical Engine/ })).toBeChecked();
  await expect(publications.getByText('Kurt Gödel')).toBeVisible();
  await screenshots(page, 'data-bibtex-preview', importCard);

  // A file that is no export: the server's message, naming the file.
  await importCard.getByLabel('Choose a LinkedIn ZIP or .bib file').setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip'),
  });
  await expect(importCard.getByRole('alert')).toHaveText(/^notes\.zip is not a ZIP archive/);
});
