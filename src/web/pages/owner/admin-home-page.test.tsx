import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { RESOURCE, paths } from '../../../shared/paths.js';
import { makeCategory, makeEducation, makeProject, makeSkill, makeWork, testId } from '../../test/render.js';
import { resetLoading } from '../../lib/loading.js';
import { HomePage } from '../home/home-page.js';
import {
  closeDialog,
  dialog,
  dialogText,
  fail,
  makeUser,
  mockApi,
  ok,
  resetDialogs,
} from '../../test/owner-helpers.js';
import { AdminHomePage } from './admin-home-page.js';
import { homeTable, installLayout, keyboardDrag, renderAdmin, type HomeData } from '../../test/owner-home.js';

const acme = makeWork({ _id: testId(101), order: 0, company: 'ACME' });
const globex = makeWork({ _id: testId(102), order: 1, company: 'Globex' });
const oxford = makeEducation({ _id: testId(201), order: 0, institutionName: 'Oxford' });
const mit = makeEducation({ _id: testId(202), order: 1, institutionName: 'MIT' });
const all = makeCategory({ _id: testId(401), order: 0, title: 'All' });
const web = makeCategory({ _id: testId(402), order: 1, title: 'Web' });
const site = makeProject({ _id: testId(501), order: 0, title: 'Site' });
const tool = makeProject({ _id: testId(502), order: 1, title: 'Tool' });
const ts = makeSkill({ _id: testId(301), order: 0, title: 'TypeScript', type: 'Hard' });
const talk = makeSkill({ _id: testId(302), order: 1, title: 'Speaking', type: 'Soft' });
const sql = makeSkill({ _id: testId(303), order: 2, title: 'SQL', type: 'Hard' });

const DATA: HomeData = {
  works: [acme, globex],
  educations: [oxford, mit],
  categories: [all, web],
  projects: [site, tool],
  skills: [ts, talk, sql],
};

let restoreLayout: () => void;

beforeEach(() => {
  resetLoading();
  restoreLayout = installLayout();
});

afterEach(async () => {
  restoreLayout();
  await resetDialogs();
  vi.unstubAllGlobals();
});

/** The h3 texts on the page among `names`, in page order (also while a dialog hides the page). */
function shown(names: string[]): string[] {
  return Array.from(document.querySelectorAll('h3'))
    .map((heading) => heading.textContent ?? '')
    .filter((text) => names.includes(text));
}
const educationNames = () => shown(['Oxford', 'MIT']);
const workNames = () => shown(['ACME', 'Globex']);

/** Press a button of the open dialog (without waiting for it to close: another may follow). */
async function press(user: ReturnType<typeof renderAdmin>['user'], button: string) {
  const popup = await dialog();
  await user.click(within(popup).getByRole('button', { name: button }));
}

