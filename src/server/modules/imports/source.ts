/**
 * What an import from elsewhere (a LinkedIn data export, a BibTeX file) reads before it touches the
 * portfolio: the items it found, each as a JSON Resume item of its section (the shape the JSON
 * Resume import writes, src/server/modules/jsonresume/document.ts), with where it came from; and the
 * one error a bad file gets.
 *
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md.
 */
import type { SourceSection } from '../../../shared/source-import.js';

/** One item found in the file: a JSON Resume item of `section`, and its place in the file. */
export interface SourceItem {
  section: SourceSection;
  /** The JSON Resume item (`basics` for the person); keys Vitae has no field for are kept (residues). */
  item: Record<string, unknown>;
  /** Where it came from, for people: `Positions.csv line 3`, `publications.bib line 12`. */
  origin: string;
  /** Why it will not be imported, when the file already says so (no title, a duplicate). */
  skip?: string;
}

/** A file of the source as the preview lists it: its name, its data rows, whether Vitae read it. */
export interface SourceFile {
  name: string;
  rows: number;
  used: boolean;
}

/** What a file holds for the portfolio. */
export interface ImportSource {
  kind: 'linkedin' | 'bibtex';
  items: SourceItem[];
  files: SourceFile[];
  /** Changes made while reading (a column kept as it is, an unknown month), by place. */
  notes: { path: string; message: string }[];
}

/**
 * A file that cannot be imported (400), or one past a limit (413). The message names the file and,
 * where there is one, the line: `Positions.csv, line 4: the quoted value is never closed.`
 * Nothing was imported.
 */
export class SourceFileError extends Error {
  override name = 'SourceFileError';
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** `file, line N: message` (or `file: message`), ending with "Nothing was imported." */
export function fileError(status: 400 | 413, file: string, line: number | undefined, message: string) {
  return new SourceFileError(
    status,
    `${file}${line === undefined ? '' : `, line ${line}`}: ${message} Nothing was imported.`,
  );
}

/** The key under which a BibTeX entry's type, key and other fields are kept on its item. */
export const BIBTEX_KEY = 'x-bibtex';

/** An author of a publication, the owner marked. */
export interface Author {
  name: string;
  owner: boolean;
}
