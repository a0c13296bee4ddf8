/**
 * The "Download CV" link (decision 0050): a download link to /cv.pdf once the owner's personal
 * information exists; nothing without a person (the server would answer 404); the Word and text
 * files beside it (decision 0263), at the address the page gives.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import { PEOPLE, paths } from '../../../shared/paths.js';
import { makePerson, mockApi, renderWithClient } from '../../test/render.js';
import { queryKeys } from '../../lib/query-keys.js';
import { UI } from '../../i18n/catalogue.js';
import { giveCvAddress } from './cv-address.js';
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

  it('offers the same CV as Word and as text beside the PDF, following the address the page gives', async () => {
    mockApi({ [paths.list(PEOPLE)]: { response: [makePerson()] } });
    renderWithClient(<CvDownload variant="home" />);
    const word = await screen.findByRole('link', { name: UI.cvFiles.docxName }, wait);
    expect(word).toHaveAttribute('href', '/cv.docx');
    expect(word).toHaveAttribute('download');
    expect(word).toHaveTextContent('Word');
    expect(screen.getByRole('link', { name: UI.cvFiles.txtName })).toHaveAttribute('href', '/cv.txt');
    // A version's page gives the version's CV: its Word and text files too.
    const undo = giveCvAddress('/api/versions/v1/cv.pdf?lang=es');
    try {
      await waitFor(
        () =>
          expect(screen.getByRole('link', { name: UI.cvFiles.docxName })).toHaveAttribute(
            'href',
            '/api/versions/v1/cv.docx?lang=es',
          ),
        wait,
      );
      expect(screen.getByRole('link', { name: UI.cvFiles.txtName })).toHaveAttribute(
        'href',
        '/api/versions/v1/cv.txt?lang=es',
      );
    } finally {
      undo();
    }
  });

  it('keeps the header to its one button', async () => {
    mockApi({ [paths.list(PEOPLE)]: { response: [makePerson()] } });
    renderWithClient(<CvDownload variant="header" />);
    await screen.findByRole('link', { name: CV_DOWNLOAD_TEXT }, wait);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows nothing when there is no person', async () => {
    mockApi({ [paths.list(PEOPLE)]: { response: [] } });
    const { client } = renderWithClient(<CvDownload variant="header" />);
    await waitFor(() => expect(client.getQueryState(queryKeys.people)?.status).toBe('success'), wait);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
