/**
 * The data page (decision 0040): an invalid resume lists the server's problems with their paths; a valid
 * one shows the preview, and "Replace my portfolio" imports only after the confirmation; the
 * automatic backups are listed. The server is stood in by the fetch table (its behaviour has its
 * own API tests and the owner e2e journey).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/paths.js';
import { dialog, makeUser, mockApi, ok, renderPage, resetDialogs } from '../../test/owner-helpers.js';
import DataRoute from './data-page.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const counts = { people: 1, works: 2, educations: 1, skills: 3, projects: 1, categories: 1, socialLinks: 2 };
const none = { people: 0, works: 0, educations: 0, skills: 0, projects: 0, categories: 0, socialLinks: 0 };
const backup = { id: 'c'.repeat(24), createdAt: '2026-11-23T10:00:00.000Z', reason: 'import', size: 2048 };

const file = (content: string) => new File([content], 'resume.json', { type: 'application/json' });

describe('Data page', () => {
  it('lists the problems of an invalid resume with their paths', async () => {
    mockApi({
      [`GET ${paths.data.backups}`]: ok([]),
      [`POST ${paths.data.import}`]: {
        status: 400,
        body: {
          error: {
            message: 'The file is not a valid JSON Resume (1 problem); nothing was imported.',
            code: 'VALIDATION_ERROR',
            issues: [{ path: 'work[0].url', message: 'must be a URL' }],
          },
        },
      },
    });
    const { user } = renderPage(<DataRoute />, { path: '/data', user: makeUser() });
    await user.upload(await screen.findByLabelText('Choose resume.json'), file('{"work":[{"url":"x"}]}'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('work[0].url must be a URL');
    expect(screen.queryByRole('button', { name: 'Replace my portfolio' })).toBeNull();
  });

  it('previews a valid resume and replaces the portfolio only after the confirmation', async () => {
    const calls = mockApi({
      [`GET ${paths.data.backups}`]: ok([backup]),
      [`POST ${paths.data.import}`]: ok({ current: none, counts, warnings: [] }),
      [`POST ${paths.data.import}?confirm=true`]: ok({ counts, warnings: [], backup }),
    });
    const { user } = renderPage(<DataRoute />, { path: '/data', user: makeUser() });
    expect(await screen.findByRole('list', { name: 'Automatic backups' })).toHaveTextContent('before import');
    await user.upload(screen.getByLabelText('Choose resume.json'), file('{"basics":{"name":"Ada"}}'));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: 'Works 0 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace my portfolio' }));
    const confirm = await dialog('Replace your portfolio?');
    expect(calls.some((call) => call.url.endsWith('confirm=true'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Replace my portfolio' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === `${paths.data.import}?confirm=true`)).toBe(true),
    );
    expect(calls.find((call) => call.url === `${paths.data.import}?confirm=true`)?.body).toEqual({
      basics: { name: 'Ada' },
    });
  });

  it('loads a second resume as the Spanish version of the entries (decision 0065), after its own preview and confirmation', async () => {
    const spanish = { basics: { name: 'Ada', label: 'Analista' } };
    const calls = mockApi({
      [`GET ${paths.data.backups}`]: ok([]),
      [`POST ${paths.data.import}`]: ok({ current: none, counts, warnings: [] }),
      [`POST ${paths.data.import}?lang=es`]: ok({
        current: counts,
        counts: { ...counts, works: 1 },
        warnings: [
          { path: 'work', message: 'the file has 1 and the portfolio 2: the first 1 were matched by order' },
        ],
      }),
      [`POST ${paths.data.import}?lang=es&confirm=true`]: ok({ counts, warnings: [], backup }),
    });
    const { user } = renderPage(<DataRoute />, { path: '/data', user: makeUser() });
    await user.upload(await screen.findByLabelText('Choose resume.json'), file(JSON.stringify(spanish)));
    await screen.findByRole('button', { name: 'Replace my portfolio' });
    // Choosing "the Spanish version" checks the same file again as a translation.
    await user.click(
      screen.getByRole('radio', { name: 'The Spanish version of my entries (matched by order)' }),
    );
    const table = await screen.findByRole('table', { name: 'What gets a Spanish version' });
    expect(within(table).getByRole('row', { name: 'Works 2 1' })).toBeInTheDocument();
    expect(screen.getByText(/the first 1 were matched by order/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace my portfolio' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import the Spanish version' }));
    const confirm = await dialog('Import the Spanish version?');
    await user.click(within(confirm).getByRole('button', { name: 'Import the Spanish version' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === `${paths.data.import}?lang=es&confirm=true`)).toBe(true),
    );
    expect(calls.find((call) => call.url === `${paths.data.import}?lang=es&confirm=true`)?.body).toEqual(
      spanish,
    );
    expect(calls.some((call) => call.url === `${paths.data.import}?confirm=true`)).toBe(false);
  });

  it('offers the JSON Resume export in Spanish', async () => {
    mockApi({ [`GET ${paths.data.backups}`]: ok([]) });
    renderPage(<DataRoute />, { path: '/data', user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Export JSON Resume (Español)' })).toHaveAttribute(
      'href',
      `${paths.data.export}?lang=es`,
    );
  });
});
