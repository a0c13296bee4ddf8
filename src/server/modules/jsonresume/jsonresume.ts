/**
 * JSON Resume import and export (STUB: being written). See issue 2 item 7.
 */
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

const require = createRequire(import.meta.url);

export function loadSampleResume(): unknown {
  return require('@jsonresume/schema/sample.resume.json');
}

export async function isPortfolioEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('people').select('id').executeTakeFirst();
  return !row;
}

export async function importJsonResume(
  _db: Kysely<Database>,
  _resume: unknown,
  _options: { replace: boolean },
): Promise<{ personId: string | undefined }> {
  return { personId: undefined };
}
