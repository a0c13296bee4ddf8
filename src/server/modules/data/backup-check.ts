/**
 * Reading a backup file without trusting it (docs/decisions/0080-data-limits.md), step by step, each
 * bounded before the next one allocates:
 *
 * 1. `unpackBackup` (backup-unpack.ts): a gzipped file is first inflated without keeping the output, only counting
 *    it, and refused (413) past {@link BACKUP_LIMITS}`.unpackedBytes`; only then is it unpacked (and
 *    cut at that cap again). A "bomb" costs a megabyte of memory and a fraction of a second.
 * 2. `scanBackupText` (backup-unpack.ts): the text is scanned once: more objects than `rows` (413) or nesting deeper
 *    than a backup's rows (400) are refused before `JSON.parse` builds anything.
 * 3. {@link checkBackupDocument}: the envelope (format, version), then every row as an import would
 *    hold it: the rows of the declared resources (src/shared/resources/) through the API's own create
 *    schemas (links and images by the contract's safe-scheme rules, lengths, dates...), ids as the
 *    API makes them, no column the table lacks, no `__proto__` key anywhere, images as base64 of at
 *    most `imageBytes`, decoded into bytes.
 *
 * {@link readBackupFile} runs all three; backup-reader.ts runs it in a worker thread, so none of it
 * blocks the server's event loop. Errors are HttpError 400 (not a backup, damaged, invalid rows with
 * `issues` by path such as `tables.publications.0.url`) or 413 (past a limit), nothing written.
 */
import { z } from 'zod';
import { ID_PATTERN } from '../../../shared/fields.js';
import { LIST_RESOURCES, person, type AnyResource } from '../../../shared/resources/index.js';
import type { ErrorIssue } from '../../../shared/schemas.js';
import type { OrderedTable, Row } from '../../db/types.js';
import { badRequest } from '../../lib/http-error.js';
import { rowMapping } from '../resources/resource.js';
import { OTHER_COLUMNS } from './backup-columns.js';
import { scanBackupText, tooLarge, unpackBackup } from './backup-unpack.js';
import {
  BACKUP_FORMAT,
  BACKUP_LIMITS,
  BACKUP_TABLES,
  BACKUP_VERSION,
  STATISTICS_TABLES,
  formatMiB,
  type BackupDocument,
  type BackupLimits,
  type BackupTable,
  type TableRow,
} from './backup-format.js';

type Limits = BackupLimits;


const cell = z.union([z.string(), z.number(), z.null()]);
const envelopeSchema = z.object({
  format: z.literal(BACKUP_FORMAT, {
    error: `This is not a Vitae backup (no "format": "${BACKUP_FORMAT}").`,
  }),
  version: z.literal(BACKUP_VERSION, {
    error: `This backup was written by another version of Vitae (only version ${BACKUP_VERSION} is read).`,
  }),
  createdAt: z.string(),
  tables: z.object(
    Object.fromEntries(
      BACKUP_TABLES.map((table) => [table, z.array(z.record(z.string(), cell)).default([])]),
    ) as Record<BackupTable, z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, typeof cell>>>>,
  ),
  users: z
    .array(z.object({ name: z.string(), email: z.string(), role: z.string(), personId: z.string().nullable() }))
    .default([]),
});

/** The declared resources by table: their rows are checked with the API's create schemas. */
const DECLARED = new Map<string, AnyResource>(
  [person as AnyResource, ...(LIST_RESOURCES as readonly AnyResource[])].map((declaration) => [
    declaration.table,
    declaration,
  ]),
);

/** The columns a declared table has: its fields' (renamed, link fields left out), ids, order, times. */
function declaredColumns(declaration: AnyResource): Set<string> {
  const links = new Set<string>(declaration.links ?? []);
  const renames = (declaration.columns ?? {}) as Record<string, string>;
  const columns = new Set(['id', 'createdAt', 'updatedAt', 'i18n']);
  if (declaration.ordered) columns.add('position');
  if (declaration.table === 'categories') columns.add('titleKey');
  for (const field of Object.keys(declaration.fields)) if (!links.has(field)) columns.add(renames[field] ?? field);
  return columns;
}

const COLUMNS = new Map([...DECLARED].map(([table, declaration]) => [table, declaredColumns(declaration)]));
const MAPPINGS = new Map(
  [...DECLARED].map(([table, declaration]) => [
    table,
    rowMapping<OrderedTable, Record<string, unknown>>(declaration),
  ]),
);

