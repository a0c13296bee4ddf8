/**
 * The problems of a backup row of a table without declaration, each column checked against its kind
 * (backup-columns.ts: ids, whole numbers, text, JSON, base64 images). Source: docs/decisions/0080-data-limits.md.
 */
import { ID_PATTERN } from '../../../shared/fields.js';
import type { ErrorIssue } from '../../../shared/schemas.js';
import { OTHER_COLUMNS } from './backup-columns.js';
import { formatMiB, type BackupLimits, type TableRow } from './backup-format.js';
import { hasProtoKey } from './proto-keys.js';

type Limits = BackupLimits;

/** An image file as base64 text. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Problems of one row of a table that has no declaration (link tables, residues, images). */
export function otherRowIssues(table: string, row: TableRow, path: string, limits: Limits): ErrorIssue[] {
  const columns = OTHER_COLUMNS[table] ?? {};
  const issues: ErrorIssue[] = [];
  for (const [column, value] of Object.entries(row)) {
    const kind = columns[column];
    const at = `${path}.${column}`;
    if (!kind) issues.push({ path: at, message: `is not a column of ${table}` });
    else if (kind === 'id' && !(typeof value === 'string' && ID_PATTERN.test(value)))
      issues.push({ path: at, message: 'must be an id of 24 lowercase hex characters' });
    else if (
      kind === 'extraId' &&
      !(typeof value === 'string' && (ID_PATTERN.test(value) || value === 'document'))
    )
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
    } else if (kind === 'json') {
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
