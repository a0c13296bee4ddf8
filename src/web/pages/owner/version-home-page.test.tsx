/**
 * Editing a version where it stands (docs/product.md §29): on the owner's home page with
 * `?version=<id>` the page shows the version as a recipient sees it (its hidden section left out, its
 * project order, its job titles), every card has its switch "In this version: {name}", a left-out
 * entry stays dimmed with "Not in this version", a switch saves at once (one PATCH of that one choice)
 * and is put back when refused; "Master" brings the owner's controls back.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import { DEFAULT_DESIGN_SETTINGS, designPaths } from '../../../shared/designs/settings.js';
import { designTokensCss } from '../../../shared/designs/style.js';
import { RESOURCE } from '../../../shared/paths.js';
import { BUILTIN_SECTIONS, type SectionWire } from '../../../shared/sections.js';
import { VERSION_PATHS, type Version } from '../../../shared/versions.js';
import { resetLoading } from '../../lib/loading.js';
import { SESSION_KEY } from '../../lib/session.js';
import {
  closeDialog,
  dialogText,
  fail,
  makeUser,
  mockApi,
  ok,
  resetDialogs,
} from '../../test/owner-helpers.js';
import { homeTable, type HomeData } from '../../test/owner-home.js';
import { makeEducation, makeProject, makeSocialLink, makeWork, testId } from '../../test/render.js';
import { AdminHomePage } from './admin-home-page.js';
import { OwnerFooterLinks } from './version-footer.js';

const wait = { timeout: 15_000 };
const old = '2026-01-01T00:00:00.000Z';
const acme = makeWork({ _id: testId(101), order: 0, company: 'ACME', createdAt: old });
const globex = makeWork({ _id: testId(102), order: 1, company: 'Globex', createdAt: old });
const oxford = makeEducation({ _id: testId(201), order: 0, institutionName: 'Oxford', createdAt: old });
const site = makeProject({ _id: testId(501), order: 0, title: 'Site', createdAt: old });
const tool = makeProject({ _id: testId(502), order: 1, title: 'Tool', createdAt: old });
const layout: SectionWire[] = BUILTIN_SECTIONS.map((key, order) => ({
  key,
  custom: false,
  heading: { en: '', es: '' },
  hidden: false,
  order,
}));
const DATA: HomeData = { works: [acme, globex], educations: [oxford], projects: [site, tool], layout };

const version: Version = {
  _id: testId(900),
  name: 'Backend roles',
  language: null,
  includeNew: true,
  baselineAt: '2026-11-26T00:00:00.000Z',
  hiddenSections: [RESOURCE.education],
  entries: { [globex._id]: false },
  overrides: { jobTitles: 'Backend engineer', projectOrder: [tool._id] },
  design: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderAt(route: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(SESSION_KEY, makeUser({ role: 'admin' }));
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <AdminHomePage />
                <Search />
                <footer>
                  <OwnerFooterLinks>
                    {(addLink, contacts, socialMedia) => (
                      <>
                        {addLink}
                        {contacts}
                        {socialMedia}
                      </>
                    )}
                  </OwnerFooterLinks>
                </footer>
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

const switchOf = (name: string) => screen.findByRole('switch', { name: `In this version: ${name}` }, wait);

beforeEach(() => resetLoading());
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDialogs();
});

describe('the owner home page in version mode (docs/product.md §29)', { timeout: 30_000 }, () => {
  it('shows the version as a recipient sees it, with a switch on every card', async () => {
    mockApi({ ...homeTable(DATA), [`GET ${VERSION_PATHS.versions}`]: ok([version]) });
    renderAt(`/?version=${version._id}`);
    expect(await switchOf('ACME')).toHaveAttribute('aria-checked', 'true');
    const left = await switchOf('Globex');
    expect(left).toHaveAttribute('aria-checked', 'false');
    const globexCard = left.closest('li')!;
    expect(within(globexCard).getByText('Not in this version')).toBeVisible();
    expect(within(globexCard).getByText('Globex')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Version on this page' })).toHaveValue(version._id);
    // The version's project order, hidden section and job titles; no master controls.
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles.indexOf('Tool')).toBeLessThan(titles.indexOf('Site'));
    expect(screen.queryByText('Oxford')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Show Educ/ })).toBeInTheDocument();
    expect(screen.getAllByText('Backend engineer').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Edit Work ACME' })).not.toBeInTheDocument();
  });

  it('saves a switch at once, and puts it back with the message when refused', async () => {
    let current = version;
    let refuse = false;
    const calls = mockApi({
      ...homeTable(DATA),
      [`GET ${VERSION_PATHS.versions}`]: () => ok([current]),
      [`PATCH ${VERSION_PATHS.version(version._id)}`]: (body) => {
        if (refuse) return fail(400, 'At most 5000 entries can be chosen at once.');
        const { entries } = body as { entries: Record<string, boolean> };
        current = { ...current, entries: { ...current.entries, ...entries } };
        return ok(current);
      },
    });
    const { user } = renderAt(`/?version=${version._id}`);
    await user.click(await switchOf('ACME'));
    await waitFor(() => expect(screen.getAllByText('Not in this version')).toHaveLength(2), wait);
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ entries: { [acme._id]: false } });
    expect(await switchOf('ACME')).toHaveAttribute('aria-checked', 'false');

    refuse = true;
    await user.click(await switchOf('Globex'));
    await waitFor(async () => expect(await dialogText()).toContain('At most 5000 entries'), wait);
    await closeDialog(user);
    await waitFor(
      async () => expect(await switchOf('Globex')).toHaveAttribute('aria-checked', 'false'),
      wait,
    );
  });

  it('switches between the master and a version through the address', async () => {
    mockApi({ ...homeTable(DATA), [`GET ${VERSION_PATHS.versions}`]: ok([version]) });
    const { user } = renderAt('/');
    const picker = await screen.findByRole('combobox', { name: 'Version on this page' }, wait);
    expect(picker).toHaveValue('');
    expect(await screen.findByRole('link', { name: 'Edit Work ACME' }, wait)).toBeInTheDocument();
    await user.selectOptions(picker, version._id);
    expect(screen.getByTestId('search')).toHaveTextContent(`?version=${version._id}`);
    expect(await switchOf('ACME')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Version on this page' }), '');
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    expect(await screen.findByRole('link', { name: 'Edit Work ACME' }, wait)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'In this version: ACME' })).not.toBeInTheDocument();
  });

  it('draws the version in its own design, with its CV, contacts and leading sections; Master puts the site back', async () => {
    const mail = makeSocialLink({
      _id: testId(301),
      type: 'Contact',
      title: 'Mail',
      linkSocial: 'mailto:ada@example.com',
    });
    const phone = makeSocialLink({
      _id: testId(302),
      type: 'Contact',
      title: 'Phone',
      linkSocial: 'tel:+34600000000',
    });
    const showcase: Version = {
      ...version,
      design: 'showcase',
      entries: { ...version.entries, [phone._id]: false },
    };
    mockApi({
      ...homeTable({ ...DATA, socialLinks: [mail, phone] }),
      [`GET ${VERSION_PATHS.versions}`]: ok([showcase]),
      [`GET ${designPaths.settings}`]: ok(DEFAULT_DESIGN_SETTINGS),
    });
    const { user } = renderAt(`/?version=${version._id}`);
    const root = document.documentElement;
    await waitFor(() => expect(root).toHaveAttribute('data-design', 'showcase'), wait);
    // The design's tokens (its palette, the site's accent, fonts and photo shape), then its own CSS
    // (empty under Vitest, which does not read CSS; the end-to-end test sees it drawn).
    const style = document.getElementById('vitae-design')!;
    expect(style.textContent).toBe(designTokensCss({ ...DEFAULT_DESIGN_SETTINGS, design: 'showcase' }));
    // Bold showcase shows the projects first (src/shared/designs/section-order.ts).
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.findIndex((text) => /Project/.test(text ?? ''))).toBeLessThan(
      headings.findIndex((text) => /Experience|Work/.test(text ?? '')),
    );
    // "Download CV" gives the version's PDF; the contacts are the version's (Phone left out).
    expect(screen.getByRole('link', { name: 'Download CV' })).toHaveAttribute(
      'href',
      `${VERSION_PATHS.cv(version._id)}?lang=en`,
    );
    const footer = within(document.querySelector('footer')!);
    expect(await footer.findByRole('link', { name: /Mail/ }, wait)).toBeInTheDocument();
    expect(footer.queryByRole('link', { name: /Phone/ })).not.toBeInTheDocument();
    expect(footer.queryByRole('link', { name: 'Edit Contact Mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Phone/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Version on this page' }), '');
    expect(await screen.findByRole('link', { name: 'Edit Work ACME' }, wait)).toBeInTheDocument();
    expect(root).not.toHaveAttribute('data-design');
    expect(document.getElementById('vitae-design')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download CV' })).toHaveAttribute('href', CV_PATH);
    // The owner's footer again: every contact, with its controls.
    expect(await footer.findByRole('link', { name: 'Edit Contact Phone' }, wait)).toBeInTheDocument();
  });
});
