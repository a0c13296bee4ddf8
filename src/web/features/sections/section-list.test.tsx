/**
 * The home page's list of sections (docs/product.md §27): the owner's order, hidden sections left
 * out for visitors and shown with the menu for the owner, the owner's heading in the reader's
 * language, custom sections with their entries; the default order until the list has loaded.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Section } from '../../components/section.js';
import type { SectionWire } from '../../../shared/sections.js';
import { mockApi, renderWithClient } from '../../test/render.js';
import { CustomSection } from './custom-section.js';
import { SectionList } from './section-list.js';

const shape = (key: string, rest: Partial<SectionWire> = {}): SectionWire => ({
  key,
  custom: false,
  heading: { en: '', es: '' },
  hidden: false,
  order: 0,
  ...rest,
});
const TALKS = '0123456789abcdef01234567';
const parts = {
  works: (
    <Section heading="Works">
      <p>w</p>
    </Section>
  ),
  proyects: (
    <Section heading="Proyects">
      <p>p</p>
    </Section>
  ),
  educations: (
    <Section heading="Educations">
      <p>e</p>
    </Section>
  ),
};

afterEach(() => vi.unstubAllGlobals());

describe('SectionList', () => {
  it('shows the sections in the owner’s order with the owner’s headings; hidden ones are left out', async () => {
    mockApi({
      '/api/sections': {
        response: [
          shape(TALKS, { custom: true, heading: { en: 'Talks', es: 'Charlas' } }),
          shape('educations', { heading: { en: 'Studies', es: '' } }),
          shape('works', { hidden: true }),
          shape('proyects'),
        ],
      },
      '/api/custom-entries': {
        response: [
          {
            _id: 'a'.repeat(24),
            order: 0,
            title: 'Typed SQL',
            subtitle: 'Talk',
            startDate: '2024-05',
            endDate: '',
            url: '',
            summary: '',
            image: '',
            section: TALKS,
          },
        ],
      },
    });
    renderWithClient(<SectionList parts={parts} custom={(section) => <CustomSection section={section} />} />);
    const talks = await screen.findByRole('region', { name: 'Talks' });
    expect(within(talks).getByRole('heading', { level: 3, name: 'Typed SQL' })).toBeInTheDocument();
    expect(within(talks).getByText('May 2024')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Talks', 'Studies', 'Proyects']);
  });

  it('shows hidden sections to the owner, with the menu', async () => {
    mockApi({
      '/api/sections': { response: [shape('works', { hidden: true }), shape('educations')] },
      '/api/custom-entries': { response: [] },
    });
    renderWithClient(
      <SectionList
        parts={parts}
        custom={() => null}
        menu={(section) => <span>{section.hidden ? 'Hidden menu' : 'Menu'}</span>}
      />,
    );
    expect(await screen.findByText('Hidden menu')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Works',
      'Educations',
      'Proyects',
    ]);
  });
});
