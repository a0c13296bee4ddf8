/**
 * The contact form (decision 0051): a valid message is posted with the form token and the empty
 * honeypot, then the success dialog shows and the form clears; the server's refusal shows in the
 * error dialog and the text stays; a name with a newline is refused before sending.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_PATHS, CONTACT_TEXTS } from '../../../shared/contact.js';
import { renderWithClient } from '../../test/render.js';
import {
  closeDialog,
  dialog,
  dialogText,
  fail,
  mockApi,
  ok,
  resetDialogs,
} from '../../test/owner-helpers.js';
import userEvent from '@testing-library/user-event';
import ContactSection from './contact-section.js';

const wait = { timeout: 15_000 };

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDialogs();
});

async function fill(user: ReturnType<typeof userEvent.setup>, name = 'Ada Lovelace') {
  await user.type(screen.getByLabelText(CONTACT_TEXTS.name), name);
  await user.type(screen.getByLabelText(CONTACT_TEXTS.email), 'ada@example.com');
  await user.type(screen.getByLabelText(CONTACT_TEXTS.message), 'Hello there');
}

describe('ContactSection', { timeout: 30_000 }, () => {
  it('sends the message with the token and an empty honeypot, then confirms and clears', async () => {
    const calls = mockApi({
      [`GET ${CONTACT_PATHS.token}`]: ok({ token: 'signed-token' }),
      [`POST ${CONTACT_PATHS.messages}`]: ok({}, 201),
    });
    renderWithClient(<ContactSection />);
    const user = userEvent.setup();
    // No token request at page load (the first view makes none, decision 0020): only once the form is entered.
    expect(calls.some((call) => call.url === CONTACT_PATHS.token)).toBe(false);
    await fill(user);
    await waitFor(() => expect(calls.some((call) => call.url === CONTACT_PATHS.token)).toBe(true), wait);
    await user.click(screen.getByRole('button', { name: CONTACT_TEXTS.send }));
    await dialog(CONTACT_TEXTS.sentTitle);
    expect(await dialogText()).toBe(CONTACT_TEXTS.sent);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello there',
      token: 'signed-token',
      website: '',
    });
    await closeDialog(user);
    expect(screen.getByLabelText(CONTACT_TEXTS.message)).toHaveValue('');
  });

  it("shows the server's refusal in the error dialog and keeps the text", async () => {
    mockApi({
      [`GET ${CONTACT_PATHS.token}`]: ok({ token: 'signed-token' }),
      [`POST ${CONTACT_PATHS.messages}`]: fail(429, CONTACT_TEXTS.rateLimited(60), 'RATE_LIMITED'),
    });
    renderWithClient(<ContactSection />);
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: CONTACT_TEXTS.send }));
    await dialog(CONTACT_TEXTS.errorTitle);
    expect(await dialogText()).toBe(CONTACT_TEXTS.rateLimited(60));
    await closeDialog(user);
    expect(screen.getByLabelText(CONTACT_TEXTS.message)).toHaveValue('Hello there');
  });

  it('refuses a name with a line break before sending', async () => {
    const calls = mockApi({ [`GET ${CONTACT_PATHS.token}`]: ok({ token: 'signed-token' }) });
    renderWithClient(<ContactSection />);
    const user = userEvent.setup();
    await fill(user, 'Eve');
    // Typing Enter would submit; a line break arrives the way a script sets it: pasted.
    await user.click(screen.getByLabelText(CONTACT_TEXTS.name));
    await user.paste('\u2028Bcc: x@y.z');
    await user.click(screen.getByRole('button', { name: CONTACT_TEXTS.send }));
    await dialog(CONTACT_TEXTS.errorTitle);
    expect(await dialogText()).toBe(CONTACT_TEXTS.nameNewline);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
