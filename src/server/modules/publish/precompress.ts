/**
 * Precompressed siblings of the static site's text files (docs/deployment.md §8,
 * docs/decisions/0276-static-export-precompressed.md): for each HTML, CSS, JavaScript, JSON, SVG,
 * XML and plain-text file `x`, `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9), each written
 * only when it is smaller than `x`. Hosts that serve precompressed files (Caddy's `file_server
 * precompressed`, nginx's `gzip_static`/`brotli_static`, a CDN in front of a folder) send them to a
 * browser that accepts the encoding; the others ignore them.
 *
 * node:zlib gives the same bytes for the same input (gzip's header carries no time, mtime 0), so the
 * output still depends on the content alone (decision 0167).
 */
import zlib from 'node:zlib';
import type { PublishedFile } from './publish.js';

/** The text files that get siblings, by their name's ending. */
export const PRECOMPRESSED_FILE = /\.(html|css|js|json|svg|xml|txt)$/;

/** `bytes` compressed with brotli at quality 11 (text mode, its size hint given). */
export function brotli(bytes: Buffer): Buffer {
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** `bytes` compressed with gzip at level 9. */
export function gzip(bytes: Buffer): Buffer {
  return zlib.gzipSync(bytes, { level: 9 });
}

/**
 * `files` with, after each text file ({@link PRECOMPRESSED_FILE}), its `.br` and `.gz` siblings
 * where they are smaller than it; sorted by path like the input. A file that already is such a
 * sibling is kept as it is and gets none.
 */
export function withPrecompressed(files: readonly PublishedFile[]): PublishedFile[] {
  const out: PublishedFile[] = [];
  for (const file of files) {
    out.push(file);
    if (!PRECOMPRESSED_FILE.test(file.path)) continue;
    for (const [suffix, compress] of [
      ['.br', brotli],
      ['.gz', gzip],
    ] as const) {
      const bytes = compress(file.bytes);
      if (bytes.length < file.bytes.length) out.push({ path: `${file.path}${suffix}`, bytes });
    }
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
