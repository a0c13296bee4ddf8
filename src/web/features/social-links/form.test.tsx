import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { SocialLink } from '../../../shared/schemas.js';
import { queryKeys } from '../../lib/query-keys.js';
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
import { socialLinks } from '../../../shared/resources/index.js';
import { declaredFormRoute } from '../owner-kit/declared-form.js';

const SocialLinkFormRoute = declaredFormRoute(socialLinks);

afterEach(async () => {
  await resetDialogs();
  vi.unstubAllGlobals();
});

const ID = id24('c');
const LINK: SocialLink = {
  _id: ID,
  type: 'Contact',
  title: 'Mail',
  linkSocial: 'mailto:owner@example.com',
  thumbnails: '',
  username: '',
  order: 0,
  createdAt: '',
  updatedAt: '',
};
const open = (id: string) =>
  renderPage(<SocialLinkFormRoute />, {
    path: '/social-medias/form/:id',
    url: `/social-medias/form/${id}`,
    user: makeUser(),
  });

describe('Social media or contact form', () => {
  it("refuses a missing type with 'Please select a valid Type of Social Media - Contact!'", async () => {
    const calls = mockApi({});
    const { user } = open('new');
    const type = screen.getByLabelText('Type');
    expect([...type.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select...',
      'Social Media',
      'Contact',
    ]);
    await user.type(screen.getByLabelText('Title'), 'GitHub');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.validation.socialLinkType);
    expect(calls).toHaveLength(0);
  });

  it('updates an entry and refreshes the footer lists (social links query)', async () => {
    const calls = mockApi({
      [`GET ${paths.item('social-medias', ID)}`]: ok(LINK),
      [`PUT ${paths.item('social-medias', ID)}`]: ok(LINK),
    });
    const { user, client, router } = open(ID);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(await screen.findByDisplayValue('Mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toHaveValue('Contact');
    await user.selectOptions(screen.getByLabelText('Type'), 'Social Media');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await dialogText()).toBe(MESSAGES.saved.socialLink);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      type: 'Social Media',
      title: 'Mail',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.socialLinks });
    await closeDialog(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('takes an address as typed, shows the mailto: link it becomes and sends that (docs/decisions/0097)', async () => {
    const calls = mockApi({ [`POST ${paths.list('social-medias')}`]: ok(LINK) });
    const { user } = open('new');
    await user.selectOptions(screen.getByLabelText('Type'), 'Contact');
    await user.type(screen.getByLabelText('Title'), 'Email');
    const link = screen.getByLabelText('Link');
    await user.type(link, 'ada@example.com');
    expect(screen.getByText('Will be saved as mailto:ada@example.com')).toBeInTheDocument();
    expect(link).toHaveAccessibleDescription('Will be saved as mailto:ada@example.com');
    // Left as typed (the note stays while the value would be completed).
    await user.tab();
    expect(link).toHaveValue('ada@example.com');
    expect(screen.getByText('Will be saved as mailto:ada@example.com')).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, '+54 11 5555-5555');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.saved.socialLink);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Email',
      linkSocial: 'tel:+54 11 5555-5555',
    });
  });

  it('still refuses an unsafe link, naming the field', async () => {
    const calls = mockApi({});
    const { user } = open('new');
    await user.selectOptions(screen.getByLabelText('Type'), 'Contact');
    await user.type(screen.getByLabelText('Link'), 'javascript:alert(1)');
    expect(screen.queryByText(/Will be saved as/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toMatch(/^Link: must be an http\(s\) URL/);
    expect(calls).toHaveLength(0);
  });

  it("falls back to 'Error saving Social Media/Contact'", async () => {
    mockApi({ [`POST ${paths.list('social-medias')}`]: { status: 500, body: null } });
    const { user } = open('new');
    await user.selectOptions(screen.getByLabelText('Type'), 'Contact');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await dialogText()).toBe(MESSAGES.formSave.socialLink);
  });

  it("shows 'Error loading Social Media/Contact by Id' when loading fails", async () => {
    mockApi({ [`GET ${paths.item('social-medias', ID)}`]: fail(404, 'Not found.', 'NOT_FOUND') });
    open(ID);
    expect(await dialogText()).toBe(MESSAGES.formLoad.socialLink);
  });
});
