import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import {
  closeDialog,
  dialogText,
  fail,
  id24,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import { skills } from '../../../shared/resources/index.js';
import type { FormValues } from '../owner-kit/declared-fields.js';
import { declaredFormRoute } from '../owner-kit/declared-form.js';
import { declaredBody } from '../owner-kit/declared-values.js';

const SkillFormRoute = declaredFormRoute(skills);
const skillBody = (values: FormValues) => declaredBody(skills, values);

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const ID = id24('5');
const open = (id: string) =>
  renderPage(<SkillFormRoute />, {
    path: '/languages/form/:id',
    url: `/languages/form/${id}`,
    user: makeUser(),
  });

describe('Skill (language) form', () => {
  it('turns the percent text into a number (empty is not a number)', () => {
    expect(skillBody({ title: 'x', percent: '42', type: 'Hard', thumbnails: '' }).percent).toBe(42);
    expect(skillBody({ title: 'x', percent: ' ', type: 'Hard', thumbnails: '' }).percent).toBeNaN();
  });

  it("has a Hard/Soft type select and refuses none with 'Please select a valid Type of Language!'", async () => {
    const calls = mockApi({});
    const { user } = open('new');
    const type = screen.getByLabelText('Type');
    expect([...type.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select...',
      'Hard',
      'Soft',
    ]);
    expect(screen.getByLabelText('Percent')).toHaveValue(0);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.validation.skillType);
    expect(calls).toHaveLength(0);
  });

  it('refuses a percent above 100', async () => {
    const calls = mockApi({});
    const { user } = open('new');
    await user.selectOptions(screen.getByLabelText('Type'), 'Hard');
    const percent = screen.getByLabelText('Percent');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe('Percent: must be a whole number from 0 to 100');
    await closeDialog(user);
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("creates with the percent as a number and says 'Language saved!'", async () => {
    const calls = mockApi({ [`POST ${paths.list('languages')}`]: ok({}, 201) });
    const { user } = open('new');
    await user.type(screen.getByLabelText('Title'), 'TypeScript');
    await user.selectOptions(screen.getByLabelText('Type'), 'Soft');
    const percent = screen.getByLabelText('Percent');
    await user.clear(percent);
    await user.type(percent, '85');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.saved.skill);
    expect(calls[0]?.body).toEqual({ title: 'TypeScript', percent: 85, type: 'Soft', thumbnails: '' });
  });

  it("shows 'Error loading Language by Id' when loading fails", async () => {
    mockApi({ [`GET ${paths.item('languages', ID)}`]: fail(404, 'Language not found.', 'NOT_FOUND') });
    open(ID);
    expect(await dialogText()).toBe(MESSAGES.formLoad.skill);
  });
});
