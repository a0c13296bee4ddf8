/**
 * A new owner's entries as a visitor reads them (docs/decisions/0097-links-as-people-type-them.md,
 * docs/decisions/0098-what-a-visitor-reads-first.md), in Chromium against the admin copy of the demo
 * portfolio (e2e/fixtures/servers.ts). The owner types links the way people do: a bare domain in a
 * work's Company Link, an address in a contact's Link. The form shows the link each will be saved as,
 * and saves that; a visitor then reads the current job as "start – Present"
 * with the company's letter mark (no logo uploaded), the contact's address as text in the footer, and
 * a skill without an image as its letter circle. Every entry made here is deleted at the end.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectSuccess, test } from './fixtures/dialogs.js';
import { ADMIN } from './fixtures/servers.js';

const unique = () => Math.random().toString(36).slice(2, 8);

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

/** The id of the entry of `wire` whose `field` is `value` (through the public list). */
async function idOf(request: APIRequestContext, wire: string, field: string, value: string): Promise<string> {
  const answer = await request.get(`/api/${wire}`);
  const list = ((await answer.json()) as { response: Record<string, string>[] }).response;
  const found = list.find((entry) => entry[field] === value);
  expect(found, `${wire} with ${field} ${value}`).toBeDefined();
  return found!._id!;
}

test.describe('links as people type them, read by a visitor', () => {
  test.setTimeout(120_000);

  test('a bare domain and an address are completed and shown; the visitor reads Present, letter marks and the address', async ({
    page,
    browser,
  }) => {
    const u = unique();
    const company = `Hooli ${u}`;
    const address = `ada.${u}@example.com`;
    const skill = `Quantum ${u}`;
    const login = await page.request.post('/api/auth/login', { data: ADMIN });
    expect(login.status(), await login.text()).toBe(200);

    // A current job with its company's site typed as a bare domain, and no logo.
    await page.goto('/works/form/new');
    await settle(page);
    await page.getByLabel('Company', { exact: true }).fill(company);
    const link = page.getByLabel('Company Link');
    await link.fill(`hooli-${u}.example.com`);
    await expect(link).toHaveAccessibleDescription(`Will be saved as https://hooli-${u}.example.com`);
    await page.getByLabel('Job Title').fill('Senior engineer');
    await page.getByLabel('Start Date').fill('2020-03-01');
    await expect(page.getByLabel('Finished')).not.toBeChecked();
    await page.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, 'Work saved!');

    // A contact typed as an address.
    await page.goto('/social-medias/form/new');
    await settle(page);
    await page.getByLabel('Type').selectOption('Contact');
    await page.getByLabel('Title').fill(`Mail ${u}`);
    const contact = page.getByLabel('Link', { exact: true });
    await contact.fill(address);
    await expect(page.getByText(`Will be saved as mailto:${address}`)).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, 'Social Media/Contact saved!');

    // A skill without an image (through the API).
    const created = await page.request.post('/api/languages', {
      data: { title: skill, percent: 40, type: 'Hard' },
    });
    expect(created.status(), await created.text()).toBe(201);

    const visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await settle(visitor);
    const card = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name: company }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('2020-03-01', { exact: true })).toBeVisible();
    await expect(card.getByText('Present', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /Click Here/ })).toHaveAttribute(
      'href',
      `https://hooli-${u}.example.com`,
    );
    // No logo: the company's letter mark, not a picture.
    const logo = card.getByRole('img', { name: `${company} logo` });
    await expect(logo).toHaveAttribute('data-letters', 'H' + u[0]!.toUpperCase());
    expect(await logo.evaluate((element) => element.tagName)).toBe('SPAN');
    const footer = visitor.getByRole('contentinfo');
    const mail = footer.getByRole('link', { name: `Mail ${u} ${address}` });
    await expect(mail).toHaveAttribute('href', `mailto:${address}`);
    await expect(footer.getByText(address, { exact: true })).toBeVisible();
    const ring = visitor.locator('figure').filter({ hasText: skill });
    await ring.scrollIntoViewIfNeeded();
    await expect(ring.locator('img')).toHaveCount(0);
    await expect(ring.locator(`[data-letters="Q${u[0]!.toUpperCase()}"]`).first()).toBeVisible();
    await visitorContext.close();

    // Leave the demo copy as it was.
    for (const [wire, field, value] of [
      ['works', 'company', company],
      ['social-medias', 'title', `Mail ${u}`],
      ['languages', 'title', skill],
    ] as const) {
      const removed = await page.request.delete(
        `/api/${wire}/${await idOf(page.request, wire, field, value)}`,
        { headers: { 'Content-Type': 'application/json' }, data: {} },
      );
      expect(removed.ok(), await removed.text()).toBe(true);
    }
  });
});
