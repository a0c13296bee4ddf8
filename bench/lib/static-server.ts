/**
 * A plain static file server for the benches (bench/web.ts's "static" and "theme" columns): a folder
 * served as a static host serves it, with no compression made on the fly. A file's precompressed
 * sibling (`x.br`, `x.gz`, as the static export writes them: docs/decisions/0276-static-export-precompressed.md)
 * is sent instead of `x` when the request accepts that encoding, brotli first, as Caddy's
 * `file_server { precompressed br gzip }` or nginx's `gzip_static`/`brotli_static` do; a folder
 * answers its `index.html`, a missing file `404.html` with status 404 when there is one. Bench code:
 * prints figures, never a CI gate.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './processes.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serve `dir` on `port` (default a free loopback port); answers its URL and a function to stop it.
 */
export async function startStaticServer(
  dir: string,
  port?: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const listenPort = port ?? (await freePort());
  const root = path.resolve(dir);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      response.writeHead(400).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    let status = 200;
    if (!fs.existsSync(file)) {
      file = path.join(root, '404.html');
      status = 404;
      if (!fs.existsSync(file)) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    };
    let send = file;
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (new RegExp(`\\b${encoding}\\b`).test(accepted) && fs.existsSync(`${file}${suffix}`)) {
        send = `${file}${suffix}`;
        headers['content-encoding'] = encoding;
        break;
      }
    }
    const bytes = fs.readFileSync(send);
    headers['content-length'] = String(bytes.length);
    response.writeHead(status, headers).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${listenPort}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
