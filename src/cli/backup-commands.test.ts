/**
 * CLI `backup`, `restore`, `backups` (decision 0040) on a real SQLite file: with no server running
 * (the CLI opens the file) and while a server holds the file (the CLI goes through the socket).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureAllCategory } from '../server/modules/resources/categories.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { controlSocketPath, startControlSocket } from '../server/modules/data/control-socket.js';
import { createBackup } from '../server/modules/data/backup.js';
import { importJsonResume, loadSampleResume } from '../server/modules/jsonresume/jsonresume.js';
import { withDatabase } from './database.js';
import { type CliIO } from './cli-io.js';
import { runCli } from './program.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (text) => out.push(text), err: (text) => err.push(text), env };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitae-bk-'));
  dirs.push(dir);
  return { dir, env: { DATA_DIR: dir } as NodeJS.ProcessEnv, file: path.join(dir, 'site.json.gz') };
}

const renamed = () => {
  const resume = loadSampleResume() as { basics: { name: string } };
  resume.basics.name = 'Someone Else';
  return resume;
};

describe('vitae CLI backup and restore', () => {
  it('backs up, refuses to restore without --yes, restores exactly and lists the automatic backup', async () => {
    const { env, file } = workspace();
    await withDatabase(env, (db) => importJsonResume(db, loadSampleResume(), { replace: false }));
    const before = await withDatabase(env, async (db) => (await createBackup(db)).tables);

    const saved = await cli(env, 'backup', file);
    expect(saved.code).toBe(0);
    expect(saved.out).toMatch(/^Saved the backup to .*site\.json\.gz \(\d+ KB\)\.$/);
    await withDatabase(env, (db) => importJsonResume(db, renamed(), { replace: true }));

    const unsure = await cli(env, 'restore', file);
    expect(unsure.code).toBe(1);
    expect(unsure.err).toContain('run again with --yes');
    const restored = await cli(env, 'restore', file, '--yes');
    expect(restored.code).toBe(0);
    expect(await withDatabase(env, async (db) => (await createBackup(db)).tables)).toEqual(before);

    const listed = await cli(env, 'backups');
    expect(listed.out).toMatch(/^[0-9a-f]{24} {2}\S+ {2}before restore {2}\d+ KB$/);
    expect((await cli(env, 'restore', `${file}.missing`, '--yes')).err).toContain('no such file');
  });

  it('works while a server holds the SQLite file, through DATA_DIR/vitae.sock', async () => {
    const { dir, env, file } = workspace();
    const server = openDatabase({ dataDir: dir });
    await migrateToLatest(server.kysely);
    await ensureAllCategory(server.kysely);
    await importJsonResume(server.kysely, loadSampleResume(), { replace: false });
    let changes = 0;
    const stop = await startControlSocket(server.kysely, controlSocketPath(dir), async () => {
      changes += 1;
    });
    try {
      // The file is locked: the direct way would fail, so success proves the socket path.
      const before = (await createBackup(server.kysely)).tables;
      expect((await cli(env, 'backup', file)).code).toBe(0);
      await importJsonResume(server.kysely, renamed(), { replace: true });
      const restored = await cli(env, 'restore', file, '--yes');
      expect(restored.err).toBe('');
      expect(restored.code).toBe(0);
      expect((await createBackup(server.kysely)).tables).toEqual(before);
      expect(changes).toBe(1);
      expect((await cli(env, 'backups')).out).toContain('before restore');
    } finally {
      await stop();
      await server.close();
    }
    expect(existsSync(controlSocketPath(dir))).toBe(false);
  });
});
