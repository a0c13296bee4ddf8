/**
 * `stats` (docs/product.md §21): prints the visitor statistics read from the database, or asked of
 * the running server through its control socket; refuses a period that is not 7, 30, 90 or 365.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_TEXTS } from '../shared/analytics.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { controlSocketPath, startControlSocket } from '../server/modules/data/control-socket.js';
import { withDatabase } from './database.js';
import { type CliIO } from './cli-io.js';
import { runCli } from './program.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

async function cli(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (text) => out.push(text), err: (text) => err.push(text), env };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const today = new Date().toISOString().slice(0, 10);
const event = (kind: string, linkId: string | null, language = 'en', referrerDomain = '') => ({
  kind,
  linkId,
  language,
  referrerDomain,
  deviceClass: 'mobile',
  occurredAt: `${today}T10:02:00.000Z`,
  visitor: kind === 'view' ? `v-${linkId ?? 'home'}` : 'x',
});

describe('vitae stats', () => {
  it('prints the statistics from the database, then from a running server', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitae-stats-'));
    dirs.push(dir);
    const env = { DATA_DIR: dir } as NodeJS.ProcessEnv;
    await withDatabase(env, (db) =>
      db
        .insertInto('visitEvents')
        .values([
          event('view', null, 'en', 'linkedin.com'),
          event('view', 'acme'),
          event('download', 'acme', 'es'),
        ])
        .execute(),
    );

    const offline = await cli(['stats', '--days', '7'], env);
    expect(offline.err).toBe('');
    expect(offline.code).toBe(0);
    expect(offline.out).toContain('Page views 2, visitors 2, CV downloads 1, messages 0');
    expect(offline.out).toContain('CV downloads by language: es 1');
    expect(offline.out).toMatch(/linkedin\.com\s+1/);
    expect(offline.out).toContain(`acme                     opened 1 time, first on ${today} 10:02 UTC`);
    expect(offline.out).toContain('CV downloaded 1 time');

    // A running server holds the SQLite file: the command asks it instead.
    const db = openDatabase({ dataDir: dir });
    await migrateToLatest(db.kysely);
    const stop = await startControlSocket(db.kysely, controlSocketPath(dir), async () => {});
    try {
      const online = await cli(['stats', '--days', '30', '--json'], env);
      expect(online.code).toBe(0);
      const stats = JSON.parse(online.out) as { days: number; totals: { views: number } };
      expect(stats.days).toBe(30);
      expect(stats.totals.views).toBe(2);
    } finally {
      await stop();
      await db.close();
    }

    const bad = await cli(['stats', '--days', '12'], env);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe(ANALYTICS_TEXTS.badPeriod);
  });
});
