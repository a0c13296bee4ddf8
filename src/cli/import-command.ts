/**
 * `import-jsonresume <file> [--replace]`: a JSON Resume file into the portfolio, printing the counts
 * and the warnings. Source: README.md "Command line", docs/decisions/0004-json-resume-mapping.md.
 */
import {
  describeCounts,
  importJsonResume,
  RESUME_LIMITS,
  type ImportResult,
} from '../server/modules/jsonresume/jsonresume.js';
import type { CliIO } from './cli-io.js';
import { withDatabase } from './database.js';
import { readJsonFile } from './json-file.js';
import { run } from './run-command.js';

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
