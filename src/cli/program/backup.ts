/**
 * The backup commands of the command line: `backup`, `restore` and `backups` (the automatic
 * backups), with their help. Source: README.md "Command line".
 */
import type { Command } from 'commander';
import { backupCommand, backupsCommand, restoreCommand } from '../backup-commands.js';
import type { CliIO } from '../cli-io.js';
import { CONFIG_HELP } from './config-help.js';

/** Add `backup`, `restore` and `backups` to `program`; `setCode` receives the exit code. */
export function declareBackupCommands(program: Command, io: CliIO, setCode: (code: number) => void): void {
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
}
