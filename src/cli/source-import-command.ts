/**
 * `import-linkedin <zip|folder> [--dry-run] [--replace <sections>]` and `import-bibtex <file>
 * [--dry-run] [--replace]`: a LinkedIn data export or a BibTeX file merged into the portfolio, as
 * the data page does (docs/decisions/0269-imports-from-linkedin-and-bibtex.md): the preview by
 * section, then (without `--dry-run`) an automatic backup and every new item taken; matching entries
 * are left as they are unless their section is replaced. A bad file prints its reason (file and
 * line) and answers 1, with nothing written.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import { SOURCE_SECTIONS, type SourcePreview, type SourceSection } from '../shared/source-import.js';
import type { Database } from '../server/db/types.js';
import { autoBackups } from '../server/modules/data/auto-backups.js';
import { describeCounts } from '../server/modules/jsonresume/jsonresume.js';
import {
  applyImport,
  previewImport,
  readBibtexFile,
  readLinkedInFolder,
  readLinkedInZip,
  SOURCE_LIMITS,
  SourceFileError,
  type ImportSource,
} from '../server/modules/imports/imports.js';
import { CliError, type CliIO } from './cli-io.js';
import { withDatabase } from './database.js';
import { run } from './run-command.js';

/** The lines of a preview: each section's counts, then its items (`+` new, `=` already there, `-` skipped). */
export function describePreview(preview: SourcePreview): string[] {
  const lines: string[] = [];
  for (const section of preview.sections) {
    const of = (status: string) => section.items.filter((item) => item.status === status).length;
    lines.push(
      `${section.key}: ${of('new')} new, ${of('match')} already in the portfolio, ${of('skip')} skipped`,
    );
    for (const item of section.items) {
      const mark = item.status === 'new' ? '+' : item.status === 'match' ? '=' : '-';
      const text = [item.title, item.detail].filter(Boolean).join(' · ');
      lines.push(`  ${mark} ${text} (${item.origin})${item.reason ? `: ${item.reason}` : ''}`);
    }
  }
  if (preview.warnings.length > 0) {
    lines.push(`${preview.warnings.length} ${preview.warnings.length === 1 ? 'note' : 'notes'}:`);
    for (const warning of preview.warnings) lines.push(`  ${warning.path}: ${warning.message}`);
  }
  return lines;
}

/** Read, preview, and (without `dryRun`) import `source`. */
async function importSource(
  io: CliIO,
  read: (db: Kysely<Database>) => Promise<ImportSource>,
  options: { dryRun?: boolean | undefined; replace?: SourceSection[] | undefined },
): Promise<void> {
  await withDatabase(io.env, async (db) => {
    let source: ImportSource;
    try {
      source = await read(db);
    } catch (error) {
      if (error instanceof SourceFileError) throw new CliError(error.message);
      throw error;
    }
    const preview = await previewImport(db, source);
    for (const line of describePreview(preview)) io.out(line);
    if (options.dryRun) {
      io.out('Dry run: nothing was imported.');
      return;
    }
    const replace = options.replace ?? [];
    // Every new item, and in a replaced section every item that is not skipped.
    const take = preview.sections.flatMap((section) =>
      section.items
        .filter((item) => item.status === 'new' || (item.status === 'match' && replace.includes(section.key)))
        .map((item) => item.key),
    );
    const { backup, result } = await autoBackups.around(db, 'import', () =>
      applyImport(db, source, { take, replace }),
    );
    io.out(
      `Imported ${result.created} ${result.created === 1 ? 'entry' : 'entries'}${result.removed ? `, ${result.removed} moved to the trash` : ''}: the portfolio now has ${describeCounts(result.counts)}.`,
    );
    io.out(
      `Automatic backup ${backup.id} holds the portfolio from before (restore it from the data page to undo).`,
    );
  });
}

/** `--replace work,skills` → the sections, checked. @throws CliError naming an unknown section. */
export function parseSections(text: string | undefined): SourceSection[] {
  if (!text) return [];
  const sections = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = sections.filter((section) => !(SOURCE_SECTIONS as readonly string[]).includes(section));
  if (unknown.length > 0)
    throw new CliError(
      `Unknown section ${unknown.join(', ')}: use ${SOURCE_SECTIONS.filter((key) => key !== 'basics').join(', ')}.`,
    );
  return sections as SourceSection[];
}

/** `import-linkedin <zip|folder>`: see the module doc. */
export function importLinkedInCommand(
  io: CliIO,
  path: string,
  options: { dryRun?: boolean | undefined; replace?: string | undefined },
): Promise<number> {
  return run(io, async () => {
    const replace = parseSections(options.replace);
    const found = await stat(path).catch(() => undefined);
    if (!found)
      throw new CliError(`${path} does not exist: give the ZIP LinkedIn sent, or the folder it unpacks to.`);
    await importSource(
      io,
      async () => {
        if (found.isDirectory()) return readLinkedInFolder(path);
        if (found.size > SOURCE_LIMITS.zipBytes)
          throw new CliError(
            `${path} is larger than ${SOURCE_LIMITS.zipBytes / (1024 * 1024)} MiB. Nothing was imported.`,
          );
        return readLinkedInZip(basename(path), await readFile(path));
      },
      { dryRun: options.dryRun, replace },
    );
  });
}

/** `import-bibtex <file>`: see the module doc; `--replace` replaces the publications. */
export function importBibtexCommand(
  io: CliIO,
  path: string,
  options: { dryRun?: boolean | undefined; replace?: boolean | undefined },
): Promise<number> {
  return run(io, async () => {
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) throw new CliError(`${path} is not a file: give the .bib file.`);
    if (found.size > SOURCE_LIMITS.fileBytes)
      throw new CliError(
        `${basename(path)}: the file is larger than ${SOURCE_LIMITS.fileBytes / (1024 * 1024)} MiB. Nothing was imported.`,
      );
    const bytes = await readFile(path);
    await importSource(io, (db) => readBibtexFile(db, basename(path), bytes), {
      dryRun: options.dryRun,
      replace: options.replace ? ['publications'] : [],
    });
  });
}
