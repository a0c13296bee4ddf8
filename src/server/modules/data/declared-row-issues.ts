/**
 * The problems of one backup row of a declared resource's table: columns the table lacks, ids, order
 * and times, then what the API's create schema says of the row, each by path.
 * Source: docs/decisions/0080-data-limits.md.
 */
import { ID_PATTERN } from '../../../shared/fields.js';
import type { AnyResource } from '../../../shared/resources/index.js';
import type { ErrorIssue } from '../../../shared/schemas.js';
import type { OrderedTable, Row } from '../../db/types.js';
import { COLUMNS, MAPPINGS } from './backup-declared.js';
import type { TableRow } from './backup-format.js';

/** The column a wire field is stored in. */
function columnOfField(declaration: AnyResource, field: PropertyKey | undefined): string {
  if (typeof field !== 'string') return '';
  return ((declaration.columns ?? {}) as Record<string, string>)[field] ?? field;
}
/** Problems of one row of a declared table: what the API's create schema says of it, ids, columns. */
export function declaredRowIssues(declaration: AnyResource, row: TableRow, path: string): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const columns = COLUMNS.get(declaration.table)!;
  for (const column of Object.keys(row)) {
    if (!columns.has(column))
      issues.push({ path: `${path}.${column}`, message: `is not a column of ${declaration.table}` });
  }
  if (!(typeof row.id === 'string' && ID_PATTERN.test(row.id)))
    issues.push({ path: `${path}.id`, message: 'must be an id of 24 lowercase hex characters' });
  if (
    declaration.ordered &&
    !(typeof row.position === 'number' && Number.isSafeInteger(row.position) && row.position >= 0)
  )
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
