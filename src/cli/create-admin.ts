/**
 * `create-admin`: create an admin, or reset the password of the user with that email, make them admin
 * and end their sessions. Source: README.md "Command line".
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { userCreateSchema } from '../shared/schemas.js';
import type { Database } from '../server/db/types.js';
import { usersRepository } from '../server/modules/users/users.repository.js';
import { hashPassword } from '../server/modules/users/passwords.js';
import { CliError, type CliIO } from './cli-io.js';
import { withDatabase } from './database.js';
import { run } from './run-command.js';

/** The email `create-admin` uses when none is given (the one the first start creates). */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export interface CreateAdminOptions {
  email?: string | undefined;
  password?: string | undefined;
  name?: string | undefined;
}

/** What {@link createAdmin} did; `password` is set only when it was generated. */
export interface CreateAdminResult {
  email: string;
  created: boolean;
  generatedPassword: string | undefined;
}

/**
 * Create an admin, or when a user with that email exists (ignoring case) reset their password, make
 * them admin and end their sessions (a new password ends the other sessions: contract, PUT users).
 * Without a password a random one (16 characters) is generated and answered once. The name applies
 * to a new user only. Rules are those of POST users/ (`userCreateSchema`).
 * @throws CliError naming the option when the email, password or name is invalid.
 */
export async function createAdmin(
  db: Kysely<Database>,
  options: CreateAdminOptions,
): Promise<CreateAdminResult> {
  const generatedPassword =
    options.password === undefined ? randomBytes(12).toString('base64url') : undefined;
  const parsed = userCreateSchema.safeParse({
    user: options.name ?? 'Admin',
    email: options.email ?? DEFAULT_ADMIN_EMAIL,
    password: options.password ?? generatedPassword,
    role: 'admin',
  });
  if (!parsed.success) {
    const option: Record<string, string> = { user: '--name', email: '--email', password: '--password' };
    throw new CliError(
      'The admin was not created:',
      parsed.error.issues.map(
        (issue) => `${option[String(issue.path[0])] ?? String(issue.path[0])} ${issue.message}`,
      ),
    );
  }
  const { email, password, user: name } = parsed.data;
  return db.transaction().execute(async (trx) => {
    const existing = await usersRepository.findByEmail(trx, email);
    if (existing) {
      await usersRepository.update(trx, existing.id, {
        passwordHash: await hashPassword(password),
        role: 'admin',
      });
      await trx.deleteFrom('sessions').where('userId', '=', existing.id).execute();
      return { email, created: false, generatedPassword };
    }
    await usersRepository.create(trx, { name, email, password, role: 'admin' });
    return { email, created: true, generatedPassword };
  });
}

/** `create-admin`: see {@link createAdmin}. Prints what was done and a generated password once. */
export function createAdminCommand(io: CliIO, options: CreateAdminOptions): Promise<number> {
  return run(io, async () => {
    const result = await withDatabase(io.env, (db) => createAdmin(db, options));
    io.out(
      result.created
        ? `Created the admin ${result.email}.`
        : `Reset the password of ${result.email}, made them an admin and ended their sessions.`,
    );
    if (result.generatedPassword) {
      io.out(`Password: ${result.generatedPassword}`);
      io.out('It is shown only this once. Change it on the Profile page after signing in.');
    }
  });
}
