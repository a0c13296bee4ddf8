/**
 * The built web app's files: hashed `assets/` with a one-year immutable cache, other files with
 * revalidation, a file's `.br`/`.gz` sibling to a client that accepts it (docs/decisions/0005-compression.md).
 * The HTML pages are not among them (pages.ts answers those).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_PAGE } from './template.js';

/** Serve every file of `webDist` but its HTML pages, source maps and compressed siblings at its path. */
export async function registerStaticFiles(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    // Routes are declared below (without source maps); the plugin only provides reply.sendFile.
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  // Static files other than the HTML pages, found by walking dist once at start.
  const files = listFiles(webDist).filter((file) => file !== 'index.html' && file !== APP_PAGE);
  for (const file of files) {
    app.get(
      `/${file.split(path.sep).join('/')}`,
      { config: { access: 'public' }, schema: { hide: true } },
      (_request, reply) => reply.sendFile(file),
    );
  }
}

/** The files under `root` (relative paths), without source maps and compressed siblings. */
function listFiles(root: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(root, relative));
    else if (!/\.(map|br|gz)$/.test(entry.name)) out.push(relative);
  }
  return out;
}
