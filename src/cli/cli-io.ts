/**
 * What every CLI command writes through and fails with (README.md "Command line"): {@link CliIO}
 * (results to `out`, problems to `err`, the environment) and {@link CliError}, a failure explained in
 * one message, never a stack trace.
 */

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
