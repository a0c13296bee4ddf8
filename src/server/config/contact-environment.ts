/**
 * The contact form's variables (README.md "Configuration", decision 0051): email delivery through
 * SMTP_URL to CONTACT_TO (from CONTACT_FROM), and the form's limits.
 */
import { z } from 'zod';

/** SMTP_URL, CONTACT_TO, CONTACT_FROM, CONTACT_RATE_LIMIT and CONTACT_MIN_FILL_SECONDS. */
export const CONTACT_VARIABLES = {
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/[^\s]+$/i.test(value), { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  CONTACT_TO: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an email address' }))
    .optional(),
  CONTACT_FROM: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an email address' }))
    .optional(),
  CONTACT_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number of messages' })
    .int()
    .min(1)
    .max(100_000)
    .default(5),
  CONTACT_MIN_FILL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0)
    .max(3600)
    .default(3),
};
