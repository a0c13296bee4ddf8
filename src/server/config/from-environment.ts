/**
 * The {@link Config} made from the parsed environment (environment.ts): paths resolved, seconds made
 * milliseconds (the headers' timeout never longer than the request's), cookies `Secure` behind an
 * https public URL, email delivery only when both SMTP_URL and CONTACT_TO are set.
 */
import path from 'node:path';
import type { Config } from './config-types.js';
import type { Environment } from './environment.js';

/** The configuration of the checked variables `e`. */
export function configFrom(e: Environment): Config {
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
