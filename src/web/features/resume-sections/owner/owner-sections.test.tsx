/**
 * The owner's in-place editing of the JSON Resume sections (decision 0030): every section shows for the
 * owner even when empty, with add, edit, delete and keyboard reorder, generic over the declarations.
 * The API is mocked at fetch (the real server is covered by e2e/resume-sections.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../shared/paths.js';
import { RESUME_SECTIONS } from '../../../../shared/resources/index.js';
import { testId } from '../../../test/render.js';
import { AdminHomePage } from '../../../pages/owner/admin-home-page.js';
import {
  homeTable,
  installLayout,
  keyboardDrag,
  renderAdmin,
  type HomeData,
} from '../../../test/owner-home.js';
import {
  closeDialog,
  dialog,
  dialogText,
  fail,
  mockApi,
  ok,
  resetDialogs,
} from '../../../test/owner-helpers.js';
import { resetLoading } from '../../../lib/loading.js';
import { ResumeSections } from '../resume-sections.js';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const award = (n: number, order: number, title: string, more: Record<string, unknown> = {}) => ({
  _id: testId(n),
  ...stamp,
  order,
  title,
  date: '',
  awarder: '',
  summary: '',
  ...more,
});
const premio = award(1, 0, 'Premio Nacional', { date: '2019', awarder: 'Ministerio' });
const paper = award(2, 1, 'Best paper');
const AWARDS = paths.list('awards');

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

const awardsRegion = () => screen.findByRole('region', { name: 'Awards' });
/** The award titles in page order (read from the DOM: a dialog hides the page from roles). */
const titles = async () =>
  Array.from(
    (await screen.findByRole('region', { name: 'Awards', hidden: true })).querySelectorAll('h3'),
  ).map((heading) => heading.textContent);

function renderOwner(data: HomeData = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ ...homeTable(data), ...extra });
  return { calls, ...renderAdmin(<AdminHomePage />) };
}

