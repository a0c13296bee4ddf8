import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs } from '../test/owner-helpers.js';
import {
  confirmDialog,
  DANGER_BUTTON_CLASS,
  dialogSettings,
  loadSwal,
  showError,
  showSuccess,
  SUCCESS_AUTO_CLOSE_MS,
} from './dialogs.js';

// The app's delay here (the other component tests hold success dialogs: src/web/test/setup.ts).
let heldMs = 0;
beforeEach(() => {
  heldMs = dialogSettings.successAutoCloseMs;
  dialogSettings.successAutoCloseMs = SUCCESS_AUTO_CLOSE_MS;
});

afterEach(async () => {
  dialogSettings.successAutoCloseMs = heldMs;
  vi.useRealTimers();
  await resetDialogs();
});

describe('dialogs (decision 0070)', () => {
  it('closes a success dialog by itself after 1.5 s', async () => {
    await loadSwal();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let closed = false;
    void showSuccess('Order updated!').then(() => {
      closed = true;
    });
    const popup = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Success:' }));
    expect(popup).toHaveTextContent('Order updated!');
    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS - 100);
    expect(closed).toBe(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(closed).toBe(true));
  });

  it('lets the user close a success dialog at once with OK', async () => {
    const user = userEvent.setup();
    const done = showSuccess();
    const popup = await screen.findByRole('dialog', { name: 'Success:' });
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await done;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps an error dialog until it is answered', async () => {
    await loadSwal();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    void showError('Wrong!');
    await vi.waitFor(() => screen.getByRole('dialog', { name: 'Error:' }));
    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS * 4);
    expect(screen.getByRole('dialog', { name: 'Error:' })).toBeInTheDocument();
  });

  // The focus on No is checked in a real browser (e2e/admin-home.spec.ts): jsdom has no layout.
  it('colours a destructive confirm as danger and answers No', async () => {
    const user = userEvent.setup();
    const answer = confirmDialog({ title: 'Delete?', text: 'Ada', cancelText: 'No' });
    const popup = await screen.findByRole('dialog', { name: 'Delete?' });
    const yes = within(popup).getByRole('button', { name: 'Yes' });
    expect(yes).toHaveClass(DANGER_BUTTON_CLASS);
    await user.click(within(popup).getByRole('button', { name: 'No' }));
    expect(await answer).toBe(false);
  });

  it('leaves a neutral confirm in the accent colour', async () => {
    const user = userEvent.setup();
    const answer = confirmDialog({ danger: false });
    const popup = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(popup).getByRole('button', { name: 'Yes' })).not.toHaveClass(DANGER_BUTTON_CLASS);
    await user.click(within(popup).getByRole('button', { name: 'Yes' }));
    expect(await answer).toBe(true);
  });
});
