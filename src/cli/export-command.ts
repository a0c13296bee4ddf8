/**
 * `export-jsonresume [file]`: the portfolio as a JSON Resume, to a file or to standard output.
 * Source: README.md "Command line", docs/decisions/0004-json-resume-mapping.md.
 */
import { writeFile } from 'node:fs/promises';
import { exportJsonResume } from '../server/modules/jsonresume/jsonresume.js';
import { CliError, type CliIO } from './cli-io.js';
import { withDatabase } from './database.js';
import { run } from './run-command.js';

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
