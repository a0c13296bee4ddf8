import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPYRIGHT_LINE, LOADING_TITLE } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { PEOPLE, RESOURCE, paths } from '../../shared/paths.js';
import { resetLoading } from '../lib/loading.js';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppContent } from './app.js';
import { createTestClient, makePerson, makeSocialLink, mockApi, type MockAnswer } from '../test/render.js';

const swal = vi.hoisted(() => ({
  fire: vi.fn(async () => ({})),
  close: vi.fn(),
  showLoading: vi.fn(),
  isVisible: () => false,
  getTitle: () => null,
}));
vi.mock('../lib/dialogs.js', () => ({
  loadSwal: async () => swal,
  successDialogClosed: async () => undefined,
}));
const loadingDialog = vi.hoisted(() => ({ opened: 0 }));
vi.mock('../lib/loading-dialog.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../lib/loading-dialog.js')>();
  return {
    ...real,
    openLoadingDialog: () => {
      loadingDialog.opened += 1;
      real.openLoadingDialog();
    },
  };
});

const emptyLists: Record<string, MockAnswer> = {
  [paths.list(RESOURCE.work)]: { response: [] },
  [paths.projectsPopulated]: { response: [] },
  [paths.list(RESOURCE.category)]: { response: [] },
  [paths.list(RESOURCE.education)]: { response: [] },
  [paths.list(RESOURCE.skill)]: { response: [] },
};

function renderApp(path: string) {
  return render(
    <QueryClientProvider client={createTestClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppContent />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('App shell (docs/product.md §1 and §2)', () => {
  beforeEach(() => {
    resetLoading();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    swal.fire.mockClear();
  });

  it("shows 'Loading User' while the current user loads, inside the header and footer", async () => {
    mockApi({
      [paths.current]: 'pending',
      [paths.list(PEOPLE)]: { response: [] },
      [paths.list(RESOURCE.socialLink)]: { response: [] },
    });
    renderApp('/');
    expect(screen.getByText(MESSAGES.pages.loadingUser)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText(COPYRIGHT_LINE)).toBeInTheDocument();
  });

  it('treats a 401 as anonymous with the console warning, then shows home with header and footer', async () => {
    const calls = mockApi({
      [paths.current]: { status: 401, error: { message: 'Not signed in.', code: 'UNAUTHENTICATED' } },
      [paths.list(PEOPLE)]: { response: [makePerson()] },
      [paths.list(RESOURCE.socialLink)]: {
        response: [
          makeSocialLink({ type: 'Social Media', title: 'GitHub', order: 0 }),
          makeSocialLink({
            type: 'Contact',
            title: 'Mail me',
            linkSocial: 'mailto:ada@example.com',
            order: 1,
          }),
        ],
      },
      ...emptyLists,
    });
    renderApp('/');
    expect(await screen.findByText(MESSAGES.empty.works)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.pages.loadingUser)).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(MESSAGES.session.noUser);
    // The current user is fetched once, with POST.
    const currentCalls = calls.filter(({ url }) => url === paths.current);
    expect(currentCalls).toHaveLength(1);
    expect(currentCalls[0]?.method).toBe('POST');

    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(header.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    const footer = within(screen.getByRole('contentinfo'));
    const contacts = footer.getByRole('heading', { name: 'Contacts' }).parentElement!;
    const social = footer.getByRole('heading', { name: 'Social media' }).parentElement!;
    // A contact shows its address as text under its title (docs/decisions/0098).
    expect(within(contacts).getByRole('link', { name: 'Mail me ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(contacts).getByText('ada@example.com')).toBeVisible();
    expect(within(contacts).queryByRole('link', { name: 'GitHub' })).not.toBeInTheDocument();
    expect(within(social).getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
    expect(footer.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(footer.getByText(COPYRIGHT_LINE)).toBeInTheDocument();
    // Home section lists are tracked loads: the native 'Cargando...' dialog was raised, with no
    // SweetAlert2 dialog (decision 0021).
    await vi.waitFor(() => expect(loadingDialog.opened).toBeGreaterThan(0));
    expect(screen.getByRole('dialog', { name: LOADING_TITLE, hidden: true }).tagName).toBe('DIALOG');
    expect(swal.fire).not.toHaveBeenCalled();
  });

  it('shows the not-found page on an unknown path', async () => {
    mockApi({
      [paths.current]: { status: 401, error: { message: 'x' } },
      [paths.list(PEOPLE)]: { response: [] },
    });
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.pages.notFound }),
    ).toBeInTheDocument();
  });

  it('shows the forbidden text on /forbidden', async () => {
    mockApi({
      [paths.current]: { status: 401, error: { message: 'x' } },
      [paths.list(PEOPLE)]: { response: [] },
    });
    renderApp('/forbidden');
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.pages.forbidden }),
    ).toBeInTheDocument();
  });
});
