/**
 * The statistics page (docs/product.md §21): an admin sees the period's totals, the chart summaries,
 * the referrers and a link's activity sentence under its recipient label and version name; the period
 * chooser asks for another period; the retention is saved; anyone else is sent to /forbidden.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS, type Statistics } from '../../../shared/analytics.js';
import { MESSAGES } from '../../../shared/messages.js';
import { VERSION_PATHS } from '../../../shared/versions.js';
import { STATISTICS_TEXTS } from '../../i18n/statistics-texts.js';
import { makeUser, mockApi, ok, renderPage } from '../../test/owner-helpers.js';
import StatisticsPage from './statistics-page.js';

const wait = { timeout: 15_000 };

function statistics(days: number): Statistics {
  const daily = Array.from({ length: days }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10, 26 - (days - 1 - index))).toISOString().slice(0, 10),
    views: 0,
    visitors: 0,
    downloads: 0,
    messages: 0,
  }));
  daily[days - 1] = { ...daily[days - 1]!, views: 3, visitors: 2, downloads: 1 };
  return {
    days,
    from: daily[0]!.day,
    to: daily[days - 1]!.day,
    retentionMonths: 13,
    totals: { views: 3, visitors: 2, downloads: 1, messages: 0, downloadsByLanguage: { es: 1 } },
    daily,
    referrers: [{ domain: 'linkedin.com', views: 2 }],
    devices: [{ deviceClass: 'mobile', views: 3 }],
    links: [
      {
        linkId: 'link-acme',
        opens: 3,
        downloads: 1,
        downloadsByLanguage: { es: 1 },
        messages: 0,
        firstOpenedAt: '2026-11-14T10:02:00.000Z',
        lastOpenedAt: '2026-11-20T09:30:00.000Z',
      },
    ],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StatisticsPage', { timeout: 30_000 }, () => {
  it('shows the figures, a link under its name, another period, and saves the retention', async () => {
    const calls = mockApi({
      [`GET ${ANALYTICS_PATHS.statistics}?days=30`]: () => ok(statistics(30)),
      [`GET ${ANALYTICS_PATHS.statistics}?days=7`]: () => ok(statistics(7)),
      [`PUT ${ANALYTICS_PATHS.settings}`]: (body) => ok(body),
      // The page names each link "recipient · version" from the versions' lists (docs/product.md §20).
      [`GET ${VERSION_PATHS.versions}`]: () => ok([{ _id: 'version-backend', name: 'Backend roles' }]),
      [`GET ${VERSION_PATHS.links('version-backend')}`]: () =>
        ok([
          { _id: 'link-acme', label: 'Acme Corp, backend role' },
          { _id: 'link-globex', label: 'Globex, data role' },
        ]),
    });
    const { user } = renderPage(<StatisticsPage />, {
      path: '/statistics',
      user: makeUser({ role: 'admin' }),
    });
    expect(await screen.findByRole('heading', { name: STATISTICS_TEXTS.heading }, wait)).toBeInTheDocument();
    const totals = await screen.findByText(STATISTICS_TEXTS.totals.views, {}, wait);
    expect(totals.nextSibling?.textContent).toBe('3');
    expect(screen.getByRole('img', { name: /3 Page views, 2 Visitors/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: STATISTICS_TEXTS.referrers })).getByText('linkedin.com'),
    ).toBeInTheDocument();
    expect(screen.getByText('Spanish')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Acme Corp, backend role · Backend roles/ }, wait);
    expect(row.textContent).toMatch(/opened 3 times, first on .+, CV downloaded once/);
    // A link nobody opened is listed too (decision 0247).
    const quiet = screen.getByRole('row', { name: /Globex, data role · Backend roles/ });
    expect(quiet.textContent).toContain(STATISTICS_TEXTS.notOpened);
    expect(screen.getByRole('link', { name: STATISTICS_TEXTS.export })).toHaveAttribute(
      'href',
      `${ANALYTICS_PATHS.export}?days=30`,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: STATISTICS_TEXTS.period }), '7');
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('?days=7'))).toBe(true), wait);

    const months = await screen.findByRole('spinbutton', { name: STATISTICS_TEXTS.retention }, wait);
    await user.clear(months);
    await user.type(months, '24');
    await user.click(screen.getByRole('button', { name: STATISTICS_TEXTS.save }));
    await waitFor(
      () => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ retentionMonths: 24 }),
      wait,
    );
  });

  it('sends a signed-in user who is not an admin to /forbidden', async () => {
    renderPage(<StatisticsPage />, { path: '/statistics', user: makeUser({ role: 'user' }) });
    await waitFor(() => expect(screen.getByText(MESSAGES.pages.forbidden)).toBeInTheDocument(), wait);
  });
});
