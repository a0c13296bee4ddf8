import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_PATHS, CONTACT_TEXTS } from '../../../shared/contact.js';
import { MESSAGES } from '../../../shared/messages.js';
import { PEOPLE, RESOURCE, paths } from '../../../shared/paths.js';
import {
  makeCategory,
  makeEducation,
  makePerson,
  makeProject,
  makeSkill,
  makeSocialLink,
  makeWork,
  mockApi,
  renderWithClient,
} from '../../test/render.js';
import { resetLoading } from '../../lib/loading.js';
import { HomePage } from './home-page.js';

const all = makeCategory({ order: 0, title: 'All' });
const web = makeCategory({ order: 1, title: 'Web' });
const ref = (category: typeof all) => ({ _id: category._id, title: category.title, thumbnails: '' });

function mockHome(
  projects = [
    makeProject({ order: 0, title: 'Site', categories: [ref(all), ref(web)] }),
    makeProject({ order: 1, title: 'Tool', categories: [ref(all)] }),
  ],
) {
  return mockApi({
    [paths.list(PEOPLE)]: { response: [makePerson()] },
    [paths.list(RESOURCE.work)]: { response: [makeWork()] },
    [paths.projectsPopulated]: { response: projects },
    [paths.list(RESOURCE.category)]: { response: [all, web] },
    [paths.list(RESOURCE.education)]: { response: [makeEducation()] },
    [paths.list(RESOURCE.skill)]: { response: [makeSkill()] },
    [CONTACT_PATHS.token]: { response: { token: 'token' } },
  });
}

const projectTitles = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .filter((t) => t === 'Site' || t === 'Tool');

describe('HomePage (docs/product.md §2 "Home sections")', () => {
  beforeEach(() => resetLoading());
  afterEach(() => vi.unstubAllGlobals());

  it(
    'shows the sections in order: person, works, categories above proyects, educations, skills',
    { timeout: 60_000 },
    async () => {
      mockHome();
      renderWithClient(<HomePage />);
      // Generous waits: on a busy machine the first render and the mocked loads take over a second.
      const wait = { timeout: 15_000 };
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, wait),
      ).toBeInTheDocument();
      await screen.findByRole('heading', { level: 3, name: 'Analytical Engines' }, wait);
      await screen.findByText('90%', {}, wait);
      // The contact form is loaded lazily, after the lists (its first import alone takes over 15 s
      // on a busy machine).
      await screen.findByRole('heading', { level: 2, name: CONTACT_TEXTS.heading }, { timeout: 40_000 });
      const h2 = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(h2).toEqual([
        MESSAGES.headings.aboutMe,
        'Works:',
        MESSAGES.headings.projects,
        MESSAGES.headings.educations,
        MESSAGES.headings.skills,
        CONTACT_TEXTS.heading,
      ]);
      // The strip is a sub-section of the projects, above the list.
      const strip = screen.getByRole('heading', { level: 3, name: MESSAGES.headings.categories });
      const firstProject = screen.getByRole('heading', { level: 3, name: 'Site' });
      expect(strip.compareDocumentPosition(firstProject) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('puts the primary contacts and Download CV under the name, before the works (decision 0098)', async () => {
    mockApi({
      [paths.list(PEOPLE)]: { response: [makePerson()] },
      [paths.list(RESOURCE.work)]: { response: [makeWork()] },
      [paths.projectsPopulated]: { response: [] },
      [paths.list(RESOURCE.category)]: { response: [all] },
      [paths.list(RESOURCE.education)]: { response: [] },
      [paths.list(RESOURCE.skill)]: { response: [] },
      [paths.list(RESOURCE.socialLink)]: {
        response: [makeSocialLink({ type: 'Contact', title: 'Email', linkSocial: 'mailto:ada@example.com' })],
      },
      [CONTACT_PATHS.token]: { response: { token: 'token' } },
    });
    renderWithClient(<HomePage />);
    const name = await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, { timeout: 15_000 });
    const hero = within(name.closest('article')!);
    const email = await hero.findByRole('link', { name: 'Email ada@example.com' });
    expect(email).toHaveTextContent('ada@example.com');
    const cv = hero.getByRole('link', { name: 'Download CV' });
    const works = await screen.findByRole('heading', { level: 2, name: 'Works:' });
    expect(cv.compareDocumentPosition(works) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One Download CV on the page body (the header has its own).
    expect(screen.getAllByRole('link', { name: 'Download CV' })).toHaveLength(1);
  });

  it('filters the projects by the clicked category and clears the filter on a second click', async () => {
    mockHome();
    renderWithClient(<HomePage />);
    await screen.findByRole('heading', { level: 3, name: 'Tool' });
    expect(projectTitles()).toEqual(['Site', 'Tool']);
    const user = userEvent.setup();

    // The choices are links to the page with the filter (docs/product.md §24); a click chooses in
    // place and writes the choice into the address.
    const webLink = await screen.findByRole('link', { name: 'Web' });
    expect(webLink).toHaveAttribute('href', `?category=${web._id}`);
    await user.click(webLink);
    expect(projectTitles()).toEqual(['Site']);
    expect(screen.getByRole('link', { name: 'Web' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Web' })).toHaveAttribute('href', '?');
    expect(window.location.search).toBe(`?category=${web._id}`);

    await user.click(screen.getByRole('link', { name: 'Web' }));
    expect(projectTitles()).toEqual(['Site', 'Tool']);
    expect(screen.getByRole('link', { name: 'Web' })).not.toHaveAttribute('aria-current');
    expect(window.location.search).toBe('');

    await user.click(screen.getByRole('link', { name: 'All' }));
    expect(projectTitles()).toEqual(['Site', 'Tool']);
    await user.click(screen.getByRole('link', { name: 'All' }));
  });

  it("starts with the address's category chosen; an unknown one shows every project", async () => {
    mockHome();
    const first = renderWithClient(<HomePage />, `/?category=${web._id}`);
    await screen.findByRole('heading', { level: 3, name: 'Site' });
    expect(await screen.findByRole('link', { name: 'Web' })).toHaveAttribute('aria-current', 'true');
    expect(projectTitles()).toEqual(['Site']);
    first.unmount();

    mockHome();
    renderWithClient(<HomePage />, '/?category=nothing');
    await screen.findByRole('heading', { level: 3, name: 'Tool' });
    expect(projectTitles()).toEqual(['Site', 'Tool']);
    expect(screen.getByRole('link', { name: 'Web' })).not.toHaveAttribute('aria-current');
  });

  it("shows 'No Proyects data available.' when the selected category has no project", async () => {
    mockHome([makeProject({ title: 'Tool', categories: [ref(all)] })]);
    renderWithClient(<HomePage />);
    await screen.findByRole('heading', { level: 3, name: 'Tool' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Web' }));
    expect(screen.getByText(MESSAGES.empty.projects)).toBeInTheDocument();
    expect(projectTitles()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Web' }));
  });
});
