import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCE, paths } from '../../../shared/paths.js';
import { makeSocialLink, testId } from '../../test/render.js';
import { Footer } from '../../app/footer.js';
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
import { AdminFooterLinks } from './owner-links.js';
import { homeTable, installLayout, keyboardDrag, renderAdmin } from '../../test/owner-home.js';

const mail = makeSocialLink({
  _id: testId(601),
  order: 0,
  type: 'Contact',
  title: 'Mail',
  linkSocial: 'mailto:a@b.c',
});
const github = makeSocialLink({ _id: testId(602), order: 1, type: 'Social Media', title: 'GitHub' });
const phone = makeSocialLink({
  _id: testId(603),
  order: 2,
  type: 'Contact',
  title: 'Phone',
  linkSocial: 'tel:123',
});
const LINKS = [mail, github, phone];

function renderLinks() {
  return renderAdmin(
    <AdminFooterLinks>
      {(addLink, contacts, socialMedia) => (
        <div>
          {addLink}
          {contacts}
          {socialMedia}
        </div>
      )}
    </AdminFooterLinks>,
  );
}

/** The contacts' titles in the page's order (a contact also shows its address after its title). */
const contactNames = () =>
  Array.from(document.querySelectorAll('li'))
    .map((item) => /^(Mail|Phone)/.exec(item.textContent ?? '')?.[1])
    .filter((title) => title !== undefined);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = installLayout();
});
afterEach(async () => {
  restoreLayout();
  await resetDialogs();
  vi.unstubAllGlobals();
});

describe('AdminFooterLinks (docs/product.md §4.6; docs/product.md §4.5, footer lists)', () => {
  it('shows the add link and per-entry edit links', async () => {
    mockApi(homeTable({ socialLinks: LINKS }));
    renderLinks();
    expect(await screen.findByRole('link', { name: 'Add Social Media or Contact' })).toHaveAttribute(
      'href',
      '/social-medias/form/new',
    );
    expect(await screen.findByRole('link', { name: 'Edit Contact Mail' })).toHaveAttribute(
      'href',
      `/social-medias/form/${mail._id}`,
    );
    expect(screen.getByRole('link', { name: 'Edit Social Media GitHub' })).toHaveAttribute(
      'href',
      `/social-medias/form/${github._id}`,
    );
    // The entry's own link still opens in a new tab.
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
  });

  it("deletes a contact after Yes, and shows 'Error deleting Social Media: ' with the server's message on failure", async () => {
    const calls = mockApi({
      ...homeTable({ socialLinks: LINKS }),
      [`DELETE ${paths.item(RESOURCE.socialLink, phone._id)}`]: ok(phone),
      [`DELETE ${paths.item(RESOURCE.socialLink, github._id)}`]: fail(
        500,
        'Database unavailable.',
        'INTERNAL',
      ),
    });
    const { user } = renderLinks();
    await user.click(await screen.findByRole('button', { name: 'Delete Contact Phone' }));
    const confirm = await dialog('Delete Contact:');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect(await dialogText()).toBe('Action Completed!'));
    await closeDialog(user);
    expect(contactNames()).toEqual(['Mail']);

    await user.click(screen.getByRole('button', { name: 'Delete Social Media GitHub' }));
    await user.click(within(await dialog('Delete Social Media:')).getByRole('button', { name: 'Yes' }));
    await waitFor(async () =>
      expect(await dialogText()).toBe('Error deleting Social Media: Database unavailable.'),
    );
    await closeDialog(user);
    expect(screen.getByRole('link', { name: 'GitHub' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });

  it('reorders the contacts with the keyboard, sending only the contacts', async () => {
    const calls = mockApi({
      ...homeTable({ socialLinks: LINKS }),
      [`PUT ${paths.reorder(RESOURCE.socialLink)}`]: ok(null),
    });
    const { user } = renderLinks();
    await keyboardDrag(user, 'Drag Contact Mail', 'ArrowDown');
    expect(await dialogText()).toBe('Order updated!');
    expect(contactNames()).toEqual(['Phone', 'Mail']);
    // Phone takes Mail's position (0), Mail takes Phone's (2); GitHub keeps 1 and is not sent.
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      data: [
        { _id: phone._id, order: 0 },
        { _id: mail._id, order: 2 },
      ],
    });
  });
});

describe('Footer switches to the admin lists only for an admin', () => {
  it('admin: controls; user and visitor: none', { timeout: 30_000 }, async () => {
    mockApi(homeTable({ socialLinks: LINKS }));
    const admin = renderAdmin(<Footer />, makeUser({ role: 'admin' }));
    expect(
      await screen.findByRole('button', { name: 'Delete Contact Mail' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('© Todos los derechos reserado. 2025')).toBeInTheDocument();
    admin.unmount();
    for (const sessionUser of [makeUser({ role: 'user' }), null]) {
      const { unmount } = renderAdmin(<Footer />, sessionUser);
      await screen.findByRole('link', { name: 'Mail a@b.c' });
      expect(screen.queryByRole('link', { name: /^(Add|Edit) / })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Delete|Drag) / })).not.toBeInTheDocument();
      unmount();
    }
  });
});
