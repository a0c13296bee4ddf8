/**
 * The residues kept in the database: table `resumeExtras`, one JSON residue (residue.ts) by entity id,
 * replaced whole by each import and read whole by each export.
 *
 * Source: docs/decisions/0031-lossless-json-resume.md.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Residue } from './residue.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Residues by entity id (one query). */
export async function loadResidues(db: Db): Promise<Map<string, Residue>> {
  const rows = await db.selectFrom('resumeExtras').selectAll().execute();
  return new Map(rows.map((row) => [row.id, JSON.parse(row.data) as Residue]));
}

/** Replace every stored residue by `residues` (an import starts afresh). */
export async function saveResidues(db: Db, residues: Map<string, Residue>): Promise<void> {
  await db.deleteFrom('resumeExtras').execute();
  const rows = [...residues].map(([id, residue]) => ({ id, data: JSON.stringify(residue) }));
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('resumeExtras')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
