/**
 * The SQLite connection's statement cache (docs/decisions/0220-write-costs.md): one prepare per SQL
 * text, at most STATEMENT_CACHE_SIZE kept, the least recently used going first, and a kept statement
 * still right after the schema changed.
 */
import { describe, expect, it } from 'vitest';
import { STATEMENT_CACHE_SIZE, withStatementCache } from './sqlite-connection.js';
import { SQLite } from './sqlite-driver.js';

describe('the SQLite statement cache', () => {
  it('prepares a text once, keeps the most recently used and forgets the oldest', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite);
    try {
      const first = cached.prepare('select 0 as n');
      expect(cached.prepare('select 0 as n')).toBe(first);
      const second = cached.prepare('select 1 as n');
      for (let n = 2; n < STATEMENT_CACHE_SIZE; n++) cached.prepare(`select ${n} as n`);
      // Used again: now the most recent, so the next new text pushes out `select 1` instead.
      expect(cached.prepare('select 0 as n')).toBe(first);
      cached.prepare(`select ${STATEMENT_CACHE_SIZE} as n`);
      expect(cached.prepare('select 0 as n')).toBe(first);
      expect(cached.prepare('select 1 as n')).not.toBe(second);
    } finally {
      cached.close();
    }
  });

  it('answers from a kept statement after the table it reads changed shape', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite);
    try {
      sqlite.exec("create table t (a text); insert into t values ('x')");
      expect(cached.prepare('select * from t').all([])).toEqual([{ a: 'x' }]);
      sqlite.exec("alter table t add column b text default 'y'");
      expect(cached.prepare('select * from t').all([])).toEqual([{ a: 'x', b: 'y' }]);
    } finally {
      cached.close();
    }
  });
});
