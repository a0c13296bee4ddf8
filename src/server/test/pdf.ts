/**
 * Reading a PDF the way a person's tools do, for the CV tests: Debian's poppler-utils (`pdftotext`,
 * `pdfinfo`, `pdffonts`, `pdfimages`; README "npm test"). Each function writes the bytes to a
 * temporary file, runs the tool and answers its output.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let dir: string | undefined;
let count = 0;

/** `bytes` written to a fresh temporary file (under one folder per process, removed at exit). */
function file(bytes: Buffer): string {
  if (!dir) {
    const created = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-pdf-'));
    dir = created;
    process.once('exit', () => fs.rmSync(created, { recursive: true, force: true }));
  }
  const name = path.join(dir, `${++count}.pdf`);
  fs.writeFileSync(name, bytes);
  return name;
}

function run(tool: string, args: string[], bytes: Buffer): string {
  const name = file(bytes);
  try {
    return execFileSync(tool, [...args, name, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    fs.rmSync(name, { force: true });
  }
}

/** The text of the PDF (`pdftotext -enc UTF-8`), in reading order; characters off the page are left out. */
export const pdfText = (bytes: Buffer) => run('pdftotext', ['-enc', 'UTF-8'], bytes);
/**
 * The text in drawing order (`pdftotext -raw`): each line's runs left to right as drawn, a
 * right-to-left run in reading order. A word broken over two lines stays whole once line breaks are
 * removed, even on a line mixing directions (the default mode reorders such a line by guesswork).
 */
export const pdfRawText = (bytes: Buffer) => run('pdftotext', ['-raw', '-enc', 'UTF-8'], bytes);
/** `pdfinfo`: title, author, page size, page count... */
export const pdfInfo = (bytes: Buffer) => run('pdfinfo', [], bytes);
/** The embedded fonts' names (`pdffonts`, subset tags removed), one per font object. */
export const pdfFonts = (bytes: Buffer) =>
  run('pdffonts', [], bytes)
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
/** The images drawn (`pdfimages -list`): width and height in pixels of each. */
export const pdfImages = (bytes: Buffer) =>
  run('pdfimages', ['-list'], bytes)
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      return { width: Number(columns[3]), height: Number(columns[4]) };
    });
/** The page count. */
export const pdfPages = (bytes: Buffer) => Number(/^Pages:\s+(\d+)$/m.exec(pdfInfo(bytes))?.[1]);
