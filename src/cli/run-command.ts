/**
 * {@link run}: the body of every CLI command, answering its exit code (0 success, 1 failure) and
 * turning known failures into one clear message on `err`. Source: README.md "Command line".
 */
import { ConfigError } from '../server/config.js';
import { DatabaseInUseError } from '../server/db/connection.js';
import { HttpError } from '../server/lib/http-error.js';
import {
  PortfolioNotEmptyError,
  ResumeTooLargeError,
  ResumeValidationError,
} from '../server/modules/jsonresume/jsonresume.js';
import { CliError, type CliIO } from './cli-io.js';

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
