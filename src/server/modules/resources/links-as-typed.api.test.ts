/**
 * Link fields take links the way people type them (docs/decisions/0097-links-as-people-type-them.md):
 * through the real API, a bare domain is stored with `https://`, an email address with `mailto:` and
 * a phone number with `tel:`, on create and on update; what is unsafe is still refused with 400 and
 * nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

type Entry = { _id: string } & Record<string, unknown>;

describe.skipIf(skipReason() !== '')('link fields as people type them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('completes a bare domain, an address and a phone number, on create and on update', async () => {
    const work = expectOk<Entry>(
      await t.request('POST', '/api/works', {
        cookie: t.adminCookie,
        body: { company: 'Hooli', linkCompany: 'hooli.example.com' },
      }),
      201,
    );
    expect(work.linkCompany).toBe('https://hooli.example.com');
    const email = expectOk<Entry>(
      await t.request('POST', '/api/social-medias', {
        cookie: t.adminCookie,
        body: { type: 'Contact', title: 'Email', linkSocial: 'ada@example.com' },
      }),
      201,
    );
    expect(email.linkSocial).toBe('mailto:ada@example.com');
    const phone = expectOk<Entry>(
      await t.request('PUT', `/api/social-medias/${email._id}`, {
        cookie: t.adminCookie,
        body: { type: 'Contact', title: 'Phone', linkSocial: '+54 11 5555-5555' },
      }),
    );
    expect(phone.linkSocial).toBe('tel:+54 11 5555-5555');
    const certificate = expectOk<Entry>(
      await t.request('POST', '/api/certificates', {
        cookie: t.adminCookie,
        body: { name: 'AWS', url: 'certs.example.org/ada/2024' },
      }),
      201,
    );
    expect(certificate.url).toBe('https://certs.example.org/ada/2024');
    const stored = expectOk<Entry[]>(await t.request('GET', '/api/works'));
    expect(stored.find((item) => item._id === work._id)?.linkCompany).toBe('https://hooli.example.com');
  });

  it('still refuses what is unsafe, and writes nothing', async () => {
    const before = expectOk<Entry[]>(await t.request('GET', '/api/social-medias'));
    for (const bad of ['javascript:alert(1)', 'javascript:ada@example.com', 'ftp://files.example.com']) {
      const answer = await t.request('POST', '/api/social-medias', {
        cookie: t.adminCookie,
        body: { type: 'Contact', title: 'Bad', linkSocial: bad },
      });
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.body).toMatch(/linkSocial/);
    }
    expect(expectOk<Entry[]>(await t.request('GET', '/api/social-medias'))).toEqual(before);
  });
});
