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
 * The rows' checks live beside it: backup-envelope.ts, declared-row-issues.ts (with backup-declared.ts),
 * other-row-issues.ts, legacy-analytics-settings.ts. `readBackupFile` (backup-file.ts) runs all three; backup-reader.ts runs it in a worker thread, so none of it
 * blocks the server's event loop. Errors are HttpError 400 (not a backup, damaged, invalid rows with
 * `issues` by path such as `tables.publications.0.url`) or 413 (past a limit), nothing written.
 */
import type { ErrorIssue } from '../../../shared/schemas.js';
import { badRequest } from '../../lib/http-error.js';
import { DECLARED } from './backup-declared.js';
import { envelopeSchema } from './backup-envelope.js';
import { tooLarge } from './backup-unpack.js';
import {
  BACKUP_LIMITS,
  BACKUP_TABLES,
  STATISTICS_TABLES,
  type BackupDocument,
  type BackupLimits,
} from './backup-format.js';
import { declaredRowIssues } from './declared-row-issues.js';
import { acceptAnalyticsSettings } from './legacy-analytics-settings.js';
import { otherRowIssues } from './other-row-issues.js';

type Limits = BackupLimits;

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
      issues.push(
        ...(declaration
          ? declaredRowIssues(declaration, row, path)
          : otherRowIssues(table, row, path, limits)),
      );
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
