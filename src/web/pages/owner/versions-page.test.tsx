/**
 * The Versions page (docs/product.md §20): an admin sees the version's entries with their switches,
 * leaves one out (a PATCH of that one choice), moves a project up (the whole order sent), and creates a
 * link whose address is listed; anyone else is sent to /forbidden.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { PEOPLE, paths, RESOURCE } from '../../../shared/paths.js';
import {
  SECTION_LIST_PATHS,
  VERSION_PATHS,
  type Version,
  type VersionLink,
} from '../../../shared/versions.js';
import { makeUser, mockApi, ok, renderPage, resetDialogs } from '../../test/owner-helpers.js';
import { VERSION_TEXTS } from '../../i18n/version-texts.js';
import { STATISTICS_TEXTS } from '../../i18n/statistics-texts.js';
import { ANALYTICS_PATHS, type Statistics } from '../../../shared/analytics.js';
import VersionsPage from './versions-page.js';

const wait = { timeout: 15_000 };
const id = (n: number) => String(n).padStart(24, '0');
const version: Version = {
  _id: id(1),
  name: 'Backend roles',
  language: null,
  includeNew: true,
  baselineAt: '2026-11-26T00:00:00.000Z',
  hiddenSections: [],
  entries: {},
  overrides: {},
  design: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};
const old = '2026-01-01T00:00:00.000Z';
const lists: Record<string, unknown[]> = {
  ...Object.fromEntries(Object.values(SECTION_LIST_PATHS).map((listPath) => [listPath, []])),
  [paths.list(PEOPLE)]: [],
  [SECTION_LIST_PATHS[RESOURCE.work]!]: [
    { _id: id(2), company: 'Acme', order: 0, createdAt: old },
    { _id: id(3), company: 'Globex', order: 1, createdAt: old },
  ],
  [SECTION_LIST_PATHS[RESOURCE.project]!]: [
    { _id: id(4), title: 'Alpha', order: 0, createdAt: old },
    { _id: id(5), title: 'Beta', order: 1, createdAt: old },
  ],
};

/** The statistics: the link made below was opened twice and gave its CV once. */
const statistics: Statistics = {
  days: 30,
  from: '2026-10-28',
  to: '2026-11-26',
  retentionMonths: 13,
  totals: { views: 2, visitors: 1, downloads: 1, messages: 0, downloadsByLanguage: { en: 1 } },
  daily: [],
  referrers: [],
  devices: [],
  links: [
    {
      linkId: id(9),
      opens: 2,
      downloads: 1,
      downloadsByLanguage: { en: 1 },
      messages: 0,
      firstOpenedAt: '2026-11-20T09:30:00.000Z',
      lastOpenedAt: '2026-11-25T15:10:00.000Z',
    },
  ],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetDialogs();
});

