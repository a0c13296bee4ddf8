/**
 * The public site written out as static files (docs/product.md §25; decisions 0165-0167): every
 * public page in every language, the not-found page, the PDF CV in each language and paper size,
 * the share images, `sitemap.xml` and `robots.txt`, every image variant the pages use, the font
 * subsets the pages name (the signature's and the text's), and the built web app's files (fonts,
 * CSS, the visitor's JavaScript), for any static file host.
 *
 * Shape: {@link publishSite} takes an app built for a static site (`buildApp` with `staticSite` and
 * `publicUrl` {@link PUBLISH_ORIGIN}: a module does not build the app, the caller does) and answers
 * the files as {@link PublishedFile}s, sorted by path. Every file is fetched through `app.inject`, so
 * its bytes are the ones the server sends; the HTML, CSS, JavaScript and XML are then rewritten
 * (addresses.ts):
 *
 * - the app's addresses (`/assets/…`, `/media/…`, `/cv.pdf`, `?lang=es`) become addresses under the
 *   site's folder (`--base-path`, default the public URL's path): `/portfolio/assets/…`; so a page
 *   works at any depth, which the not-found page needs (a host answers it for every missing path);
 * - the absolute URLs (canonical, `hreflang`, `og:image`, JSON-LD, the sitemap) use the public URL;
 * - each language has its folder: `/` English (`index.html`), `/es/` Spanish (`es/index.html`,
 *   `es/cv.pdf`, `es/og.png`; the CV's `cv.docx` and `cv.txt` too, decision 0263), decision 0166;
 * - each text file has its precompressed `.br` and `.gz` beside it when smaller (precompress.ts).
 *
 * The output depends on the content alone (decision 0167): no time is written but the sitemap's
 * `lastmod` (the latest edit), and the files come sorted. {@link zipSite} packs them with a fixed
 * date. Errors: {@link PublishError} when a page or file does not answer 200 (404 for the not-found
 * page), e.g. a portfolio with no person has no CV (`--skip-cv` is not needed: the CV is left out
 * then, see {@link publishSite}).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { CV_PATH } from '../../../shared/cv.js';
import { CV_FILE_KINDS, cvFilePath } from '../../../shared/cv-files.js';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM } from '../../../shared/i18n/languages.js';
import { MEDIA_WIDTHS, parseMediaUrl, mediaUrl } from '../../../shared/media.js';
import { STATIC_LANGUAGES, type StaticSite } from '../../../shared/static-site.js';
import { PEOPLE, paths, RESOURCE } from '../../../shared/paths.js';
import { languageFolder, Rewriter } from './addresses.js';
import { withPrecompressed } from './precompress.js';

/** The origin the publishing app renders its absolute URLs with; replaced by the public URL. */
export const PUBLISH_ORIGIN = 'http://publish.vitae.invalid';

/** The paper sizes of the CV (decision 0050), with the file name each gets. */
const CV_FILES: readonly { format: 'a4' | 'letter'; file: string }[] = [
  { format: 'a4', file: 'cv.pdf' },
  { format: 'letter', file: 'cv-letter.pdf' },
];

/** Where the site will be served. */
export interface PublishOptions {
  /** The site's public address (`https://me.example.com`, `https://me.github.io/portfolio/`). */
  publicUrl: string;
  /** The folder on that host, with both slashes; default the public URL's path (`/`, `/portfolio/`). */
  basePath?: string | undefined;
  /** The built web app (dist/web): every file of it but the HTML pages is published. */
  webDist: string;
}

/** One file of the static site: its path in the folder (`/`-separated, no leading slash). */
export interface PublishedFile {
  path: string;
  bytes: Buffer;
}

/**
 * The static site: its files sorted by path, and a sentence for each address a page links that no
 * file answers (a site-relative link in the owner's content), left as it is.
 */
export interface PublishedSite {
  files: PublishedFile[];
  warnings: string[];
}

/** A page or file of the site that did not answer as it should. */
export class PublishError extends Error {
  override name = 'PublishError';
}

/**
 * `publicUrl` and `basePath` in normal form: the site URL ending in the base path
 * (`https://me.github.io/portfolio/`) and the base path with both slashes.
 * @throws PublishError for a public URL that is not http(s) or a base path with `?`, `#` or `..`.
 */
