/**
 * The visitors' page cache and how a kept page is sent: bytes with an ETag (304 on a match), the
 * compressed forms made on first demand and kept beside them.
 *
 * Source: docs/decisions/0085-pages-built-from-what-they-are-cached-by.md (keys from small fixed
 * sets); docs/decisions/0005-compression.md.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/i18n/languages.js';
import { type CachedBody, ifNoneMatchHits, sendCachedBytes, varyOnAcceptEncoding } from '../../lib/reply.js';
import type { HeadData } from './head-data.js';
import type { RenderedKind } from './page-kinds.js';

/** The content type of every HTML page. */
export const HTML_TYPE = 'text/html; charset=utf-8';

/** A visitor's render of one page kind in one language: the app's HTML, its state and the head's lists. */
export interface Rendered {
  html: string;
  /** The dehydrated state as the page embeds it ({@link jsonForScript}). */
  state: string;
  head: HeadData;
  /**
   * The ids of the categories the render's lists hold: the only values of `?category=` that make a
   * page of their own (src/shared/category-filter.ts).
   */
  categoryIds: readonly string[];
}

/**
 * Visitors' renders, pages and share images, emptied on every change; a render that started before
 * a change never fills it (generation counter, as the list cache). Decision 0085:
 *
 * - a render is kept per page kind, language and chosen category (the home page's `?category=`, only
 *   the id of a category the lists hold, docs/decisions/0203-category-filter-in-the-address.md), a
 *   page per page kind, language, category, theme and origin, a share image per language: keys from
 *   small fixed sets, so nothing a client sends can make more of them or push one out (past
 *   {@link maxEntries} nothing more is kept: a safety net that the keys without a category never
 *   reach; pages filtered by a category past it are made from their kept render on each request);
 * - without PUBLIC_URL the origin is the request's, and pages are kept for the first
 *   {@link PageCache.MAX_ORIGINS} origins asked for since the start only ({@link keepsOrigin});
 *   other hosts get pages made from the kept render on each request.
 */
export class PageCache {
  /** Most origins whose pages are kept when PUBLIC_URL is unset. */
  static readonly MAX_ORIGINS = 2;
  private readonly renders = new Map<string, Rendered>();
  private readonly pages = new Map<string, CachedBody>();
  private readonly origins = new Set<string>();
  private refusedOnce = false;
  private generation = 0;
  /** `maxEntries`: most pages and images kept (renders: one per page kind and language). */
  constructor(
    private enabled: boolean,
    private readonly maxEntries: number,
  ) {}

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.renders.clear();
    this.pages.clear();
  }

  /** The current generation, to pass back to {@link setPage} and {@link setRender}. */
  version(): number {
    return this.generation;
  }

  /** The kept page or share image under `key`, if any (none while the cache is off). */
  page(key: string): CachedBody | undefined {
    return this.enabled ? this.pages.get(key) : undefined;
  }

  /** Keep `page` under `key` unless a change came since `generation` or the cache is full or off. */
  setPage(key: string, page: CachedBody, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (!this.pages.has(key) && this.pages.size >= this.maxEntries) return;
    this.pages.set(key, page);
  }

  /** The kept visitor's render of `kind` in `language` with `category` chosen (null: none), if any. */
  render(kind: RenderedKind, language: Language, category: string | null = null): Rendered | undefined {
    return this.enabled ? this.renders.get(`${kind}\n${language}\n${category ?? ''}`) : undefined;
  }

  /**
   * Keep a visitor's render (`category`: the chosen one, null for none; only ids of categories the
   * lists hold) unless a change came since `generation` or the cache is off.
   */
  setRender(
    kind: RenderedKind,
    language: Language,
    rendered: Rendered,
    generation: number,
    category: string | null = null,
  ): void {
    if (!this.enabled || generation !== this.generation) return;
    this.renders.set(`${kind}\n${language}\n${category ?? ''}`, rendered);
  }

  /**
   * May pages for `origin` be kept? Yes for the first {@link PageCache.MAX_ORIGINS} origins asked
   * about (kept until the server stops), no for any other. `onRefused` runs the first time one is
   * refused.
   */
  keepsOrigin(origin: string, onRefused: () => void): boolean {
    if (this.origins.has(origin)) return true;
    if (this.origins.size < PageCache.MAX_ORIGINS) {
      this.origins.add(origin);
      return true;
    }
    if (!this.refusedOnce) {
      this.refusedOnce = true;
      onRefused();
    }
    return false;
  }

  /** The origins whose pages are kept. */
  keptOrigins(): string[] {
    return [...this.origins];
  }
}

/** A page's (or image's) bytes and ETag (a hash of the bytes). */
export function pageOf(content: string | Buffer): CachedBody {
  const identity = typeof content === 'string' ? Buffer.from(content) : content;
  return { identity, etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"` };
}

/** Send a page (or 304), compressed when the client accepts it (the compressed form is kept). */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedBody,
  status: number,
  signedIn: boolean,
): Promise<void> {
  reply
    .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
    .header('vary', 'cookie, accept-language')
    .header('etag', page.etag);
  varyOnAcceptEncoding(reply);
  if (status === 200 && ifNoneMatchHits(request, page.etag)) {
    await reply.code(304).send();
    return;
  }
  await sendCachedBytes(request, reply.code(status).type(HTML_TYPE), page);
}
