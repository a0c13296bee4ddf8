/**
 * Response compression (docs/decisions/0005-compression.md): @fastify/compress on every route, for
 * API JSON, the HTML page and any text file that has no precompressed sibling. Brotli or gzip,
 * chosen from `Accept-Encoding`; answers under {@link COMPRESSION}.threshold bytes, answers that
 * already carry a `Content-Encoding` (the list cache's stored compressed bytes, the built assets'
 * `.br`/`.gz` files served by @fastify/static) and clients that send no `Accept-Encoding` are left
 * alone. Request bodies are not decompressed: the API takes plain JSON only.
 *
 * Register before any route: the plugin attaches its hook to the routes declared after it.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESSION } from '../lib/reply.js';

async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: [...COMPRESSION.encodings],
    threshold: COMPRESSION.threshold,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
    zlibOptions: { level: COMPRESSION.gzipLevel },
  });
}

export default fp(compressionPlugin, { name: 'vitae-compression' });
