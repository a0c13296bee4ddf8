/**
 * `reset-2fa --email E`: turn off two-factor sign-in for an owner who lost their authenticator and
 * recovery codes, and end all their sessions (docs/product.md §23, decision 0120).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/types.js';
import { twoFactorStore } from '../server/modules/auth/two-factor.js';
import { usersRepository } from '../server/modules/users/users.repository.js';
import { recordAudit } from '../server/modules/audit/audit.js';
import { CliError, type CliIO } from './cli-io.js';
import { run } from './run-command.js';
import { withDatabase } from './database.js';

/** What {@link resetTwoFactor} did. */
export interface ResetTwoFactorResult {
  email: string;
  /** Whether two-factor sign-in was on (an unfinished enrolment does not count). */
  wasOn: boolean;
  /** Sessions ended. */
  sessionsEnded: number;
}

/**
 * Turn off two-factor sign-in of the user with `email` (ignoring case) for an owner who lost their
 * authenticator and recovery codes: the secret and recovery codes are deleted and every session of
 * that user ends, so whoever holds one signs in again with the password (docs/product.md §23).
 * @throws CliError when the email is missing or no user has it (nothing changes).
 */
export async function resetTwoFactor(
  db: Kysely<Database>,
  email: string | undefined,
): Promise<ResetTwoFactorResult> {
  const wanted = email?.trim().toLowerCase() ?? '';
  if (!wanted) throw new CliError('Name the user with --email. Nothing was changed.');
  return db.transaction().execute(async (trx) => {
    const user = await usersRepository.findByEmail(trx, wanted);
    if (!user) throw new CliError(`There is no user with the email ${wanted}. Nothing was changed.`);
    const wasOn = await twoFactorStore.remove(trx, user.id);
    const ended = await trx.deleteFrom('sessions').where('userId', '=', user.id).executeTakeFirst();
    // The owner's activity shows the reset (docs/product.md §23 "Activity").
    await recordAudit(trx, {
      kind: 'two-factor-reset',
      userId: user.id,
      email: user.email,
      detail: 'command line',
    });
    return { email: user.email, wasOn, sessionsEnded: Number(ended.numDeletedRows) };
  });
}

/** `reset-2fa`: see {@link resetTwoFactor}. */
export function resetTwoFactorCommand(io: CliIO, options: { email?: string | undefined }): Promise<number> {
  return run(io, async () => {
    const result = await withDatabase(io.env, (db) => resetTwoFactor(db, options.email));
    const sessions = `ended their ${result.sessionsEnded} session${result.sessionsEnded === 1 ? '' : 's'}`;
    io.out(
      result.wasOn
        ? `Turned off two-factor sign-in of ${result.email} and ${sessions}. They sign in with their password alone and can turn it on again on the Security page.`
        : `Two-factor sign-in of ${result.email} was not on; ${sessions}.`,
    );
  });
}
