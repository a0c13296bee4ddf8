import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { Education } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
import {
  closeDialog,
  dialog,
  dialogText,
  fail,
  id24,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import { educations } from '../../../shared/resources/index.js';
import { declaredFormRoute } from '../owner-kit/declared-form.js';

const EducationFormRoute = declaredFormRoute(educations);

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const ID = id24('e');
const EDUCATION: Education = {
  _id: ID,
  institutionName: 'UTN',
  linkInstitution: 'https://utn.edu.ar',
  iconInstitution: '',
  title: 'Engineer',
  linkCertificate: '',
  dateStart: '2010-03-01',
  dateEnd: '2015-12-20',
  finished: true,
  typeEducation: 'University',
  description: 'Five years',
  order: 0,
  createdAt: '',
  updatedAt: '',
};

const open = (id: string) =>
  renderPage(<EducationFormRoute />, {
    path: '/educations/form/:id',
    url: `/educations/form/${id}`,
    user: makeUser(),
  });

describe('Education form', () => {
  it('labels every field, has a 9-row description, Go Back and Create for a new entry', () => {
    mockApi({});
    open('new');
    for (const label of [
      'Institution Name',
      'Institution Link',
      'Institution Icon URL',
      'Title',
      'Certificate Link',
      'Start Date',
      'End Date',
      'Finished',
      'Type of Education',
      'Description',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '9');
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it("refuses a missing type with 'Please select a valid type of Education!' and sends nothing", async () => {
    const calls = mockApi({});
    const { user } = open('new');
    await user.type(screen.getByLabelText('Title'), 'Course');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialog('Error:')).toBeInTheDocument();
    expect(await dialogText()).toBe(MESSAGES.validation.educationType);
    await closeDialog(user);
    expect(screen.getByLabelText('Type of Education')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Type of Education')).toHaveAccessibleDescription(
      MESSAGES.validation.educationType,
    );
    expect(calls).toHaveLength(0);
  });

  it('names the field in other validation messages', async () => {
    mockApi({});
    const { user } = open('new');
    await user.selectOptions(screen.getByLabelText('Type of Education'), 'Course');
    await user.type(screen.getByLabelText('Institution Link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toMatch(/^Institution Link: must be/);
  });

  it("creates with POST, says 'Education saved!', invalidates the list and goes home", async () => {
    const calls = mockApi({ [`POST ${paths.list('educations')}`]: ok({ ...EDUCATION }, 201) });
    const { user, router, client } = open('new');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.type(screen.getByLabelText('Institution Name'), '  UTN  ');
    await user.selectOptions(screen.getByLabelText('Type of Education'), 'University');
    await user.click(screen.getByLabelText('Finished'));
    await user.type(screen.getByLabelText('Start Date'), '2010-03-01');
    await user.type(screen.getByLabelText('Description'), 'Line one{Enter}Line two');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.saved.education);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toMatchObject({
      institutionName: 'UTN',
      typeEducation: 'University',
      finished: true,
      dateStart: '2010-03-01',
      description: 'Line one\nLine two',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.educations });
    await closeDialog(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('loads an existing entry, shows Update and saves with PUT', async () => {
    const calls = mockApi({
      [`GET ${paths.item('educations', ID)}`]: ok(EDUCATION),
      [`PUT ${paths.item('educations', ID)}`]: (body) => ok({ ...EDUCATION, ...(body as object) }),
    });
    const { user, router } = open(ID);
    expect(await screen.findByDisplayValue('UTN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type of Education')).toHaveValue('University');
    expect(screen.getByLabelText('Finished')).toBeChecked();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Systems Engineer{Enter}');
    expect(await dialogText()).toBe(MESSAGES.saved.education);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ title: 'Systems Engineer', typeEducation: 'University' });
    // Home at once, while the success dialog still shows (decision 0070).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows 'Error loading Education by Id' when the entry cannot be loaded", async () => {
    mockApi({ [`GET ${paths.item('educations', ID)}`]: fail(404, 'Education not found.', 'NOT_FOUND') });
    const { user, router } = open(ID);
    expect(await dialogText()).toBe(MESSAGES.formLoad.education);
    await closeDialog(user);
    expect(screen.getByText('Education not found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's message when saving fails, and stays", async () => {
    mockApi({ [`POST ${paths.list('educations')}`]: fail(403, 'Only an admin can do this.', 'FORBIDDEN') });
    const { user, router } = open('new');
    await user.selectOptions(screen.getByLabelText('Type of Education'), 'Course');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialog('Error:')).toBeInTheDocument();
    expect(await dialogText()).toBe('Only an admin can do this.');
    await closeDialog(user);
    expect(router.state.location.pathname).toBe('/educations/form/new');
  });

  it("falls back to 'Error saving Education' when the server sends no message", async () => {
    mockApi({ [`POST ${paths.list('educations')}`]: { status: 502, body: {} } });
    const { user } = open('new');
    await user.selectOptions(screen.getByLabelText('Type of Education'), 'Course');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.formSave.education);
  });

  it('Go Back leads to /', async () => {
    mockApi({});
    const { user, router } = open('new');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects to /forbidden when nobody is signed in', async () => {
    mockApi({});
    renderPage(<EducationFormRoute />, {
      path: '/educations/form/:id',
      url: '/educations/form/new',
      user: null,
    });
    expect(await screen.findByText(MESSAGES.pages.forbidden)).toBeInTheDocument();
  });
});
