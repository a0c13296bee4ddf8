import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { Category } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
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
import { categories } from '../../../shared/resources/index.js';
import { declaredFormRoute } from '../owner-kit/declared-form.js';

const CategoryFormRoute = declaredFormRoute(categories);

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const ID = id24('f');
const CATEGORY: Category = { _id: ID, title: 'Web', thumbnails: '', order: 1, createdAt: '', updatedAt: '' };
const open = (id: string) =>
  renderPage(<CategoryFormRoute />, {
    path: '/categories/form/:id',
    url: `/categories/form/${id}`,
    user: makeUser(),
  });

describe('Category form', () => {
  it('requires a title (shared schema) and names the field', async () => {
    const calls = mockApi({});
    const { user } = open('new');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe('Title: must not be empty');
    expect(calls).toHaveLength(0);
  });

  it("creates, says 'Category saved!' and refreshes categories and projects", async () => {
    const calls = mockApi({ [`POST ${paths.list('categories')}`]: ok(CATEGORY, 201) });
    const { user, client } = open('new');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.type(screen.getByLabelText('Title'), 'Web');
    await user.type(screen.getByLabelText('Image URL'), 'https://img.example.com/web.png{Enter}');
    expect(await dialogText()).toBe(MESSAGES.saved.category);
    expect(calls[0]?.body).toEqual({ title: 'Web', thumbnails: 'https://img.example.com/web.png' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.categories });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.projects });
  });

  it("shows the server's conflict message on a duplicate title", async () => {
    mockApi({
      [`GET ${paths.item('categories', ID)}`]: ok(CATEGORY),
      [`PUT ${paths.item('categories', ID)}`]: fail(
        409,
        'A category with this title already exists.',
        'CONFLICT',
      ),
    });
    const { user } = open(ID);
    expect(await screen.findByDisplayValue('Web')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await dialogText()).toBe('A category with this title already exists.');
  });

  it("shows 'Error loading Category by Id' when loading fails", async () => {
    mockApi({ [`GET ${paths.item('categories', ID)}`]: fail(404, 'Not found.', 'NOT_FOUND') });
    open(ID);
    expect(await dialogText()).toBe(MESSAGES.formLoad.category);
  });
});