describe('VersionsPage', { timeout: 30_000 }, () => {
  it('leaves an entry out, moves a project up and creates a link', async () => {
    let current = version;
    let links: VersionLink[] = [];
    const calls = mockApi({
      ...Object.fromEntries(Object.entries(lists).map(([listPath, list]) => [`GET ${listPath}`, ok(list)])),
      [`GET ${VERSION_PATHS.versions}`]: () => ok([current]),
      [`GET ${ANALYTICS_PATHS.statistics}?days=30`]: () => ok(statistics),
      [`PATCH ${VERSION_PATHS.version(version._id)}`]: (body) => {
        const patch = body as Partial<Version>;
        current = { ...current, ...patch, entries: { ...current.entries, ...(patch.entries ?? {}) } };
        return ok(current);
      },
      [`GET ${VERSION_PATHS.links(version._id)}`]: () => ok(links),
      [`POST ${VERSION_PATHS.links(version._id)}`]: (body) => {
        const { label } = body as { label: string };
        links = [
          {
            _id: id(9),
            versionId: version._id,
            label,
            note: '',
            expiresAt: null,
            paused: false,
            revokedAt: null,
            state: 'active',
            frozenAt: null,
            path: `/for/${'a'.repeat(24)}`,
            createdAt: old,
            updatedAt: old,
          },
        ];
        return ok(links[0], 201);
      },
    });
    const { user } = renderPage(<VersionsPage />, { path: '/versions', user: makeUser({ role: 'admin' }) });
    const acme = await screen.findByRole('switch', { name: `${VERSION_TEXTS.included}: Acme` }, wait);
    expect(acme).toBeChecked();
    await user.click(acme);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: `${VERSION_TEXTS.included}: Acme` })).not.toBeChecked(),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ entries: { [id(2)]: false } });

    await user.click(screen.getByRole('button', { name: `${VERSION_TEXTS.moveUp}: Beta` }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
        overrides: { projectOrder: [id(5), id(4)] },
      }),
    );

    await user.type(screen.getByRole('textbox', { name: VERSION_TEXTS.label }), 'Acme, backend role');
    await user.click(screen.getByRole('button', { name: VERSION_TEXTS.createLink }));
    const item = (await screen.findByText('Acme, backend role', {}, wait)).closest('li')!;
    expect(within(item).getByText(VERSION_TEXTS.states.active)).toBeInTheDocument();
    expect(within(item).getByText(/\/for\/a{24}$/)).toBeInTheDocument();
    // Its opens, last opened and CV downloads at a glance (decision 0247).
    const dl = within(item).getByLabelText(STATISTICS_TEXTS.figures);
    expect(within(dl).getByText(STATISTICS_TEXTS.opens).nextSibling?.textContent).toBe('2');
    expect(within(dl).getByText(STATISTICS_TEXTS.totals.downloads).nextSibling?.textContent).toBe('1');
    expect(within(dl).getByText(STATISTICS_TEXTS.lastColumn).nextSibling?.textContent).not.toBe(
      STATISTICS_TEXTS.never,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      label: 'Acme, backend role',
      expiresAt: null,
      frozen: false,
    });
  });

  it('anonymises the version with its switch, keeping its orders, and takes it back (decision 0265)', async () => {
    let current: Version = { ...version, overrides: { projectOrder: [id(5)] } };
    const calls = mockApi({
      ...Object.fromEntries(Object.entries(lists).map(([listPath, list]) => [`GET ${listPath}`, ok(list)])),
      [`GET ${VERSION_PATHS.versions}`]: () => ok([current]),
      [`PATCH ${VERSION_PATHS.version(version._id)}`]: (body) => {
        current = { ...current, ...(body as Partial<Version>) };
        return ok(current);
      },
      [`GET ${VERSION_PATHS.links(version._id)}`]: () => ok([]),
    });
    const { user } = renderPage(<VersionsPage />, { path: '/versions', user: makeUser({ role: 'admin' }) });
    const anonymous = await screen.findByRole('checkbox', { name: VERSION_TEXTS.anonymous }, wait);
    expect(anonymous).not.toBeChecked();
    expect(anonymous).toHaveAccessibleDescription(VERSION_TEXTS.anonymousHint);
    await user.click(anonymous);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: VERSION_TEXTS.anonymous })).toBeChecked(),
    );
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      overrides: { projectOrder: [id(5)], anonymous: true },
    });
    await user.click(screen.getByRole('checkbox', { name: VERSION_TEXTS.anonymous }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: VERSION_TEXTS.anonymous })).not.toBeChecked(),
    );
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      overrides: { projectOrder: [id(5)] },
    });
  });

  it('matches a pasted job posting: covered, left out (taken in with a click) and missing, with the figure (decision 0266)', async () => {
    let current: Version = { ...version, entries: { [id(3)]: false } };
    const withSkills: Record<string, unknown[]> = {
      ...lists,
      [SECTION_LIST_PATHS[RESOURCE.work]!]: [
        {
          _id: id(2),
          jobTitle: 'Backend engineer',
          company: 'Acme',
          description: 'TypeScript services.',
          order: 0,
          createdAt: old,
        },
        {
          _id: id(3),
          jobTitle: 'SRE',
          company: 'Globex',
          description: 'Ran Kubernetes.',
          order: 1,
          createdAt: old,
        },
      ],
      [SECTION_LIST_PATHS[RESOURCE.skill]!]: [
        { _id: id(6), title: 'TypeScript', type: 'Hard', order: 0, createdAt: old },
      ],
    };
    const calls = mockApi({
      ...Object.fromEntries(
        Object.entries(withSkills).map(([listPath, list]) => [`GET ${listPath}`, ok(list)]),
      ),
      [`GET ${VERSION_PATHS.versions}`]: () => ok([current]),
      [`PATCH ${VERSION_PATHS.version(version._id)}`]: (body) => {
        const patch = body as Partial<Version>;
        current = { ...current, ...patch, entries: { ...current.entries, ...(patch.entries ?? {}) } };
        return ok(current);
      },
      [`GET ${VERSION_PATHS.links(version._id)}`]: () =>
        ok([
          {
            _id: id(9),
            versionId: version._id,
            label: 'Initech',
            note: '',
            expiresAt: null,
            paused: false,
            revokedAt: null,
            state: 'active',
            frozenAt: null,
            path: `/for/${'a'.repeat(24)}`,
            createdAt: old,
            updatedAt: old,
          },
        ]),
    });
    const { user } = renderPage(<VersionsPage />, { path: '/versions', user: makeUser({ role: 'admin' }) });
    const box = await screen.findByRole('textbox', { name: VERSION_TEXTS.posting.label }, wait);
    expect(box).toHaveAccessibleDescription(VERSION_TEXTS.posting.private);
    await user.click(box);
    await user.paste('We need TypeScript on Kubernetes and Terraform. TypeScript daily.');
    await user.click(screen.getByRole('button', { name: VERSION_TEXTS.posting.save }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
        overrides: { posting: 'We need TypeScript on Kubernetes and Terraform. TypeScript daily.' },
      }),
    );
    // By the groups' headings' ids: role queries over the whole editor are slow on a busy machine.
    const group = (id: string) => document.getElementById(id)!.closest('section')!;
    await waitFor(
      () =>
        expect(document.getElementById('posting-covered')).toHaveTextContent(
          `${VERSION_TEXTS.posting.covered} (1)`,
        ),
      wait,
    );
    // The work and the skill list that name it.
    expect(group('posting-covered')).toHaveTextContent('TypeScript — Backend engineer — Acme, TypeScript');
    expect(group('posting-hidden')).toHaveTextContent(`${VERSION_TEXTS.posting.hidden} (1)Kubernetes`);
    expect(group('posting-missing')).toHaveTextContent(`${VERSION_TEXTS.posting.missing} (1)Terraform`);
    expect(document.querySelector('#version-posting')!.closest('form')).toHaveTextContent(
      `${VERSION_TEXTS.posting.figure}: 33 %`,
    );
    // The live link shows its version's figure too.
    expect(document.querySelector('li[data-state="active"]')).toHaveTextContent(
      `${VERSION_TEXTS.posting.figure}: 33 %`,
    );
    const option = () => document.querySelector(`option[value="${version._id}"]`);
    expect(option()).toHaveTextContent('Backend roles — 33 %');
    // The "Saved" dialog hides the page from role queries while it shows: the button by its text.
    const takeIn = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === `${VERSION_TEXTS.posting.takeIn}: SRE — Globex`,
    )!;
    await user.click(takeIn);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
        entries: { [id(3)]: true },
      }),
    );
    await waitFor(() => expect(option()).toHaveTextContent('Backend roles — 67 %'), wait);
  });

  it('sends a signed-in user who is not an admin to /forbidden', async () => {
    renderPage(<VersionsPage />, { path: '/versions', user: makeUser({ role: 'user' }) });
    await waitFor(() => expect(screen.getByText(MESSAGES.pages.forbidden)).toBeInTheDocument(), wait);
  });
});
