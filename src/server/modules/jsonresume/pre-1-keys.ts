/**
 * The pre-1.0 key names of JSON Resume, read as their 1.0 names when the 1.0 key is absent:
 * `work[].company` → `name`, `work[].website`, `volunteer[].website`, `publications[].website`,
 * `basics.website` → `url`, `basics.picture` → `image`, `education[].gpa` → `score`; each rename a
 * warning that names its path (normalise.ts).
 *
 * Source: docs/decisions/0031-lossless-json-resume.md.
 */
import type { ResumeIssue } from './document.js';
import { hasOwn, setOwn } from './own.js';

/** Pre-1.0 key → 1.0 key, by section (`basics` is the object, the others are lists of items). */
export const RENAMES: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  [
    'basics',
    new Map([
      ['website', 'url'],
      ['picture', 'image'],
    ]),
  ],
  [
    'work',
    new Map([
      ['company', 'name'],
      ['website', 'url'],
    ]),
  ],
  ['volunteer', new Map([['website', 'url']])],
  ['publications', new Map([['website', 'url']])],
  ['education', new Map([['gpa', 'score']])],
]);

/** `item` with the keys of `renames` read as their 1.0 names (one warning each). */
export function renameKeys(
  item: Record<string, unknown>,
  renames: ReadonlyMap<string, string>,
  path: string,
  warnings: ResumeIssue[],
) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    const target = renames.get(key);
    if (target !== undefined && !hasOwn(item, target)) {
      setOwn(out, target, value);
      warnings.push({ path: `${path}.${key}`, message: `pre-1.0 key name; read as ${target}` });
    } else setOwn(out, key, value);
  }
  return out;
}
