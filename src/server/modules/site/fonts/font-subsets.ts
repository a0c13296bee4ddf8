/**
 * Font files cut down to the characters a page shows (docs/decisions/0225-signature-font-subset.md
 * for the signature, docs/decisions/0226-text-font-subset.md for the text): a built latin font file
 * read once ({@link loadFontFile}), its subsets made in a worker thread ({@link subsetOffThread}:
 * half a second of CPU for a variable text face, which must not hold up the event loop) and kept per
 * process ({@link keptSubset}), and the `unicode-range` that gives a subset's characters to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { startModuleWorker } from '../../../lib/worker.js';

/** A built font file, read once: what a subset and its route need. */
export interface FontFile {
  /** The built file's name without `.woff2` (`source-sans-3-latin-wght-normal-BqRLTx4X`). */
  file: string;
  /** The built file's own address (`/assets/<name>.woff2`, the one font-preloads.ts preloads). */
  href: string;
  /** Its bytes (the answer for an address whose subset this process does not make). */
  bytes: Buffer;
  /** The code points its glyph map holds. */
  characters: ReadonlySet<number>;
  /** Subsets made or being made, by key ({@link keptSubset}). */
  subsets: Map<string, Promise<Buffer>>;
}

/** The font file of the address `href` (`/assets/<name>.woff2`) in `webDist`, if fontkit reads it. */
export function loadFontFile(webDist: string, href: string | undefined): FontFile | undefined {
  if (href === undefined) return undefined;
  const name = path.basename(href);
  if (!name.endsWith('.woff2')) return undefined;
  try {
    const bytes = fs.readFileSync(path.join(webDist, 'assets', name));
    const font = fontkit.create(bytes) as fontkit.Font;
    return {
      file: name.slice(0, -'.woff2'.length),
      href,
      bytes,
      characters: new Set(font.characterSet),
      subsets: new Map(),
    };
  } catch {
    return undefined;
  }
}

/** What subset-worker.ts posts. */
export type SubsetAnswer = { bytes: Uint8Array } | { failed: string };

/** What subset-worker.ts is given. */
export interface SubsetAsked {
  /** The font file's bytes. */
  font: Uint8Array;
  /** The characters the subset holds. */
  text: string;
  /** The OpenType layout features kept (tags); undefined keeps them all. */
  features?: readonly string[] | undefined;
}

/**
 * `font` (font file bytes) cut down to the glyphs of `text`, as WOFF2, by subset-font in a worker
 * thread (subset-worker.ts), with the layout `features` given (tags; undefined: every feature, and
 * the glyphs they reach). Rejects when the subsetter fails (bytes that are no font) or the worker
 * stops without an answer.
 */
export async function subsetOffThread(
  font: Buffer,
  text: string,
  features?: readonly string[],
): Promise<Buffer> {
  const asked: SubsetAsked = { font, text, features };
  const answer = await new Promise<SubsetAnswer>((resolve, reject) => {
    const worker = startModuleWorker(import.meta.url, 'subset-worker', { workerData: asked });
    // A subset never keeps the server from stopping.
    worker.unref();
    worker.once('message', (message: SubsetAnswer) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The font subsetter stopped (exit code ${code}).`)));
  });
  if ('failed' in answer) throw new Error(answer.failed);
  return Buffer.from(answer.bytes);
}

/**
 * The subset of `font` holding `points` (code points) and the layout `features` (tags; undefined:
 * all), kept under `key`: made once off the event loop ({@link subsetOffThread}), then kept, the
 * `kept` most recent per file. A subset that fails to be made is the whole file (which draws every
 * character it names), and is tried again next time.
 */
export function keptSubset(
  font: FontFile,
  key: string,
  points: readonly number[],
  kept: number,
  features?: readonly string[],
): Promise<Buffer> {
  let made = font.subsets.get(key);
  if (made === undefined) {
    made = subsetOffThread(font.bytes, String.fromCodePoint(...points), features).catch(() => {
      font.subsets.delete(key);
      return font.bytes;
    });
    font.subsets.set(key, made);
    if (font.subsets.size > kept) font.subsets.delete(font.subsets.keys().next().value!);
  }
  return made;
}

/**
 * The CSS `unicode-range` of `points` (ascending, without repeats): runs of consecutive code points
 * as one range (`U+20-21,U+25,U+2C-3A`), uppercase hexadecimal.
 */
export function unicodeRange(points: readonly number[]): string {
  const parts: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase();
  for (let start = 0; start < points.length;) {
    let end = start;
    while (end + 1 < points.length && points[end + 1] === points[end]! + 1) end += 1;
    parts.push(end === start ? `U+${hex(points[start]!)}` : `U+${hex(points[start]!)}-${hex(points[end]!)}`);
    start = end + 1;
  }
  return parts.join(',');
}
