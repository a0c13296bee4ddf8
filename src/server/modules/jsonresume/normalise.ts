/**
 * Forgiving on input (decision 0030): what real JSON Resume files commonly get wrong is put right before
 * validation, each change reported as a warning that names its path, instead of refusing the file.
 *
 * - an empty string (`"endDate": ""`, `"url": ""`) is a value left out: removed (clean-values.ts);
 * - the pre-1.0 key names are renamed when the 1.0 key is absent: `work[].company` → `name`,
 *   `work[].website`, `volunteer[].website`, `publications[].website`, `basics.website` → `url`,
 *   `basics.picture` → `image`, `education[].gpa` → `score` (pre-1-keys.ts);
 * - a link without a scheme (`www.example.com`, `example.com/me`) in a `url` gets `https://` (clean-values.ts);
 * - `basics.location.countryCode` given as a country name (`Israel`, `Estados Unidos`), an alpha-3
 *   or a lower-case code is read as its ISO 3166-1 alpha-2 code (country.ts); a value that names no
 *   country is kept as it is, with a warning that export leaves it out of `countryCode` (country-code-field.ts).
 *
 * Source: docs/decisions/0031-lossless-json-resume.md, docs/decisions/0100-json-resume-country-codes.md.
 * Pure: the input is not changed.
 */
import { clean } from './clean-values.js';
import { withCountryCode } from './country-code-field.js';
import type { ResumeIssue } from './document.js';
import { hasOwn, isObject } from './own.js';
import { renameKeys, RENAMES } from './pre-1-keys.js';

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
