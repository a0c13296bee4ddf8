/**
 * The server's configuration as the app uses it ({@link Config}), made from the environment by
 * `loadConfig` (src/server/config.ts). Source: README.md "Configuration".
 */

/** The whole configuration. */
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
