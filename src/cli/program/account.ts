/**
 * The account commands of the command line: `create-admin` (create an admin or reset their password)
 * and `reset-2fa` (turn off a user's two-factor sign-in), with their help.
 * Source: README.md "Command line".
 */
import type { Command } from 'commander';
import { createAdminCommand, DEFAULT_ADMIN_EMAIL } from '../create-admin.js';
import { type CliIO } from '../cli-io.js';
import { resetTwoFactorCommand } from '../reset-2fa.js';
import { CONFIG_HELP } from './config-help.js';

/** Add `create-admin` and `reset-2fa` to `program`; `setCode` receives the exit code. */
export function declareAccountCommands(program: Command, io: CliIO, setCode: (code: number) => void): void {
  program
    .command('create-admin')
    .description(
      'Create an admin user, or reset the password of the user with that email, make them admin and end their sessions.',
    )
    .option('--email <email>', 'email of the admin', DEFAULT_ADMIN_EMAIL)
    .option(
      '--password <password>',
      'new password (at least 8 characters); without it a random one is printed once',
    )
    .option('--name <name>', 'name of a new user (an existing user keeps theirs)', 'Admin')
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- create-admin --email owner@example.com --password 'a long secret'
  npm run cli -- create-admin --email admin@example.com      (prints a new random password)
${CONFIG_HELP}`,
    )
    .action(async (options: { email: string; password?: string; name: string }) => {
      setCode(await createAdminCommand(io, options));
    });

  program
    .command('reset-2fa')
    .description(
      'Turn off two-factor sign-in of a user who lost their authenticator and recovery codes, and end their sessions.',
    )
    .requiredOption('--email <email>', 'email of the user')
    .addHelpText(
      'after',
      `
Example:
  npm run cli -- reset-2fa --email owner@example.com
${CONFIG_HELP}`,
    )
    .action(async (options: { email: string }) => {
      setCode(await resetTwoFactorCommand(io, options));
    });
}
