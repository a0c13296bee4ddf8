/**
 * The CLI's `versions` and `links create/revoke` (docs/product.md §20) in-process against a temporary
 * DATA_DIR: a link made by the CLI is listed with its address and state, a revoked one says so, and
 * bad input exits 1 with the API's message and writes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VERSION_TEXTS } from '../shared/versions.js';
import { versionsRepository } from '../server/modules/versions/versions.repository.js';
import { withDatabase } from './database.js';
import { type CliIO } from './cli-io.js';
import { runCli } from './program.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vitae-cli-versions-'));
const env = { DATA_DIR: dir, PUBLIC_URL: 'https://cv.example.com' } as NodeJS.ProcessEnv;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (text) => out.push(text), err: (text) => err.push(text), env };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('vitae versions and links', () => {
  it('creates a link to a version by name, lists it, revokes it, and refuses bad input', async () => {
    expect(await cli('versions')).toMatchObject({ code: 0, out: 'No versions.' });
    const version = await withDatabase(env, (db) =>
      versionsRepository.create(db, { name: 'Backend roles', language: null, includeNew: true }),
    );
    const created = await cli(
      'links',
      'create',
      '--version',
      'Backend roles',
      '--label',
      'Acme, backend role',
    );
    expect(created.code, created.err).toBe(0);
    const [, id, address] =
      /^Created the link ([0-9a-f]{24}) for "Backend roles": (\S+)$/.exec(created.out) ?? [];
    expect(address).toMatch(/^https:\/\/cv\.example\.com\/for\/[A-Za-z0-9_-]{24}$/);

    const listed = await cli('versions');
    expect(listed.out).toContain(`${version._id}  Backend roles`);
    expect(listed.out).toContain(`${id}  active   Acme, backend role  ${address}`);

    expect(await cli('links', 'revoke', id!)).toMatchObject({ code: 0 });
    expect((await cli('versions')).out).toContain(`${id}  revoked  Acme, backend role`);

    const missing = await cli('links', 'create', '--version', 'Nope', '--label', 'X');
    expect(missing).toMatchObject({ code: 1, err: `${VERSION_TEXTS.versionNotFound} (Nope)` });
    const past = await cli(
      'links',
      'create',
      '--version',
      version._id,
      '--label',
      'X',
      '--expires',
      '2020-01-01T00:00:00Z',
    );
    expect(past).toMatchObject({ code: 1, err: VERSION_TEXTS.expiryInPast });
    expect((await cli('versions')).out.split('\n')).toHaveLength(2);
  });
});
