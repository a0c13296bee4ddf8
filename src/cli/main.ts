/**
 * Entry point of `npm run cli -- <command>` (tsx src/cli/main.ts): runs the CLI with the process's
 * arguments, console and environment, and exits with the command's exit code. See program.ts.
 */
import { runCli } from './program.js';

runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
