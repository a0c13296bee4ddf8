/**
 * Vite config for the web app (src/web). Builds to dist/web, which the server serves in production,
 * and (with `--ssr`) the server entry to dist/ssr.
 * In development `npm run dev` runs Vite with /api proxied to the API server.
 *
 * After a build, {@link precompress} writes a brotli (`.br`) and a gzip (`.gz`) sibling of every
 * text file in dist/web, which the server sends to clients that accept them
 * (docs/decisions/0005-compression.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { HOME_LIST_PATHS } from './src/shared/resources/index.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Files worth compressing (source maps are never served). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where index.html takes the home lists' preloads. */
const PRELOADS_MARKER = /<!-- home-list-preloads:[^>]*-->/;

/**
 * Write the home lists' preloads into index.html, one per {@link HOME_LIST_PATHS} (the person and
 * every list resource of the registry), so a new section is preloaded without editing the page.
 */
export function homeListPreloads(): Plugin {
  return {
    name: 'vitae-home-list-preloads',
    transformIndexHtml(html) {
      const links = HOME_LIST_PATHS.map(
        (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}" />`,
      ).join('\n    ');
      return html.replace(PRELOADS_MARKER, links);
    },
  };
}

/** The one font file every page preloads: the body font's latin subset (src/web/app/fonts.css). */
export const PRELOADED_FONT = 'source-sans-3-latin-wght-normal.woff2';

/**
 * Preload {@link PRELOADED_FONT} from the page's head (index.html, so app.html and the server-rendered
 * pages too), by its hashed name in the bundle: the text's font starts with the stylesheet instead of
 * after it, so the swap from the fallback comes before or soon after the first paint. One file only
 * (issue 8: first-view weight; docs/decisions/0071-fonts-and-themes.md). Nothing in development.
 */
export function fontPreload(): Plugin {
  return {
    name: 'vitae-font-preload',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            (output.names.includes(PRELOADED_FONT) ||
              output.originalFileNames.some((name) => name.endsWith(PRELOADED_FONT))),
        );
        if (!asset) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${asset.fileName}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The home page's list preloads (and their comment) in index.html. */
const LIST_PRELOADS =
  /\s*<!-- The home page's lists start[\s\S]*?-->|\s*<link\s[^>]*rel="preload"[^>]*as="fetch"[^>]*>/g;

/**
 * Write `app.html`: index.html without the home lists' preloads, which the server sends for every
 * client route but `/`. A preload that the page does not use would stay in the browser's memory
 * cache and answer a later fetch of the same list with data from before an edit.
 */
async function writeAppPage(outDir: string): Promise<void> {
  const home = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  await fs.writeFile(path.join(outDir, 'app.html'), home.replace(LIST_PRELOADS, ''));
}

/** The stylesheets a built page links, in document order: each `<link rel="stylesheet">` tag and its href. */
export function linkedStylesheets(html: string): { tag: string; href: string }[] {
  return [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g)].map((match) => ({
    tag: match[0],
    href: match[1]!,
  }));
}

/**
 * Leave the application's first stylesheets out of the islands' (and every lazy chunk's) preload
 * lists (docs/decisions/0216-visitor-css-inline.md). Vite's preload helper appends a
 * `<link rel="stylesheet">` for each CSS file of a dynamically imported chunk that no `<link>` of the
 * page names yet. The stylesheets index.html links are on every page that runs a chunk: linked on
 * the owner's pages (index.html, app.html), inlined in one `<style>` on the visitor's page and the
 * static site's ({@link writeVisitorPage}), where no `<link>` names them; a link appended there would
 * fetch them again and put the same rules after the design's `<style>`, in another cascade order.
 *
 * `build.modulePreload.resolveDependencies` cannot do it: Vite 8 hands it the JavaScript
 * dependencies only and appends the CSS ones after it. So this rewrites, once the bundle is written
 * (`generateBundle`, order `post`, after Vite's import analysis), each chunk's dependency table
 * (`__vite__mapDeps`: its file list on the chunk's first line, added by Vite; its calls' index
 * lists). Each call keeps its length (padded with spaces inside the parentheses), so the chunk's
 * source map stays exact.
 */
export function dropInlinedCssDeps(): Plugin {
  return {
    name: 'vitae-drop-inlined-css-deps',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // The rewrite comes after the file names are hashed: a chunk that may lose dependencies gets a
    // new name, so no browser keeps a cached copy that still links the inlined stylesheets.
    augmentChunkHash: (chunk) => (chunk.dynamicImports.length > 0 ? 'inlined-css-deps' : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const inlined = new Set(linkedStylesheets(String(index.source)).map(({ href }) => href.slice(1)));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = withoutDeps(chunk.code, inlined);
        }
      },
    },
  };
}

const MAP_DEPS_TABLE =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);/;

/** `code` (a built chunk) with the files of `dropped` left out of its `__vite__mapDeps` table and calls. */
export function withoutDeps(code: string, dropped: ReadonlySet<string>): string {
  const table = MAP_DEPS_TABLE.exec(code);
  if (!table) return code;
  const files = JSON.parse(table[1]!) as string[];
  const kept = files.filter((file) => !dropped.has(file));
  if (kept.length === files.length) return code;
  const renumbered = new Map(kept.map((file, at) => [files.indexOf(file), at]));
  const head = table[0].replace(table[1]!, () => JSON.stringify(kept));
  const body = code
    .slice(table[0].length)
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (call, list: string) => {
      const indices = list === '' ? [] : list.split(',').map(Number);
      const next = `__vite__mapDeps([${indices
        .filter((at) => renumbered.has(at))
        .map((at) => renumbered.get(at))
        .join(',')}]`;
      return `${next}${' '.repeat(call.length - next.length - 1)})`;
    });
  return head + body;
}

