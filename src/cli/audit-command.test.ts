/**
 * `audit` (docs/product.md §23 "Activity"): prints the audit log newest first from the database, as
 * lines or JSON, filtered by group; refuses an unknown group or a bad limit with exit 1; while a
 * server holds the SQLite file, asks it through the control socket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { recordAudit } from '../server/modules/audit/audit.js';
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

describe('vitae audit', () => {
  it('prints the events newest first, by group, as JSON too; refuses a bad group or limit', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitae-audit-'));
    dirs.push(dir);
    const env = { DATA_DIR: dir } as NodeJS.ProcessEnv;
    expect((await cli(['audit'], env)).out).toBe('No activity recorded.');
    await withDatabase(env, async (db) => {
      await recordAudit(db, {
        kind: 'sign-in',
        email: 'owner@example.com',
        detail: 'passkey',
        device: 'Safari on iPhone',
      });
      await recordAudit(db, {
        kind: 'admin-write',
        email: 'owner@example.com',
        method: 'DELETE',
        path: '/api/works/:id',
        entryId: '0123456789abcdef01234567',
        status: 200,
      });
    });
    const all = await cli(['audit'], env);
    expect(all.code).toBe(0);
    const lines = all.out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /UTC {2}admin-write {2}owner@example\.com {2}DELETE \/api\/works\/:id 0123456789abcdef01234567 → 200/,
    );
    expect(lines[1]).toMatch(/UTC {2}sign-in {2}owner@example\.com {2}passkey {2}Safari on iPhone$/);
    const signIns = await cli(['audit', '--group', 'sign-ins', '--json'], env);
    expect((JSON.parse(signIns.out) as { kind: string }[]).map((event) => event.kind)).toEqual(['sign-in']);
    const badGroup = await cli(['audit', '--group', 'everything'], env);
    expect(badGroup.code).toBe(1);
    expect(badGroup.err).toContain('--group must be one of sign-ins, security, writes.');
    expect((await cli(['audit', '--limit', '0'], env)).code).toBe(1);

    // A running server holds the SQLite file exclusively: the command asks it through its socket.
    const db = openDatabase({ dataDir: dir });
    await migrateToLatest(db.kysely);
    const stop = await startControlSocket(db.kysely, controlSocketPath(dir), async () => {});
    try {
      await recordAudit(db.kysely, { kind: 'signed-out', email: 'owner@example.com' });
      const online = await cli(['audit', '--limit', '2'], env);
      expect(online.err).toBe('');
      expect(online.code).toBe(0);
      expect(online.out.split('\n')[0]).toMatch(/UTC {2}signed-out {2}owner@example\.com/);
      const security = await cli(['audit', '--group', 'sign-ins', '--json'], env);
      expect((JSON.parse(security.out) as { kind: string }[]).map((event) => event.kind)).toEqual([
        'signed-out',
        'sign-in',
      ]);
    } finally {
      await stop();
      await db.close();
    }
  });
});
