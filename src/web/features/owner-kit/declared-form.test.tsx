/**
 * The form builder on a declared resource outside the spec's six (decision 0116): its fields and
 * controls from the declaration's `form`, its texts derived from the declaration, a `percent` sent as
 * a number. The six resources' own forms are tested beside them (features/<name>/form.test.tsx).
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { paths } from '../../../shared/paths.js';
import { dateText, link, title, wholeNumber } from '../../../shared/fields.js';
import { defineResource } from '../../../shared/resources/index.js';
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
import { declaredFields } from './declared-fields.js';
import { declaredFormRoute } from './declared-form.js';
import { declaredBody } from './declared-values.js';

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const courses = defineResource({
  key: 'course',
  wire: 'courses',
  table: 'courses',
  label: 'Course',
  plural: 'Courses',
  ordered: true,
  translatable: [],
  form: { name: 'text', hours: 'percent', date: 'date', url: 'link' },
  fields: { name: title(), date: dateText(), url: link(), hours: wholeNumber(0, 100, 'must be 0 to 100') },
  required: [],
  defaults: { name: '', date: '', url: '', hours: 0 },
  wireFields: { name: z.string(), date: z.string(), url: z.string(), hours: z.number() },
  texts: {
    noun: 'Course',
    heading: 'Courses',
    saved: 'Course saved!',
    deleted: 'Course Deleted!',
    deleteError: 'Error deleting Course: ',
    deleteConfirm: { title: 'Delete Course:', text: 'Are you sure you want to delete the Course?' },
    reorder: { empty: 'No ordered Courses provided!', badId: 'Each Course must have a valid _id' },
    labels: { name: 'Name', date: 'Date', url: 'Link', hours: 'Hours' },
  },
});
const CourseFormRoute = declaredFormRoute(courses);
const ID = id24('c');
const open = (id: string) =>
  renderPage(<CourseFormRoute />, {
    path: '/courses/form/:id',
    url: `/courses/form/${id}`,
    user: makeUser(),
  });

describe('a form built from a declaration', () => {
  it("shows the declared fields in the declared order and converts 'percent' text to a number", () => {
    expect(declaredFields(courses).map((field) => field.name)).toEqual(['name', 'hours', 'date', 'url']);
    expect(declaredBody(courses, { name: 'x', hours: '42', date: '', url: '' }).hours).toBe(42);
    expect(declaredBody(courses, { name: 'x', hours: ' ', date: '', url: '' }).hours).toBeNaN();
  });

  it("creates with the declaration's texts: 'Create Course', the body, 'Course saved!'", async () => {
    const calls = mockApi({ [`POST ${paths.list('courses')}`]: ok({ _id: ID }, 201) });
    const { user } = open('new');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Course');
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    await user.type(screen.getByLabelText('Name'), 'Rust');
    await user.clear(screen.getByLabelText('Hours'));
    await user.type(screen.getByLabelText('Hours'), '30');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe('Course saved!');
    expect(calls[0]?.body).toEqual({ name: 'Rust', hours: 30, date: '', url: '' });
  });

  it("refuses a bad value by the declaration's schema and sends nothing", async () => {
    const calls = mockApi({});
    const { user } = open('new');
    await user.clear(screen.getByLabelText('Hours'));
    await user.type(screen.getByLabelText('Hours'), '150');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe('Hours: must be 0 to 100');
    expect(calls).toHaveLength(0);
  });

  it("names a failed load after the declaration's label: 'Error loading Course by Id'", async () => {
    mockApi({ [`GET ${paths.item('courses', ID)}`]: fail(404, '') });
    open(ID);
    expect(await dialogText()).toBe('Error loading Course by Id');
  });
});
