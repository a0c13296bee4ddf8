/**
 * The trash page's retention form (docs/product.md §22): it shows the saved setting, sends what the
 * owner typed, says "Saved!", and keeps the typed values with the server's message when refused.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyPaths } from '../../../shared/history.js';
import { HISTORY_MESSAGES } from '../../i18n/history-texts.js';
import { dialog, fail, makeUser, mockApi, ok, renderPage } from '../../test/owner-helpers.js';
import TrashPage from './trash-page.js';

const wait = { timeout: 15_000 };
const texts = HISTORY_MESSAGES.retention;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TrashPage retention', { timeout: 30_000 }, () => {
  it('shows the saved retention, saves a new one and says so', async () => {
    const calls = mockApi({
      [`GET ${historyPaths.trash}`]: () => ok([]),
      [`GET ${historyPaths.retention}`]: () => ok({ days: 90, states: 20 }),
      [`PUT ${historyPaths.retention}`]: (body) => ok(body),
    });
    const { user } = renderPage(<TrashPage />, { path: '/trash', user: makeUser({ role: 'admin' }) });
    const days = await screen.findByLabelText(texts.days, {}, wait);
    expect(days).toHaveValue(90);
    expect(screen.getByLabelText(texts.states)).toHaveValue(20);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(
      () => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ days: 30, states: 20 }),
      wait,
    );
    expect((await dialog()).textContent).toContain(texts.saved);
  });

  it('keeps what the owner typed when the server refuses it', async () => {
    mockApi({
      [`GET ${historyPaths.trash}`]: () => ok([]),
      [`GET ${historyPaths.retention}`]: () => ok({ days: 90, states: 20 }),
      [`PUT ${historyPaths.retention}`]: () => fail(400, 'The states must be from 1 to 1000.'),
    });
    const { user } = renderPage(<TrashPage />, { path: '/trash', user: makeUser({ role: 'admin' }) });
    const states = await screen.findByLabelText(texts.states, {}, wait);
    await user.clear(states);
    await user.type(states, '999');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect((await dialog()).textContent).toContain('The states must be from 1 to 1000.');
    expect(screen.getByLabelText(texts.states)).toHaveValue(999);
  });
});
