/**
 * The command line (commander): `create-admin`, `reset-2fa`, `import-jsonresume`, `export-jsonresume`, `backup`,
 * `restore`, `backups`, `versions`, `links`, `stats`, `audit`, `publish`, each with
 * its `--help`. Run it with `npm run cli -- <command> [options]`. Source: README.md "Command line".
 *
 * The commands are declared by group in program/ (groups.ts lists them in help order).
 *
 * {@link runCli} parses the arguments and answers the exit code instead of exiting, so tests run it
 * in-process; main.ts calls it with the real arguments, console and environment.
 */
import { Command, CommanderError } from 'commander';
import type { CliIO } from './cli-io.js';
import { CONFIG_HELP } from './program/config-help.js';
import { COMMAND_GROUPS } from './program/groups.js';

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
  for (const declare of COMMAND_GROUPS) declare(program, io, setCode);
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