export function siteAddress(options: Pick<PublishOptions, 'publicUrl' | 'basePath'>): {
  siteUrl: string;
  basePath: string;
} {
  let url: URL;
  try {
    url = new URL(options.publicUrl);
  } catch {
    throw new PublishError(
      `The public URL "${options.publicUrl}" is not a URL (e.g. https://me.example.com).`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PublishError(`The public URL "${options.publicUrl}" must start with https:// or http://.`);
  }
  const raw = options.basePath ?? url.pathname;
  if (/[?#\\]|(^|\/)\.\.?(\/|$)|\s/.test(raw)) {
    throw new PublishError(`The base path "${raw}" must be a plain folder path such as /portfolio/.`);
  }
  const trimmed = raw.split('/').filter(Boolean).join('/');
  const basePath = trimmed === '' ? '/' : `/${trimmed}/`;
  return { siteUrl: `${url.origin}${basePath}`, basePath };
}

/** A fetched answer: its status and bytes. */
interface Answer {
  status: number;
  bytes: Buffer;
}

/**
 * Publish the site of `app` (see the module doc): its files and warnings ({@link PublishedSite}). `app` must be built with `publicUrl`
 * {@link PUBLISH_ORIGIN} and `staticSite` whose `basePath` is this one's ({@link siteAddress}).
 * A portfolio without a person has no CV: its links are not on the pages, and no PDF is written.
 * @throws PublishError when a page or a file it links does not answer as expected.
 */
export async function publishSite(
  app: Pick<FastifyInstance, 'inject'>,
  options: PublishOptions,
): Promise<PublishedSite> {
  const { siteUrl, basePath } = siteAddress(options);
  const files = new Map<string, Buffer>();
  const get = async (url: string): Promise<Answer> => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    return { status: response.statusCode, bytes: response.rawPayload };
  };
  const need = async (url: string, status = 200): Promise<Buffer> => {
    const answer = await get(url);
    if (answer.status !== status) {
      throw new PublishError(
        `${url} answered ${answer.status} instead of ${status}: the site was not published.`,
      );
    }
    return answer.bytes;
  };
  const rewriter = new Rewriter(siteUrl, basePath);

  // Pages: the home page of each language, the not-found page in the default language.
  for (const language of STATIC_LANGUAGES) {
    const html = (await need(`/?${LANGUAGE_PARAM}=${language}`)).toString('utf8');
    files.set(`${languageFolder(language)}index.html`, Buffer.from(rewriter.html(html, language)));
  }
  const notFound = (await need(`/404?${LANGUAGE_PARAM}=${DEFAULT_LANGUAGE}`, 404)).toString('utf8');
  files.set('404.html', Buffer.from(rewriter.html(notFound, DEFAULT_LANGUAGE)));

  // The CV in each language and paper size, when there is one; the share image of each language.
  const hasCv = (await get(CV_PATH)).status === 200;
  for (const language of STATIC_LANGUAGES) {
    if (hasCv) {
      for (const { format, file } of CV_FILES) {
        files.set(
          `${languageFolder(language)}${file}`,
          await need(`${CV_PATH}?format=${format}&${LANGUAGE_PARAM}=${language}`),
        );
      }
      // The same CV as a Word file and as plain text (docs/decisions/0263-word-and-text-cv.md).
      for (const kind of CV_FILE_KINDS) {
        files.set(
          `${languageFolder(language)}cv.${kind}`,
          await need(`${cvFilePath(kind)}?${LANGUAGE_PARAM}=${language}`),
        );
      }
    }
    files.set(`${languageFolder(language)}og.png`, await need(`/og.png?${LANGUAGE_PARAM}=${language}`));
  }

  files.set('sitemap.xml', Buffer.from(rewriter.absolute((await need('/sitemap.xml')).toString('utf8'))));
  files.set('robots.txt', Buffer.from(robotsTxt(siteUrl)));

  // The built web app's files (fonts, CSS, scripts, icons), through the server like the rest.
  for (const file of listWebFiles(options.webDist)) {
    const bytes = await need(`/${file}`);
    files.set(file, rewriter.webFile(file, bytes));
  }

  // The font subsets the pages name (src/server/modules/site/fonts/signature-font.ts, text-font.ts).
  for (const url of [...rewriter.fontUrls].sort()) files.set(url.slice(1), await need(url));

  // Every variant of every uploaded image the pages show (the browser picks one by width).
  for (const url of [...rewriter.mediaUrls].sort()) {
    const parsed = parseMediaUrl(url)!;
    const widths = new Set<number>([...MEDIA_WIDTHS.filter((width) => width < parsed.width), parsed.width]);
    for (const width of [...widths].sort((a, b) => a - b)) {
      const variant = mediaUrl(parsed.id, width);
      const answer = await get(variant);
      if (answer.status === 200) files.set(variant.slice(1), answer.bytes);
      else if (width === parsed.width) {
        throw new PublishError(
          `${variant} answered ${answer.status} instead of 200: the site was not published.`,
        );
      }
    }
  }
  return {
    // Each text file's .br and .gz beside it (precompress.ts); sorted by path.
    files: withPrecompressed([...files].map(([file, bytes]) => ({ path: file, bytes }))),
    warnings: [...rewriter.unknown]
      .sort()
      .map((url) => `A page links ${url}, which is no file of the static site: the link is left as it is.`),
  };
}

/** robots.txt of the static site: everything may be crawled; the sitemap's absolute address. */
function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}sitemap.xml\n`;
}

/** The built web app's files but its HTML pages, source maps and compressed siblings, sorted. */
export function listWebFiles(webDist: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(webDist, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listWebFiles(webDist, relative));
    else if (!/\.(map|br|gz|html)$/.test(entry.name)) out.push(relative);
  }
  return out.sort();
}

/**
 * The files as one zip, byte for byte the same for the same files (decision 0167): entries in the
 * given order, each dated 1980-01-01 00:00 (the zip format's first date), deflated at level 9
 * (fflate).
 */
export function zipSite(files: readonly PublishedFile[]): Buffer {
  const date = new Date(1980, 0, 1, 0, 0, 0);
  const entries: Record<string, [Uint8Array, { mtime: Date; level: 9 }]> = {};
  for (const file of files) entries[file.path] = [file.bytes, { mtime: date, level: 9 }];
  return Buffer.from(zipSync(entries));
}

/** A short fingerprint of the whole output (hex SHA-256 of paths and bytes), for reports and tests. */
export function siteDigest(files: readonly PublishedFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.path).update('\0').update(file.bytes).update('\0');
  }
  return hash.digest('hex');
}

/** The static site's settings (src/shared/static-site.ts). */
export type StaticSiteSettings = StaticSite;

/** What to publish and how the contact form answers (docs/product.md §25). */
export interface BuildAndPublishOptions extends PublishOptions {
  /** The Vitae server the contact form posts to; unset: a `mailto:` link to the owner's address. */
  apiUrl?: string | undefined;
}

/**
 * The contact form's server as an origin and path without a trailing slash, or undefined for none.
 * @throws PublishError for a value that is not an http(s) URL.
 */
export function normalApiUrl(apiUrl: string | undefined): string | undefined {
  if (apiUrl === undefined || apiUrl === '') return undefined;
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new PublishError(`The API URL "${apiUrl}" is not a URL (e.g. https://vitae.example.com).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PublishError(`The API URL "${apiUrl}" must start with https:// or http://.`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The owner's email address for the static contact link: the first `mailto:` address among the
 * owner's contacts and social links (the public lists), or undefined.
 */
export async function ownerEmail(app: Pick<FastifyInstance, 'inject'>): Promise<string | undefined> {
  for (const list of [paths.list(PEOPLE), paths.list(RESOURCE.socialLink)]) {
    const response = await app.inject({ method: 'GET', url: list });
    if (response.statusCode !== 200) continue;
    const match = /"mailto:([^"?\s]+)/.exec(response.body);
    if (match) return decodeURIComponent(match[1]!);
  }
  return undefined;
}

/**
 * Build an app for a static site with `build` (the composition root's: `buildApp` with `staticSite`
 * the given settings and `publicUrl` {@link PUBLISH_ORIGIN}), publish it ({@link publishSite}) and
 * close it. Without `apiUrl` the contact link writes to {@link ownerEmail}, read from the same app
 * before any page is rendered.
 * @throws PublishError for a bad public URL, base path or API URL, or a page that does not answer.
 */
export async function buildAndPublish(
  build: (settings: StaticSiteSettings) => Promise<FastifyInstance>,
  options: BuildAndPublishOptions,
): Promise<PublishedSite> {
  const { basePath } = siteAddress(options);
  const settings: StaticSiteSettings = { basePath, apiUrl: normalApiUrl(options.apiUrl) };
  const app = await build(settings);
  try {
    // The pages read the settings when they are first rendered, which is below.
    if (!settings.apiUrl) settings.email = await ownerEmail(app);
    return await publishSite(app, options);
  } finally {
    await app.close();
  }
}
