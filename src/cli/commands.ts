/**
 * The CLI's commands as plain functions (README.md "Command line"), so tests call them without spawning a
 * process. Each command reads the server's configuration (`loadConfig`: DATA_DIR, DATABASE_URL),
 * opens the database, migrates it, makes sure the `All` category exists, does its work and closes.
 *
 * Every command answers an exit code (0 success, 1 failure) and writes through {@link CliIO}: results
 * to `out`, problems to `err`, one clear sentence each, never a stack trace for a known failure.
 */
import { randomBytes } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { userCreateSchema } from '../shared/schemas.js';
import { ensureAllCategory } from '../server/modules/resources/categories.js';
import { ConfigError, loadConfig } from '../server/config.js';
import { announceChange } from '../server/db/change-feed.js';
import { DatabaseInUseError, openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import type { Database } from '../server/db/types.js';
import { HttpError } from '../server/lib/http-error.js';
import {
  describeCounts,
  exportJsonResume,
  importJsonResume,
  PortfolioNotEmptyError,
  RESUME_LIMITS,
  ResumeTooLargeError,
  ResumeValidationError,
  type ImportResult,
} from '../server/modules/jsonresume/jsonresume.js';
import { usersRepository } from '../server/modules/users/users.repository.js';
import { hashPassword } from '../server/modules/users/passwords.js';

/** Where a command writes and what environment it reads. */
export interface CliIO {
  /** Results (stdout). */
  out(text: string): void;
  /** Problems and notes (stderr). */
  err(text: string): void;
  /** The environment the configuration is read from. */
  env: NodeJS.ProcessEnv;
}

/** A failure the CLI explains in one message (exit code 1). */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    /** Extra lines printed after the message (e.g. validation errors). */
    readonly details: string[] = [],
  ) {
    super(message);
  }
}

/** The email `create-admin` uses when none is given (the one the first start creates). */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/**
 * Open the configured database, migrate it, ensure the `All` category, run `work`, and close.
 * @throws ConfigError for a bad variable; DatabaseInUseError when a running server holds the SQLite file.
 */
export async function withDatabase<T>(
  env: NodeJS.ProcessEnv,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db.kysely);
    await ensureAllCategory(db.kysely);
    const result = await work(db.kysely);
    // Servers sharing a PostgreSQL database drop their cached lists (db/change-feed.ts).
    await announceChange(db.kysely, db.dialect);
    return result;
  } finally {
    await db.close();
  }
}

/** Run a command body (every command, backup-commands.ts too), turning known failures into messages on `err` and exit code 1. */
export async function run(io: CliIO, body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (error) {
    if (error instanceof ResumeValidationError) {
      io.err(error.message);
      for (const issue of error.errors) io.err(`  ${issue.path}: ${issue.message}`);
    } else if (error instanceof CliError) {
      io.err(error.message);
      for (const line of error.details) io.err(`  ${line}`);
    } else if (
      error instanceof ConfigError ||
      error instanceof DatabaseInUseError ||
      error instanceof PortfolioNotEmptyError ||
      error instanceof ResumeTooLargeError ||
      error instanceof HttpError
    ) {
      io.err(error.message);
    } else {
      io.err(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    return 1;
  }
}

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

/**
 * Read and parse a JSON file of at most `maxBytes`.
 * @throws CliError when the file cannot be read, is larger or is not JSON.
 */
export async function readJsonFile(file: string, maxBytes: number): Promise<unknown> {
  let text: string;
  try {
    const { size } = await stat(file);
    if (size > maxBytes) {
      throw new CliError(
        `${file} is larger than ${maxBytes / 1024 / 1024} MiB; Vitae imports files of at most ${maxBytes / 1024 / 1024} MiB. Nothing was imported.`,
      );
    }
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT'
        ? `Cannot read ${file}: there is no such file.`
        : `Cannot read ${file}: ${(error as Error).message}`,
    );
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    throw new CliError(`${file} is not a JSON file: ${(error as Error).message}`);
  }
}

/** The lines `import-jsonresume` prints for a successful import. */
export function describeImport(file: string, result: ImportResult): string[] {
  const lines = [
    `${result.replaced ? 'Replaced the portfolio with' : 'Imported'} ${file}: ${describeCounts(result.counts)}.`,
  ];
  if (result.warnings.length > 0) {
    lines.push(`${result.warnings.length} ${result.warnings.length === 1 ? 'warning' : 'warnings'}:`);
    for (const warning of result.warnings) lines.push(`  ${warning.path}: ${warning.message}`);
  }
  return lines;
}

/**
 * `import-jsonresume <file> [--replace]`: validate and import a JSON Resume file (see
 * `importJsonResume`) within the import's limits (`RESUME_LIMITS`, as the data route: 5 MiB,
 * entries, values, no NUL character). Prints the counts and warnings; on failure prints the reason
 * (validation errors one per line with their path) and answers 1, with nothing written.
 */
export function importCommand(
  io: CliIO,
  file: string,
  options: { replace?: boolean | undefined },
): Promise<number> {
  return run(io, async () => {
    const resume = await readJsonFile(file, RESUME_LIMITS.bytes);
    const result = await withDatabase(io.env, (db) =>
      importJsonResume(db, resume, { replace: options.replace === true }),
    );
    for (const line of describeImport(file, result)) io.out(line);
  });
}

/**
 * `export-jsonresume [file]`: write the portfolio as a JSON Resume (2-space indented JSON) to `file`,
 * or to `out` when no file is given (then nothing else is written to `out`).
 */
export function exportCommand(io: CliIO, file: string | undefined): Promise<number> {
  return run(io, async () => {
    const resume = await withDatabase(io.env, (db) => exportJsonResume(db));
    const text = `${JSON.stringify(resume, null, 2)}\n`;
    if (file === undefined) {
      io.out(text.trimEnd());
      return;
    }
    try {
      await writeFile(file, text, 'utf8');
    } catch (error) {
      throw new CliError(`Cannot write ${file}: ${(error as Error).message}`);
    }
    io.out(`Exported the portfolio to ${file}.`);
  });
}
