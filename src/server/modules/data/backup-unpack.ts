/**
 * The first two steps of reading a backup file without trusting it: unpack it within a cap
 * ({@link unpackBackup}), then scan the text for its object count and depth before anything parses
 * it ({@link scanBackupText}). backup-check.ts runs them before checking the document.
 *
 * Source: docs/decisions/0080-data-limits.md. Errors: HttpError 400 (damaged, too deep) or 413 (past
 * a limit).
 */
import { createGunzip } from 'node:zlib';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { BACKUP_LIMITS, formatMiB, type BackupLimits } from './backup-format.js';

type Limits = BackupLimits;

/** A 413 with `message`. */
export const tooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
const damaged = () => badRequest('The backup file is damaged (it could not be unpacked).');

/**
 * Inflate a gzipped `bytes` as a stream (zlib's one-call `gunzipSync` is three times slower on large
 * files), stopping past `cap`: only counting the output when `into` is undefined, else writing it
 * into `into` (sized by a counting pass before: one allocation, given back whole when dropped).
 * @returns the size of the output.
 */
function inflate(bytes: Uint8Array, cap: number, into?: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const gunzip = createGunzip({ chunkSize: 1024 * 1024 });
    let size = 0;
    gunzip.on('data', (chunk: Buffer) => {
      if (into && size + chunk.length <= into.length) chunk.copy(into, size);
      size += chunk.length;
      if (size > cap) {
        gunzip.destroy();
        resolve(size);
      }
    });
    gunzip.on('end', () => resolve(size));
    gunzip.on('error', reject);
    gunzip.end(bytes);
  });
}

/**
 * The JSON text of a backup file (gzipped, or plain JSON), as bytes. A gzipped file is inflated
 * twice: first only counting (a "bomb" is refused having kept nothing), then into one buffer of the
 * size counted.
 * @throws HttpError 413 when it unpacks to more than `limits.unpackedBytes`, 400 when it is damaged.
 */
export async function unpackBackup(bytes: Uint8Array, limits: Limits = BACKUP_LIMITS): Promise<Buffer> {
  const tooBig = () =>
    tooLarge(
      `The backup file unpacks to more than ${formatMiB(limits.unpackedBytes)}, more than a Vitae backup holds; nothing was restored.`,
    );
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    if (bytes.length > limits.unpackedBytes) throw tooBig();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  }
  let size: number;
  try {
    size = await inflate(bytes, limits.unpackedBytes);
  } catch {
    throw damaged();
  }
  if (size > limits.unpackedBytes) throw tooBig();
  const text = Buffer.allocUnsafeSlow(size);
  let written: number;
  try {
    written = await inflate(bytes, size, text);
  } catch {
    throw damaged();
  }
  if (written !== size) throw damaged();
  return text;
}

/** Nesting of a backup: the document, `tables`, a table's list, a row. */
const BACKUP_DEPTH = 4;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Count the objects of the JSON text and its nesting, outside strings, before parsing it. Strings
 * are skipped with `indexOf` (most of a backup's bytes are in strings: images as base64, texts).
 * @throws HttpError 413 for more objects than `limits.rows` (plus the envelope), 400 for nesting
 *   deeper than a backup's.
 */
export function scanBackupText(text: Uint8Array, limits: Limits = BACKUP_LIMITS): void {
  const bytes = Buffer.from(text.buffer, text.byteOffset, text.length);
  let objects = 0;
  let depth = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const char = bytes[index]!;
    if (char === QUOTE) {
      // To the closing quote: the next one not escaped by an odd run of backslashes.
      let end = index;
      for (;;) {
        end = bytes.indexOf(QUOTE, end + 1);
        if (end === -1) return; // An unterminated string: JSON.parse says so.
        let backslashes = 0;
        while (bytes[end - 1 - backslashes] === BACKSLASH) backslashes += 1;
        if (backslashes % 2 === 0) break;
      }
      index = end;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > BACKUP_DEPTH) {
        throw badRequest('The backup file is not valid: it nests values deeper than a Vitae backup does.');
      }
      // The document and `tables` are objects too.
      if (char === 0x7b && ++objects > limits.rows + limits.statisticsRows + 2) {
        throw tooLarge(
          `The backup holds more than ${limits.rows.toLocaleString('en')} rows, more than a Vitae site holds; nothing was restored.`,
        );
      }
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
}
