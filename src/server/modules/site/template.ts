/**
 * The built web app's page template and server entry: the template split around the root element
 * with its scripts started after the first paint, the client-rendered page's file name, the
 * placeholder answered without a build, and the server entry loaded from dist/ssr.
 *
 * Source: docs/decisions/0020-server-rendered-first-view.md, 0021-light-first-view.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../../../shared/paths.js';
import type { SsrEntry } from '../../../shared/ssr.js';

/** The page answered when the web app is not built. */
export const PLACEHOLDER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Vitae</title></head><body><main><h1>Vitae</h1><p>The API is running at <a href="${paths.openapi}">${paths.openapi}</a>. Build the web app with <code>npm run build</code>.</p></main></body></html>`;

/** The HTML page of every client route but `/` (index.html without the home lists' preloads). */
export const APP_PAGE = 'app.html';
/**
 * The visitor's page (index.html with the islands' entry instead of the application's, written by
 * vite.config.ts; docs/decisions/0160-visitor-page-islands.md).
 */
export const VISITOR_PAGE = 'visitor.html';
/** The start script of the built app (public/boot.js), served from the site's root. */
export const BOOT_SCRIPT = 'boot.js';

/**
 * The template with its module script and module preloads replaced by the deferred start script
 * (public/boot.js), which adds them once the first frame has been painted (decision 0021): the
 * server's HTML paints with only its stylesheet and images, and the app's JavaScript is requested
 * after it. `data-entry` is the entry module, `data-preload` the preloads, space-separated (build
 * output paths); with `lowPriority` (the visitor's page: its script only makes the moving parts move,
 * docs/decisions/0222-first-window-first-paint.md) `data-priority="low"` has them fetched at low
 * priority. A template without a module script is answered unchanged.
 */
export function startAfterPaint(html: string, lowPriority = false): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].map(
    (match) => match[1]!,
  );
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      entry[0],
      `<script src="/${BOOT_SCRIPT}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"${lowPriority ? ' data-priority="low"' : ''} defer></script>`,
    );
}

/**
 * The page template split around `<div id="root"></div>`, its title and description removed. Its
 * scripts start after the first paint ({@link startAfterPaint}) when the build has the start script;
 * otherwise they are fetched at low priority: the server's HTML is the first paint, so hydration
 * must not compete with the stylesheet and images for it (docs/decisions/0021-light-first-view.md).
 * `lowPriority`: see {@link startAfterPaint}.
 */
export function splitTemplate(
  html: string,
  boot: boolean,
  lowPriority = false,
): { before: string; after: string } {
  const stripped = html
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '');
  const cleaned = boot
    ? startAfterPaint(stripped, lowPriority)
    : stripped
        .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  const marker = '<div id="root"></div>';
  const at = cleaned.indexOf(marker);
  if (at < 0) throw new Error(`The page template has no ${marker}.`);
  return { before: cleaned.slice(0, at), after: cleaned.slice(at + marker.length) };
}

/** The built server entry beside `webDist` (dist/ssr/entry-server.js), if there is one. */
export async function loadEntry(webDist: string): Promise<SsrEntry | undefined> {
  const file = path.join(path.dirname(webDist), 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { default: SsrEntry };
  return module.default;
}
