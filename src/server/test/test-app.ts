/**
 * Builds the real app on a real, fresh database for API tests (`*.api.test.ts` run on SQLite and on
 * PostgreSQL: VITAE_TEST_DB chooses). SQLite: an in-memory database per app. PostgreSQL: a new
 * database per app on the cluster of pg-global-setup.ts, dropped at `close()`.
 *
 * Every app starts like a first start (the `All` category, the admin `ADMIN.email`) plus a signed-up
 * non-admin `USER.email`; `seedDemo: true` also imports the sample resume.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import { bootstrap } from '../bootstrap.js';
import { createChangeFeed, type ChangeFeed } from '../db/change-feed.js';
import { openDatabase, type Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { usersRepository } from '../modules/users/users.repository.js';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
export const USER = { email: 'user@example.com', password: 'user-password-123' };

export type TestDialect = 'sqlite' | 'postgres';

export function testDialect(): TestDialect {
  return process.env.VITAE_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** Reason the PostgreSQL run is skipped on this machine, or '' when it runs (or on SQLite). */
export function skipReason(): string {
  return testDialect() === 'postgres' ? inject('postgresSkipReason') : '';
}

/** Open a fresh, migrated database of the current test dialect. */
export async function openTestDatabase(): Promise<Db & { drop(): Promise<void> }> {
  if (testDialect() === 'sqlite') {
    const db = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(db.kysely);
    return { ...db, drop: () => db.close() };
  }
  const adminUrl = inject('postgresUrl');
  const name = `vitae_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const db = openDatabase({ databaseUrl: url, poolSize: 4 });
  await migrateToLatest(db.kysely);
  return {
    ...db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** What no response may carry: a password field, its hash, or an argon2 string (docs/api.md: users). */
const SECRET_PATTERNS = [/passwordHash/i, /"password"\s*:/i, /\$argon2/i];

/**
 * Second-factor material (docs/product.md §23): the stored columns' names (a passkey's public key too) anywhere, and an
 * authenticator secret or its otpauth:// URI anywhere but in the one answer that shows it
 * (POST /api/auth/two-factor/setup).
 */
const FACTOR_COLUMN_PATTERNS = [/codeHash/i, /lastUsedStep/i, /"publicKey"\s*:/i];
const FACTOR_SECRET_PATTERNS = [/otpauth:\/\//i, /"secret"\s*:/i];

/**
 * Exact secrets a test has seen once where they may be shown (a TOTP secret, recovery codes):
 * {@link assertNoSecrets} fails every later response that carries one. Register with
 * {@link rememberSecret}.
 */
const knownSecrets = new Set<string>();

/** Make `value` a secret that no later response of this test file may carry (see knownSecrets). */
export function rememberSecret(value: string): void {
  if (value.length >= 8) knownSecrets.add(value);
}

/** Number of responses checked by {@link assertNoSecrets} in this test file. */
export const secretChecks = { count: 0 };

/**
 * Throws when a response carries a password, a password hash or an argon2 string. Every response of
 * {@link TestApp.request} goes through it, so the whole API suite asserts it on every body it sees.
 */
export function assertNoSecrets(
  response: { body: string; headers: Record<string, unknown> },
  label: string,
): void {
  secretChecks.count += 1;
  const text = `${response.body}\n${JSON.stringify(response.headers)}`;
  // The OpenAPI document names the login body's `password` field; it must still hold no hash.
  const patterns = label.includes('/api/docs/openapi.json')
    ? SECRET_PATTERNS.slice(0, 1).concat(SECRET_PATTERNS[2]!)
    : SECRET_PATTERNS;
  // The OpenAPI document names the setup answer's `secret` field; the setup answer carries one.
  const factorPatterns = /\/api\/auth\/two-factor\/setup|\/api\/docs\/openapi\.json/.test(label)
    ? FACTOR_COLUMN_PATTERNS
    : FACTOR_COLUMN_PATTERNS.concat(FACTOR_SECRET_PATTERNS);
  for (const pattern of patterns.concat(factorPatterns)) {
    if (pattern.test(text)) {
      throw new Error(`${label}: the response carries a secret (${pattern}): ${response.body.slice(0, 500)}`);
    }
  }
  const lower = text.toLowerCase();
  for (const secret of knownSecrets) {
    if (lower.includes(secret.toLowerCase())) {
      throw new Error(`${label}: the response carries a secret seen before: ${response.body.slice(0, 500)}`);
    }
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Cookie header of a signed-in admin. */
  adminCookie: string;
  /** Cookie header of a signed-in non-admin user. */
  userCookie: string;
  /** Sign in and answer the `token=...` cookie header. */
  login(email: string, password: string): Promise<string>;
  /** `app.inject` with JSON for writes; `cookie` signs the request in. */
  request(
    method: InjectOptions['method'],
    url: string,
    options?: {
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
      /** The client address (`request.ip`); 127.0.0.1 when not given. */
      remoteAddress?: string;
    },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Resolves once `feed` listens; throws after 15 s (the database's LISTEN never answered). */
async function untilHealthy(feed: ChangeFeed): Promise<void> {
  for (const begin = Date.now(); !feed.healthy;) {
    if (Date.now() - begin > 15_000) throw new Error('The change feed did not start listening within 15 s.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function createTestApp(
  options: { seedDemo?: boolean } & Partial<AppDeps> = {},
): Promise<TestApp> {
  const db = await openTestDatabase();
  await bootstrap(db.kysely, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    seedDemo: options.seedDemo ?? false,
    demoImages: false,
  });
  await usersRepository.create(db.kysely, {
    name: 'User',
    email: USER.email,
    password: USER.password,
    role: 'user',
  });
  // The app's change feed, made here so that a test starts once it listens (on PostgreSQL its own
  // connection): its first "forget what was cached" then never lands in the middle of a test.
  const feed = options.changeFeed ?? createChangeFeed(db);
  const app = await buildApp({ loginRateLimit: 1000, ...options, db, changeFeed: feed });
  if (db.dialect === 'postgres') await untilHealthy(feed);

  const request: TestApp['request'] = async (method, url, extra = {}) => {
    const headers: Record<string, string> = { ...(extra.headers ?? {}) };
    if (extra.cookie) headers.cookie = extra.cookie;
    const isWrite = method !== 'GET' && method !== 'HEAD';
    if (isWrite && !Object.keys(headers).some((key) => key.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const response = await app.inject({
      method,
      url,
      headers,
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
      ...(extra.body === undefined
        ? {}
        : { payload: typeof extra.body === 'string' ? extra.body : JSON.stringify(extra.body) }),
    });
    assertNoSecrets(response, `${method} ${url}`);
    return response;
  };

  const login = async (email: string, password: string) => {
    const res = await request('POST', '/api/auth/login', { body: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'token');
    if (!cookie) throw new Error('no token cookie');
    return `token=${cookie.value}`;
  };

  const adminCookie = await login(ADMIN.email, ADMIN.password);
  const userCookie = await login(USER.email, USER.password);

  return {
    app,
    db,
    adminCookie,
    userCookie,
    login,
    request,
    async close() {
      await app.close();
      if (!options.changeFeed) await feed.close();
      await db.drop();
    },
  };
}
