/**
 * Imports from elsewhere (docs/product.md §11): a LinkedIn data export and a BibTeX file, previewed
 * and merged into the portfolio (docs/decisions/0269-imports-from-linkedin-and-bibtex.md). The
 * module's public face, used by the data routes (imports.routes.ts) and the command line
 * (`import-linkedin`, `import-bibtex`):
 *
 * - readers, each a file to an {@link ImportSource}: `zip.ts` + `linkedin.ts` (with `csv.ts`,
 *   `dates.ts`, `clean-text.ts`), `bibtex.ts`;
 * - `plan.ts`: {@link previewImport} and {@link applyImport} (through the JSON Resume import's
 *   section writers).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { count, SOURCE_LIMITS } from './limits.js';
import { isLinkedInFile, readLinkedIn } from './linkedin.js';
import { SourceFileError, type ImportSource } from './source.js';
import { readArchive } from './zip.js';

export { applyImport, previewImport, type ApplyResult } from './plan.js';
export { SOURCE_LIMITS } from './limits.js';
export { SourceFileError, type ImportSource } from './source.js';

/** A LinkedIn export uploaded as the ZIP `name`. @throws SourceFileError (400/413). */
export function readLinkedInZip(name: string, bytes: Uint8Array): ImportSource {
  const { read, listed } = readArchive(name, bytes, isLinkedInFile);
  return readLinkedIn(read, listed);
}

/**
 * A LinkedIn export unpacked in the folder `folder` (the command line): the files Vitae reads, at
 * its top or one folder down, within the same limits as an archive.
 * @throws SourceFileError (400/413).
 */
export async function readLinkedInFolder(folder: string): Promise<ImportSource> {
  const listed: string[] = [];
  const read = new Map<string, Uint8Array>();
  const visit = async (dir: string, depth: number) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth === 0) await visit(path, 1);
      if (!entry.isFile()) continue;
      listed.push(entry.name);
      if (listed.length > SOURCE_LIMITS.zipEntries) {
        throw new SourceFileError(
          413,
          `${folder}: the folder holds more than ${count(SOURCE_LIMITS.zipEntries)} files. Nothing was imported.`,
        );
      }
      if (!isLinkedInFile(entry.name) || read.has(entry.name)) continue;
      const size = (await stat(path)).size;
      if (size > SOURCE_LIMITS.fileBytes) {
        throw new SourceFileError(
          413,
          `${entry.name}: the file is larger than ${SOURCE_LIMITS.fileBytes / (1024 * 1024)} MiB. Nothing was imported.`,
        );
      }
      read.set(entry.name, await readFile(path));
    }
  };
  await visit(folder, 0);
  return readLinkedIn(read, listed);
}

/** The owner's name ("First Last") to mark among a publication's authors: the portfolio's person. */
export async function ownerName(db: Kysely<Database>): Promise<string | undefined> {
  const person = await db.selectFrom('people').selectAll().orderBy('createdAt').limit(1).executeTakeFirst();
  if (!person) return undefined;
  const { firstName, lastName } = person as unknown as { firstName?: string; lastName?: string };
  return [firstName, lastName].filter(Boolean).join(' ') || undefined;
}

/** A BibTeX file `name`, the owner marked among the authors. @throws SourceFileError (400/413). */
export async function readBibtexFile(
  db: Kysely<Database>,
  name: string,
  bytes: Uint8Array,
): Promise<ImportSource> {
  // Loaded when first used: the parser (with its LaTeX tables) is large, and most starts never need it.
  const { readBibtex } = await import('./bibtex.js');
  return readBibtex(name, bytes, await ownerName(db));
}
