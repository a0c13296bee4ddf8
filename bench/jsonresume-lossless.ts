/**
 * JSON Resume losslessness (decision 0031): `npm run bench:jsonresume`. Imports each file of
 * src/server/modules/jsonresume/fixtures (or the files/folder given as arguments) into a fresh
 * in-memory SQLite portfolio, exports it, and prints per file and in total
 * `values kept: N of M (P%)` — the leaves of the file (after the input normalisation: empty strings
 * left out, pre-1.0 keys renamed) found with the same value at the same path in the export
 * (src/server/modules/jsonresume/values.ts). A file refused whole counts 0 of its values.
 * Prints figures; never a CI gate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAllCategory } from '../src/server/modules/resources/categories.js';
import { openDatabase } from '../src/server/db/connection.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { exportJsonResume, importJsonResume } from '../src/server/modules/jsonresume/jsonresume.js';
import { normaliseResume } from '../src/server/modules/jsonresume/normalise.js';
import { describeKept, keptValues, leavesOf } from '../src/server/modules/jsonresume/values.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const defaultDir = path.join(root, '..', 'src', 'server', 'modules', 'jsonresume', 'fixtures');

function filesOf(args: string[]): string[] {
  const targets = args.length > 0 ? args : [defaultDir];
  return targets.flatMap((target) =>
    fs.statSync(target).isDirectory()
      ? fs
          .readdirSync(target)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => path.join(target, name))
      : [target],
  );
}

let kept = 0;
let total = 0;
for (const file of filesOf(process.argv.slice(2))) {
  const resume = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const db = openDatabase({ sqliteFile: ':memory:' });
  try {
    await migrateToLatest(db.kysely);
    await ensureAllCategory(db.kysely);
    let result;
    try {
      await importJsonResume(db.kysely, resume, { replace: true });
      result = keptValues(normaliseResume(resume).resume, await exportJsonResume(db.kysely));
    } catch (error) {
      const count = leavesOf(normaliseResume(resume).resume).length;
      result = { kept: 0, total: count, lost: [`refused: ${(error as Error).message}`] };
    }
    kept += result.kept;
    total += result.total;
    console.log(`${path.basename(file)}: ${describeKept(result)}`);
    for (const lost of result.lost.slice(0, 5)) console.log(`  lost ${lost}`);
  } finally {
    await db.close();
  }
}
console.log(`total: ${describeKept({ kept, total })}`);
