/**
 * Forgiving on input (decision 0030): what real JSON Resume files commonly get wrong is put right before
 * validation, each change reported as a warning that names its path, instead of refusing the file.
 *
 * - an empty string (`"endDate": ""`, `"url": ""`) is a value left out: removed;
 * - the pre-1.0 key names are renamed when the 1.0 key is absent: `work[].company` → `name`,
 *   `work[].website`, `volunteer[].website`, `publications[].website`, `basics.website` → `url`,
 *   `basics.picture` → `image`, `education[].gpa` → `score`;
 * - a link without a scheme (`www.example.com`, `example.com/me`) in a `url` gets `https://`;
 * - `basics.location.countryCode` given as a country name (`Israel`, `Estados Unidos`), an alpha-3
 *   or a lower-case code is read as its ISO 3166-1 alpha-2 code (country.ts); a value that names no
 *   country is kept as it is, with a warning that export leaves it out of `countryCode`.
 *
 * Source: docs/decisions/0031-lossless-json-resume.md, docs/decisions/0100-json-resume-country-codes.md.
 * Pure: the input is not changed.
 */
import { countryCodeOf, isCountryCode } from './country.js';
import type { ResumeIssue } from './document.js';
import { hasOwn, setOwn } from './own.js';

/** Pre-1.0 key → 1.0 key, by section (`basics` is the object, the others are lists of items). */
const RENAMES: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
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

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_HOST = /^[^\s/@:]+\.[a-z]{2,}(\/\S*)?$/i;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function renameKeys(
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

function clean(value: unknown, path: string, key: string, warnings: ResumeIssue[]): unknown {
  if (Array.isArray(value)) return value.map((item, index) => clean(item, `${path}[${index}]`, '', warnings));
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(value)) {
      const childPath = path === '' ? childKey : `${path}.${childKey}`;
      if (child === '' || (typeof child === 'string' && child.trim() === '' && child !== '')) {
        warnings.push({ path: childPath, message: 'empty value; left out' });
        continue;
      }
      // Vitae's own extension objects are written by Vitae: taken as they are.
      setOwn(out, childKey, childKey === 'x-vitae' ? child : clean(child, childPath, childKey, warnings));
    }
    return out;
  }
  if (typeof value === 'string' && key === 'url' && !SCHEME.test(value) && BARE_HOST.test(value.trim())) {
    warnings.push({ path, message: `link without a scheme; read as https://${value.trim()}` });
    return `https://${value.trim()}`;
  }
  return value;
}

/**
 * Normalise a JSON Resume document (see the module doc). Anything that is not an object is given
 * back as is (validation then refuses it: only a file that is not a resume at all is refused).
 */
export function normaliseResume(resume: unknown): { resume: unknown; warnings: ResumeIssue[] } {
  if (!isObject(resume)) return { resume, warnings: [] };
  const warnings: ResumeIssue[] = [];
  const renamed: Record<string, unknown> = { ...resume };
  for (const [section, renames] of RENAMES) {
    const value = hasOwn(renamed, section) ? renamed[section] : undefined;
    if (isObject(value)) renamed[section] = renameKeys(value, renames, section, warnings);
    else if (Array.isArray(value)) {
      renamed[section] = value.map((item, index) =>
        isObject(item) ? renameKeys(item, renames, `${section}[${index}]`, warnings) : item,
      );
    }
  }
  const cleaned = clean(renamed, '', '', warnings) as Record<string, unknown>;
  return { resume: withCountryCode(cleaned, warnings), warnings };
}

/** The path of the one country code of a JSON Resume. */
export const COUNTRY_CODE_PATH = 'basics.location.countryCode';

/** `resume` with `basics.location.countryCode` read as an ISO 3166-1 alpha-2 code (module doc). */
function withCountryCode(resume: Record<string, unknown>, warnings: ResumeIssue[]): Record<string, unknown> {
  const basics = hasOwn(resume, 'basics') ? resume.basics : undefined;
  if (!isObject(basics)) return resume;
  const location = hasOwn(basics, 'location') ? basics.location : undefined;
  if (!isObject(location) || !hasOwn(location, 'countryCode')) return resume;
  const value = location.countryCode;
  if (typeof value !== 'string' || isCountryCode(value)) return resume;
  const code = countryCodeOf(value);
  if (code === undefined) {
    warnings.push({
      path: COUNTRY_CODE_PATH,
      message: `not an ISO 3166-1 country code nor a country name; kept as the country, written to x-vitae instead of countryCode on export`,
    });
    return resume;
  }
  warnings.push({ path: COUNTRY_CODE_PATH, message: `not an ISO 3166-1 country code; read as ${code}` });
  return { ...resume, basics: { ...basics, location: { ...location, countryCode: code } } };
}
