/**
 * The bounded steps of reading a backup file (backup-check.ts, docs/decisions/0080-data-limits.md),
 * with small limits: the inflate cap, the object count and nesting of the byte scan (strings with
 * braces and escaped quotes are skipped, not counted), and the decoding of images into bytes.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { checkBackupDocument } from './backup-check.js';
import { scanBackupText, unpackBackup } from './backup-unpack.js';
import { BACKUP_LIMITS } from './backup-format.js';

const small = { ...BACKUP_LIMITS, unpackedBytes: 1024 * 1024, rows: 3, statisticsRows: 0 };
const text = (value: string) => Buffer.from(value, 'utf8');
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return undefined;
};

describe('reading a backup file', () => {
  it('refuses a gzip that inflates past the cap, and unpacks one within it', async () => {
    const bomb = gzipSync(Buffer.alloc(small.unpackedBytes + 1));
    await expect(unpackBackup(bomb, small)).rejects.toMatchObject({ statusCode: 413 });
    const fits = Buffer.from('{"format":"vitae-backup"}');
    expect((await unpackBackup(gzipSync(fits), small)).equals(fits)).toBe(true);
    expect((await unpackBackup(fits, small)).equals(fits)).toBe(true);
    await expect(unpackBackup(Buffer.from([0x1f, 0x8b, 1, 2, 3]), small)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('counts objects outside strings only, through escaped quotes and backslashes', () => {
    const tricky = '{"a": "{{{\\"{{{\\\\", "b": "\\\\\\"{", "c": "é{"}';
    expect(JSON.parse(tricky)).toBeTruthy();
    // Two objects inside the document: envelope + 2 + 3 rows allowed.
    expect(
      refusal(() => scanBackupText(text(`{"t":{"w":[${tricky},${tricky},${tricky}]}}`), small)),
    ).toBeUndefined();
    expect(refusal(() => scanBackupText(text(`{"t":{"w":[{},{},{},{}]}}`), small))).toEqual({
      status: 413,
      message: 'The backup holds more than 3 rows, more than a Vitae site holds; nothing was restored.',
    });
    expect(refusal(() => scanBackupText(text('{"t":{"w":[{"x":[1]}]}}'), small))?.status).toBe(400);
  });

  it('decodes images into bytes of their own and refuses bad base64', () => {
    const doc = (data: unknown) => ({
      format: 'vitae-backup',
      version: 1,
      createdAt: '2026-11-25T00:00:00.000Z',
      tables: { mediaFiles: [{ mediaId: 'a'.repeat(24), width: 320, data }] },
    });
    const read = checkBackupDocument(doc(Buffer.from('webp bytes').toString('base64')));
    const bytes = read.tables.mediaFiles[0]!.data as Uint8Array;
    expect(Buffer.from(bytes).toString()).toBe('webp bytes');
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    expect(refusal(() => checkBackupDocument(doc('not base64!')))).toMatchObject({ status: 400 });
  });
});
