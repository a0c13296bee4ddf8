import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { Category, Project, Skill } from '../../../shared/schemas.js';
import {
  dialogText,
  fail,
  id24,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import ProjectFormRoute, { allCategoryId, withAllCategory } from './form.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const meta = { createdAt: '', updatedAt: '' };
const ALL: Category = { _id: id24('0'), title: 'All', thumbnails: '', order: 0, ...meta };
const WEB: Category = { _id: id24('1'), title: 'Web', thumbnails: '', order: 1, ...meta };
const MOBILE: Category = { _id: id24('2'), title: 'Mobile', thumbnails: '', order: 2, ...meta };
const TS: Skill = {
  _id: id24('3'),
  title: 'TypeScript',
  percent: 90,
  type: 'Hard',
  thumbnails: '',
  order: 0,
  ...meta,
};
const SQL: Skill = {
  _id: id24('4'),
  title: 'SQL',
  percent: 70,
  type: 'Hard',
  thumbnails: '',
  order: 1,
  ...meta,
};
const ID = id24('9');
const PROJECT: Project = {
  _id: ID,
  title: 'Portfolio',
  company: 'Me',
  linkCompany: '',
  linkProyect: 'https://example.com',
  dateStart: '2024-01-01',
  dateEnd: '',
  description: 'This site',
  languages: [TS._id],
  categories: [WEB._id],
  thumbnails: ['https://img.example.com/p1.png'],
  roles: ['Author'],
  highlights: [],
  order: 0,
  ...meta,
};

const lists = {
  [`GET ${paths.list('languages')}`]: ok([TS, SQL]),
  [`GET ${paths.list('categories')}`]: ok([ALL, WEB, MOBILE]),
};
const open = (id: string) =>
  renderPage(<ProjectFormRoute />, {
    path: '/proyects/form/:id',
    url: `/proyects/form/${id}`,
    user: makeUser(),
  });

const chosen = (legend: string) =>
  within(screen.getByRole('list', { name: `Chosen ${legend}` }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector(':scope > span')?.textContent);
const offered = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);

describe('withAllCategory and allCategoryId', () => {
  it('puts All first when missing and never twice', () => {
    expect(allCategoryId([WEB, ALL])).toBe(ALL._id);
    expect(allCategoryId([WEB])).toBeUndefined();
    expect(withAllCategory([WEB._id], ALL._id)).toEqual([ALL._id, WEB._id]);
    expect(withAllCategory([WEB._id, ALL._id], ALL._id)).toEqual([WEB._id, ALL._id]);
    expect(withAllCategory([WEB._id], undefined)).toEqual([WEB._id]);
  });
});

describe('Project form', () => {
  it('preselects All for a new project; chosen items vanish from the pickers', async () => {
    mockApi(lists);
    const { user } = open('new');
    await screen.findByRole('option', { name: 'Web' });
    expect(chosen('Categories')).toEqual(['All']);
    expect(offered('Add a category')).toEqual(['Web', 'Mobile']);
    await user.selectOptions(screen.getByLabelText('Add a category'), 'Mobile');
    await user.click(screen.getByRole('button', { name: 'Add to Categories' }));
    expect(chosen('Categories')).toEqual(['All', 'Mobile']);
    expect(offered('Add a category')).toEqual(['Web']);

    expect(offered('Add a skill')).toEqual(['TypeScript', 'SQL']);
    await user.selectOptions(screen.getByLabelText('Add a skill'), 'SQL');
    await user.click(screen.getByRole('button', { name: 'Add to Skills' }));
    expect(chosen('Skills')).toEqual(['SQL']);
    expect(offered('Add a skill')).toEqual(['TypeScript']);
  });

  it('shows Remove All disabled with the reason, and All stays (decision 0072)', async () => {
    mockApi(lists);
    const { user } = open('new');
    await screen.findByRole('option', { name: 'Web' });
    const remove = screen.getByRole('button', { name: 'Remove All' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription('Every project is in the All category: it cannot be removed.');
    await user.click(remove);
    expect(chosen('Categories')).toEqual(['All']);
  });

  it("creates with All and the chosen ids and images, and says 'Proyect saved!'", async () => {
    const calls = mockApi({ ...lists, [`POST ${paths.list('proyects')}`]: ok(PROJECT, 201) });
    const { user } = open('new');
    await screen.findByRole('option', { name: 'Web' });
    await user.type(screen.getByLabelText('Title'), 'Portfolio');
    await user.selectOptions(screen.getByLabelText('Add a category'), 'Web');
    await user.click(screen.getByRole('button', { name: 'Add to Categories' }));
    await user.selectOptions(screen.getByLabelText('Add a skill'), 'TypeScript');
    await user.click(screen.getByRole('button', { name: 'Add to Skills' }));
    await user.type(screen.getByLabelText('New image URL (Images)'), 'https://img.example.com/p1.png{Enter}');
    await user.type(screen.getByLabelText('New image URL (Images)'), 'https://img.example.com/p2.png{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove: Images 1' }));
    expect(screen.queryByRole('button', { name: /Make main/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.saved.project);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Portfolio',
      languages: [TS._id],
      categories: [ALL._id, WEB._id],
      thumbnails: ['https://img.example.com/p2.png'],
    });
  });

  it('edits a project: its choices load, All is added, and it saves with PUT', async () => {
    const calls = mockApi({
      ...lists,
      [`GET ${paths.item('proyects', ID)}`]: ok(PROJECT),
      [`PUT ${paths.item('proyects', ID)}`]: ok(PROJECT),
    });
    const { user } = open(ID);
    expect(await screen.findByDisplayValue('Portfolio')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Mobile' });
    expect(chosen('Categories')).toEqual(['All', 'Web']);
    expect(chosen('Skills')).toEqual(['TypeScript']);
    expect(offered('Add a skill')).toEqual(['SQL']);
    await user.click(screen.getByRole('button', { name: 'Remove Web' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await dialogText()).toBe(MESSAGES.saved.project);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ categories: [ALL._id] });
  });

  it("shows 'Error fetching Languages' / 'Error fetching Categories' when the pickers fail", async () => {
    mockApi({
      [`GET ${paths.list('languages')}`]: fail(500, 'Down', 'INTERNAL_ERROR'),
      [`GET ${paths.list('categories')}`]: fail(500, 'Down', 'INTERNAL_ERROR'),
    });
    open('new');
    expect(await screen.findByText(MESSAGES.pickers.skillsError)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.pickers.categoriesError)).toBeInTheDocument();
  });

  it("shows 'Error loading Proyect by Id!' and 'Error saving Proyect!'", async () => {
    mockApi({
      ...lists,
      [`GET ${paths.item('proyects', ID)}`]: fail(404, 'Proyect not found.', 'NOT_FOUND'),
    });
    open(ID);
    expect(await dialogText()).toBe(MESSAGES.formLoad.project);
  });

  it("falls back to 'Error saving Proyect!'", async () => {
    mockApi({ ...lists, [`POST ${paths.list('proyects')}`]: { status: 500, body: {} } });
    const { user } = open('new');
    await screen.findByRole('option', { name: 'Web' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.formSave.project);
  });
});
