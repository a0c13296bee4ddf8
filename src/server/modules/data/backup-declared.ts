/**
 * The tables of a backup that hold declared resources (src/shared/resources/): each with its
 * declaration, the columns it may have and the mapping of a row to the API's wire shape, so its rows
 * are checked with the API's own create schemas (declared-row-issues.ts).
 * Source: docs/decisions/0080-data-limits.md.
 */
import { LIST_RESOURCES, person, type AnyResource } from '../../../shared/resources/index.js';
import type { OrderedTable } from '../../db/types.js';
import { rowMapping } from '../resources/resource.js';

/** The declared resources by table: their rows are checked with the API's create schemas. */
export const DECLARED = new Map<string, AnyResource>(
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
  for (const field of Object.keys(declaration.fields))
    if (!links.has(field)) columns.add(renames[field] ?? field);
  return columns;
}

export const COLUMNS = new Map(
  [...DECLARED].map(([table, declaration]) => [table, declaredColumns(declaration)]),
);
export const MAPPINGS = new Map(
  [...DECLARED].map(([table, declaration]) => [
    table,
    rowMapping<OrderedTable, Record<string, unknown>>(declaration),
  ]),
);
