/**
 * The owner's forms edit both versions of the prose (decision 0065): the "English | Español"
 * switch, the Spanish values loaded from `i18n`, the request carrying `i18n`, Spanish validation
 * errors, and the English view (the spec's form) left exactly as it was.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { Person, Work } from '../../../shared/schemas.js';
import { UpdatePersonForm } from '../../pages/owner/update-person-page.js';
import {
  dialogText,
  id24,
  makePerson,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import { declaredFormRoute } from './declared-form.js';
import { works, categories } from '../../../shared/resources/index.js';

const WorkFormRoute = declaredFormRoute(works);
const CategoryFormRoute = declaredFormRoute(categories);

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const ID = id24('e');
// The declaration's defaults (decision 0240), so a new field of works needs no edit here.
const WORK: Work = {
  ...works.defaults,
  _id: ID,
  company: 'Acme',
  linkCompany: '',
  jobTitle: 'Developer',
  dateStart: '2020-01-01',
  dateEnd: '',
  finished: false,
  description: 'Built things',
  thumbnails: '',
  order: 0,
  createdAt: '',
  updatedAt: '',
  i18n: { es: { jobTitle: 'Desarrolladora' } },
};
const openWork = (id: string) =>
  renderPage(<WorkFormRoute />, { path: '/works/form/:id', url: `/works/form/${id}`, user: makeUser() });

describe('Forms in two languages', () => {
  it('shows the English version first; Español swaps the prose fields for their Spanish version', async () => {
    mockApi({ [`GET ${paths.item('works', ID)}`]: ok(WORK) });
    const { user } = openWork(ID);
    expect(await screen.findByLabelText('Job Title')).toHaveValue('Developer');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('Job Title (Español)')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Job Title (Español)')).toHaveValue('Desarrolladora');
    // An empty Spanish value shows the English text a Spanish reader would see.
    const description = screen.getByLabelText('Description (Español)');
    expect(description).toHaveValue('');
    expect(description).toHaveAttribute('placeholder', 'Built things');
    expect(description).toHaveAttribute('rows', '9');
    // Fields that are not prose stay shared by both versions.
    expect(screen.getByLabelText('Company')).toHaveValue('Acme');
    expect(screen.queryByLabelText('Job Title')).toBeNull();
  });

  it('the owner fills the Spanish version and the update carries both', async () => {
    const calls = mockApi({
      [`GET ${paths.item('works', ID)}`]: ok(WORK),
      [`PUT ${paths.item('works', ID)}`]: ok(WORK),
    });
    const { user } = openWork(ID);
    await user.type(await screen.findByLabelText('Job Title'), ' II');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await user.type(screen.getByLabelText('Description (Español)'), 'Construí cosas');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await dialogText()).toBe(MESSAGES.saved.work);
    const body = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ jobTitle: 'Developer II', description: 'Built things' });
    expect(body.i18n).toEqual({ es: { jobTitle: 'Desarrolladora', description: 'Construí cosas' } });
  });

  it('a new entry sends i18n only when the owner wrote a translation', async () => {
    const calls = mockApi({ [`POST ${paths.list('works')}`]: ok(WORK, 201) });
    const { user } = openWork('new');
    await user.type(screen.getByLabelText('Job Title'), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.saved.work);
    expect(calls[0]?.body).not.toHaveProperty('i18n');
  });

  it('a Spanish value breaking its rule names the Spanish field, shows it, and sends nothing', async () => {
    const calls = mockApi({});
    const { user } = openWork('new');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    const jobTitle = screen.getByLabelText('Job Title (Español)');
    await user.click(jobTitle);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe('Job Title (Español): must have at most 200 characters');
    expect(calls).toHaveLength(0);
    // The form went back to the Spanish version, where the field shows its error.
    expect(screen.getByLabelText('Job Title (Español)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a category may have a Spanish title; its English title rule is the spec one', async () => {
    const calls = mockApi({
      [`POST ${paths.list('categories')}`]: (body) => ok({ _id: ID, order: 1, ...(body as object) }, 201),
    });
    const { user } = renderPage(<CategoryFormRoute />, {
      path: '/categories/form/:id',
      url: '/categories/form/new',
      user: makeUser(),
    });
    await user.type(screen.getByLabelText('Title'), 'Web');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await user.type(screen.getByLabelText('Title (Español)'), 'Sitios web');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.saved.category);
    expect(calls[0]?.body).toEqual({ title: 'Web', thumbnails: '', i18n: { es: { title: 'Sitios web' } } });
  });

  it('the person form edits the Spanish job titles and about', async () => {
    const person: Person = { ...makePerson(), i18n: { es: { about: 'Sobre mí' } } };
    const calls = mockApi({
      [`PUT ${paths.item('people', person._id)}`]: (body) => ok({ ...person, ...(body as object) }),
    });
    const { user } = renderPage(<UpdatePersonForm person={person} />, {
      path: '/update-person',
      user: makeUser(),
    });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(screen.getByLabelText('About (Español)')).toHaveValue('Sobre mí');
    await user.type(screen.getByLabelText('Job Titles (Español)'), 'Desarrolladora');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await dialogText()).toBe(MESSAGES.profile.personUpdated);
    const body = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(body.i18n).toEqual({ es: { about: 'Sobre mí', jobTitles: 'Desarrolladora' } });
    expect(body.jobTitles).toBe(person.jobTitles);
  });
});
