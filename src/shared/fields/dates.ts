/**
 * Date fields: a calendar date `YYYY-MM-DD` (docs/product.md §9) and a JSON Resume date at the precision
 * given (decision 0030).
 */
import { z } from 'zod';
import { text } from './texts.js';

/**
 * A date: `"YYYY-MM-DD"` or `""`. Accepts a full ISO date-time on input (old exports carry them) and
 * keeps its first 10 characters, which is also how the spec displays dates (docs/product.md §9).
 */
export const dateText = () =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: 'must be a date written YYYY-MM-DD' })
      .trim()
      .refine((value) => value === '' || isValidDatePrefix(value), {
        error: 'must be a date written YYYY-MM-DD',
      })
      .transform((value) => value.slice(0, 10)),
  );

function isValidDatePrefix(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A JSON Resume date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (or `""`), kept at the precision given so
 * `2019` stays `2019` (decision 0030). Used by the sections that came from JSON Resume.
 */
export const resumeDate = () =>
  text(10).refine(
    (value) => value === '' || /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(value),
    {
      error: 'must be a date written YYYY, YYYY-MM or YYYY-MM-DD',
    },
  );
