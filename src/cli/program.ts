/**
 * The command line (commander): `create-admin`, `reset-2fa`, `import-jsonresume`, `export-jsonresume`, `backup`,
 * `restore`, `backups`, `versions`, `links`, `stats`, `audit`, `publish`, each with
 * its `--help`. Run it with `npm run cli -- <command> [options]`. Source: README.md "Command line".
 *
 * {@link runCli} parses the arguments and answers the exit code instead of exiting, so tests run it
 * in-process; main.ts calls it with the real arguments, console and environment.
 */
import { Command, CommanderError } from 'commander';
import {
  createAdminCommand,
  DEFAULT_ADMIN_EMAIL,
  exportCommand,
  importCommand,
  type CliIO,
} from './commands.js';
import { resetTwoFactorCommand } from './reset-2fa.js';
import { backupCommand, backupsCommand, restoreCommand } from './backup-commands.js';
import { linkCreateCommand, linkRevokeCommand, versionsCommand } from './version-commands.js';
import { DEFAULT_PERIOD_DAYS, statsCommand } from './stats-command.js';
import { auditCommand, DEFAULT_AUDIT_LIMIT } from './audit-command.js';
import { publishCommand, type PublishCommandOptions } from './publish-command.js';

const CONFIG_HELP = `
The database is the server's: the SQLite file in DATA_DIR (default ./data), or PostgreSQL when
DATABASE_URL is set. A running server locks its SQLite file: stop it first (backup, restore and
backups need no stop: they ask the running server).`;

/** Build the program; `setCode` receives the exit code of the command that ran. */
export function createProgram(io: CliIO, setCode: (code: number) => void): Command {
  const program = new Command();
  program
    .name('vitae')
    .description(
      'Vitae operator commands: create an admin, import or export the portfolio as a JSON Resume, back up and restore the site.',
    )
    .addHelpText('after', CONFIG_HELP)
    .configureOutput({
      writeOut: (text) => io.out(text.trimEnd()),
      writeErr: (text) => io.err(text.trimEnd()),
    })
    .showHelpAfterError()
    .exitOverride();

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

  program
    .command('import-jsonresume')
    .description(
      'Import a JSON Resume file (https://jsonresume.org/schema) into the portfolio. The file is validated first; ' +
        'an invalid file or a failure writes nothing.',
    )
    .argument('<file>', 'path of the resume.json file')
    .option('--replace', 'replace a portfolio that already has data (users stay)', false)
    .addHelpText(
      'after',
      `
Mapping: basics → the person and its contacts (email, phone, url) and social links (profiles);
work → works; education → educations; skills → skills (keywords become skills too); projects →
projects (keywords → linked skills, type → a category). Values Vitae refuses are left out and
listed as warnings. Details: docs/decisions/0004-json-resume-mapping.md.

Examples:
  npm run cli -- import-jsonresume resume.json
  npm run cli -- import-jsonresume resume.json --replace
${CONFIG_HELP}`,
    )
    .action(async (file: string, options: { replace: boolean }) => {
      setCode(await importCommand(io, file, options));
    });

  program
    .command('export-jsonresume')
    .description(
      'Export the portfolio as a JSON Resume (valid against the JSON Resume schema; Vitae-only fields under "x-vitae" keys).',
    )
    .argument('[file]', 'where to write it; standard output when left out')
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- export-jsonresume resume.json
  npm run cli --silent -- export-jsonresume > resume.json
${CONFIG_HELP}`,
    )
    .action(async (file: string | undefined) => {
      setCode(await exportCommand(io, file));
    });

  program
    .command('backup')
    .description(
      'Save the whole site (content, images, users without passwords) as one gzipped file. Works while the server runs.',
    )
    .argument('[file]', 'where to write it (default: vitae-backup-<time>.json.gz in this folder)')
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- backup
  npm run cli -- backup /var/backups/vitae/nightly.json.gz
${CONFIG_HELP}`,
    )
    .action(async (file: string | undefined) => {
      setCode(await backupCommand(io, file));
    });

  program
    .command('restore')
    .description(
      'Replace the whole site with a backup file. The current site is saved first as an automatic backup. Works while the server runs.',
    )
    .argument('<file>', 'a backup file (from backup, or the data page)')
    .option('--yes', 'really replace the portfolio (without it the command only describes the file)', false)
    .addHelpText(
      'after',
      `
Accounts stay as they are (backups hold no passwords); each is linked to its person as in the backup.

Examples:
  npm run cli -- restore vitae-backup-2026-11-23T16-00-00Z.json.gz --yes
${CONFIG_HELP}`,
    )
    .action(async (file: string, options: { yes: boolean }) => {
      setCode(await restoreCommand(io, file, options));
    });

  program
    .command('backups')
    .description('List the automatic backups (saved before every import, restore and reset; the last 5).')
    .action(async () => {
      setCode(await backupsCommand(io));
    });

  program
    .command('versions')
    .description('List the versions of the portfolio and their links (state, recipient, address).')
    .action(async () => {
      setCode(await versionsCommand(io));
    });

  const links = program.command('links').description('Create or revoke the links of a version.');
  links
    .command('create')
    .description('Create a live link to a version and print its address (frozen links: the Versions page).')
    .requiredOption('--version <version>', 'the version: its id or its name')
    .requiredOption('--label <label>', 'who the link is for, e.g. "Acme, backend role, via referral"')
    .option('--expires <date>', 'ISO 8601 date and time after which the link answers 410')
    .option('--note <note>', 'a note only the owner sees')
    .action(async (options: { version: string; label: string; expires?: string; note?: string }) => {
      setCode(await linkCreateCommand(io, options));
    });
  links
    .command('revoke')
    .description('Revoke a link: its address answers 410 from then on.')
    .argument('<id>', 'the link id (see `versions`)')
    .action(async (id: string) => {
      setCode(await linkRevokeCommand(io, id));
    });

  program
    .command('stats')
    .description('Show the visitor statistics: views, visitors, CV downloads, messages, referrers, links.')
    .option('--days <days>', 'the period: 7, 30, 90 or 365 days', String(DEFAULT_PERIOD_DAYS))
    .option('--json', 'print the figures as JSON (as GET /api/admin/statistics answers them)', false)
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- stats
  npm run cli -- stats --days 365 --json > statistics.json
