import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_PLACEHOLDER } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { RESOURCE, paths } from '../../../shared/paths.js';
import { makeWork, mockApi, renderWithClient } from '../../test/render.js';
import { getLoadingCount, resetLoading } from '../../lib/loading.js';
import { WorksSection } from './works-section.js';

const PATH = paths.list(RESOURCE.work);

describe('WorksSection (docs/product.md §2 "Works")', () => {
  beforeEach(() => resetLoading());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a loading indicator while fetching, as a tracked load', () => {
    mockApi({ [PATH]: 'pending' });
    renderWithClient(<WorksSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(getLoadingCount()).toBe(1);
  });

  it("shows 'No Works data available.' when empty", async () => {
    mockApi({ [PATH]: { response: [] } });
    renderWithClient(<WorksSection />);
    expect(await screen.findByText(MESSAGES.empty.works)).toBeInTheDocument();
  });

  it("shows 'Error loading Works: ' and the server's message on failure", async () => {
    mockApi({ [PATH]: { status: 503, error: { message: 'Try again later.' } } });
    renderWithClient(<WorksSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MESSAGES.load.works}Try again later.`);
  });

  it('shows the cards sorted by order with every field', async () => {
    mockApi({
      [PATH]: {
        response: [
          makeWork({ order: 1, company: 'Second Co', linkCompany: '', thumbnails: '' }),
          makeWork({ order: 0, company: 'First Co' }),
        ],
      },
    });
    renderWithClient(<WorksSection />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'First Co',
      'Second Co',
    ]);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: /Click Here/ })).toHaveAttribute(
      'href',
      'https://engines.example.com',
    );
    expect(first.getByText('Programmer')).toBeInTheDocument();
    expect(first.getByText('1842-01-01')).toBeInTheDocument();
    expect(first.getByText('1843-06-30')).toBeInTheDocument();
    expect(first.getByRole('textbox', { name: 'Description' })).toHaveValue('Notes on the engine.');
    // Missing thumbnail and link: the company's letter mark (decision 0098) and a dash.
    const second = within(cards[1]!);
    expect(second.getByRole('img', { name: 'Second Co logo' })).toHaveAttribute('data-letters', 'SC');
    expect(second.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a JSON Resume location and highlights when a work has them (decision 0033)', async () => {
    mockApi({
      [PATH]: {
        response: [
          makeWork({ order: 0, company: 'Con', location: 'Madrid', highlights: ['Glosario', '字幕'] }),
          makeWork({ order: 1, company: 'Sin' }),
        ],
      },
    });
    renderWithClient(<WorksSection />);
    await screen.findByText('Madrid');
    expect(screen.getByRole('list', { name: 'Highlights' })).toHaveTextContent('Glosario字幕');
    expect(screen.getAllByRole('list', { name: 'Highlights' })).toHaveLength(1);
    expect(screen.getAllByText('Location')).toHaveLength(1);
  });

  it("has a visible heading, and a current job reads its start date – 'Present' (decision 0098)", async () => {
    mockApi({
      [PATH]: {
        response: [
          makeWork({ order: 0, company: 'Now Co', dateStart: '2020-03-01', dateEnd: '', finished: false }),
          makeWork({ order: 1, company: 'Gap Co', dateStart: '2019-01-01', dateEnd: '', finished: true }),
        ],
      },
    });
    renderWithClient(<WorksSection />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Works:' });
    expect(heading).not.toHaveClass('visually-hidden');
    const [current, gap] = await screen.findAllByRole('listitem');
    const now = within(current!).getByText('Present').closest('div')!;
    expect(now).toHaveTextContent(/^End Date\s*Present$/);
    expect(within(current!).getByText('2020-03-01')).toBeInTheDocument();
    // A finished job without an end date leaves the pair out (decision 0249).
    expect(within(gap!).queryByText('End Date')).toBeNull();
  });

  it('falls back to the placeholder when a thumbnail is broken', async () => {
    mockApi({ [PATH]: { response: [makeWork({ thumbnails: 'https://img.example.com/404.png' })] } });
    renderWithClient(<WorksSection />);
    const img = await screen.findByRole('img', { name: 'Analytical Engines logo' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', LOGO_PLACEHOLDER);
  });

  it('uses the visitor columns, and the admin columns only when controls are given', async () => {
    mockApi({ [PATH]: { response: [makeWork()] } });
    const { unmount } = renderWithClient(<WorksSection />);
    expect((await screen.findByRole('listitem')).className).toContain('card');
    expect(screen.getByRole('listitem').className).not.toContain('cardAdmin');
    unmount();
    renderWithClient(
      <WorksSection renderControls={(work) => <button type="button">Edit {work.company}</button>} />,
    );
    expect(await screen.findByRole('button', { name: 'Edit Analytical Engines' })).toBeInTheDocument();
    expect(screen.getByRole('listitem').className).toContain('cardAdmin');
  });
});
