/**
 * The folder `publish --out` writes into (docs/product.md §25, docs/decisions/0230-publish-manifest.md):
 * Vitae never deletes or overwrites a file it did not write. Each publish leaves a manifest,
 * {@link MANIFEST_NAME}, listing the files it wrote; the next publish removes only those and keeps
 * every other file of the folder (`.git/`, `CNAME`, `.nojekyll`, the owner's notes).
 *
 * - A missing or empty folder is written, as is one holding only hidden entries (`.git/`,
 *   `.nojekyll`, `.github/`: a fresh clone), which are kept.
 * - A folder holding other files but no manifest is refused with {@link notEmptyMessage}, nothing
 *   touched; an empty manifest made by the owner (`touch DIR/.vitae-site`) lets Vitae write beside
 *   the files there.
 * - A folder with a manifest: a file of the new site at a path the owner holds (not in the manifest)
 *   is refused, nothing touched; otherwise the files of the manifest are removed (with the folders
 *   that became empty), the new files written, then the new manifest.
 */
import { lstat, mkdir, readdir, readFile, realpath, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublishedFile } from '../server/modules/publish/publish.js';
import { CliError } from './cli-io.js';

/** The manifest's file name, at the top of the folder. */
export const MANIFEST_NAME = '.vitae-site';

/** The manifest's first lines (comments, `#`); one path per line follows, `/`-separated. */
const MANIFEST_HEADER = [
  '# Written by Vitae (npm run cli -- publish): the files its last publish wrote into this folder.',
  '# The next publish removes these files and keeps every other file. Do not edit.',
];

/** The refusal for a folder holding files and no manifest (docs/product.md §25). */
export function notEmptyMessage(dir: string): string {
  return `${dir} is not empty and holds no published site: choose an empty or new folder. Nothing was written.`;
}

/** A path a manifest may list: relative, `/`-separated, no `.`, `..` or empty part, not the manifest. */
function isSitePath(file: string): boolean {
  if (file === MANIFEST_NAME || file.includes('\\') || file.includes('\0')) return false;
  return file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** The hint printed under {@link notEmptyMessage}. */
export const NOT_EMPTY_HINT =
  `To publish beside the files there (a GitHub Pages clone), create an empty ${MANIFEST_NAME} in it: ` +
  'Vitae then writes only its own files and never touches the others.';

/** The file that stands where `dir` or one of its parents should be a folder (`dir` when none is found). */
async function fileOnTheWay(dir: string): Promise<string> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const kind = await lstat(at).then(
      (stats) => (stats.isDirectory() ? 'folder' : 'file'),
      () => undefined,
    );
    if (kind === 'file') return at === path.resolve(dir) ? dir : at;
    if (kind === 'folder' || path.dirname(at) === at) return dir;
  }
}

/**
 * What `dir` holds for a publish: `undefined` for a missing or empty folder or one holding only
 * hidden entries, else the paths its manifest lists.
 * @throws CliError for a folder with files and no manifest ({@link notEmptyMessage}), a manifest
 *   listing a path outside the folder, a file where the folder (or one of its parents) should be,
 *   or a folder that cannot be read.
 */
export async function readPublishedFolder(dir: string): Promise<string[] | undefined> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ENOTDIR') {
      throw new CliError(
        `${dir} is not a folder (${await fileOnTheWay(dir)} is a file): choose a folder for --out. Nothing was written.`,
      );
    }
    throw new CliError(`Cannot write into ${dir}: ${(error as Error).message}. Nothing was written.`);
  }
  if (names.length === 0) return undefined;
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_NAME), 'utf8');
  } catch {
    if (names.every((name) => name.startsWith('.'))) return undefined;
    throw new CliError(notEmptyMessage(dir), [NOT_EMPTY_HINT]);
  }
  const listed = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const bad = listed.find((file) => !isSitePath(file));
  if (bad !== undefined) {
    throw new CliError(
      `${path.join(dir, MANIFEST_NAME)} lists "${bad}", which is no file of a published site: ` +
        'remove the line or choose an empty or new folder. Nothing was written.',
    );
  }
  return listed;
}

/** The kind of what stands at `target`, without following a link; `undefined` when nothing does. */
async function kindOf(target: string): Promise<'file' | 'folder' | undefined> {
  try {
    return (await lstat(target)).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The owner's files the new site would overwrite: a new file's path, or a folder on its way, held by
 * something the manifest `previous` does not list.
 */
async function collisions(dir: string, files: readonly PublishedFile[], previous: ReadonlySet<string>) {
  const found = new Set<string>();
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.path.split('/');
    for (let i = 1; i < parts.length; i += 1) folders.add(parts.slice(0, i).join('/'));
  }
  for (const folder of folders) {
    const kind = await kindOf(path.join(dir, ...folder.split('/')));
    if (kind === 'file' && !previous.has(folder)) found.add(folder);
  }
  for (const file of files) {
    if (previous.has(file.path)) continue;
    if ((await kindOf(path.join(dir, ...file.path.split('/')))) !== undefined) found.add(file.path);
  }
  return [...found].sort();
}

/** `dir`'s manifest listing `paths`, sorted. */
function writeManifest(dir: string, paths: Iterable<string>): Promise<void> {
  const lines = [...MANIFEST_HEADER, ...[...new Set(paths)].sort()];
  return writeFile(path.join(dir, MANIFEST_NAME), `${lines.join('\n')}\n`);
}

/**
 * Remove the files `listed` in `dir` (see the module doc): a listed path that now holds a folder, or
 * whose folder leads out of `dir` through a link, is left; the folders emptied are removed.
 */
async function removeListed(dir: string, listed: readonly string[]): Promise<void> {
  const root = await realpath(dir);
  const emptied = new Set<string>();
  for (const file of listed) {
    const target = path.join(dir, ...file.split('/'));
    if ((await kindOf(target)) !== 'file') continue;
    const folder = await realpath(path.dirname(target));
    if (folder !== root && !folder.startsWith(root + path.sep)) continue;
    await unlink(target);
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) emptied.add(parts.slice(0, i).join('/'));
  }
  // Deepest first, so a folder's emptied subfolders are gone before it is tried.
  for (const folder of [...emptied].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      await rmdir(path.join(dir, ...folder.split('/')));
    } catch {
      // Not empty (it holds the owner's files) or a link: kept.
    }
  }
}

/**
 * Write `files` into `dir` as the module doc says: a missing or empty folder, or one holding an
 * earlier publish (its manifest), whose listed files are replaced and whose other files are kept.
 * @throws CliError, with nothing touched, for a folder with files and no manifest, a bad manifest,
 *   or a new file at a path that holds the owner's file.
 */
export async function writeFolder(dir: string, files: readonly PublishedFile[]): Promise<void> {
  const previous = (await readPublishedFolder(dir)) ?? [];
  const clashes = await collisions(dir, files, new Set(previous));
  if (clashes.length > 0) {
    throw new CliError(
      `${dir} holds files this publish would overwrite and Vitae did not write: ${clashes.join(', ')}. ` +
        'Move them away or choose another folder. Nothing was written.',
    );
  }
  await mkdir(dir, { recursive: true });
  // Until the new site is complete, the manifest lists the old files and the new: a publish cut
  // short leaves no file of Vitae's unlisted.
  await writeManifest(dir, [...previous, ...files.map((file) => file.path)]);
  await removeListed(dir, previous);
  for (const file of files) {
    const target = path.join(dir, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
  }
  await writeManifest(
    dir,
    files.map((file) => file.path),
  );
}
