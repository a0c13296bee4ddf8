import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { Work } from '../../../shared/schemas.js';
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
import { works } from '../../../shared/resources/index.js';
import { declaredFormRoute } from '../owner-kit/declared-form.js';

const WorkFormRoute = declaredFormRoute(works);

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const ID = id24('d');
// The declaration's defaults (decision 0240), so a new field of works needs no edit here.
const WORK: Work = {
  ...works.defaults,
  _id: ID,
  company: 'Acme',
  linkCompany: 'https://acme.example',
  jobTitle: 'Developer',
  dateStart: '2020-01-01',
  dateEnd: '',
  finished: false,
  description: 'Built things',
  thumbnails: 'https://img.example.com/acme.png',
  location: 'Madrid',
  highlights: ['Shipped v1'],
  order: 0,
  createdAt: '',
  updatedAt: '',
};
const open = (id: string) =>
  renderPage(<WorkFormRoute />, { path: '/works/form/:id', url: `/works/form/${id}`, user: makeUser() });

describe('Work form', () => {
  it("has no required fields: an empty new work is created and 'Work saved!' shows", async () => {
    const calls = mockApi({ [`POST ${paths.list('works')}`]: ok(WORK, 201) });
    const { user } = open('new');
    for (const label of [
      'Company',
      'Company Link',
      'Job Title',
      'Start Date',
      'End Date',
      'Finished',
      'Image URL',
      'Description',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '9');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.saved.work);
    expect(calls[0]?.method).toBe('POST');
  });

  it('loads and updates with PUT', async () => {
    const calls = mockApi({
      [`GET ${paths.item('works', ID)}`]: ok(WORK),
      [`PUT ${paths.item('works', ID)}`]: ok(WORK),
    });
    const { user } = open(ID);
    const company = await screen.findByLabelText('Company');
    expect(company).toHaveValue('Acme');
    expect(screen.getByLabelText('Image URL')).toHaveValue(WORK.thumbnails);
    await user.type(company, ' Inc');
    // The JSON Resume location and highlights (decision 0033): highlights one per line.
    expect(screen.getByLabelText('Location')).toHaveValue('Madrid');
    const highlights = screen.getByLabelText('Highlights (one per line)');
    expect(highlights).toHaveValue('Shipped v1');
    await user.type(highlights, '{Enter}{Enter}  Won a prize  ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await dialogText()).toBe(MESSAGES.saved.work);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      company: 'Acme Inc',
      jobTitle: 'Developer',
      location: 'Madrid',
      highlights: ['Shipped v1', 'Won a prize'],
    });
  });

  it("shows 'Error loading Work by Id' and 'Error saving Work'", async () => {
    mockApi({ [`GET ${paths.item('works', ID)}`]: fail(400, 'Bad id.') });
    open(ID);
    expect(await dialogText()).toBe(MESSAGES.formLoad.work);
  });

  it("falls back to 'Error saving Work' when the server sends no message", async () => {
    mockApi({ [`POST ${paths.list('works')}`]: { status: 500, body: {} } });
    const { user } = open('new');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.formSave.work);
  });
});