${CONFIG_HELP}`,
    )
    .action(async (options: { days: string; json: boolean }) => {
      setCode(await statsCommand(io, options));
    });

  program
    .command('audit')
    .description('Show the audit log: sign-ins, failed sign-ins, sign-in means, sessions, admin writes.')
    .option('--group <group>', 'only sign-ins, security or writes')
    .option('--limit <n>', 'how many events, newest first (1-200)', String(DEFAULT_AUDIT_LIMIT))
    .option('--json', 'print the events as JSON (as GET /api/audit answers them)', false)
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- audit
  npm run cli -- audit --group sign-ins --limit 200
${CONFIG_HELP}`,
    )
    .action(async (options: { group?: string; limit: string; json: boolean }) => {
      setCode(await auditCommand(io, options));
    });

  program
    .command('publish')
    .description(
      'Write the public site as static files for any static host (GitHub Pages, Netlify, a web server folder): ' +
        'every page in every language, the CV, images, fonts and scripts (docs/deployment.md).',
    )
    .requiredOption('--public-url <url>', "the site's address, e.g. https://me.github.io/portfolio/")
    .option('--out <dir>', 'write the site into this folder (empty, or holding an earlier publish)')
    .option('--zip <file>', 'write the site as one zip file')
    .option(
      '--base-path <path>',
      "the site's folder on the host (default: the public URL's path), e.g. /portfolio/",
    )
    .option(
      '--api-url <url>',
      'a Vitae server the contact form posts to (list the site in its CORS_ORIGINS); without it the form becomes an email link',
    )
    .addHelpText(
      'after',
      `
Examples:
  npm run cli -- publish --public-url https://me.example.com --out site
  npm run cli -- publish --public-url https://me.github.io/portfolio/ --zip site.zip
  npm run cli -- publish --public-url https://me.example.com --out site --api-url https://vitae.example.com
${CONFIG_HELP}`,
    )
    .action(async (options: PublishCommandOptions) => {
      setCode(await publishCommand(io, options));
    });

  return program;
}

/**
 * Run the CLI with `args` (the arguments after the script, e.g. `['import-jsonresume', 'r.json']`).
 * @returns the exit code: 0 on success and for `--help`, 1 when a command fails or the arguments are
 * wrong (commander's message is written to `err`).
 */
export async function runCli(args: string[], io: CliIO): Promise<number> {
  let code = 0;
  const program = createProgram(io, (value) => {
    code = value;
  });
  if (args.length === 0) {
    program.outputHelp({ error: true });
    return 1;
  }
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 1;
    throw error;
  }
  return code;
}
