/**
 * Reading the JSON file a CLI command is given (a JSON Resume to import), within a size limit, with a
 * clear message when it cannot be read or is not JSON. Source: README.md "Command line".
 */
import { readFile, stat } from 'node:fs/promises';
import { CliError } from './cli-io.js';

/**
 * Read and parse a JSON file of at most `maxBytes`.
 * @throws CliError when the file cannot be read, is larger or is not JSON.
 */
export async function readJsonFile(file: string, maxBytes: number): Promise<unknown> {
  let text: string;
  try {
    const { size } = await stat(file);
    if (size > maxBytes) {
      throw new CliError(
        `${file} is larger than ${maxBytes / 1024 / 1024} MiB; Vitae imports files of at most ${maxBytes / 1024 / 1024} MiB. Nothing was imported.`,
      );
    }
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT'
        ? `Cannot read ${file}: there is no such file.`
        : `Cannot read ${file}: ${(error as Error).message}`,
    );
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    throw new CliError(`${file} is not a JSON file: ${(error as Error).message}`);
  }
}
