/**
 * Test helpers for the web component tests (never imported by app code):
 * - {@link mockApi}: replaces global `fetch` with a table of `path -> answer` (the contract's
 *   envelopes); 'pending' never answers (loading state), unknown paths answer 404.
 * - {@link renderWithClient}: renders inside a fresh QueryClient (no retries) and a MemoryRouter.
 * - {@link MockIntersectionObserver}: a controllable IntersectionObserver (`show(element, ratio)`).
 * - Entity factories with every wire field filled: {@link makePerson}, {@link makeWork}, ...
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type {
  Category,
  Education,
  Person,
  PopulatedProject,
  Skill,
  SocialLink,
  User,
  Work,
} from '../../shared/schemas.js';

export type MockAnswer =
  | { status?: number; response: unknown }
  | { status: number; error: { message: string; code?: string } }
  | 'pending';

/** Replace `fetch` with answers by path (query string included). Answers the mock for call checks. */
export function mockApi(table: Record<string, MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const answer = table[path];
    const method = init?.method ?? 'GET';
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer === undefined) {
      return jsonResponse(404, {
        method,
        url: path,
        error: { message: `No route ${path}`, code: 'NOT_FOUND' },
      });
    }
    if ('error' in answer) {
      return jsonResponse(answer.status, {
        method,
        url: path,
        error: { code: 'INTERNAL_ERROR', ...answer.error },
      });
    }
    return jsonResponse(answer.status ?? 200, {
      method,
      url: path,
      response: answer.response,
      message: 'OK',
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

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

const meta = (id: string) => ({
  _id: id,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

/** 24 hex characters from a small number, so ids look like the wire's. */
export function testId(n: number): string {
  return n.toString(16).padStart(24, '0');
}

export function makePerson(overrides: Partial<Person> = {}): Person {
  return {
    ...meta(testId(1)),
    firstName: 'Ada',
    lastName: 'Lovelace',
    dni: '123',
    cuil: '456',
    birthday: '1815-12-10T00:00:00.000Z',
    jobTitles: 'Analyst',
    about: 'Wrote the first program.',
    city: 'London',
    province: 'Greater London',
    country: 'United Kingdom',
    address: '',
    postalCode: '',
    thumbnails: ['https://img.example.com/ada.png'],
    banners: ['https://img.example.com/banner.png'],
    ...overrides,
  };
}

export function makeWork(overrides: Partial<Work> = {}): Work {
  return {
    ...meta(testId(100 + (overrides.order ?? 0))),
    company: 'Analytical Engines',
    linkCompany: 'https://engines.example.com',
    jobTitle: 'Programmer',
    dateStart: '1842-01-01T10:00:00.000Z',
    dateEnd: '1843-06-30',
    finished: true,
    description: 'Notes on the engine.',
    thumbnails: 'https://img.example.com/engine.png',
    location: '',
    highlights: [],
    order: 0,
    ...overrides,
  };
}

export function makeEducation(overrides: Partial<Education> = {}): Education {
  return {
    ...meta(testId(200 + (overrides.order ?? 0))),
    institutionName: 'University of London',
    linkInstitution: 'www.london.ac.uk',
    iconInstitution: 'https://img.example.com/uol.png',
    title: 'Mathematics',
    linkCertificate: '',
    dateStart: '1830-01-01',
    dateEnd: '1835-01-01',
    finished: true,
    typeEducation: 'University',
    description: 'Calculus and logic.',
    order: 0,
    ...overrides,
  };
}

export function makeSkill(overrides: Partial<Skill> = {}): Skill {
  return {
    ...meta(testId(300 + (overrides.order ?? 0))),
    title: 'TypeScript',
    percent: 90,
    type: 'Hard',
    thumbnails: 'https://img.example.com/ts.png',
    order: 0,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    ...meta(testId(400 + (overrides.order ?? 0))),
    title: 'All',
    thumbnails: '',
    order: 0,
    ...overrides,
  };
}

export function makeProject(overrides: Partial<PopulatedProject> = {}): PopulatedProject {
  return {
    ...meta(testId(500 + (overrides.order ?? 0))),
    title: 'Difference Engine',
    company: 'Babbage & Co',
    linkCompany: 'https://babbage.example.com',
    linkProyect: 'www.engine.example.com',
    dateStart: '1833-05-01T00:00:00.000Z',
    dateEnd: '',
    description: 'A mechanical calculator.',
    languages: [],
    categories: [],
    thumbnails: [],
    roles: [],
    highlights: [],
    order: 0,
    ...overrides,
  };
}

export function makeSocialLink(overrides: Partial<SocialLink> = {}): SocialLink {
  return {
    ...meta(testId(600 + (overrides.order ?? 0))),
    type: 'Social Media',
    title: 'GitHub',
    linkSocial: 'https://github.com/ada',
    thumbnails: 'https://img.example.com/gh.png',
    username: '',
    order: 0,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    ...meta(testId(700)),
    user: 'ada',
    email: 'ada@example.com',
    role: 'user',
    person: '',
    ...overrides,
  };
}
