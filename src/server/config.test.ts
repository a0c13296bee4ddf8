/**
 * Unit tests of the configuration: defaults, and each bad variable stopping the start with a
 * message that names it. Source: README.md "Configuration"; README configuration table.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      seedDemo: true,
      sessionTtlDays: 7,
      corsOrigins: [],
      publicUrl: undefined,
      secureCookies: false,
      loginRateLimit: 10,
    });
  });

  it('TRUST_PROXY and the timeouts (decision 0110 §2 and §3)', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      timeouts: { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 },
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1 ' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '1.2.3.4/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY must be false, a number of proxy hops/,
      );
    expect(
      loadConfig({ REQUEST_TIMEOUT: '5', HEADERS_TIMEOUT: '60', KEEP_ALIVE_TIMEOUT: '2' }).timeouts,
    ).toEqual({ requestMs: 5_000, headersMs: 5_000, keepAliveMs: 2_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT: '0' })).toThrow(/REQUEST_TIMEOUT/);
  });

  it('empty strings count as unset', () => {
    expect(loadConfig({ PORT: '', SEED_DEMO: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      seedDemo: true,
      databaseUrl: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/vitae-data',
      DATABASE_URL: 'postgres://vitae:secret@db:5432/vitae',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'owner-password',
      SEED_DEMO: 'false',
      SESSION_TTL_DAYS: '0.5',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      PUBLIC_URL: 'http://cv.example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/vitae-data',
      databaseUrl: 'postgres://vitae:secret@db:5432/vitae',
      adminEmail: 'owner@example.com',
      adminPassword: 'owner-password',
      seedDemo: false,
      sessionTtlDays: 0.5,
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      publicUrl: 'http://cv.example.com',
      secureCookies: false,
    });
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('SEED_DEMO=%s is %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it('SITE_NAME defaults to Portfolio, is trimmed, and may not be longer than 120 characters', () => {
    expect(loadConfig({}).siteName).toBe('Portfolio');
    expect(loadConfig({ SITE_NAME: '  My CV ' }).siteName).toBe('My CV');
    expect(() => loadConfig({ SITE_NAME: 'x'.repeat(121) })).toThrow(/SITE_NAME/);
  });

  it('PUBLIC_URL on https makes cookies Secure', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cv.example.com' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'HTTPS://cv.example.com' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://cv.example.com' }).secureCookies).toBe(false);
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '3.5' }],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }],
    ['SESSION_TTL_DAYS', { SESSION_TTL_DAYS: '-1' }],
    ['SESSION_TTL_DAYS', { SESSION_TTL_DAYS: '0' }],
    ['SESSION_TTL_DAYS', { SESSION_TTL_DAYS: 'week' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'notaurl' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://ok.example,https://bad.example/path' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://user:pw@host/db' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'cv.example.com' }],
    ['LOGIN_RATE_LIMIT', { LOGIN_RATE_LIMIT: '0' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ])('a bad %s stops with a message naming it (%o)', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('ADMIN_EMAIL without ADMIN_PASSWORD (and the reverse) stops, naming both', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'owner-password' })).toThrow(/ADMIN_EMAIL/);
  });

  it('never prints a password in its message', () => {
    try {
      loadConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain("'short'");
    }
  });
});
