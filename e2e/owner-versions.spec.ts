/**
 * Versions and links in the browser (docs/product.md §20): the owner creates a version that leaves out
 * one work and puts the second project first, makes a live and a frozen link; an anonymous browser
 * opens the live link (the work is absent, the projects in the version's order, `noindex`) and its
 * PDF (read with pdftotext) matches; after a master edit the frozen link keeps the old text while the
 * live one follows; the owner compares the frozen link with today and revokes the live one, whose
 * address then answers 410. Screenshots of the Versions page at 390 and 1440 px, light and dark, go to
 * test-results/versions/.
 *
 * Editing the version where it stands (docs/product.md §29): on the Versions page the owner picks the
 * version's design; on the home page the owner chooses the version, leaves out one more work with its
 * card's switch (kept across a reload), sees the page in the version's design with the version's
 * "Download CV" ("Master" puts the site's design back), and the recipient's page lacks that work and
 * has the design.
 * Screenshots of the home page in version mode go to test-results/versions/ too.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { THEME_COOKIE, THEMES } from '../src/shared/theme.js';
import { revealAll } from './fixtures/reveal.js';
import { ADMIN, OWNER_URL } from './fixtures/servers.js';

const require = createRequire(import.meta.url);

function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-versions-')), 'cv.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

async function screenshots(
  page: Page,
  name: string,
  ready = () => page.getByRole('heading', { name: 'Versions', level: 1 }),
): Promise<void> {
  for (const theme of THEMES) {
    await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: OWNER_URL }]);
    await page.reload();
    await expect(ready()).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await revealAll(page);
      await page.screenshot({ path: `test-results/versions/${name}-${theme}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a version leaves out a work and reorders projects; its links show it, freeze it and can be revoked', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  expect((await owner.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  const resume = structuredClone(require('@jsonresume/schema/sample.resume.json'));
  resume.basics.image = '';
  resume.work.push({ ...resume.work[0], name: 'Initech Systems', position: 'Head of Nucleus' });
  resume.work.push({ ...resume.work[0], name: 'Hooli XYZ', position: 'Signature Box' });
  resume.projects.push({ ...resume.projects[0], name: 'Nucleus Compression' });
  const imported = await owner.request.post('/api/admin/import?confirm=true', { data: resume });
  expect(imported.ok(), await imported.text()).toBe(true);

  const page = await owner.newPage();
  await page.goto('/versions');
  await page.getByLabel('New version name').fill('Backend roles');
  await page.getByRole('button', { name: 'Create version' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Backend roles');
  const hooli = page.getByRole('switch', { name: 'Included: Initech Systems' });
  await expect(hooli).toBeChecked();
  await hooli.click();
  await expect(hooli).not.toBeChecked();
  await page.getByRole('button', { name: 'Move up: Nucleus Compression' }).click();
  await expect(page.getByRole('button', { name: 'Move up: Nucleus Compression' })).toBeDisabled();

  await page
    .getByRole('textbox', { name: 'Recipient', exact: true })
    .fill('Acme, backend role, via referral');
  await page.getByRole('button', { name: 'Create link' }).click();
  const live = page.getByRole('listitem').filter({ hasText: 'Acme, backend role, via referral' });
  await expect(live).toContainText('Active');
  await expect(page.getByRole('textbox', { name: 'Recipient', exact: true })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill('Globex, frozen');
  await page.getByLabel(/^Freeze/).check();
  await page.getByRole('button', { name: 'Create link' }).click();
  const frozen = page.getByRole('listitem').filter({ hasText: 'Globex, frozen' });
  await expect(frozen).toContainText('Frozen');
  // The version's design (docs/product.md §29), saved at once.
  const minimal = page.getByRole('radio', { name: /^Minimal typographic/ });
  const designSaved = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await minimal.check();
  expect((await designSaved).ok()).toBe(true);
  await expect(minimal).toBeChecked();
  await screenshots(page, 'versions-page');
  const liveUrl = (await live.locator('code').textContent())!;
  const frozenUrl = (await frozen.locator('code').textContent())!;
  expect(liveUrl).toMatch(/\/for\/[A-Za-z0-9_-]{24}$/);

  // The home page in version mode: one more work left out with its card's switch, kept on reload.
  await page.goto('/');
  const picker = page.getByRole('combobox', { name: 'Version on this page' });
  await expect(picker).toBeVisible();
  const siteDesign = await page.locator('html').getAttribute('data-design');
  await picker.selectOption({ label: 'Backend roles' });
  await expect(page).toHaveURL(/\?version=[0-9a-f]{24}$/);
  await expect(page.getByRole('switch', { name: 'In this version: Initech Systems' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  const hooliSwitch = page.getByRole('switch', { name: 'In this version: Hooli XYZ' });
  await expect(hooliSwitch).toHaveAttribute('aria-checked', 'true');
  const excluded = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await hooliSwitch.click();
  expect((await excluded).ok()).toBe(true);
  await expect(hooliSwitch).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(hooliSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('listitem').filter({ has: hooliSwitch })).toContainText('Not in this version');
  // The version's own design and its CV on the home page; "Master" puts the site's design back.
  const inDesign = () => page.locator('html[data-design="minimal"] [data-version-mode]');
  await expect(inDesign()).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Download CV', exact: true }),
  ).toHaveAttribute('href', /^\/api\/versions\/[0-9a-f]{24}\/cv\.pdf\?lang=en$/);
  await screenshots(page, 'home-version-mode', inDesign);
  await picker.selectOption({ label: 'Master' });
  await expect(page.getByRole('link', { name: 'Edit Work Pied Piper' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-design')).toBe(siteDesign);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Download CV', exact: true }),
  ).toHaveAttribute('href', '/cv.pdf');
  await page.goto('/versions');
  await expect(live).toContainText('Active');

  // A recipient: a fresh browser without the owner's session.
  const recipient = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await recipient.newPage();
  const opened = await visitor.goto(liveUrl);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const main = visitor.getByRole('main');
  await expect(main).toContainText('Pied Piper');
  await expect(main).not.toContainText('Initech Systems');
  await expect(main).not.toContainText('Hooli XYZ');
  await expect(visitor.locator('html')).toHaveAttribute('data-design', 'minimal');
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  expect(text.indexOf('Nucleus Compression')).toBeGreaterThanOrEqual(0);
  expect(text.indexOf('Nucleus Compression')).toBeLessThan(text.indexOf('Miss Direction'));
  await expect(main.getByRole('link', { name: 'Download CV', exact: true })).toHaveAttribute(
    'href',
    /^\/for\/[A-Za-z0-9_-]{24}\/cv\.pdf/,
  );
  await visitor.screenshot({ path: 'test-results/versions/link-page-1440.png', fullPage: true });

  const pdf = await recipient.request.get(`${liveUrl}/cv.pdf`);
  expect(pdf.status()).toBe(200);
  const printed = pdfText(await pdf.body()).replace(/\s+/g, ' ');
  expect(printed).toContain('Pied Piper');
  expect(printed).not.toContain('Initech Systems');
  expect(printed.indexOf('Nucleus Compression')).toBeLessThan(printed.indexOf('Miss Direction'));

  // The master changes: the live link follows, the frozen one keeps what was sent.
  const works = (await (await owner.request.get('/api/works')).json()) as {
    response: { _id: string; company: string; jobTitle: string }[];
  };
  const piedPiper = works.response.find((work) => work.company === 'Pied Piper')!;
  const edited = await owner.request.put(`/api/works/${piedPiper._id}`, {
    data: { ...piedPiper, company: 'Raviga Capital' },
  });
  expect(edited.ok()).toBe(true);
  await visitor.goto(liveUrl);
  await expect(visitor.getByRole('main')).toContainText('Raviga Capital');
  await visitor.goto(frozenUrl);
  await expect(visitor.getByRole('main')).toContainText('Pied Piper');
  await expect(visitor.getByRole('main')).not.toContainText('Raviga Capital');

  await frozen.getByRole('button', { name: 'Compare with today' }).click();
  await expect(frozen.getByRole('status')).toContainText('Changed since: Raviga Capital');

  await live.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(live).toContainText('Revoked');
  const gone = await visitor.goto(liveUrl);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
  await recipient.close();
  await owner.close();
});
