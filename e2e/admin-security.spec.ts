/**
 * End-to-end journey of the security page (docs/product.md §23) in Chromium against the built app
 * (the admin copy of the demo portfolio, e2e/fixtures/servers.ts), for a user of its own so the
 * other specs' admin keeps signing in with a password alone: turn on two-factor sign-in (the code
 * computed here from the key the page shows, RFC 6238), sign in elsewhere with a code and with a
 * recovery code, see the sessions with their devices, end one and see it refused, then read it all
 * in the Activity list and filter it. Screenshots of the page and of the Activity list at 390 and
 * 1440 px, light and dark, go to test-results/security/.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { THEME_COOKIE } from '../src/shared/theme.js';
import { ADMIN, ADMIN_URL } from './fixtures/servers.js';

/** The admin server by name: WebAuthn refuses an IP address as the relying party. */
const SITE = ADMIN_URL.replace('127.0.0.1', 'localhost');
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const OWNER = {
  name: 'Security Owner',
  email: `security-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'security-password-1',
};

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 15_000 });
}

/** Sign in on the login page; answers once the code step shows or the app left /login. */
async function signIn(page: Page, code?: string): Promise<void> {
  await page.goto('/login');
  await settle(page);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (code === undefined) return;
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/`);
}

async function newBrowserPage(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: ADMIN_URL,
    viewport: { width: 1440, height: 900 },
    ...(userAgent ? { userAgent } : {}),
  });
  return context.newPage();
}

