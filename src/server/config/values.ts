/**
 * The value parsers the environment's variables share (src/server/config/environment.ts): a boolean
 * written as text, a list of origins, and a number of seconds. Each is a zod schema over the variable's
 * text whose message completes "NAME ..." (README.md "Configuration").
 */
import { z } from 'zod';

/** `true`/`false`, `1`/`0` or `yes`/`no`, in any case, as a boolean. */
export const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** A comma-separated list of origins (`https://example.com`: scheme and host, no path); empty items dropped. */
export const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
  )
  .refine((origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/i.test(origin)), {
    error: 'must be a comma-separated list of origins such as https://example.com (scheme and host, no path)',
  });

/** A positive number of seconds, at most an hour; `what` names the timeout in the message. */
export const seconds = (what: string) =>
  z.coerce
    .number({ error: `must be a number of seconds (${what})` })
    .positive()
    .max(3600);
