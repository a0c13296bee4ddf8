import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithClient, testId } from '../../test/render.js';
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import { ResumeSections } from './resume-sections.js';

const meta = (n: number, order: number) => ({
  _id: testId(n),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  order,
});

/** Answer every section's list: `lists` by wire name, the others empty. */
function mockSections(lists: Record<string, object[]>): void {
  mockApi(
    Object.fromEntries(
      RESUME_SECTIONS.map((resource) => [`/api/${resource.wire}`, { response: lists[resource.wire] ?? [] }]),
    ),
  );
}

describe('ResumeSections (decision 0030: JSON Resume sections on the home page)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sections that have entries, sorted by order, and nothing for the empty ones', async () => {
    mockSections({
      awards: [
        { ...meta(2, 1), title: 'Best paper', date: '2021-03-04', awarder: 'ACL', summary: '' },
        {
          ...meta(1, 0),
          title: 'Premio Nacional',
          date: '2019',
          awarder: 'Ministerio',
          summary: 'Por «La isla».',
        },
      ],
      interests: [{ ...meta(3, 0), name: 'Música', keywords: ['Jazz', '三味線'] }],
    });
    renderWithClient(<ResumeSections />);
    const awards = await screen.findByRole('region', { name: 'Awards' });
    const titles = within(awards)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Premio Nacional', 'Best paper']);
    expect(within(awards).getByText('2019')).toBeInTheDocument();
    expect(within(awards).getByText('Por «La isla».')).toBeInTheDocument();
    const interests = await screen.findByRole('region', { name: 'Interests' });
    expect(within(interests).getByRole('list', { name: 'Keywords' })).toHaveTextContent('Jazz三味線');
    expect(screen.queryByRole('region', { name: 'Volunteer' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('a section with more than two entries takes the whole row; shorter ones share it', async () => {
    const award = (n: number) => ({
      ...meta(n, n),
      title: `Award ${n}`,
      date: '2020',
      awarder: '',
      summary: '',
    });
    mockSections({
      awards: [award(1), award(2), award(3)],
      interests: [{ ...meta(4, 0), name: 'Chess', keywords: [] }],
    });
    renderWithClient(<ResumeSections />);
    const awards = await screen.findByRole('region', { name: 'Awards' });
    const interests = await screen.findByRole('region', { name: 'Interests' });
    expect(awards).toHaveClass('wide');
    expect(interests).not.toHaveClass('wide');
    // Both sit in the one grid of sections.
    expect(awards.parentElement).toBe(interests.parentElement);
    expect(awards.parentElement).toHaveClass('sections');
  });
});
