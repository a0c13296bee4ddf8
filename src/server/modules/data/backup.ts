/**
 * Whole-site backup and restore (issue 9 item 2), used by the data routes, the automatic backups and
 * the CLI (`backup`, `restore`).
 *
 * A backup is gzipped JSON ({@link BackupDocument}): every portfolio table row for row (people, works,
 * educations, skills, categories with `All`, projects and their links, social links), every uploaded
 * image with its WebP bytes (base64), and the users WITHOUT password hashes (name, email, role, linked
 * person): docs/decisions/0041-backup-contents.md says why.
 *
 * - {@link createBackup} reads everything in one transaction (a consistent snapshot; repeatable read
 *   on PostgreSQL), so it runs while the server serves.
 * - {@link restoreBackup} validates the document, then in ONE locked transaction replaces the whole
 *   portfolio and the images with the backup's; accounts stay as they are (passwords, sessions), and
 *   each account is linked to the person its email was linked to in the backup. A failure writes
 *   nothing.
 * - {@link resetPortfolio} empties the portfolio (keeps users and `All`).
 */
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ALL_CATEGORY_TITLE } from '../../../shared/constants.js';
import { isSafeImage, isSafeLink } from '../../../shared/schemas.js';
import { ensureAllCategory } from '../../bootstrap.js';
import { isPostgres, lockPortfolio } from '../../db/portfolio-lock.js';
import type { Database } from '../../db/types.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { linkOwnerIfUnlinked } from '../people/owner.js';
import { renumber } from '../ordering.js';
import { categoryKey } from '../resources/definitions.js';

/** `format` of every backup file. */
export const BACKUP_FORMAT = 'vitae-backup';
/** Version written now; restore reads this version. */
export const BACKUP_VERSION = 1;

/** Portfolio tables in the order rows are inserted (parents first); deleted in reverse. */
export const BACKUP_TABLES = [
  'people',
  'works',
  'educations',
  'skills',
  'categories',
  'projects',
  'projectSkills',
  'projectCategories',
  'socialLinks',
  // The JSON Resume sections of the registry (src/shared/resources/, issue 13) and what an import
  // kept beside them, so a backup holds every section a later declaration adds.
  ...RESUME_SECTIONS.map((section) => section.table),
  'resumeExtras',
  'media',
  'mediaFiles',
] as const;
export type BackupTable = (typeof BACKUP_TABLES)[number];

type Cell = string | number | null;
type TableRow = Record<string, Cell>;

/** A user as a backup holds it: no password, no hash, no session. */
export interface BackupUser {
  name: string;
  email: string;
  role: string;
  personId: string | null;
}

/** The whole site; `mediaFiles[].data` is base64. */
export interface BackupDocument {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  tables: Record<BackupTable, TableRow[]>;
  users: BackupUser[];
}

const cell = z.union([z.string(), z.number(), z.null()]);
const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: `This is not a Vitae backup (no "format": "${BACKUP_FORMAT}").` }),
  version: z.literal(BACKUP_VERSION, {
    error: `This backup was written by another version of Vitae (only version ${BACKUP_VERSION} is read).`,
  }),
  createdAt: z.string(),
  tables: z.object(
    Object.fromEntries(BACKUP_TABLES.map((table) => [table, z.array(z.record(z.string(), cell)).default([])])) as Record<
      BackupTable,
      z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, typeof cell>>>
    >,
  ),
  users: z
    .array(z.object({ name: z.string(), email: z.string(), role: z.string(), personId: z.string().nullable() }))
    .default([]),
});

/** How many rows of each table a backup holds (for previews and messages). */
export type BackupCounts = Record<BackupTable, number>;

export function countBackup(doc: BackupDocument): BackupCounts {
  return Object.fromEntries(BACKUP_TABLES.map((table) => [table, doc.tables[table].length])) as BackupCounts;
}

/** Read every table in one transaction (a consistent snapshot while the server writes). */
export async function createBackup(db: Kysely<Database>): Promise<BackupDocument> {
  const start = isPostgres(db) ? db.transaction().setIsolationLevel('repeatable read') : db.transaction();
  return start.execute(async (trx) => {
    const tables = {} as Record<BackupTable, TableRow[]>;
    for (const table of BACKUP_TABLES) {
      const rows = (await (trx as Kysely<any>).selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
      tables[table] = rows.map((row) =>
        table === 'mediaFiles' ? { ...row, data: Buffer.from(row.data as Uint8Array).toString('base64') } : row,
      ) as TableRow[];
    }
    const users = await trx.selectFrom('users').select(['name', 'email', 'role', 'personId']).orderBy('createdAt').execute();
    return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: nowIso(), tables, users };
  });
}

