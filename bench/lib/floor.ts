/**
 * The machine's floor for Lighthouse's page figures (bench/web.ts, bench/designs.ts): the smallest
 * page a portfolio could be (a title, a heading and a paragraph: no CSS, no script, no font, no image),
 * served from this process, measured with the same Lighthouse settings beside the real page. Lighthouse
 * replays a load at 4× the CPU time Chromium took on this machine, so a fresh renderer's start and its
 * first layout alone cost blocking time here; what the floor shows, no page can do better than on this
 * machine (docs/decisions/0224-bench-floor.md). Bench code: prints figures, never a CI gate.
 */
import http from 'node:http';
import { freePort } from './processes.js';

/** The floor page: valid, accessible and indexable, so Lighthouse's other categories have a page too. */
export const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Richard Hendriks</title><meta name="description" content="The smallest portfolio page.">' +
  '</head><body><main><h1>Richard Hendriks</h1>' +
  '<p>Software engineer. This page has no style, no script, no font and no image: it is the floor.</p>' +
  '</main></body></html>';

/** Serve {@link FLOOR_PAGE} on a free loopback port; answers its URL and a function to stop it. */
export async function startFloorPage(): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
      .end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
