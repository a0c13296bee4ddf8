/**
 * The environment's variables the server reads (README.md "Configuration" lists them with their
 * defaults): a zod object over their texts, empty ones removed first (src/server/config.ts). The
 * owner's sign-in variables are in sign-in-environment.ts, the contact form's in contact-environment.ts.
 */
import { z } from 'zod';
import { CONTACT_VARIABLES } from './contact-environment.js';
import { SIGN_IN_VARIABLES } from './sign-in-environment.js';
import { trustProxy } from './trust-proxy.js';
import { booleanText, originList, seconds } from './values.js';

/** The server's and the site's variables. */
const SERVER_VARIABLES = {
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => value === '' || /^postgres(ql)?:\/\//.test(value), {
      error: 'must start with postgres:// or postgresql://',
    })
    .optional(),
  SEED_DEMO: booleanText.default(true),
  COUNT_VISITS: booleanText.default(true),
  CORS_ORIGINS: originList.default([]),
  PUBLIC_URL: z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { error: 'must be an http(s) URL' })
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  REQUEST_TIMEOUT: seconds('whole request').default(30),
  HEADERS_TIMEOUT: seconds('request headers').default(10),
  KEEP_ALIVE_TIMEOUT: seconds('idle keep-alive connection').default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SITE_NAME: z
    .string()
    .trim()
    .min(1)
    .max(120, { error: 'must be at most 120 characters' })
    .default('Portfolio'),
};

/** Every variable, parsed: the input of `loadConfig`. */
export const environmentSchema = z.object({
  ...SERVER_VARIABLES,
  ...SIGN_IN_VARIABLES,
  ...CONTACT_VARIABLES,
});

/** The parsed variables. */
export type Environment = z.infer<typeof environmentSchema>;