describe('Owner JSON Resume sections: shown and added in place (decision 0030)', () => {
  it('shows every section to the owner even when empty, with its add button; visitors see none', async () => {
    renderOwner();
    for (const resource of RESUME_SECTIONS) {
      const region = await screen.findByRole('region', { name: resource.texts.heading });
      expect(within(region).getByRole('button', { name: `Add ${resource.texts.noun}` })).toBeVisible();
      expect(region).toHaveTextContent(`No ${resource.texts.heading} yet.`);
    }
    // The visitor's component with the same empty lists shows nothing.
    const visitor = renderAdmin(<ResumeSections />);
    await waitFor(() => expect(visitor.container.querySelectorAll('section')).toHaveLength(0));
  });

  it('adds an award: the form from the declaration, POST with its body, Award saved!, the card shown', async () => {
    const created = award(9, 0, 'Premio Nacional', { date: '2019', awarder: 'Ministerio' });
    const { calls, user } = renderOwner({}, { [`POST ${AWARDS}`]: ok(created, 201) });
    const region = await awardsRegion();
    await user.click(within(region).getByRole('button', { name: 'Add Award' }));
    const form = within(region).getByRole('form', { name: 'New Award' });
    // Declaration order and labels; the first field has the focus; a date is free text with a hint.
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((box) => box.id.split('-').pop()),
    ).toEqual(['title', 'date', 'awarder', 'summary']);
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    expect(within(form).getByLabelText('Date')).toHaveAccessibleDescription('YYYY, YYYY-MM or YYYY-MM-DD');
    await user.type(within(form).getByLabelText('Title'), 'Premio Nacional');
    await user.type(within(form).getByLabelText('Date'), '2019');
    await user.type(within(form).getByLabelText('Awarder'), 'Ministerio');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe('Award saved!');
    await closeDialog(user);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: AWARDS,
      body: { title: 'Premio Nacional', date: '2019', awarder: 'Ministerio', summary: '' },
    });
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
    expect(await titles()).toEqual(['Premio Nacional']);
    expect(region).not.toHaveTextContent('No Awards yet.');
  });

  it('checks the body with the declaration first: a bad date is named, nothing is sent', async () => {
    const { calls, user } = renderOwner();
    const region = await awardsRegion();
    await user.click(within(region).getByRole('button', { name: 'Add Award' }));
    await user.type(within(region).getByLabelText('Date'), '19/03/2019');
    await user.click(within(region).getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe('Date: must be a date written YYYY, YYYY-MM or YYYY-MM-DD');
    await closeDialog(user);
    expect(within(region).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("keeps the form and shows the server's message when the save is refused", async () => {
    const { user } = renderOwner(
      {},
      { [`POST ${AWARDS}`]: fail(400, 'title must have at most 200 characters') },
    );
    const region = await awardsRegion();
    await user.click(within(region).getByRole('button', { name: 'Add Award' }));
    await user.type(within(region).getByLabelText('Title'), 'X');
    await user.click(within(region).getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe('title must have at most 200 characters');
    await closeDialog(user);
    expect(within(region).getByRole('form', { name: 'New Award' })).toBeInTheDocument();
  });

  it('sends list fields one item per line (interests keywords)', async () => {
    const created = { _id: testId(7), ...stamp, order: 0, name: 'Música', keywords: ['Jazz', '三味線'] };
    const { calls, user } = renderOwner({}, { [`POST ${paths.list('interests')}`]: ok(created, 201) });
    const region = await screen.findByRole('region', { name: 'Interests' });
    await user.click(within(region).getByRole('button', { name: 'Add Interest' }));
    await user.type(within(region).getByLabelText('Name'), 'Música');
    await user.type(within(region).getByLabelText('Keywords'), 'Jazz{Enter}{Enter}  三味線  ');
    await user.click(within(region).getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe('Interest saved!');
    await closeDialog(user);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Música',
      keywords: ['Jazz', '三味線'],
    });
    expect(within(region).getByRole('list', { name: 'Keywords' })).toHaveTextContent('Jazz三味線');
  });

  it('Cancel and Escape close the add form without a call', async () => {
    const { calls, user } = renderOwner();
    const region = await awardsRegion();
    const add = within(region).getByRole('button', { name: 'Add Award' });
    await user.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
    await user.click(add);
    await user.keyboard('{Escape}');
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('Owner JSON Resume sections: edit, delete and reorder in place (decision 0030)', () => {
  const data: HomeData = { sections: { awards: [paper, premio] } };

  it("edits an award in its card's place: PUT with the changed body, the card updated", async () => {
    const edited = { ...premio, title: 'Premio Nacional de Traducción' };
    const { calls, user } = renderOwner(data, {
      [`PUT ${paths.item('awards', premio._id)}`]: ok(edited),
    });
    const region = await awardsRegion();
    await user.click(await within(region).findByRole('button', { name: 'Edit Award Premio Nacional' }));
    const form = within(region).getByRole('form', { name: 'Edit Award Premio Nacional' });
    expect(within(form).getByLabelText('Date')).toHaveValue('2019');
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Premio Nacional de Traducción');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await dialogText()).toBe('Award saved!');
    await closeDialog(user);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Premio Nacional de Traducción',
      date: '2019',
      awarder: 'Ministerio',
      summary: '',
    });
    expect(await titles()).toEqual(['Premio Nacional de Traducción', 'Best paper']);
  });

  it('edits the Spanish version in place too (decision 0065): list fields one item per line, the body carries i18n', async () => {
    const volunteer = {
      _id: testId(9),
      ...stamp,
      order: 0,
      organization: 'Red Cross',
      position: 'Volunteer',
      url: '',
      startDate: '',
      endDate: '',
      summary: 'Helped.',
      highlights: ['Logistics'],
      i18n: { es: { position: 'Voluntaria' } },
    };
    const { calls, user } = renderOwner(
      { sections: { volunteer: [volunteer] } },
      { [`PUT ${paths.item('volunteer', volunteer._id)}`]: ok(volunteer) },
    );
    const region = await screen.findByRole('region', { name: 'Volunteer' });
    await user.click(await within(region).findByRole('button', { name: /^Edit Volunteer/ }));
    const form = within(region).getByRole('form');
    await user.click(within(form).getByRole('button', { name: 'Español' }));
    expect(
      within(form).getByLabelText(/\(Español\)$/, { selector: 'input[id$="-position-es"]' }),
    ).toHaveValue('Voluntaria');
    const highlights = within(form).getByLabelText(/\(Español\)$/, {
      selector: 'textarea[id$="-highlights-es"]',
    });
    expect(highlights).toHaveAttribute('placeholder', 'Logistics');
    await user.type(highlights, 'Logística{Enter}Formación');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await dialogText()).toBe('Volunteer saved!');
    await closeDialog(user);
    const body = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ position: 'Volunteer', highlights: ['Logistics'] });
    expect(body.i18n).toEqual({ es: { position: 'Voluntaria', highlights: ['Logística', 'Formación'] } });
  });

  it("deletes after the declaration's confirmation: DELETE, Award Deleted!, the card gone", async () => {
    const { calls, user } = renderOwner(data, {
      [`DELETE ${paths.item('awards', paper._id)}`]: ok(paper),
    });
    const region = await awardsRegion();
    await user.click(await within(region).findByRole('button', { name: 'Delete Award Best paper' }));
    const confirm = await dialog('Delete Award:');
    expect(confirm).toHaveTextContent('Are you sure you want to delete the Award?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect(await dialogText()).toBe('Award Deleted!'));
    await closeDialog(user);
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(paths.item('awards', paper._id));
    expect(await titles()).toEqual(['Premio Nacional']);
  });

  it('reorders with the keyboard: new order at once, PUT reorder, Order updated!', async () => {
    const { calls, user } = renderOwner(data, { [`PUT ${paths.reorder('awards')}`]: ok(null) });
    await screen.findByRole('button', { name: 'Drag Award Best paper' });
    expect(await titles()).toEqual(['Premio Nacional', 'Best paper']);
    await keyboardDrag(user, 'Drag Award Premio Nacional', 'ArrowDown');
    await waitFor(async () => expect(await titles()).toEqual(['Best paper', 'Premio Nacional']));
    expect(await dialogText()).toBe('Order updated!');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: paths.reorder('awards'),
      body: {
        data: [
          { _id: paper._id, order: 0 },
          { _id: premio._id, order: 1 },
        ],
      },
    });
  });
});
