import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { RESOURCE, paths } from '../../../shared/paths.js';
import { makeEducation, mockApi, renderWithClient } from '../../test/render.js';
import { ES } from '../../i18n/es.js';
import { createI18n } from '../../i18n/i18n.js';
import { getLoadingCount, resetLoading } from '../../lib/loading.js';
import { EducationsSection } from './educations-section.js';

const PATH = paths.list(RESOURCE.education);

describe('EducationsSection (docs/product.md §2 "Educations")', () => {
  beforeEach(() => resetLoading());
  afterEach(() => vi.unstubAllGlobals());

  it("is titled 'Educations:' and shows a loading indicator while fetching", () => {
    mockApi({ [PATH]: 'pending' });
    renderWithClient(<EducationsSection />);
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.headings.educations })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(getLoadingCount()).toBe(1);
  });

  it("shows 'No Educations data available.' when empty", async () => {
    mockApi({ [PATH]: { response: [] } });
    renderWithClient(<EducationsSection />);
    expect(await screen.findByText(MESSAGES.empty.educations)).toBeInTheDocument();
  });

  it("shows 'Error loading Educations: ' and the server's message on failure", async () => {
    mockApi({ [PATH]: { status: 500, error: { message: 'Disk full.' } } });
    renderWithClient(<EducationsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MESSAGES.load.educations}Disk full.`);
  });

  it('shows every field, sorted by order', async () => {
    mockApi({
      [PATH]: {
        response: [
          makeEducation({
            order: 1,
            institutionName: 'Later School',
            linkInstitution: '',
            iconInstitution: '',
          }),
          makeEducation({ order: 0, linkCertificate: 'https://cert.example.com/1', dateEnd: '' }),
        ],
      },
    });
    renderWithClient(<EducationsSection />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'University of London',
      'Later School',
    ]);
    const first = within(rows[0]!);
    expect(first.getByRole('img', { name: 'University of London logo' })).toHaveAttribute(
      'src',
      'https://img.example.com/uol.png',
    );
    // A school without an icon gets its letter mark (decision 0098).
    expect(within(rows[1]!).getByRole('img', { name: 'Later School logo' })).toHaveAttribute(
      'data-letters',
      'LS',
    );
    expect(first.getByRole('link', { name: /Institution Link/ })).toHaveAttribute(
      'href',
      'https://www.london.ac.uk',
    );
    expect(first.getByRole('link', { name: /Certificate/ })).toHaveAttribute(
      'href',
      'https://cert.example.com/1',
    );
    expect(first.getByText('Mathematics')).toBeInTheDocument();
    expect(first.getByText('1830-01-01')).toBeInTheDocument();
    // No end date: the pair is left out (decision 0249).
    expect(first.queryByText('End Date')).toBeNull();
    expect(first.getByText('University')).toBeInTheDocument();
    expect(first.getByRole('textbox', { name: 'Description' })).toHaveValue('Calculus and logic.');
    expect(rows[0]!.className).toContain('row');
    expect(rows[0]!.className).not.toContain('rowAdmin');
  });

  it("a study not finished reads its start date – 'Present', in Spanish 'Actualidad' (decision 0098)", async () => {
    mockApi({
      [PATH]: { response: [makeEducation({ dateStart: '2022-09-01', dateEnd: '', finished: false })] },
    });
    const { unmount } = renderWithClient(<EducationsSection />);
    const row = within(await screen.findByRole('listitem'));
    expect(row.getByText('2022-09-01')).toBeInTheDocument();
    expect(row.getByText('End Date').closest('div')).toHaveTextContent(/^End Date\s*Present$/);
    unmount();
    renderWithClient(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <EducationsSection />
      </I18nProvider>,
    );
    const spanish = within(await screen.findByRole('listitem'));
    expect(spanish.getByText('Actualidad')).toBeInTheDocument();
  });
});
