import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import {
  makeProject,
  MockIntersectionObserver,
  mockApi,
  renderWithClient,
  testId,
} from '../../test/render.js';
import { getLoadingCount, resetLoading } from '../../lib/loading.js';
import { filterByCategory } from './api.js';
import { ProjectsSection } from './projects-section.js';

const PATH = paths.projectsPopulated;

describe('ProjectsSection (docs/product.md §2 "Proyects")', () => {
  beforeEach(() => resetLoading());
  afterEach(() => vi.unstubAllGlobals());

  it("is titled 'Proyects:', shows the filter strip above the list and a loading indicator", () => {
    mockApi({ [PATH]: 'pending' });
    renderWithClient(<ProjectsSection selectedCategoryId={null} filterStrip={<p>STRIP</p>} />);
    const heading = screen.getByRole('heading', { level: 2, name: MESSAGES.headings.projects });
    const strip = screen.getByText('STRIP');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    // Document order: heading, strip, list.
    expect(heading.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(strip.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getLoadingCount()).toBe(1);
  });

  it("shows 'No Proyects data available.' when empty", async () => {
    mockApi({ [PATH]: { response: [] } });
    renderWithClient(<ProjectsSection selectedCategoryId={null} />);
    expect(await screen.findByText(MESSAGES.empty.projects)).toBeInTheDocument();
  });

  it("shows 'Error loading Proyects: ' and the server's message on failure", async () => {
    mockApi({ [PATH]: { status: 400, error: { message: 'Unknown populate field.' } } });
    renderWithClient(<ProjectsSection selectedCategoryId={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${MESSAGES.load.projects}Unknown populate field.`,
    );
  });

  it('shows every field, the skills with icon and title, the description box and a placeholder image', async () => {
    mockApi({
      [PATH]: {
        response: [
          makeProject({
            languages: [
              {
                _id: testId(301),
                title: 'React',
                percent: 80,
                type: 'Hard',
                thumbnails: 'https://img.example.com/r.png',
              },
            ],
          }),
        ],
      },
    });
    renderWithClient(<ProjectsSection selectedCategoryId={null} />);
    const card = within(
      (await screen.findByRole('heading', { level: 3, name: 'Difference Engine' })).closest('li')!,
    );
    expect(card.getByRole('heading', { level: 3, name: 'Difference Engine' })).toBeInTheDocument();
    expect(card.getByText('Babbage & Co')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Company Link/ })).toHaveAttribute(
      'href',
      'https://babbage.example.com',
    );
    expect(card.getByRole('link', { name: /Project Link/ })).toHaveAttribute(
      'href',
      'https://www.engine.example.com',
    );
    expect(card.getByText('1833-05-01')).toBeInTheDocument();
    // No end date: the pair is left out, not "End Date -" (decision 0249).
    expect(card.queryByText('End Date')).toBeNull();
    const skill = card.getByText('React').closest('li')!;
    expect(skill.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/r.png');
    const description = card.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('readonly');
    expect(description).toHaveAttribute('rows', '9');
    expect(card.getByRole('img', { name: 'Difference Engine image 1' })).toHaveAttribute(
      'src',
      PLACEHOLDER_IMAGE,
    );
  });

  it('shows a carousel with every image when a project has several', async () => {
    // embla-carousel needs browser APIs jsdom lacks.
    vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockApi({
      [PATH]: {
        response: [
          makeProject({ thumbnails: ['https://img.example.com/1.png', 'https://img.example.com/2.png'] }),
        ],
      },
    });
    renderWithClient(<ProjectsSection selectedCategoryId={null} />);
    expect(await screen.findByRole('img', { name: 'Difference Engine image 2' })).toHaveAttribute(
      'src',
      'https://img.example.com/2.png',
    );
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  });

  it('filters by the selected category (docs/product.md §4)', async () => {
    const web = testId(401);
    mockApi({
      [PATH]: {
        response: [
          makeProject({ order: 0, title: 'Site', categories: [{ _id: web, title: 'Web', thumbnails: '' }] }),
          makeProject({ order: 1, title: 'Tool', categories: [] }),
        ],
      },
    });
    renderWithClient(<ProjectsSection selectedCategoryId={web} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Site' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Tool' })).not.toBeInTheDocument();
  });

  it('filterByCategory keeps all projects when nothing is selected', () => {
    const a = makeProject({ categories: [{ _id: testId(1), title: 'A', thumbnails: '' }] });
    const b = makeProject({ order: 1 });
    expect(filterByCategory([a, b], null)).toEqual([a, b]);
    expect(filterByCategory([a, b], testId(1))).toEqual([a]);
    expect(filterByCategory([a, b], testId(2))).toEqual([]);
  });
});
