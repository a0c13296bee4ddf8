/**
 * WOFF 1.0 font files unpacked into plain TrueType/OpenType (SFNT) bytes with Node's zlib, for the
 * CV's fonts (fonts.ts, docs/decisions/0088-pdf-cv-text.md). fontkit reads WOFF itself, but inflates
 * a table (in JavaScript) on every access: each glyph's outline read inflated the whole `glyf`
 * table again, which made a Chinese CV take seconds. Unpacked once, the tables are plain bytes.
 *
 * Format: W3C "WOFF File Format 1.0" (2012), sections 3-5: a 44-byte header, a 20-byte directory
 * entry per table (tag, offset, compressed length, original length, checksum), each table zlib
 * compressed when that makes it smaller. The SFNT written back has the standard offset table and
 * table records, each table padded to 4 bytes.
 */
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_RECORD = 16;

/** Whether `bytes` start like a WOFF 1.0 file. */
export function isWoff(bytes: Uint8Array): boolean {
  return (
    bytes.length >= WOFF_HEADER &&
    Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32BE(0) === WOFF_SIGNATURE
  );
}

/**
 * The SFNT bytes of the WOFF file `bytes`.
 * @throws Error when `bytes` is not a well-formed WOFF 1.0 file (bad signature, a table outside the
 *   file, a table that does not inflate to its declared length).
 */
export function sfntFromWoff(bytes: Buffer): Buffer {
  if (!isWoff(bytes)) throw new Error('Not a WOFF file.');
  const flavor = bytes.readUInt32BE(4);
  const numTables = bytes.readUInt16BE(12);
  if (numTables === 0 || WOFF_HEADER + numTables * WOFF_ENTRY > bytes.length) {
    throw new Error('The WOFF table directory does not fit in the file.');
  }
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let index = 0; index < numTables; index++) {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const tag = bytes.readUInt32BE(entry);
    const offset = bytes.readUInt32BE(entry + 4);
    const compLength = bytes.readUInt32BE(entry + 8);
    const origLength = bytes.readUInt32BE(entry + 12);
    const checksum = bytes.readUInt32BE(entry + 16);
    if (offset + compLength > bytes.length || compLength > origLength) {
      throw new Error('A WOFF table lies outside the file.');
    }
    const stored = bytes.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table does not inflate to its length.');
    tables.push({ tag, checksum, data });
  }
  const padded = (length: number) => (length + 3) & ~3;
  let size = SFNT_HEADER + numTables * SFNT_RECORD;
  for (const table of tables) size += padded(table.data.length);
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = SFNT_HEADER + numTables * SFNT_RECORD;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER + index * SFNT_RECORD;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
