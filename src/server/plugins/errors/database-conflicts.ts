/**
 * A write the database refused because another write got in the way (two admin requests colliding)
 * is a 409 conflict for the client to reload and retry, never a crash (decision 0110 §5).
 */

/**
 * The message for a database error code that means "another write got in the way", or undefined.
 * PostgreSQL: class 23 (integrity constraint violation: 23503 foreign key, 23505 unique, 23502
 * not null, 23514 check, 23P01 exclusion), 40001 serialization failure, 40P01 deadlock. SQLite:
 * every SQLITE_CONSTRAINT_* and SQLITE_BUSY. Source: PostgreSQL "Error codes" appendix; SQLite
 * "Result and error codes".
 */
export function databaseConflictMessage(code: unknown): string | undefined {
  if (typeof code !== 'string') return undefined;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return 'This conflicts with an entry that already exists. Reload and try again.';
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
    return 'An entry this refers to was deleted or changed at the same time. Reload and try again.';
  if (/^23[0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_CONSTRAINT'))
    return 'The database refused this change because it conflicts with other data. Reload and try again.';
  if (code === '40001' || code === '40P01' || code.startsWith('SQLITE_BUSY'))
    return 'Another change was being saved at the same time. Try again.';
  return undefined;
}
