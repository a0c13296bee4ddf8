/**
 * The "Download CV" link (decision 0050): a download link to /cv.pdf once the owner's personal
 * information exists; nothing without a person (the server would answer 404).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import { PEOPLE, paths } from '../../../shared/paths.js';
import { makePerson, mockApi, renderWithClient } from '../../test/render.js';
import { queryKeys } from '../../lib/query-keys.js';
import { CV_DOWNLOAD_TEXT, CvDownload } from './cv-download.js';

const wait = { timeout: 15_000 };

afterEach(() => vi.unstubAllGlobals());

describe('CvDownload', { timeout: 30_000 }, () => {
  it('links to the PDF for download once there is an owner', async () => {
    mockApi({ [paths.list(PEOPLE)]: { response: [makePerson()] } });
    renderWithClient(<CvDownload variant="home" />);
    const link = await screen.findByRole('link', { name: CV_DOWNLOAD_TEXT }, wait);
    expect(link).toHaveAttribute('href', CV_PATH);
    expect(link).toHaveAttribute('download');
  });

  it('shows nothing when there is no person', async () => {
    mockApi({ [paths.list(PEOPLE)]: { response: [] } });
    const { client } = renderWithClient(<CvDownload variant="header" />);
    await waitFor(() => expect(client.getQueryState(queryKeys.people)?.status).toBe('success'), wait);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
