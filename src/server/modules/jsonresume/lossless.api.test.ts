/**
 * Lossless JSON Resume (decision 0030 "Done when"): import → export of every fixture (several languages,
 * every section, every date spelling, pre-1.0 key names, empty strings, missing parts) gives back
 * every value of the normalised file at the same path, and an edit made in Vitae wins over the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureAllCategory } from '../resources/categories.js';
import { openTestDatabase, skipReason } from '../../test/test-app.js';
import { exportJsonResume, importJsonResume } from './jsonresume.js';
import { normaliseResume } from './normalise.js';
import { keptValues } from './values.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const files = fs.readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));
const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));

describe.skipIf(skipReason() !== '')('lossless JSON Resume', () => {
  it.each(files)('%s: import → export keeps every value', async (name) => {
    const opened = await openTestDatabase();
    const db = opened.kysely;
    try {
      await ensureAllCategory(db);
      const file = read(name);
      await importJsonResume(db, file, { replace: true });
      const exported = await exportJsonResume(db);
      const result = keptValues(normaliseResume(file).resume, exported);
      expect(result.lost).toEqual([]);
      expect(result.total).toBeGreaterThan(0);
    } finally {
      await opened.drop();
    }
  });

  it('warns by path for what it normalised, and an edit in Vitae wins over the file', async () => {
    const opened = await openTestDatabase();
    const db = opened.kysely;
    try {
      await ensureAllCategory(db);
      const result = await importJsonResume(db, read('en-pre-1.0.json'), { replace: true });
      expect(result.warnings).toEqual(
        expect.arrayContaining([
          { path: 'work[0].company', message: 'pre-1.0 key name; read as name' },
          { path: 'basics.phone', message: 'empty value; left out' },
          { path: 'basics.url', message: 'link without a scheme; read as https://www.jordanlee.example.com' },
        ]),
      );
      await db.updateTable('works').set({ dateStart: '2020-03-01' }).where('position', '=', 0).execute();
      const exported = await exportJsonResume(db);
      const work = exported.work![0]!;
      expect(work.startDate).toBe('2020-03-01');
      expect(exported.work![1]!.startDate).toBe('2017');
    } finally {
      await opened.drop();
    }
  });
});
