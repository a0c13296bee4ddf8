/**
 * The owner's account and sign-in variables (README.md "Configuration"): the first admin's email and
 * password (set together), how many days a session lasts, and how many failed sign-ins per 15 minutes
 * are allowed before throttling (modules/auth/login-throttle.ts).
 */
import { z } from 'zod';

/** ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_TTL_DAYS and LOGIN_RATE_LIMIT. */
export const SIGN_IN_VARIABLES = {
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be an email address' }))
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must have at least 8 characters' }).optional(),
  SESSION_TTL_DAYS: z.coerce.number({ error: 'must be a number of days' }).positive().max(3650).default(7),
  LOGIN_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number of attempts' })
    .int()
    .min(1)
    .max(100_000)
    .default(10),
};
