/**
 * What an import accepts at most, checked before any other work (docs/decisions/0080-data-limits.md):
 * a JSON Resume file of {@link RESUME_LIMITS}`.bytes` (the data route's body limit, the CLI's file
 * limit), entries per section and in all, values in all, nesting; and what no file may hold: the NUL
 * character (PostgreSQL text cannot hold it; the API refuses it in every body) and a `__proto__` key
 * (as Fastify's own JSON parser refuses it: read through a prototype it would hide or invent values).
 * Limits a real resume never reaches; a file past one is refused whole, with a message that names it.
 */
import type { ResumeIssue } from './document.js';

const MiB = 1024 * 1024;

/** The limits of one import (see {@link RESUME_LIMITS}). */
export interface ResumeLimits {
  readonly bytes: number;
  readonly sectionEntries: number;
  readonly entries: number;
  readonly values: number;
  readonly depth: number;
}

/** The limits of one import (see the module doc). */
export const RESUME_LIMITS: ResumeLimits = {
  /** The file, bytes (JSON text). */
  bytes: 5 * MiB,
  /** Items of one list of the document (`work`, `publications`, `basics.profiles`...). */
  sectionEntries: 500,
  /** Items of all those lists together, and the projects' keywords (each may make a skill). */
  entries: 1_000,
  /** Values of the whole document: every text, number, true/false, null, list and object. */
  values: 50_000,
  /** Lists and objects inside one another (the API's body limit, constants.ts MAX_JSON_DEPTH). */
  depth: 64,
};

/** The file is past one of {@link RESUME_LIMITS} (413); nothing was imported. */
export class ResumeTooLargeError extends Error {
  override name = 'ResumeTooLargeError';
}

/** `1,000` */
const count = (value: number) => value.toLocaleString('en');

/**
 * The lists whose items are entries (each is a row an import writes): every list at the top,
 * `basics.profiles`, `x-vitae.categories`.
 */
function entryLists(resume: Record<string, unknown>): [string, unknown[]][] {
  const lists: [string, unknown[]][] = [];
  for (const [key, value] of Object.entries(resume)) if (Array.isArray(value)) lists.push([key, value]);
  for (const [parent, key] of [
    ['basics', 'profiles'],
    ['x-vitae', 'categories'],
  ] as const) {
    const holder = Object.hasOwn(resume, parent) ? resume[parent] : undefined;
    if (
      holder !== null &&
      typeof holder === 'object' &&
      !Array.isArray(holder) &&
      Object.hasOwn(holder, key)
    ) {
      const list = (holder as Record<string, unknown>)[key];
      if (Array.isArray(list)) lists.push([`${parent}.${key}`, list]);
    }
  }
  return lists;
}

/**
 * Check `resume` (parsed JSON) against {@link RESUME_LIMITS} and for NUL characters and `__proto__`
 * keys. Iterative and bounded: it stops at the first limit passed.
 * @returns `refused`: the NUL characters and `__proto__` keys found, by path (at most 20; validate.ts
 *   refuses the file with them); `values`: how many values the document holds.
 * @throws ResumeTooLargeError past a limit.
 */
export function checkResumeLimits(
  resume: unknown,
  limits: ResumeLimits = RESUME_LIMITS,
): { refused: ResumeIssue[]; values: number } {
  if (resume === null || typeof resume !== 'object' || Array.isArray(resume))
    return { refused: [], values: 1 };
  let entries = 0;
  for (const [path, list] of entryLists(resume as Record<string, unknown>)) {
    if (list.length > limits.sectionEntries) {
      throw new ResumeTooLargeError(
        `The file has ${count(list.length)} entries in ${path}; Vitae imports at most ${count(limits.sectionEntries)} in one section. Nothing was imported.`,
      );
    }
    entries += list.length;
  }
  // Project keywords link skills by title, making the ones missing: entries too.
  const projects = Object.hasOwn(resume, 'projects')
    ? (resume as Record<string, unknown>).projects
    : undefined;
  for (const project of Array.isArray(projects) ? projects : []) {
    const keywords =
      project !== null && typeof project === 'object' && Object.hasOwn(project, 'keywords')
        ? (project as Record<string, unknown>).keywords
        : undefined;
    if (Array.isArray(keywords)) entries += keywords.length;
  }
  if (entries > limits.entries) {
    throw new ResumeTooLargeError(
      `The file has ${count(entries)} entries; Vitae imports at most ${count(limits.entries)} in all. Nothing was imported.`,
    );
  }
  const issues: ResumeIssue[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: resume, path: '', depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (++values > limits.values) {
      throw new ResumeTooLargeError(
        `The file has more than ${count(limits.values)} values; Vitae imports at most ${count(limits.values)}. Nothing was imported.`,
      );
    }
    if (typeof value === 'string') {
      if (value.includes('\0'))
        issues.push({ path: path || '(root)', message: 'must not contain the NUL character (\\u0000)' });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.depth) {
      throw new ResumeTooLargeError(
        `The file nests lists and objects more than ${limits.depth} levels deep (at ${path}). Nothing was imported.`,
      );
    }
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        stack.push({ value: value[index], path: `${path}[${index}]`, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      const at = path === '' ? key : `${path}.${key}`;
      if (key === '__proto__') issues.push({ path: at, message: 'is not accepted as a key' });
      else if (key.includes('\0'))
        issues.push({ path: at, message: 'must not contain the NUL character (\\u0000)' });
      stack.push({ value: (value as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return { refused: issues.slice(0, 20), values };
}
