/**
 * The web tests' one factory per entity (docs/decisions/0106-one-home-for-web-test-helpers.md): each returns a wire object with every
 * field filled (src/shared/schemas.ts), ids of 24 hex characters, and takes overrides. Test code only.
 */
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
import { educations, works } from '../../shared/resources/index.js';

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

/** A work: the declaration's defaults (src/shared/resources/works.ts), so a new field needs no edit here. */
export function makeWork(overrides: Partial<Work> = {}): Work {
  return {
    ...meta(testId(100 + (overrides.order ?? 0))),
    ...works.defaults,
    company: 'Analytical Engines',
    linkCompany: 'https://engines.example.com',
    jobTitle: 'Programmer',
    dateStart: '1842-01-01T10:00:00.000Z',
    dateEnd: '1843-06-30',
    finished: true,
    description: 'Notes on the engine.',
    thumbnails: 'https://img.example.com/engine.png',
    order: 0,
    ...overrides,
  };
}

/** An education: the declaration's defaults (src/shared/resources/educations.ts) and a filled example. */
export function makeEducation(overrides: Partial<Education> = {}): Education {
  return {
    ...meta(testId(200 + (overrides.order ?? 0))),
    ...educations.defaults,
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

/** A signed-in admin (the owner) whose person is `id24('b')`. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'a'.repeat(24),
    user: 'Owner',
    email: 'owner@example.com',
    role: 'admin',
    person: 'b'.repeat(24),
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An id of 24 hex characters made of one repeated character. */
export const id24 = (char: string) => char.repeat(24);
