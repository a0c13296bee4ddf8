/**
 * The security page's Activity card (docs/product.md §23 "Activity"): events read as sentences with
 * their way, device and account (not the reader's own), failures marked, a failed sign-in of an
 * unknown email says so, the filter asks the server for a group, and "Show older activity" the
 * next page after the last event.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_PAGE_SIZE, auditPaths, type AuditEvent } from '../../../shared/audit.js';
import { SECURITY_TEXTS } from '../../i18n/security-texts.js';
import { makeUser, mockApi, ok, renderPage } from '../../test/owner-helpers.js';
import { ActivityCard } from './owner-activity-card.js';

const wait = { timeout: 15_000 };
const A = SECURITY_TEXTS.activity;

afterEach(() => {
  vi.unstubAllGlobals();
});

let counter = 0;
function event(fields: Partial<AuditEvent>): AuditEvent {
  counter += 1;
  return {
    _id: counter.toString(16).padStart(24, '0'),
    kind: 'sign-in',
    userId: 'u1',
    email: 'owner@example.com',
    detail: '',
    method: '',
    path: '',
    entryId: '',
    status: null,
    device: 'Firefox on Windows',
    createdAt: '2026-11-26T06:00:00.000Z',
    ...fields,
  };
}

describe('ActivityCard', { timeout: 30_000 }, () => {
  it('reads each event as a sentence, marks failures, filters by group and loads older ones', async () => {
    const page = [
      event({ kind: 'sign-in', detail: 'password+recovery' }),
      event({
        kind: 'sign-in-failed',
        userId: null,
        email: 'nobody@example.com',
        detail: 'password',
        device: '',
      }),
      event({
        kind: 'admin-write',
        email: 'editor@example.com',
        method: 'DELETE',
        path: '/api/works/:id',
        entryId: 'abc',
        status: 403,
      }),
      ...Array.from({ length: AUDIT_PAGE_SIZE - 3 }, () => event({ kind: 'signed-out' })),
    ];
    const last = page[page.length - 1]!._id;
    const calls = mockApi({
      [`GET ${auditPaths.list()}`]: () => ok(page),
      [`GET ${auditPaths.list({ before: last })}`]: () => ok([event({ kind: 'two-factor-on' })]),
      [`GET ${auditPaths.list({ group: 'writes' })}`]: () => ok([page[2]]),
    });
    const { user } = renderPage(<ActivityCard />, {
      path: '/security',
      user: makeUser({ role: 'admin', email: 'owner@example.com' }),
    });
    const list = await screen.findByRole('list', { name: A.heading }, wait);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Signed in with the password and a recovery code');
    expect(items[0]!.textContent).toContain('Firefox on Windows');
    expect(items[0]!.textContent).not.toContain('owner@example.com');
    expect(items[1]!.textContent).toContain('Sign-in failed with the password');
    expect(items[1]!.textContent).toContain('nobody@example.com (no such account)');
    expect(items[1]!.textContent).toContain(A.unknownDevice);
    expect(items[1]!.textContent).toContain(A.failed);
    expect(items[2]!.textContent).toContain('Deleted');
    expect(items[2]!.textContent).toContain('/api/works/:id · abc');
    expect(items[2]!.textContent).toContain('Failed · answer 403');
    expect(items[2]!.textContent).toContain('editor@example.com');
    expect(screen.getByText(A.place)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: A.older }));
    await waitFor(
      () => expect(within(list).getAllByRole('listitem')).toHaveLength(AUDIT_PAGE_SIZE + 1),
      wait,
    );
    expect(list.textContent).toContain('Two-factor sign-in turned on');

    await user.selectOptions(screen.getByLabelText(A.filter), A.groups.writes);
    await waitFor(
      () => expect(calls.some((call) => call.url === auditPaths.list({ group: 'writes' }))).toBe(true),
      wait,
    );
    await waitFor(
      () =>
        expect(within(screen.getByRole('list', { name: A.heading })).getAllByRole('listitem')).toHaveLength(
          1,
        ),
      wait,
    );
  });
});
