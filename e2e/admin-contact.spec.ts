/**
 * End-to-end journey of decision 0051 in Chromium against the built app (the admin copy of the demo
 * portfolio, e2e/fixtures/servers.ts): a visitor downloads the PDF CV from the header and sends a
 * message with the contact form; the owner sees the unread count in the header, reads the message in
 * the inbox, marks it read and deletes it. The server runs with CONTACT_MIN_FILL_SECONDS=0
 * (playwright.config.ts), since Playwright fills forms as fast as a robot.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './fixtures/servers.js';

const unique = () => Math.random().toString(36).slice(2, 8);

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container, dialog[open]')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('contact and CV', () => {
  // The signed-in header shows its actions beside the centred name from 1024 px; below, they are
  // behind the Menu button (docs/decisions/0103-one-control-bar.md; the Menu: e2e/admin-home.spec.ts).
  test.use({ viewport: { width: 1440, height: 900 } });

  test.setTimeout(90_000);

  test('a visitor downloads the CV and writes; the owner reads, marks and deletes the message', async ({
    browser,
  }) => {
    const name = `Visitor ${unique()}`;
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await settle(visitor);

    const header = visitor.getByRole('banner');
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      header.getByRole('link', { name: 'Download CV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Richard Hendriks.pdf');
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(
      visitor.getByRole('main').getByRole('link', { name: 'Download CV', exact: true }),
    ).toBeVisible();

    const form = visitor.getByRole('region', { name: 'Contact' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('visitor@example.com');
    await form.getByLabel('Message').fill('I would like to offer you a job.');
    await form.getByRole('button', { name: 'Send message' }).click();
    const sent = visitor.getByRole('dialog', { name: 'Message sent' });
    await expect(sent).toContainText('Thank you! Your message was sent.');
    await expect(sent).toBeHidden({ timeout: 10_000 }); // closes by itself (decision 0070)
    await expect(form.getByLabel('Message')).toHaveValue('');
    await visitorContext.close();

    const ownerContext = await browser.newContext();
    const login = await ownerContext.request.post('/api/auth/login', { data: ADMIN });
    expect(login.ok()).toBe(true);
    const owner = await ownerContext.newPage();
    await owner.goto('/');
    await settle(owner);
    const inboxLink = owner.getByRole('banner').getByRole('link', { name: /^Inbox, \d+ unread$/ });
    await expect(inboxLink).toBeVisible();
    await inboxLink.click();
    await expect(owner).toHaveURL(/\/inbox$/);

    const card = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name }) });
    await expect(card).toContainText('I would like to offer you a job.');
    await expect(card).toContainText('Unread');
    await card.getByRole('button', { name: 'Mark as read' }).click();
    await expect(card.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect(card).not.toContainText('Unread');

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(owner.getByRole('heading', { name })).toHaveCount(0);
    await ownerContext.close();
  });
});
