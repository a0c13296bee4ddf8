/**
 * The demo page without its JavaScript, for Lighthouse's page figures (bench/web.ts's "no JS" and
 * "1st screen" columns): a loopback proxy in front of a running demo server that answers every
 * request as that server does (same status, headers and bytes), except that an HTML page has its
 * `<script>` elements (but its structured data) and module preloads taken out, and, with
 * `firstScreen`, every section after the person's, before it is compressed again in the server's
 * encoding (brotli at quality 11, as the server sends a page it keeps; gzip or deflate at level 9). What it measures is what the page's HTML, CSS, fonts and images cost
 * on this machine with no script at all (no hydration, no island, no deferred boot script), and what
 * the header, the person's section and the footer alone cost: what remains between them and the
 * floor (bench/lib/floor.ts) is not the JavaScript's doing
 * (docs/decisions/0228-what-the-page-costs-without-javascript.md). Bench code: prints figures,
 * never a CI gate.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { freePort } from './processes.js';

/**
 * `html` without its `<script>` elements (the structured data for search engines,
 * `application/ld+json`, kept: no script reads it) and `<link rel="modulepreload">` tags.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
      /type="application\/ld\+json"/i.test(attributes) ? element : '',
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/**
 * `html` with nothing in its `<main>` after the person's section (`aria-labelledby="person-heading"`,
 * docs/product.md §3); the elements left open are closed by the parser at `</main>`. A page without
 * that section is answered unchanged.
 */
export function firstScreenOnly(html: string): string {
  const person = html.indexOf('aria-labelledby="person-heading"');
  const end = person < 0 ? -1 : html.indexOf('</section>', person);
  const main = html.indexOf('</main>', end);
  if (end < 0 || main < 0) return html;
  return html.slice(0, end + '</section>'.length) + html.slice(main);
}

/**
 * Serve `target` (a running server's origin, e.g. `http://127.0.0.1:4321/`) through the proxy on a
 * free loopback port, its pages without scripts ({@link withoutScripts}) and, with `firstScreen`,
 * only their first screen ({@link firstScreenOnly}); answers the proxy's URL and a function to stop it.
 */
export async function startWithoutScripts(
  target: string,
  { firstScreen = false }: { firstScreen?: boolean } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          // Everything but a page passes as the server sent it.
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = String(answer.headers['content-encoding'] ?? '');
          const sent = Buffer.concat(chunks);
          const html = (
            encoding === 'br'
              ? zlib.brotliDecompressSync(sent)
              : encoding === 'gzip'
                ? zlib.gunzipSync(sent)
                : encoding === 'deflate'
                  ? zlib.inflateSync(sent)
                  : sent
          ).toString('utf8');
          const page = withoutScripts(html);
          let body = Buffer.from(firstScreen ? firstScreenOnly(page) : page);
          const headers = { ...answer.headers };
          delete headers.etag;
          delete headers['transfer-encoding'];
          if (encoding === 'br') {
            body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
          } else if (encoding === 'gzip') {
            body = zlib.gzipSync(body, { level: 9 });
          } else if (encoding === 'deflate') {
            body = zlib.deflateSync(body, { level: 9 });
          }
          headers['content-length'] = String(body.length);
          response.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    forward.on('error', () => response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway'));
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
