/**
 * The version commands of the command line: `versions` (the versions and their links) and `links
 * create` / `links revoke`. Source: README.md "Command line".
 */
import type { Command } from 'commander';
import type { CliIO } from '../cli-io.js';
import { linkCreateCommand, linkRevokeCommand, versionsCommand } from '../version-commands.js';

/** Add `versions` and `links` (with `create` and `revoke`) to `program`; `setCode` receives the exit code. */
export function declareVersionCommands(program: Command, io: CliIO, setCode: (code: number) => void): void {
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
}
