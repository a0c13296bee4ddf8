/**
 * The Versions page's pickers (docs/product.md §29): the version's sections in its order, moved by a
 * keyboard drag (the whole order sent as `overrides.sectionOrder`) and hidden by their switch, and its
 * design (`design`, null for the site's); each change one PATCH, shown at once.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RESOURCE } from '../../../shared/paths.js';
import { BUILTIN_SECTIONS, SECTIONS_PATH, type SectionWire } from '../../../shared/sections.js';
import { CONTENT_PATHS } from '../../../shared/version-projection.js';
import { VERSION_PATHS, type Version } from '../../../shared/versions.js';
import {
  dialogText,
  fail,
  makeUser,
  mockApi,
  ok,
  renderPage,
  resetDialogs,
} from '../../test/owner-helpers.js';
import { installLayout, keyboardDrag } from '../../test/owner-home.js';
import VersionsPage from './versions-page.js';

const wait = { timeout: 15_000 };
const version: Version = {
  _id: '0'.repeat(23) + '1',
  name: 'Backend roles',
  language: null,
  includeNew: true,
  baselineAt: '2026-11-26T00:00:00.000Z',
  hiddenSections: [],
  entries: {},
  overrides: { jobTitles: 'Backend engineer' },
  design: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};
const layout: SectionWire[] = BUILTIN_SECTIONS.map((key, order) => ({
  key,
  custom: false,
  heading: { en: key === RESOURCE.project ? 'Side projects' : '', es: '' },
  hidden: false,
  order,
}));

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDialogs();
});

describe('the Versions page pickers', { timeout: 30_000 }, () => {
  it('moves a section by drag, hides one and picks the design, each saved at once', async () => {
    const restore = installLayout();
    let current = version;
    const calls = mockApi({
      ...Object.fromEntries(CONTENT_PATHS.map((listPath) => [`GET ${listPath}`, ok([])])),
      [`GET ${SECTIONS_PATH}`]: ok(layout),
      [`GET ${VERSION_PATHS.versions}`]: () => ok([current]),
      [`GET ${VERSION_PATHS.links(version._id)}`]: ok([]),
      [`PATCH ${VERSION_PATHS.version(version._id)}`]: (body) => {
        current = { ...current, ...(body as Partial<Version>) };
        return ok(current);
      },
    });
    try {
      const { user } = renderPage(<VersionsPage />, { path: '/versions', user: makeUser({ role: 'admin' }) });
      await screen.findByRole('switch', { name: 'Shown: Side projects' }, wait);
      await keyboardDrag(user, 'Drag Side projects', 'ArrowUp');
      await waitFor(() =>
        expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
          overrides: {
            jobTitles: 'Backend engineer',
            sectionOrder: [RESOURCE.project, RESOURCE.work, ...BUILTIN_SECTIONS.slice(2)],
          },
        }),
      );

      await user.click(screen.getByRole('switch', { name: 'Shown: Side projects' }));
      await waitFor(() =>
        expect(screen.getByRole('switch', { name: 'Shown: Side projects' })).not.toBeChecked(),
      );
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
        hiddenSections: [RESOURCE.project],
      });

      expect(screen.getByRole('radio', { name: /^The site’s design/ })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: /^Minimal typographic/ }));
      await waitFor(() => expect(screen.getByRole('radio', { name: /^Minimal typographic/ })).toBeChecked());
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ design: 'minimal' });
    } finally {
      restore();
    }
  });

  function render(patch: () => 'pending' | ReturnType<typeof fail>) {
    mockApi({
      ...Object.fromEntries(CONTENT_PATHS.map((listPath) => [`GET ${listPath}`, ok([])])),
      [`GET ${SECTIONS_PATH}`]: ok(layout),
      [`GET ${VERSION_PATHS.versions}`]: ok([version]),
      [`GET ${VERSION_PATHS.links(version._id)}`]: ok([]),
      [`PATCH ${VERSION_PATHS.version(version._id)}`]: patch,
    });
    renderPage(<VersionsPage />, { path: '/versions', user: makeUser({ role: 'admin' }) });
  }

  it('shows a clicked design and switch in the same event, before the server answers', async () => {
    const restore = installLayout();
    onTestFinished(restore);
    render(() => 'pending');
    const projects = await screen.findByRole('switch', { name: 'Shown: Side projects' }, wait);
    const minimal = screen.getByRole('radio', { name: /^Minimal typographic/ });
    // Synchronous clicks, read at once: no task may run between a click and what the owner sees.
    fireEvent.click(minimal);
    expect(minimal).toBeChecked();
    fireEvent.click(projects);
    expect(projects).not.toBeChecked();
  });

  it('puts a refused design back, with the server message', async () => {
    render(() => fail(400, 'The version changed meanwhile'));
    const bold = await screen.findByRole('radio', { name: /^Bold showcase/ }, wait);
    fireEvent.click(bold);
    expect(bold).toBeChecked();
    expect(await dialogText()).toBe('The version changed meanwhile');
    expect(bold).not.toBeChecked();
    // The page behind the message (aria-hidden while it shows) already holds the old choice.
    expect(screen.getByRole('radio', { name: /^The site’s design/, hidden: true })).toBeChecked();
  });
});
