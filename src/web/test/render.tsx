/**
 * Test helpers for the web component tests (never imported by app code):
 * - `mockApi` (from ./api-mock.ts, the one API mock): replaces global `fetch` with a table of answers.
 * - {@link renderWithClient}: renders inside a fresh QueryClient (no retries) and a MemoryRouter.
 * - {@link MockIntersectionObserver}: a controllable IntersectionObserver (`show(element, ratio)`).
 * - Entity factories with every wire field filled: {@link makePerson}, {@link makeWork}, ...
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

export { mockApi, type MockAnswer } from './api-mock.js';

export function createTestClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Render `ui` with a fresh query client and a memory router at `route`. */
export function renderWithClient(ui: ReactElement, route = '/'): RenderResult & { client: QueryClient } {
  const client = createTestClient();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** A controllable IntersectionObserver: install with `vi.stubGlobal`, drive with `show`. */
export class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    MockIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Report `element` as `ratio` visible (0 = out of view) to every observer watching it. */
  static show(element: Element, ratio: number) {
    for (const observer of MockIntersectionObserver.instances) {
      if (!observer.elements.has(element)) continue;
      const entry = {
        target: element,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
      } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
  static reset() {
    MockIntersectionObserver.instances = [];
  }
}

export {
  makeCategory,
  makeEducation,
  makePerson,
  makeProject,
  makeSkill,
  makeSocialLink,
  makeWork,
  testId,
} from './factories.js';
