/**
 * `npm run cli -- reset-2fa --email ...` (README.md "Command line", docs/product.md §23): turns off
 * two-factor sign-in and ends the user's sessions, on a real SQLite file in a temporary DATA_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { SessionStore } from '../server/modules/auth/sessions.js';
import { twoFactorStore } from '../server/modules/auth/two-factor.js';
import { usersRepository } from '../server/modules/users/users.repository.js';
import { withDatabase } from './database.js';
import { type CliIO } from './cli-io.js';
import { runCli } from './program.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vitae-cli-2fa-'));
const env = { DATA_DIR: dir, DATABASE_URL: '' } as NodeJS.ProcessEnv;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (text) => out.push(text), err: (text) => err.push(text), env };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('reset-2fa', () => {
  it('turns off two-factor sign-in of that user and ends their sessions; an unknown email changes nothing', async () => {
    expect(
      (await cli('create-admin', '--email', 'owner@example.com', '--password', 'owner-password-1')).code,
    ).toBe(0);
    await withDatabase(env, async (db) => {
      const user = (await usersRepository.findByEmail(db, 'owner@example.com'))!;
      const { secret } = await twoFactorStore.begin(db, user.id, user.email);
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      expect(await twoFactorStore.confirm(db, user.id, code)).toHaveLength(10);
      const sessions = new SessionStore(db, 60_000);
      await sessions.create(user.id);
      await sessions.create(user.id);
    });

    const unknown = await cli('reset-2fa', '--email', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('There is no user with the email nobody@example.com. Nothing was changed.');

    const reset = await cli('reset-2fa', '--email', ' Owner@Example.com ');
    expect(reset).toMatchObject({ code: 0, err: '' });
    expect(reset.out).toBe(
      'Turned off two-factor sign-in of owner@example.com and ended their 2 sessions. They sign in with their password alone and can turn it on again on the Security page.',
    );
    await withDatabase(env, async (db) => {
      expect(await db.selectFrom('twoFactor').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('recoveryCodes').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    });

    const again = await cli('reset-2fa', '--email', 'owner@example.com');
    expect(again.out).toBe('Two-factor sign-in of owner@example.com was not on; ended their 0 sessions.');
    expect((await cli('reset-2fa')).code).toBe(1);
  });
});