/** The column a wire field is stored in. */
function columnOfField(declaration: AnyResource, field: PropertyKey | undefined): string {
  if (typeof field !== 'string') return '';
  return ((declaration.columns ?? {}) as Record<string, string>)[field] ?? field;
}


const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** True when some object in `value` (parsed JSON) has an own `__proto__` key. Iterative. */
function hasProtoKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item !== 'object') continue;
    if (!Array.isArray(item) && Object.hasOwn(item, '__proto__')) return true;
    // One by one: a spread of a very long list would overflow the call's arguments.
    for (const inner of Array.isArray(item) ? item : Object.values(item)) stack.push(inner);
  }
  return false;
}

/**
 * A backup written while the statistics kept their retention in a table of their own
 * (`analyticsSettings`, migration 0100) is still read: its row becomes the `statistics` setting
 * (docs/decisions/0186-one-settings-store.md) unless the backup holds that setting already. A row
 * whose retention is not a whole number is ignored (the default applies).
 */
function acceptAnalyticsSettings(doc: BackupDocument, rawTables: Record<string, unknown> | undefined): void {
  const old = rawTables?.analyticsSettings;
  if (!Array.isArray(old) || doc.tables.settings.some((row) => row.name === 'statistics')) return;
  const months = (old[0] as { retentionMonths?: unknown } | undefined)?.retentionMonths;
  if (typeof months !== 'number' || !Number.isSafeInteger(months)) return;
  doc.tables.settings.push({ name: 'statistics', value: JSON.stringify({ retentionMonths: months }) });
}

/** Problems of one row of a table that has no declaration (link tables, residues, images). */
function otherRowIssues(table: string, row: TableRow, path: string, limits: Limits): ErrorIssue[] {
  const columns = OTHER_COLUMNS[table] ?? {};
  const issues: ErrorIssue[] = [];
  for (const [column, value] of Object.entries(row)) {
    const kind = columns[column];
    const at = `${path}.${column}`;
    if (!kind) issues.push({ path: at, message: `is not a column of ${table}` });
    else if (kind === 'id' && !(typeof value === 'string' && ID_PATTERN.test(value)))
      issues.push({ path: at, message: 'must be an id of 24 lowercase hex characters' });
    else if (kind === 'extraId' && !(typeof value === 'string' && (ID_PATTERN.test(value) || value === 'document')))
      issues.push({ path: at, message: 'must be an id of 24 lowercase hex characters' });
    else if (kind === 'integer' && !(typeof value === 'number' && Number.isSafeInteger(value) && value >= 0))
      issues.push({ path: at, message: 'must be a whole number from 0' });
    else if (kind === 'text' && typeof value !== 'string') issues.push({ path: at, message: 'must be text' });
    else if (kind === 'textOrNull' && value !== null && typeof value !== 'string')
      issues.push({ path: at, message: 'must be text or null' });
    else if (kind === 'anyJsonOrNull' && value !== null) {
      let parsed: unknown;
      let valid = typeof value === 'string';
      try {
        parsed = typeof value === 'string' ? JSON.parse(value) : undefined;
      } catch {
        valid = false;
      }
      if (!valid) issues.push({ path: at, message: 'must be JSON text or null' });
      else if (hasProtoKey(parsed)) issues.push({ path: at, message: 'must not hold a "__proto__" key' });
    }
    else if (kind === 'json') {
      let parsed: unknown;
      try {
        parsed = typeof value === 'string' ? JSON.parse(value) : undefined;
      } catch {
        parsed = undefined;
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        issues.push({ path: at, message: 'must be the JSON text of an object' });
      else if (hasProtoKey(parsed)) issues.push({ path: at, message: 'must not hold a "__proto__" key' });
    } else if (kind === 'base64') {
      if (typeof value !== 'string' || !BASE64.test(value))
        issues.push({ path: at, message: 'must be the image file as base64 text' });
      else if (Buffer.byteLength(value, 'base64') > limits.imageBytes)
        issues.push({ path: at, message: `must be an image of at most ${formatMiB(limits.imageBytes)}` });
    }
  }
  return issues;
}

/** Problems of one row of a declared table: what the API's create schema says of it, ids, columns. */
function declaredRowIssues(declaration: AnyResource, row: TableRow, path: string): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const columns = COLUMNS.get(declaration.table)!;
  for (const column of Object.keys(row)) {
    if (!columns.has(column)) issues.push({ path: `${path}.${column}`, message: `is not a column of ${declaration.table}` });
  }
  if (!(typeof row.id === 'string' && ID_PATTERN.test(row.id)))
    issues.push({ path: `${path}.id`, message: 'must be an id of 24 lowercase hex characters' });
  if (declaration.ordered && !(typeof row.position === 'number' && Number.isSafeInteger(row.position) && row.position >= 0))
    issues.push({ path: `${path}.position`, message: 'must be a whole number from 0' });
  for (const column of ['createdAt', 'updatedAt']) {
    if (typeof row[column] !== 'string') issues.push({ path: `${path}.${column}`, message: 'must be text' });
  }
  if (issues.length > 0) return issues;
  const wire = MAPPINGS.get(declaration.table)!.toWire(row as unknown as Row<OrderedTable>);
  const parsed = declaration.createSchema.safeParse(wire);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: `${path}.${columnOfField(declaration, issue.path[0])}`,
    message: issue.message,
  }));
}