/** The backup as the gzipped JSON file the owner downloads. */
export function encodeBackup(doc: BackupDocument): Buffer {
  return gzipSync(JSON.stringify(doc));
}

/**
 * Parse a backup file (gzipped or plain JSON) and check its shape and its links and images (only
 * http(s) and site-relative, as the API accepts).
 * @throws HttpError 400 with a clear message (and issues with paths) for anything else.
 */
export function decodeBackup(bytes: Buffer): BackupDocument {
  let text: string;
  try {
    text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
  } catch {
    throw badRequest('The backup file is damaged (it could not be unpacked).');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('This is not a Vitae backup: the file is not JSON.');
  }
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 20).map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw badRequest(issues[0]!.path === 'format' || issues[0]!.path === 'version' ? issues[0]!.message : 'The backup file is not valid.', issues);
  }
  const doc = parsed.data as BackupDocument;
  const unsafe = unsafeValues(doc);
  if (unsafe.length > 0) throw badRequest('The backup holds links or images Vitae does not accept.', unsafe);
  return doc;
}

/** Links and images that are not http(s) or site-relative (a hand-edited backup must not smuggle `javascript:`). */
function unsafeValues(doc: BackupDocument): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  for (const table of BACKUP_TABLES) {
    doc.tables[table].forEach((row, index) => {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string' || value === '') continue;
        const path = `tables.${table}.${index}.${column}`;
        if (/^link|Link$|^projectLink$/.test(column) && !isSafeLink(value)) {
          issues.push({ path, message: 'is not an http(s), mailto:, tel: or site-relative link' });
        }
        if (['thumbnails', 'banners', 'iconInstitution'].includes(column)) {
          const list = value.startsWith('[') ? (safeJsonList(value) ?? [value]) : [value];
          if (!list.every((url) => typeof url === 'string' && isSafeImage(url))) {
            issues.push({ path, message: 'is not an http(s) or site-relative image' });
          }
        }
      }
    });
  }
  return issues;
}

function safeJsonList(value: string): unknown[] | undefined {
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list : undefined;
  } catch {
    return undefined;
  }
}

/** Delete the portfolio (all of it, or all but `All` when `keepAll`), inside `trx`. Users are unlinked. */
async function clearTables(trx: Kysely<any>, keepAll: boolean) {
  await trx.updateTable('users').set({ personId: null }).where('personId', 'is not', null).execute();
  for (const table of [...BACKUP_TABLES].reverse()) {
    let query = trx.deleteFrom(table);
    if (table === 'categories' && keepAll) query = query.where('titleKey', '!=', categoryKey(ALL_CATEGORY_TITLE));
    await query.execute();
  }
  if (keepAll) await renumber(trx, 'categories');
}

/**
 * Replace the portfolio and images with `doc`'s, in one locked transaction; accounts keep their
 * passwords and sessions and are linked by email as in the backup (else the owner is linked).
 * @returns the users of the backup whose email has no account here (their links are not restored).
 * @throws HttpError 400 when the rows do not fit the database (nothing written).
 */
export async function restoreBackup(db: Kysely<Database>, doc: BackupDocument): Promise<{ missingUsers: string[] }> {
  let current = '';
  try {
    return await db.transaction().execute(async (trx) => {
      await lockPortfolio(trx);
      await clearTables(trx, false);
      for (const table of BACKUP_TABLES) {
        current = table;
        const rows = doc.tables[table].map((row) =>
          table === 'mediaFiles' ? { ...row, data: Buffer.from(String(row.data), 'base64') } : row,
        );
        // Small batches: SQLite allows at most 32766 bound values per statement.
        for (let i = 0; i < rows.length; i += 100) {
          await (trx as Kysely<any>).insertInto(table).values(rows.slice(i, i + 100)).execute();
        }
      }
      current = 'users';
      await ensureAllCategory(trx);
      const missingUsers: string[] = [];
      for (const user of doc.users) {
        if (!user.personId) continue;
        const result = await trx
          .updateTable('users')
          .set({ personId: user.personId })
          .where('email', '=', user.email.toLowerCase())
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) missingUsers.push(user.email);
      }
      const person = await trx.selectFrom('people').select('id').orderBy('createdAt').executeTakeFirst();
      if (person) await linkOwnerIfUnlinked(trx, person.id);
      return { missingUsers };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(
      `The backup does not fit this database (a row of ${current} was refused); nothing was restored.`,
    );
  }
}

/** Empty the portfolio and the images, keeping the users and the `All` category (one transaction). */
export async function resetPortfolio(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockPortfolio(trx);
    await clearTables(trx, true);
    await ensureAllCategory(trx);
  });
}
