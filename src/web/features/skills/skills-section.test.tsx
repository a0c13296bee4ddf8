import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { RESOURCE, paths } from '../../../shared/paths.js';
import { makeSkill, mockApi, renderWithClient } from '../../test/render.js';
import { getLoadingCount, resetLoading } from '../../lib/loading.js';
import { SkillsSection } from './skills-section.js';

const PATH = paths.list(RESOURCE.skill);

describe('SkillsSection (docs/product.md §2 "Skills")', () => {
  beforeEach(() => resetLoading());
  afterEach(() => vi.unstubAllGlobals());

  it("is titled 'Skills:' and shows a loading indicator while fetching", () => {
    mockApi({ [PATH]: 'pending' });
    renderWithClient(<SkillsSection />);
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.headings.skills })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(getLoadingCount()).toBe(1);
  });

  it("shows 'No Languages data available.' when empty", async () => {
    mockApi({ [PATH]: { response: [] } });
    renderWithClient(<SkillsSection />);
    expect(await screen.findByText(MESSAGES.empty.skills)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.headings.hardSkills)).not.toBeInTheDocument();
  });

  it("shows 'Error loading Languages: ' and the server's message on failure", async () => {
    mockApi({ [PATH]: { status: 500, error: { message: 'Oops.' } } });
    renderWithClient(<SkillsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MESSAGES.load.skills}Oops.`);
  });

  it('groups Hard and Soft skills, sorted by order, with title and percent', async () => {
    mockApi({
      [PATH]: {
        response: [
          makeSkill({ order: 2, title: 'Teamwork', type: 'Soft', percent: 70 }),
          makeSkill({ order: 1, title: 'SQL', percent: 55 }),
          makeSkill({ order: 0, title: 'TypeScript', percent: 90 }),
        ],
      },
    });
    renderWithClient(<SkillsSection />);
    const hard = (await screen.findByRole('heading', { level: 3, name: MESSAGES.headings.hardSkills }))
      .parentElement!;
    const soft = screen.getByRole('heading', { level: 3, name: MESSAGES.headings.softSkills }).parentElement!;
    const hardItems = within(hard).getAllByRole('listitem');
    expect(hardItems.map((item) => item.querySelector('figcaption span')?.textContent)).toEqual([
      'TypeScript',
      'SQL',
    ]);
    expect(within(hard).getByText('90%')).toBeInTheDocument();
    expect(within(hard).getByText('55%')).toBeInTheDocument();
    expect(within(soft).getByText('Teamwork')).toBeInTheDocument();
    expect(within(soft).getByText('70%')).toBeInTheDocument();
  });

  it('shows only the groups that have skills', async () => {
    mockApi({ [PATH]: { response: [makeSkill({ type: 'Soft', title: 'Listening' })] } });
    renderWithClient(<SkillsSection />);
    expect(await screen.findByRole('heading', { name: MESSAGES.headings.softSkills })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MESSAGES.headings.hardSkills })).not.toBeInTheDocument();
  });
});