/** At most this many problems are listed in an error. */
const MAX_ISSUES = 20;

/**
 * Check a parsed backup (see the module doc) and decode its images.
 * @returns the document with `mediaFiles[].data` as bytes (each in its own ArrayBuffer, so it can be
 *   transferred between threads).
 * @throws HttpError 400 with `issues` by path, or 413 past a limit.
 */
export function checkBackupDocument(json: unknown, limits: Limits = BACKUP_LIMITS): BackupDocument {
  // The envelope keeps only its known keys; `__proto__` keys of rows are reported by path below
  // (zod's record would drop them silently).
  const rawTables = (json as { tables?: Record<string, unknown> } | null)?.tables;
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, MAX_ISSUES).map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    const first = issues[0]!;
    throw badRequest(
      first.path === 'format' || first.path === 'version' ? first.message : 'The backup file is not valid.',
      issues,
    );
  }
  const doc = parsed.data as BackupDocument;
  acceptAnalyticsSettings(doc, rawTables);
  const count = (statistics: boolean) =>
    BACKUP_TABLES.filter((table) => STATISTICS_TABLES.has(table) === statistics).reduce(
      (sum, table) => sum + doc.tables[table].length,
      0,
    );
  if (count(false) + doc.users.length > limits.rows) {
    throw tooLarge(
      `The backup holds more than ${limits.rows.toLocaleString('en')} rows, more than a Vitae site holds; nothing was restored.`,
    );
  }
  if (count(true) > limits.statisticsRows) {
    throw tooLarge(
      `The backup holds more than ${limits.statisticsRows.toLocaleString('en')} rows of statistics, more than Vitae keeps; nothing was restored.`,
    );
  }
  const issues: ErrorIssue[] = [];
  for (const table of BACKUP_TABLES) {
    const raw = rawTables?.[table];
    const declaration = DECLARED.get(table);
    doc.tables[table].forEach((row, index) => {
      if (issues.length >= MAX_ISSUES) return;
      const path = `tables.${table}.${index}`;
      const rawRow = Array.isArray(raw) ? (raw[index] as object) : undefined;
      if (rawRow && Object.hasOwn(rawRow, '__proto__')) {
        issues.push({ path: `${path}.__proto__`, message: `is not a column of ${table}` });
      }
      issues.push(...(declaration ? declaredRowIssues(declaration, row, path) : otherRowIssues(table, row, path, limits)));
    });
  }
  if (issues.length > 0) {
    throw badRequest(
      'The backup holds values Vitae does not accept (the API and an import refuse them too); nothing was restored.',
      issues.slice(0, MAX_ISSUES),
    );
  }
  for (const row of doc.tables.mediaFiles) {
    const text = row.data as string;
    const bytes = new Uint8Array(Buffer.byteLength(text, 'base64'));
    Buffer.from(bytes.buffer).write(text, 'base64');
    row.data = bytes;
  }
  return doc;
}

/**
 * Read a backup file: unpack, scan, parse and check it (see the module doc).
 * @throws HttpError 400 or 413.
 */
export async function readBackupFile(bytes: Uint8Array, limits: Limits = BACKUP_LIMITS): Promise<BackupDocument> {
  let json: unknown;
  {
    // Scoped so the bytes and the text can be collected as soon as the next step has what it needs.
    const text = await unpackBackup(bytes, limits);
    scanBackupText(text, limits);
    try {
      json = JSON.parse(text.toString('utf8'));
    } catch {
      throw badRequest('This is not a Vitae backup: the file is not JSON.');
    }
  }
  return checkBackupDocument(json, limits);
}

/** How many rows of each table a backup holds (for previews and messages). */
export function countBackup(doc: BackupDocument): Record<BackupTable, number> {
  return Object.fromEntries(BACKUP_TABLES.map((table) => [table, doc.tables[table].length])) as Record<
    BackupTable,
    number
  >;
}
