/**
 * Test support for the admin home layer (never imported by app code): the home lists' API table for
 * the admin helpers' `mockApi`, a render with providers, and layout rectangles for jsdom (which lays
 * nothing out) so dnd-kit's keyboard sensor can find the entry below or beside the picked one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi, expect } from 'vitest';
import { PEOPLE, RESOURCE, paths } from '../../shared/paths.js';
import { customEntries, RESUME_SECTIONS } from '../../shared/resources/index.js';
import { SECTIONS_PATH, type SectionWire } from '../../shared/sections.js';
import type {
  Category,
  Education,
  PopulatedProject,
  Skill,
  SocialLink,
  User,
  Work,
} from '../../shared/schemas.js';
import { makePerson } from './factories.js';
import { SESSION_KEY } from '../lib/session.js';
import { ok, type Handler } from './owner-helpers.js';

export interface HomeData {
  works?: Work[];
  educations?: Education[];
  skills?: Skill[];
  projects?: PopulatedProject[];
  categories?: Category[];
  socialLinks?: SocialLink[];
  /** The JSON Resume sections' entries by wire name (decision 0030); a section not given is empty. */
  sections?: Record<string, Record<string, unknown>[]>;
  /** The sections in the owner's order (docs/product.md §27); not given: the built-in ones as they come. */
  layout?: SectionWire[];
  /** The custom sections' entries. */
  customEntries?: Record<string, unknown>[];
}

/** GET answers for every home list (the admin helpers' `"METHOD url"` keys). */
export function homeTable(data: HomeData): Record<string, Handler> {
  return {
    [`GET ${paths.list(PEOPLE)}`]: ok([makePerson()]),
    [`GET ${paths.list(RESOURCE.work)}`]: ok(data.works ?? []),
    [`GET ${paths.list(RESOURCE.education)}`]: ok(data.educations ?? []),
    [`GET ${paths.list(RESOURCE.skill)}`]: ok(data.skills ?? []),
    [`GET ${paths.projectsPopulated}`]: ok(data.projects ?? []),
    [`GET ${paths.list(RESOURCE.category)}`]: ok(data.categories ?? []),
    [`GET ${paths.list(RESOURCE.socialLink)}`]: ok(data.socialLinks ?? []),
    ...Object.fromEntries(
      RESUME_SECTIONS.map((section) => [
        `GET ${paths.list(section.wire)}`,
        ok(data.sections?.[section.wire] ?? []),
      ]),
    ),
    // The sections the owner shapes and the custom sections' entries (docs/product.md §27).
    [`GET ${SECTIONS_PATH}`]: ok(data.layout ?? []),
    [`GET ${paths.list(customEntries.wire)}`]: ok(data.customEntries ?? []),
  };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

/**
 * Render `ui` at `/` with a fresh query client (no retries) and a probe of the current location; the
 * session is seeded with `sessionUser` when given (no session call).
 */
export function renderAdmin(ui: ReactElement, sessionUser?: User | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  if (sessionUser !== undefined) client.setQueryData(SESSION_KEY, sessionUser);
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client, user };
}

/**
 * Give every `li` a layout box: stacked 100 px apart in document order (height 80, width 300); the
 * items of a list marked `data-axis="horizontal"` sit side by side, 400 px apart. Answers the restore.
 */
export function installLayout(): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.tagName !== 'LI') return original.call(this);
    const all: Element[] = Array.from(document.querySelectorAll('li'));
    const parent = this.parentElement;
    let top = all.indexOf(this) * 100;
    let left = 0;
    if (parent?.dataset.axis === 'horizontal') {
      const siblings = Array.from(parent.children);
      top = siblings[0] ? all.indexOf(siblings[0]) * 100 : 0;
      left = siblings.indexOf(this) * 400;
    }
    return DOMRect.fromRect({ x: left, y: top, width: 300, height: 80 });
  });
  return () => spy.mockRestore();
}

/**
 * A keyboard drag as a person does it: focus the handle, Space, wait until dnd-kit announces where
 * the entry is (its keyboard sensor listens from then on), the arrow key, wait for the move
 * announcement, Space to drop.
 */
export async function keyboardDrag(
  user: { keyboard: (keys: string) => Promise<void> },
  handleName: string,
  key: string,
  /** False when the key leads nowhere (the last entry moved down): no move is announced then. */
  expectMove = true,
): Promise<void> {
  const handle = await screen.findByRole('button', { name: handleName });
  handle.focus();
  await user.keyboard('[Space]');
  await waitFor(() => expect(document.body).toHaveTextContent(/is at position \d+ of \d+\./));
  await user.keyboard(`[${key}]`);
  if (expectMove) await waitFor(() => expect(document.body).toHaveTextContent(/ was moved to /));
  await user.keyboard('[Space]');
}
