/**
 * Migration 0033 (decision 0030, docs/decisions/0033-typed-resume-fields.md): the JSON Resume values that
 * lived in residues (`resumeExtras`, residue.ts) get typed columns, and the values already stored as
 * residues move into them:
 *
 * - works `location` (text) and `highlights` (JSON list); projects `roles` and `highlights` (JSON
 *   lists); social links `username` (text); people `address` and `postalCode` (text). Text columns
 *   default to '' and lists to '[]', so every existing row stays valid.
 * - A work's or project's residue `add.location` / `add.highlights` / `add.roles`, a profile's
 *   `add.username`: written to the column and removed from the residue.
 * - Highlights used to be appended to the description (`- ` lines, decision 0004): when the
 *   description is still exactly what that import wrote (the residue's `replace.summary.stored`, or
 *   `remove.summary` when the file had no summary), it goes back to the file's own text; an edited
 *   description is kept as it is.
 * - The person's residue `replace.location.original.address` / `postalCode`: written to the columns,
 *   and the residue's `stored` location gets them too, so it still matches what export now writes
 *   (other keys people put in `location` are still given back).
 *
 * Plain JSON handling, no import of the live mapping: a shipped migration never changes.
 */
import type { Kysely } from 'kysely';

type Item = Record<string, unknown>;
interface StoredResidue {
  add?: Item;
  replace?: Record<string, { stored: unknown; original: unknown }>;
  remove?: Item;
  [key: string]: unknown;
}

const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const isEmpty = (residue: StoredResidue) => Object.keys(residue).length === 0;

/** Take `keys` out of `residue.add`: answers their values (undefined for a key it lacks). */
function take(residue: StoredResidue, keys: string[]): Item {
  const taken: Item = {};
  for (const key of keys) {
    if (residue.add && key in residue.add) {
      taken[key] = residue.add[key];
      delete residue.add[key];
    }
  }
  if (residue.add && Object.keys(residue.add).length === 0) delete residue.add;
  return taken;
}

/** The description the import wrote from the file's `key` text, and that text (undefined: none). */
function restoredText(residue: StoredResidue, key: string, current: string): string | undefined {
  const replaced = residue.replace?.[key];
  if (replaced && replaced.stored === current && typeof replaced.original === 'string') {
    delete residue.replace![key];
    if (Object.keys(residue.replace!).length === 0) delete residue.replace;
    return replaced.original;
  }
  if (residue.remove && residue.remove[key] === current) {
    delete residue.remove[key];
    if (Object.keys(residue.remove).length === 0) delete residue.remove;
    return '';
  }
  return undefined;
}

export const typedResumeFieldsMigration = {
  async up(db: Kysely<any>): Promise<void> {
    const columns: [string, string, string][] = [
      ['works', 'location', "''"],
      ['works', 'highlights', "'[]'"],
      ['projects', 'roles', "'[]'"],
      ['projects', 'highlights', "'[]'"],
      ['socialLinks', 'username', "''"],
      ['people', 'address', "''"],
      ['people', 'postalCode', "''"],
    ];
    for (const [table, column, fallback] of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(fallback === "''" ? '' : '[]'))
        .execute();
    }

    const rows = (await db.selectFrom('resumeExtras').select(['id', 'data']).execute()) as {
      id: string;
      data: string;
    }[];
    for (const row of rows) {
      let residue: StoredResidue;
      try {
        residue = JSON.parse(row.data) as StoredResidue;
      } catch {
        continue;
      }
      if (!isObject(residue)) continue;
      const before = JSON.stringify(residue);

      const work = (await db
        .selectFrom('works')
        .select(['id', 'description'])
        .where('id', '=', row.id)
        .executeTakeFirst()) as { description: string } | undefined;
      const project = work
        ? undefined
        : ((await db
            .selectFrom('projects')
            .select(['id', 'description'])
            .where('id', '=', row.id)
            .executeTakeFirst()) as { description: string } | undefined);
      if (work || project) {
        const table = work ? 'works' : 'projects';
        const textKey = work ? 'summary' : 'description';
        const taken = take(residue, work ? ['location', 'highlights'] : ['roles', 'highlights']);
        const set: Item = {};
        if (typeof taken.location === 'string') set.location = taken.location;
        for (const key of ['highlights', 'roles'])
          if (key in taken) set[key] = JSON.stringify(texts(taken[key]));
        if ('highlights' in taken) {
          const restored = restoredText(residue, textKey, (work ?? project)!.description);
          if (restored !== undefined) set.description = restored;
        }
        if (Object.keys(set).length > 0)
          await db.updateTable(table).set(set).where('id', '=', row.id).execute();
      } else if (
        await db.selectFrom('socialLinks').select('id').where('id', '=', row.id).executeTakeFirst()
      ) {
        const taken = take(residue, ['username']);
        if (typeof taken.username === 'string')
          await db
            .updateTable('socialLinks')
            .set({ username: taken.username })
            .where('id', '=', row.id)
            .execute();
      } else if (await db.selectFrom('people').select('id').where('id', '=', row.id).executeTakeFirst()) {
        const location = residue.replace?.location;
        if (location && isObject(location.original) && isObject(location.stored)) {
          const set: Item = {};
          for (const key of ['address', 'postalCode'])
            if (typeof location.original[key] === 'string' && location.original[key] !== '')
              set[key] = location.original[key];
          if (Object.keys(set).length > 0) {
            await db.updateTable('people').set(set).where('id', '=', row.id).execute();
            location.stored = { ...location.stored, ...set };
          }
        }
      }

      if (JSON.stringify(residue) === before) continue;
      if (isEmpty(residue)) await db.deleteFrom('resumeExtras').where('id', '=', row.id).execute();
      else
        await db
          .updateTable('resumeExtras')
          .set({ data: JSON.stringify(residue) })
          .where('id', '=', row.id)
          .execute();
    }
  },
};

export default typedResumeFieldsMigration;
