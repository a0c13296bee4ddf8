/**
 * The PDF CV writes the person's place as the site does (docs/decisions/0098-what-a-visitor-reads-first.md,
 * src/shared/place.ts): "San Francisco, California, United States", the country named from its code
 * in the CV's language; read back from the real PDF with pdftotext.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_PATH } from '../../../shared/cv.js';
import { expectOk } from '../../test/expect-api.js';
import { pdfText } from '../../test/pdf.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';

describe.skipIf(skipReason() !== '')('GET /cv.pdf: the place', () => {
  let t: TestApp;
  let personId: string;
  beforeAll(async () => {
    t = await createTestApp();
    personId = expectOk<{ _id: string }>(
      await t.request('POST', '/api/people/', {
        cookie: t.adminCookie,
        body: { firstName: 'Ana', lastName: 'Place' },
      }),
      201,
    )._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const setPerson = async (body: Record<string, unknown>) =>
    expectOk(await t.request('PUT', `/api/people/${personId}`, { cookie: t.adminCookie, body }));
  const text = async (query = '') => {
    const response = await t.request('GET', `${CV_PATH}${query}`);
    expect(response.statusCode).toBe(200);
    return pdfText(response.rawPayload).replace(/\s+/g, ' ');
  };

  it('names the country from its code in the CV language, after city and province', async () => {
    await setPerson({ city: 'San Francisco', province: 'California', country: 'US' });
    expect(await text()).toContain('San Francisco, California, United States');
    expect(await text('?lang=es')).toContain('San Francisco, California, Estados Unidos');
  });

  it('leaves out the empty parts and writes a country typed as a name as written', async () => {
    await setPerson({ city: '', province: '', country: 'de' });
    const english = await text();
    expect(english).toContain('Germany');
    expect(english).not.toContain(', Germany');
    await setPerson({ city: 'Haifa', province: '', country: 'Israel' });
    expect(await text('?lang=es')).toContain('Haifa, Israel');
  });
});
