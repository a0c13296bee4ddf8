/**
 * A LinkedIn data export as uploaded: a ZIP archive, read with fflate's `unzipSync` (already the
 * static site's ZIP writer) and refused whole when it is no ZIP, lists more than
 * {@link SOURCE_LIMITS}.zipEntries files, names a file outside itself (`../`, `/etc/passwd`, `C:\`),
 * or declares a file Vitae reads as larger than {@link SOURCE_LIMITS}.fileBytes once unpacked (a ZIP
 * bomb: nothing is unpacked past what the archive declares, fflate writes into a buffer of that size).
 * Only the files Vitae reads are unpacked (found by name in any folder, ignoring case); the others
 * (connections, messages, ads) are listed, never read.
 *
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md, docs/decisions/0080-data-limits.md.
 */
import { unzipSync } from 'fflate';
import { count, SOURCE_LIMITS } from './limits.js';
import { SourceFileError } from './source.js';

/** The archive's files: those read (by base name as in the archive) and every file's base name. */
export interface ArchiveFiles {
  read: Map<string, Uint8Array>;
  listed: string[];
}

/** Is `path` a name inside the archive (no `..` part, not absolute, no drive)? */
export function isSafeEntryName(path: string): boolean {
  if (path.includes('\0') || path.startsWith('/') || path.startsWith('\\') || /^[a-zA-Z]:/.test(path))
    return false;
  return !path.split(/[\\/]/).some((part) => part === '..');
}

/** The base name of an entry (`Basic_LinkedInDataExport/Positions.csv` → `Positions.csv`). */
export const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/**
 * Read the archive `bytes` (uploaded as `name`), unpacking the files whose base name `wanted`
 * accepts.
 * @throws SourceFileError 400 (not a ZIP, a file outside the archive, an unknown compression), 413
 *   (too many files, a file or the files read too large once unpacked).
 */
export function readArchive(
  name: string,
  bytes: Uint8Array,
  wanted: (base: string) => boolean,
): ArchiveFiles {
  const notZip = () =>
    new SourceFileError(
      400,
      `${name} is not a ZIP archive. Upload the ZIP file LinkedIn sent ("Get a copy of your data"), as downloaded. Nothing was imported.`,
    );
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw notZip();
  const listed: string[] = [];
  let readBytes = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!isSafeEntryName(file.name)) {
          throw new SourceFileError(
            400,
            `${name}: the archive names a file outside itself ("${file.name}"); it is not a LinkedIn export. Nothing was imported.`,
          );
        }
        if (file.name.endsWith('/')) return false;
        listed.push(file.name);
        if (listed.length > SOURCE_LIMITS.zipEntries) {
          throw new SourceFileError(
            413,
            `${name}: the archive holds more than ${count(SOURCE_LIMITS.zipEntries)} files; a LinkedIn export holds about a hundred. Nothing was imported.`,
          );
        }
        const base = baseName(file.name);
        if (!wanted(base)) return false;
        readBytes += file.originalSize;
        if (file.originalSize > SOURCE_LIMITS.fileBytes || readBytes > SOURCE_LIMITS.readBytes) {
          throw new SourceFileError(
            413,
            `${name}: ${file.name} unpacks to ${mib(file.originalSize)}; Vitae reads files of at most ${mib(SOURCE_LIMITS.fileBytes)} (${mib(SOURCE_LIMITS.readBytes)} in all) from an archive. Nothing was imported.`,
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof SourceFileError) throw error;
    throw notZip();
  }
  const read = new Map<string, Uint8Array>();
  for (const [path, data] of Object.entries(files)) {
    const base = baseName(path);
    // Two files of one name in different folders: the first is read, as listed.
    if (!read.has(base)) read.set(base, data);
  }
  return { read, listed };
}

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 0)} MiB`;
