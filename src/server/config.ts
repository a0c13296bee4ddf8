/**
 * Server configuration, read from the environment in one place.
 *
 * Shape: {@link Config}. A bad value throws {@link ConfigError} whose message names the variable, and
 * `main.ts` stops the start with it. Source: README.md "Configuration" (variables and defaults) and the README's
 * configuration table.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const originList = z
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

/**
 * TRUST_PROXY: `false`/`0` (default: the socket's address is the client), a hop count (`1` = one
 * reverse proxy in front), or a comma-separated list of proxy addresses/CIDRs (`127.0.0.1,10.0.0.0/8`).
 * Passed to Fastify's `trustProxy` (decision 0110 §2).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (/^(false|no|0)$/i.test(value)) return false;
    if (/^\d{1,3}$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
    const valid = (item: string) => {
      const [address, bits, extra] = item.split('/');
      const version = isIP(address ?? '');
      if (version === 0 || extra !== undefined) return false;
      if (bits === undefined) return true;
      return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
    };
    if (list.length === 0 || !list.every(valid)) {
      context.addIssue({
        code: 'custom',
        message: 'must be false, a number of proxy hops, or a comma-separated list of addresses/CIDRs',
      });
      return z.NEVER;
    }
    return list;
  });

const seconds = (what: string) =>
  z.coerce
    .number({ error: `must be a number of seconds (${what})` })
    .positive()
    .max(3600);

const envSchema = z.object({
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
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be an email address' }))
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must have at least 8 characters' }).optional(),
  SEED_DEMO: booleanText.default(true),
  COUNT_VISITS: booleanText.default(true),
  SESSION_TTL_DAYS: z.coerce.number({ error: 'must be a number of days' }).positive().max(3650).default(7),
  CORS_ORIGINS: originList.default([]),
  PUBLIC_URL: z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { error: 'must be an http(s) URL' })
    .optional(),
  LOGIN_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number of attempts' })
    .int()
    .min(1)
    .max(100_000)
    .default(10),
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
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; undefined means the embedded SQLite file `${dataDir}/vitae.db`. */
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  sessionTtlDays: number;
  corsOrigins: string[];
  publicUrl: string | undefined;
  /** Cookies get `Secure` when the public URL is https. */
  secureCookies: boolean;
  logLevel: string;
  /** Failed sign-ins per 15 minutes before throttling (modules/auth/login-throttle.ts). */
  loginRateLimit: number;
  /** Folder of the built web app (index.html and assets); its server entry is in `../ssr`. */
  webDist: string;
  /** The pages' title when the portfolio has no owner name. */
  siteName: string;
  /** Count visits for the owner's statistics (COUNT_VISITS, docs/product.md §21). */
  countVisits: boolean;
  /** Fastify `trustProxy`: false, a hop count or proxy addresses/CIDRs (TRUST_PROXY). */
  trustProxy: false | number | string[];
  /** Connection timeouts in milliseconds (decision 0110 §3). */
  timeouts: ServerTimeouts;
  /** Contact form (decision 0051): email delivery when SMTP_URL and CONTACT_TO are set, and its limits. */
  contact: {
    mail: { smtpUrl: string; to: string; from: string | undefined } | undefined;
    /** Messages per client address per hour. */
    rateLimit: number;
    minFillSeconds: number;
  };
}

/** How long the server waits, in milliseconds, before it closes a connection. */
export interface ServerTimeouts {
  /** The whole request (headers and body) must arrive within this (REQUEST_TIMEOUT). */
  requestMs: number;
  /** The headers must arrive within this; never more than `requestMs` (HEADERS_TIMEOUT). */
  headersMs: number;
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT). */
  keepAliveMs: number;
}

/**
 * Parse the environment into a {@link Config}. Empty strings count as unset.
 * @throws ConfigError naming the first bad variable, e.g. "PORT must be a port number (got 'abc')".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const shown = name.includes('PASSWORD') ? '' : ` (got '${cleaned[name] ?? ''}')`;
    throw new ConfigError(`Configuration error: ${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      `Configuration error: ${e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'} must be set together with ${
        e.ADMIN_EMAIL === undefined ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'
      }`,
    );
  }
  if (e.SMTP_URL !== undefined && e.CONTACT_TO === undefined) {
    throw new ConfigError('Configuration error: CONTACT_TO must be set when SMTP_URL is set');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: e.PUBLIC_URL,
    secureCookies: e.PUBLIC_URL?.toLowerCase().startsWith('https://') ?? false,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    webDist: path.resolve(e.WEB_DIST ?? 'dist/web'),
    siteName: e.SITE_NAME,
    countVisits: e.COUNT_VISITS,
    trustProxy: e.TRUST_PROXY,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT * 1000,
      headersMs: Math.min(e.HEADERS_TIMEOUT, e.REQUEST_TIMEOUT) * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT * 1000,
    },
    contact: {
      mail:
        e.SMTP_URL && e.CONTACT_TO
          ? { smtpUrl: e.SMTP_URL, to: e.CONTACT_TO, from: e.CONTACT_FROM }
          : undefined,
      rateLimit: e.CONTACT_RATE_LIMIT,
      minFillSeconds: e.CONTACT_MIN_FILL_SECONDS,
    },
  };
}
