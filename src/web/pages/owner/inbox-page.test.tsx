/**
 * The inbox (decision 0051): an admin sees the messages with unread ones marked, toggles read and
 * deletes after the confirm dialog; a message sent through a link shows the link's label; anyone else
 * is sent to /forbidden.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '../../../shared/contact-schema.js';
import { CONTACT_PATHS, CONTACT_TEXTS } from '../../../shared/contact.js';
import { MESSAGES } from '../../../shared/messages.js';
import { dialog, makeUser, mockApi, ok, renderPage, resetDialogs } from '../../test/owner-helpers.js';
import InboxPage from './inbox-page.js';

const wait = { timeout: 15_000 };
const message: ContactMessage = {
  _id: 'c'.repeat(24),
  name: 'Grace Hopper',
  email: 'grace@example.com',
  message: 'Can we talk?',
  read: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  linkLabel: 'Acme, backend role',
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDialogs();
});

describe('InboxPage', { timeout: 30_000 }, () => {
  it('lists messages, marks one read and deletes it after confirming', async () => {
    let current = [message];
    const calls = mockApi({
      [`GET ${CONTACT_PATHS.messages}`]: () => ok(current),
      [`PATCH ${CONTACT_PATHS.item(message._id)}`]: (body) => {
        current = [{ ...message, read: (body as { read: boolean }).read }];
        return ok(current[0]);
      },
      [`DELETE ${CONTACT_PATHS.item(message._id)}`]: () => {
        current = [];
        return ok(message);
      },
    });
    const { user } = renderPage(<InboxPage />, { path: '/inbox', user: makeUser({ role: 'admin' }) });
    const card = (await screen.findByRole('heading', { name: /Grace Hopper/ }, wait)).closest('li')!;
    expect(within(card).getByText(CONTACT_TEXTS.unread)).toBeInTheDocument();
    expect(within(card).getByText('Can we talk?')).toBeInTheDocument();
    // Sent through a link: its label (docs/product.md §20).
    expect(within(card).getByText(`${CONTACT_TEXTS.viaLink}: Acme, backend role`)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: CONTACT_TEXTS.markRead }));
    expect(await screen.findByRole('button', { name: CONTACT_TEXTS.markUnread }, wait)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ read: true });
    expect(screen.queryByText(CONTACT_TEXTS.unread)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: CONTACT_TEXTS.delete }));
    const confirm = await dialog(CONTACT_TEXTS.deleteConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(CONTACT_TEXTS.inboxEmpty, {}, wait)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('offers a reply by email with the subject filled, which marks the message read', async () => {
    const calls = mockApi({
      [`GET ${CONTACT_PATHS.messages}`]: () => ok([message]),
      [`PATCH ${CONTACT_PATHS.item(message._id)}`]: () => ok({ ...message, read: true }),
    });
    const { user } = renderPage(<InboxPage />, { path: '/inbox', user: makeUser({ role: 'admin' }) });
    const card = (await screen.findByRole('heading', { name: /Grace Hopper/ }, wait)).closest('li')!;
    const reply = within(card).getByRole('link', { name: CONTACT_TEXTS.reply });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('mailto:grace@example.com?')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Re: Your message of 2026-11-23');
    expect(new URL(href).searchParams.get('body')).toContain('> Can we talk?');
    // jsdom does not follow mailto: links; the click still marks the message read.
    reply.addEventListener('click', (event) => event.preventDefault());
    await user.click(reply);
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ read: true }));
  });

  it('sends a signed-in user who is not an admin to /forbidden', async () => {
    renderPage(<InboxPage />, { path: '/inbox', user: makeUser({ role: 'user' }) });
    await waitFor(() => expect(screen.getByText(MESSAGES.pages.forbidden)).toBeInTheDocument(), wait);
  });
});