describe('AdminHomePage: in-place controls (docs/product.md §4.6)', () => {
  it('shows the add links, per-entry edit links and the admin column widths', async () => {
    mockApi(homeTable(DATA));
    renderAdmin(<AdminHomePage />);
    const addLinks: [string, string][] = [
      ['Add Work', '/works/form/new'],
      ['Add Education', '/educations/form/new'],
      ['Add Skill', '/languages/form/new'],
      ['Add Project', '/proyects/form/new'],
      ['Add Category', '/categories/form/new'],
    ];
    for (const [name, href] of addLinks) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(await screen.findByRole('link', { name: 'Edit Work ACME' })).toHaveAttribute(
      'href',
      `/works/form/${acme._id}`,
    );
    expect(screen.getByRole('link', { name: 'Edit Education Oxford' })).toHaveAttribute(
      'href',
      `/educations/form/${oxford._id}`,
    );
    expect(await screen.findByRole('link', { name: 'Edit Skill SQL' })).toHaveAttribute(
      'href',
      `/languages/form/${sql._id}`,
    );
    expect(await screen.findByRole('link', { name: 'Edit Project Tool' })).toHaveAttribute(
      'href',
      `/proyects/form/${tool._id}`,
    );
    expect(await screen.findByRole('link', { name: 'Edit Category Web' })).toHaveAttribute(
      'href',
      `/categories/form/${web._id}`,
    );
    // docs/product.md §2: works 10/83/7 and educations 5/44/43/8 for admins (the admin classes of the sections).
    expect(screen.getByRole('button', { name: 'Delete Work ACME' }).closest('li')).toHaveClass('cardAdmin');
    expect(screen.getByRole('button', { name: 'Delete Education MIT' }).closest('li')).toHaveClass(
      'rowAdmin',
    );
    for (const name of [
      'Drag Work ACME',
      'Drag Education MIT',
      'Drag Skill SQL',
      'Drag Project Site',
      'Drag Category All',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('links the person to /update-person with the person as navigation state', async () => {
    mockApi(homeTable(DATA));
    const { user } = renderAdmin(<AdminHomePage />);
    await user.click(await screen.findByRole('link', { name: 'Edit personal information' }));
    const probe = await screen.findByTestId('location');
    expect(probe).toHaveTextContent('/update-person');
    expect(JSON.parse(probe.dataset.state ?? 'null')).toMatchObject({ person: { firstName: 'Ada' } });
  });

  it('deletes after Yes: titled confirm, DELETE call, success text, entry gone', async () => {
    const calls = mockApi({
      ...homeTable(DATA),
      [`DELETE ${paths.item(RESOURCE.work, acme._id)}`]: ok(acme),
    });
    const { user } = renderAdmin(<AdminHomePage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Work ACME' }));
    const confirm = await dialog(MESSAGES.deleteConfirm.work.title);
    expect(confirm).toHaveTextContent('Are you sure you want to delete the Work?');
    expect(within(confirm).getByRole('button', { name: 'No' })).toBeInTheDocument();
    await press(user, 'Yes');
    await waitFor(async () => expect(await dialogText()).toBe('Work Deleted!'));
    await closeDialog(user);
    expect(workNames()).toEqual(['Globex']);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      paths.item(RESOURCE.work, acme._id),
    ]);
  });

  it('does nothing after No', async () => {
    const calls = mockApi(homeTable(DATA));
    const { user } = renderAdmin(<AdminHomePage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Education Oxford' }));
    expect(await dialog(MESSAGES.deleteConfirm.education.title)).toHaveTextContent(
      MESSAGES.deleteConfirm.education.text,
    );
    await closeDialog(user, 'No');
    expect(educationNames()).toEqual(['Oxford', 'MIT']);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("shows the category 'All' delete disabled with the reason, and pressing it does nothing (decision 0072)", async () => {
    const calls = mockApi(homeTable(DATA));
    const { user } = renderAdmin(<AdminHomePage />);
    const button = await screen.findByRole('button', { name: 'Delete Category All' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('The All category is always kept: it cannot be deleted.');
    await user.click(button);
    expect(document.querySelector('.swal2-container')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // Other categories keep a working delete.
    expect(screen.getByRole('button', { name: /^Delete Category (?!All$)/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it("shows the spec's prefix and the server's message when a delete fails, and keeps the entry", async () => {
    mockApi({
      ...homeTable(DATA),
      [`DELETE ${paths.item(RESOURCE.project, site._id)}`]: fail(409, 'The proyect is locked.'),
    });
    const { user } = renderAdmin(<AdminHomePage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Project Site' }));
    await press(user, 'Yes');
    await waitFor(async () =>
      expect(await dialogText()).toBe('Error deleting Proyect: The proyect is locked.'),
    );
    await closeDialog(user);
    expect(shown(['Site', 'Tool'])).toEqual(['Site', 'Tool']);
  });

  it('removes a deleted skill from the projects that list it', async () => {
    const withSkill = {
      ...site,
      languages: [{ _id: ts._id, title: 'TypeScript', percent: 90, type: 'Hard' as const, thumbnails: '' }],
    };
    mockApi({
      ...homeTable({ ...DATA, projects: [withSkill, tool] }),
      [`DELETE ${paths.item(RESOURCE.skill, ts._id)}`]: ok(ts),
    });
    const { user } = renderAdmin(<AdminHomePage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Skill TypeScript' }));
    await press(user, 'Yes');
    await waitFor(async () => expect(await dialogText()).toBe('Language Deleted!'));
    await closeDialog(user);
    expect(screen.queryByText('TypeScript')).not.toBeInTheDocument();
  });
});

describe('AdminHomePage: drag reorder (docs/product.md §4.5)', () => {
  it('reorders with the keyboard: new order at once, PUT {data}, then Order updated!', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls = mockApi({
      ...homeTable(DATA),
      [`PUT ${paths.reorder(RESOURCE.education)}`]: ok(null),
    });
    const { user } = renderAdmin(<AdminHomePage />);
    await screen.findByText('MIT');
    await keyboardDrag(user, 'Drag Education Oxford', 'ArrowDown');
    release();
    await answered;
    await waitFor(() => expect(educationNames()).toEqual(['MIT', 'Oxford']));
    expect(await dialogText()).toBe('Order updated!');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(paths.reorder(RESOURCE.education));
    expect(put?.body).toEqual({
      data: [
        { _id: mit._id, order: 0 },
        { _id: oxford._id, order: 1 },
      ],
    });
  });

  it('announces the drag to screen readers with the entry names', async () => {
    mockApi(homeTable(DATA));
    const { user } = renderAdmin(<AdminHomePage />);
    const handle = await screen.findByRole('button', { name: 'Drag Education Oxford' });
    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(document.body).toHaveTextContent('Education Oxford is at position 1 of 2.'));
    await user.keyboard('[ArrowDown]');
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        'Education Oxford was moved to position 2 of 2, over Education MIT.',
      ),
    );
    await user.keyboard('[Escape]');
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        'Dragging was cancelled. Education Oxford went back to its place.',
      ),
    );
  });

  it('shows the error and puts the server order back when saving fails', async () => {
    const calls = mockApi({
      ...homeTable(DATA),
      [`PUT ${paths.reorder(RESOURCE.education)}`]: fail(409, 'The list changed meanwhile.'),
    });
    const { user } = renderAdmin(<AdminHomePage />);
    await screen.findByText('MIT');
    await keyboardDrag(user, 'Drag Education Oxford', 'ArrowDown');
    expect(await dialogText()).toBe('Error updating order: The list changed meanwhile.');
    expect(educationNames()).toEqual(['Oxford', 'MIT']);
    // The list was fetched again from the server.
    expect(calls.filter((call) => call.url === paths.list(RESOURCE.education)).length).toBe(2);
  });

  it('does nothing for a drop at the same place (no API call)', async () => {
    const calls = mockApi(homeTable(DATA));
    const { user } = renderAdmin(<AdminHomePage />);
    await screen.findByText('MIT');
    await keyboardDrag(user, 'Drag Education MIT', 'ArrowDown', false);
    await waitFor(() => expect(document.body).toHaveTextContent('Education MIT was dropped where it was.'));
    expect(educationNames()).toEqual(['Oxford', 'MIT']);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('reorders works horizontally on wide screens', async () => {
    const calls = mockApi({ ...homeTable(DATA), [`PUT ${paths.reorder(RESOURCE.work)}`]: ok(null) });
    const { user } = renderAdmin(<AdminHomePage />);
    await screen.findByText('Globex');
    expect(screen.getByRole('button', { name: 'Drag Work ACME' }).closest('ul')).toHaveAttribute(
      'data-axis',
      'horizontal',
    );
    await keyboardDrag(user, 'Drag Work ACME', 'ArrowRight');
    expect(await dialogText()).toBe('Order updated!');
    expect(workNames()).toEqual(['Globex', 'ACME']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      data: [
        { _id: globex._id, order: 0 },
        { _id: acme._id, order: 1 },
      ],
    });
  });

  it('lays works out vertically at 992 px or narrower', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 992px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    mockApi(homeTable(DATA));
    renderAdmin(<AdminHomePage />);
    const handle = await screen.findByRole('button', { name: 'Drag Work ACME' });
    expect(handle.closest('ul')).toHaveAttribute('data-axis', 'vertical');
  });

  it('reorders skills within their group and renumbers the whole list', async () => {
    const calls = mockApi({ ...homeTable(DATA), [`PUT ${paths.reorder(RESOURCE.skill)}`]: ok(null) });
    const { user } = renderAdmin(<AdminHomePage />);
    await screen.findByText('SQL');
    await keyboardDrag(user, 'Drag Skill TypeScript', 'ArrowDown');
    expect(await dialogText()).toBe('Order updated!');
    // Hard: TypeScript (0), SQL (2); Soft: Speaking (1). SQL takes TypeScript's place.
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      data: [
        { _id: sql._id, order: 0 },
        { _id: talk._id, order: 1 },
        { _id: ts._id, order: 2 },
      ],
    });
  });

  it('ignores a skill dropped into the other group', async () => {
    const calls = mockApi(homeTable(DATA));
    const { user } = renderAdmin(<AdminHomePage />);
    await screen.findByText('Speaking');
    // SQL is the last Hard skill; the next entry down is the Soft skill Speaking.
    await keyboardDrag(user, 'Drag Skill SQL', 'ArrowDown');
    await waitFor(() => expect(document.body).toHaveTextContent(/Skill SQL was dropped/));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('reorders projects and categories', async () => {
    const calls = mockApi({
      ...homeTable(DATA),
      [`PUT ${paths.reorder(RESOURCE.project)}`]: ok(null),
      [`PUT ${paths.reorder(RESOURCE.category)}`]: ok(null),
    });
    const { user } = renderAdmin(<AdminHomePage />);
    await screen.findByText('Tool');
    await keyboardDrag(user, 'Drag Project Site', 'ArrowDown');
    expect(await dialogText()).toBe('Order updated!');
    await closeDialog(user);
    await keyboardDrag(user, 'Drag Category All', 'ArrowDown');
    expect(await dialogText()).toBe('Order updated!');
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.url, call.body])).toEqual([
      [
        paths.reorder(RESOURCE.project),
        {
          data: [
            { _id: tool._id, order: 0 },
            { _id: site._id, order: 1 },
          ],
        },
      ],
      [
        paths.reorder(RESOURCE.category),
        {
          data: [
            { _id: web._id, order: 0 },
            { _id: all._id, order: 1 },
          ],
        },
      ],
    ]);
  });
});

describe('HomePage switches to the admin layer only for an admin', () => {
  // The first lazy import of the admin layer transforms its whole module graph (slow on a busy machine).
  it('shows the controls to an admin', { timeout: 40_000 }, async () => {
    mockApi(homeTable(DATA));
    renderAdmin(<HomePage />, makeUser({ role: 'admin' }));
    expect(
      await screen.findByRole('button', { name: 'Delete Work ACME' }, { timeout: 35_000 }),
    ).toBeInTheDocument();
  });

  it('shows no control to a signed-in user who is not an admin, nor to a visitor', async () => {
    for (const sessionUser of [makeUser({ role: 'user' }), null]) {
      mockApi(homeTable(DATA));
      const { unmount } = renderAdmin(<HomePage />, sessionUser);
      await screen.findByRole('heading', { level: 3, name: 'ACME' });
      await screen.findByText('SQL');
      expect(screen.queryByRole('link', { name: /^(Add|Edit) / })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Delete|Drag) / })).not.toBeInTheDocument();
      unmount();
    }
  });
});
