/**
 * Request logs are structured JSON (Fastify's logger) and never contain cookies, session tokens or
 * passwords (docs/api.md).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './app.js';
import { ADMIN, createTestApp, skipReason, type TestApp } from './test/test-app.js';

describe.skipIf(skipReason() !== '')('request logging', () => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ logger: { ...(loggerOptions('info') as object), stream } as never });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs each request as JSON without the cookie, the token or the password', async () => {
    lines.length = 0;
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.cookies.find((cookie) => cookie.name === 'token')!.value;
    const cookie = `token=${token}`;
    await t.request('PUT', `/api/users/${login.json().response._id}`, {
      cookie,
      body: { password: 'a-new-secret-password' },
    });
    await t.request('GET', '/api/works', { cookie, headers: { authorization: `Bearer ${token}` } });

    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const all = lines.join('\n');
    expect(all).toContain('"url":"/api/auth/login"');
    expect(all).not.toContain(token);
    expect(all).not.toContain(ADMIN.password);
    expect(all).not.toContain('a-new-secret-password');
  });
});