/** The visitor's page: built from src/web/visitor.html, rewritten by {@link writeVisitorPage}. */
export const VISITOR_PAGE = 'visitor.html';

const MODULE_SCRIPT = /\s*<script type="module"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * Rewrite `visitor.html`: index.html (its stylesheets and head) without the home lists' preloads and
 * with the visitor entry's script and module preloads in place of the application's, which the
 * server sends to a visitor (docs/decisions/0160-visitor-page-islands.md). The stylesheets are the
 * application's, which hold every class the server's page uses, then the visitor entry's own
 * (src/web/visitor-page.css, docs/decisions/0221-sections-rendered-when-near.md).
 */
async function writeVisitorPage(outDir: string): Promise<void> {
  const home = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  const visitor = await fs.readFile(path.join(outDir, VISITOR_PAGE), 'utf8');
  const scripts = [...(visitor.match(MODULE_SCRIPT) ?? []), ...(visitor.match(MODULE_PRELOAD) ?? [])];
  const entry = home.match(MODULE_SCRIPT)?.[0];
  if (!entry || scripts.length === 0) throw new Error('index.html or visitor.html has no module script.');
  const app = /\ssrc="([^"]+)"/.exec(entry)?.[1] ?? '';
  // The application's entry, which the visitor's page starts at a hand-over (src/web/visitor.ts).
  const appEntry = `\n    <meta name="vitae-app-entry" content="${app}" />`;
  // The visitor entry's own stylesheets (src/web/visitor-page.css), after the application's.
  const homeSheets = linkedStylesheets(home);
  const known = new Set(homeSheets.map(({ href }) => href));
  const own = linkedStylesheets(visitor).filter(({ href }) => !known.has(href));
  const last = homeSheets.at(-1);
  const withOwn =
    last && own.length > 0
      ? home.replace(last.tag, () => [last.tag, ...own.map(({ tag }) => tag)].join('\n    '))
      : home;
  const page = withOwn
    .replace(LIST_PRELOADS, '')
    .replace(MODULE_PRELOAD, '')
    .replace(entry, appEntry + scripts.join(''));
  await fs.writeFile(path.join(outDir, VISITOR_PAGE), await withInlineStylesheets(page, outDir));
}

/** The id of the visitor page's inline `<style>` (the stylesheets index.html links). */
export const INLINE_STYLE_ID = 'vitae-css';

/**
 * `page` with its linked stylesheets replaced by one `<style>` holding their text in the same order,
 * where the first of them was (docs/decisions/0216-visitor-css-inline.md): no request blocks the
 * first paint. The chunks do not link them again ({@link dropInlinedCssDeps}).
 */
async function withInlineStylesheets(page: string, outDir: string): Promise<string> {
  const sheets = linkedStylesheets(page);
  if (sheets.length === 0) return page;
  const texts = await Promise.all(sheets.map(({ href }) => fs.readFile(path.join(outDir, href), 'utf8')));
  const style = `<style id="${INLINE_STYLE_ID}">${texts.map((text) => text.trim()).join('\n')}</style>`;
  let html = page.replace(sheets[0]!.tag, style);
  for (const { tag } of sheets.slice(1)) html = html.replace(new RegExp(`\\s*${escapeRegExp(tag)}`), '');
  return html;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Build-time compression: brotli at quality 11 and gzip at level 9 (too slow per request, free once
 * per build). A sibling is written only when it is smaller than the file.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vitae-precompress',
    // Not for the server entry's build (`--ssr`): its output is never sent to a browser.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // closeBundle: after the bundle and the public folder are both in outDir.
    async closeBundle() {
      await writeAppPage(outDir);
      await writeVisitorPage(outDir);
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The visitor's libraries in chunks of their own, so an app release does not make a returning
 * visitor download React again (decision 0021). Only libraries of the first view: the lazy ones
 * (SweetAlert2, embla, dnd-kit, the admin's) stay in their lazy chunks.
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  // zod-config.ts (jitless, issue 7 defect 10) rides in zod's own chunk: split chunks can change
  // the order modules run in, and it must run before any schema anywhere is parsed.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]lib[\\/]zod-config\.ts$/, priority: 2 },
];

/**
 * Lazy chunks keep readable names: a feature's form (src/web/features/<resource>/form.tsx,
 * docs/decisions/0036) is `<resource>-form-[hash].js` rather than six chunks all named `form`.
 */
function chunkFileName(chunk: { name: string; facadeModuleId: string | null }): string {
  const feature = /[\\/]features[\\/]([^\\/]+)[\\/]form\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
  return feature ? `assets/${feature}-form-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), homeListPreloads(), fontPreload(), dropInlinedCssDeps(), precompress()],
  resolve: {
    // react-router's package exports only its development build (dev warnings on); the build uses the
    // production one it also ships, the same code with the warnings compiled out.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : [],
  },
  // `vite build --ssr entry-server.tsx` builds the server entry (src/web/entry-server.tsx) into
  // dist/ssr, which the server loads (docs/decisions/0020-server-rendered-first-view.md).
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The application (index.html, src/web/main.tsx) and the visitor's islands (visitor.html,
          // src/web/visitor.ts; docs/decisions/0160-visitor-page-islands.md).
          input: { index: path.resolve('src/web/index.html'), visitor: path.resolve('src/web/visitor.html') },
          output: { codeSplitting: { groups: VENDOR_CHUNKS }, chunkFileNames: chunkFileName },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`, changeOrigin: false } },
  },
}));