test.describe('security page', () => {
  test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 } });
  test.setTimeout(180_000);

  test('two-factor sign-in with a code and a recovery code; another session ended is refused', async ({
    page,
    browser,
    request,
  }) => {
    // Arrange: an account of this spec's own, made by the admin through the API.
    expect((await request.post(`${ADMIN_URL}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    const created = await request.post(`${ADMIN_URL}/api/users`, {
      data: { user: OWNER.name, email: OWNER.email, password: OWNER.password, role: 'user' },
    });
    expect(created.status(), await created.text()).toBe(201);

    await signIn(page);
    await expect(page).toHaveURL(`${ADMIN_URL}/`);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Security: two-factor sign-in, sessions' }).click();
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(twoFactor).toContainText('Off. Your password alone signs you in.');

    // Enrol: the key shown beside the QR code gives the codes.
    await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(
      twoFactor.getByRole('img', { name: 'QR code to add Vitae to an authenticator app' }),
    ).toBeVisible();
    const key = (await twoFactor.getByTestId('totp-key').textContent())!.trim();
    const totp = new TOTP({ secret: Secret.fromBase32(key) });
    await twoFactor.getByLabel('Code from the app').fill('000000' === totp.generate() ? '111111' : '000000');
    await twoFactor.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog')).toContainText('The code is wrong or expired.');
    await page.getByRole('button', { name: 'OK' }).click();
    // The typed code is still there to correct.
    await expect(twoFactor.getByLabel('Code from the app')).not.toHaveValue('');
    await twoFactor.getByLabel('Code from the app').fill(totp.generate());
    await twoFactor.getByRole('button', { name: 'Confirm' }).click();
    const codesList = twoFactor.getByRole('list', { name: 'Your recovery codes' });
    await expect(codesList.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await codesList.getByRole('listitem').allTextContents();
    await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
    await expect(twoFactor).toContainText(/On since .+\. 10 of 10 recovery codes left\./);

    // Another browser: the password, then a code of the next 30-second step (the enrolment used this one).
    const other = await newBrowserPage(browser, FIREFOX_WINDOWS);
    await signIn(other, totp.generate({ timestamp: Date.now() + 30_000 }));
    // A third: the password, then a recovery code.
    const third = await newBrowserPage(browser);
    await signIn(third, recoveryCodes[0]!);

    await page.reload();
    await settle(page);
    await expect(page.getByRole('region', { name: 'Two-factor sign-in' })).toContainText(
      '9 of 10 recovery codes left.',
    );
    const sessions = page.getByRole('list', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(
      'Chrome on Linux',
    );
    await expect(sessions).toContainText('Firefox on Windows');

    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        await page.context().addCookies([{ name: THEME_COOKIE, value: colorScheme, url: ADMIN_URL }]);
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await settle(page);
        await expect(sessions.getByRole('listitem')).toHaveCount(3);
        await page.screenshot({
          path: `test-results/security/security-${colorScheme}-${width}.png`,
          fullPage: true,
        });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // End the Firefox session: that browser is signed out at once.
    await sessions.getByRole('button', { name: 'End the session on Firefox on Windows' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    expect((await other.request.get('/api/auth/current')).status()).toBe(401);
    expect((await third.request.get('/api/auth/current')).status()).toBe(200);
    // A session ended elsewhere leads to the sign-in page, which says so (decision 0250).
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login\?next=%2Fprofile&ended=1$/);
    await expect(
      other.getByText('Your session was ended (signed out on another device, or it ran out).'),
    ).toBeVisible();

    // End every other one.
    await page.getByRole('button', { name: 'End all other sessions' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect((await third.request.get('/api/auth/current')).status()).toBe(401);
    expect((await page.request.get('/api/auth/current')).status()).toBe(200);
    await other.context().close();
    await third.context().close();

    // Activity: what happened, newest first, each sign-in with its way; the filter keeps sign-ins.
    await page.reload();
    await settle(page);
    const activity = page.getByRole('region', { name: 'Activity' });
    const events = activity.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    await expect(events.first()).toContainText('All other sessions ended');
    await expect(activity).toContainText('Session ended');
    await expect(activity).toContainText('Signed in with the password and a recovery code');
    await expect(activity).toContainText('Signed in with the password and a code');
    await expect(activity).toContainText('Two-factor sign-in turned on');
    await expect(activity).toContainText('Firefox on Windows');
    await expect(activity).toContainText('No place is shown');
    await activity.getByLabel('Show').selectOption({ label: 'Sign-ins' });
    await expect(activity).not.toContainText('Session ended');
    await expect(events.filter({ hasText: 'Signed in' })).toHaveCount(3);
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        await page.context().addCookies([{ name: THEME_COOKIE, value: colorScheme, url: ADMIN_URL }]);
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await settle(page);
        await expect(events.first()).toBeVisible();
        // The whole page's picture cut to the card: the sticky header stays at the top, off the card.
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = (await activity.boundingBox())!;
        await page.screenshot({
          path: `test-results/security/activity-${colorScheme}-${width}.png`,
          fullPage: true,
          clip: box,
        });
      }
    }
  });

  test("a passkey made with Chromium's virtual authenticator signs in", async ({ page, request }) => {
    const owner = { ...OWNER, email: `passkey-${OWNER.email}` };
    expect((await request.post(`${ADMIN_URL}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    const created = await request.post(`${ADMIN_URL}/api/users`, {
      data: { user: 'Passkey Owner', email: owner.email, password: owner.password, role: 'user' },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The DevTools protocol's WebAuthn domain: an authenticator with user verification that
    // answers at once, as a fingerprint reader would after a touch.
    // WebAuthn takes a domain, never an IP address, as the site's ID: this test opens the site as localhost.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${SITE}/login`);
    await settle(page);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/`);
    await page.goto(`${SITE}/security`);
    const card = page.getByRole('region', { name: 'Passkeys' });
    await expect(card).toContainText('No passkeys yet.');
    await card.getByLabel('Name of the new passkey').fill('Work laptop');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Passkey added.' })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Passkeys' })).toContainText('Work laptop');
    await expect(card).toContainText('not used yet');

    const signOut = async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Signout' }).click();
      await expect.poll(async () => (await page.request.get(`${SITE}/api/auth/current`)).status()).toBe(401);
    };
    const signedInAs = async () =>
      (await (await page.request.get(`${SITE}/api/auth/current`)).json()).response?.email;

    // Autofill (conditional UI): the login page asks for a passkey behind the email field's
    // suggestions; the virtual authenticator, present at once, answers it without a click.
    await signOut();
    await page.goto(`${SITE}/login`);
    await expect(page).toHaveURL(`${SITE}/`);
    expect(await signedInAs()).toBe(owner.email);

    // The "Sign in with a passkey" button's own request is not driven here: Chromium's virtual
    // authenticator answers the autofill request first; the API tests check the same sign-in call.
    await page.goto(`${SITE}/security`);
    await expect(page.getByRole('region', { name: 'Passkeys' })).toContainText(/last used /);
  });
});
