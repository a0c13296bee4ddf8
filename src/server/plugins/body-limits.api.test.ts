/**
 * API tests of the 413 for a body over a route's own limit (plugins/errors.ts,
 * docs/decisions/0092-upload-form-and-limits.md): the message names that route's limit, 1 MiB for
 * ordinary writes (app.ts), 32 KiB for the contact form, 5 MiB for the JSON Resume import, and
 * nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PATHS } from '../../shared/contact.js';
import { MAX_BODY_BYTES } from '../../shared/constants.js';
import { paths } from '../../shared/paths.js';
import { RESUME_LIMITS } from '../modules/jsonresume/limits.js';
import { CONTACT_BODY_LIMIT } from '../modules/messages/messages.routes.js';
import { expectError } from '../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../test/test-app.js';

/** A JSON body of `bytes` + 1 bytes: one over a limit of `bytes`. */
const justOver = (bytes: number) => JSON.stringify({ description: 'x'.repeat(bytes - 17) });

describe.skipIf(skipReason() !== '')('413 names the route’s body limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('1 MiB on writes, 32 KiB on the contact form, 5 MiB on the import; nothing changes', async () => {
    expect(Buffer.byteLength(justOver(1024))).toBe(1025);
    const counts = async () => ({
      works: (await t.db.kysely.selectFrom('works').select('id').execute()).length,
      messages: (await t.db.kysely.selectFrom('messages').select('id').execute()).length,
    });
    const before = await counts();
    const cases = [
      { url: '/api/works', limit: MAX_BODY_BYTES, message: 'The request body is larger than 1 MiB.' },
      {
        url: CONTACT_PATHS.messages,
        limit: CONTACT_BODY_LIMIT,
        message: 'The request body is larger than 32 KiB.',
      },
      // The import answers with its own message (src/server/modules/data/data.routes.ts), naming its limit.
      {
        url: `${paths.data.import}?confirm=true`,
        limit: RESUME_LIMITS.bytes,
        message:
          'The file is larger than 5 MiB; Vitae imports JSON Resume files of at most 5 MiB. Nothing was imported.',
      },
    ];
    for (const { url, limit, message } of cases) {
      const error = expectError(
        await t.request('POST', url, { cookie: t.adminCookie, body: justOver(limit) }),
        413,
        message,
      );
      expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await counts()).toEqual(before);
  });
});
