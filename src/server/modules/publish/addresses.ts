/**
 * The static site's addresses (docs/product.md §25; decisions 0166, 0191): {@link Rewriter} turns the
 * server's site-relative addresses and the publishing origin's absolute URLs in a page, a stylesheet
 * or a script into the static site's, under its folder (`--base-path`), each language in its folder
 * ({@link languageFolder}).
 */
import { CV_PATH } from '../../../shared/cv.js';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from '../../../shared/i18n/languages.js';
import { parseMediaUrl } from '../../../shared/media.js';
import { FONT_SUBSETS_PREFIX } from '../../../shared/signature.js';
import { staticLanguagePath } from '../../../shared/static-site.js';
import { THEME_ATTRIBUTE, THEME_COOKIE } from '../../../shared/theme.js';
import { paths } from '../../../shared/paths.js';

/** `''` for the default language, `es/` for Spanish (decision 0166). */
export function languageFolder(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `${language}/`;
}

/**
 * Attributes whose values hold site-relative addresses (space- or comma-separated for `srcset`, an
 * image preload's `imageSrcSet`,
 * `data-preload`); `content` holds absolute ones only (`og:image`), rewritten with the rest. An
 * `href` followed by `hreflang` is the language switch's, which the static render already wrote as
 * the other language's folder (src/web/app/language-switch.tsx): its island renders the same, so it is
 * left as it is.
 */
const URL_ATTRIBUTES =
  /(\s(?:src|href|srcset|imagesrcset|data-entry|data-preload|action)=")([^"]*)"(?!\s+hreflang=)/gi;

/**
 * The visitor page's `<meta>` naming the owner's application entry (vite.config.ts
 * writeVisitorPage): a static site has no owner, so its pages do not carry it.
 */
const APP_ENTRY_META = /\s*<meta name="vitae-app-entry" content="[^"]*" \/>/;

/**
 * A static page's first script, in its `<head>`: the theme the visitor chose on an earlier page of the
 * site (the `theme` cookie, src/web/app/theme-toggle.tsx) on `<html>` before the first paint, as a
 * Vitae server writes it (docs/product.md §25, docs/decisions/0191-static-site-on-the-visitor-islands.md).
 */
const THEME_SCRIPT =
  `<script>(function(){var m=/(?:^|; )${THEME_COOKIE}=(light|dark)(?:;|$)/.exec(document.cookie);` +
  `if(m)document.documentElement.setAttribute("${THEME_ATTRIBUTE}",m[1])})()</script>`;

/**
 * Rewrites the server's addresses into the static site's (see the module doc), and remembers the
 * uploaded images the pages show ({@link mediaUrls}) and any address a static site cannot answer
 * ({@link unknown}).
 */
export class Rewriter {
  readonly mediaUrls = new Set<string>();
  /** The font subsets the pages name (src/server/modules/site/fonts/signature-font.ts, text-font.ts). */
  readonly fontUrls = new Set<string>();
  readonly unknown = new Set<string>();

  constructor(
    private readonly siteUrl: string,
    private readonly basePath: string,
  ) {}

  /**
   * The static file for the server's site-relative address `url` on a page in `language`, relative
   * to the site's folder (`''` is its home page), or undefined for an address that is no file of it.
   */
  target(url: string, language: Language): string | undefined {
    const [pathname = '', query = ''] = url.split('?', 2);
    const params = new URLSearchParams(query);
    const lang = params.get(LANGUAGE_PARAM);
    const pageLanguage: Language = lang === 'en' || lang === 'es' ? lang : language;
    if (pathname === '' || pathname === '/') {
      return staticLanguagePath(this.basePath, pageLanguage).slice(this.basePath.length);
    }
    if (pathname === CV_PATH) {
      const file = params.get('format') === 'letter' ? 'cv-letter.pdf' : 'cv.pdf';
      return `${languageFolder(pageLanguage)}${file}`;
    }
    // The CV's Word and text files (docs/decisions/0263-word-and-text-cv.md), one per language.
    if (pathname === '/cv.docx' || pathname === '/cv.txt')
      return `${languageFolder(pageLanguage)}${pathname.slice(1)}`;
    if (pathname === '/og.png') return `${languageFolder(pageLanguage)}og.png`;
    if (parseMediaUrl(pathname)) {
      this.mediaUrls.add(pathname);
      return pathname.slice(1);
    }
    if (pathname === '/sitemap.xml' || pathname === '/robots.txt' || /^\/[\w./-]+\.\w+$/.test(pathname)) {
      if (pathname.startsWith(paths.list('')) || pathname.includes('..')) return undefined;
      if (pathname.startsWith(FONT_SUBSETS_PREFIX)) this.fontUrls.add(pathname);
      return pathname.slice(1);
    }
    return undefined;
  }

  /** `url` (site-relative, starting with `/` or `?`) as the static site's address under its folder. */
  private local(url: string, language: Language): string {
    const target = this.withFragment(url.startsWith('?') ? `/${url}` : url, language);
    if (target === undefined) {
      this.unknown.add(url);
      return url;
    }
    return `${this.basePath}${target}`;
  }

  /** {@link target} of `url` with its fragment (`/#person` → `#person`) kept. */
  private withFragment(url: string, language: Language): string | undefined {
    const at = url.indexOf('#');
    const target = this.target(at < 0 ? url : url.slice(0, at), language);
    return target === undefined ? undefined : `${target}${at < 0 ? '' : url.slice(at)}`;
  }

  /** Absolute URLs of the publishing origin as the public site's. */
  absolute(text: string, language: Language = DEFAULT_LANGUAGE): string {
    return text.replace(/http:\/\/publish\.vitae\.invalid(\/[^\s"'<>,)]*)?/g, (_match, rest?: string) => {
      const url = (rest ?? '/').replaceAll('&amp;', '&');
      const target = this.withFragment(url, language);
      if (target === undefined) {
        this.unknown.add(url);
        return `${this.siteUrl}${url.slice(1)}`;
      }
      return `${this.siteUrl}${target}`;
    });
  }

  /**
   * A page in `language`: its absolute URLs, its attributes' addresses, its inline stylesheet's font
   * addresses, the image URLs of its state and of its islands' props, the theme script, no
   * application entry.
   */
  html(page: string, language: Language): string {
    const absolute = this.absolute(page, language)
      .replace(APP_ENTRY_META, '')
      .replace(/<head>/, `<head>\n    ${THEME_SCRIPT}`);
    const attributes = absolute.replace(URL_ATTRIBUTES, (_match, start: string, value: string) => {
      const rewritten = value.replace(
        /(^|[\s,])(\/(?!\/)[^\s,]*|\?lang=\w+)/g,
        (_token, before: string, url: string) => {
          return `${before}${this.local(url.replaceAll('&amp;', '&'), language)}`;
        },
      );
      return `${start}${rewritten}"`;
    });
    // The page's inline stylesheet (the visitor's page, docs/decisions/0216-visitor-css-inline.md)
    // names the fonts by their site-relative address, as the built CSS files do (webFile).
    // So do the font subsets (../site/fonts/signature-font.ts, text-font.ts), in their own `<style>`s.
    const styled = attributes.replace(
      /url\((['"]?)\/(assets|fonts)\//g,
      (_match, quote: string, folder: string) => `url(${quote}${this.basePath}${folder}/`,
    );
    // The dehydrated state's times (TanStack Query's) would change every publish; no script of a
    // static page reads them (decisions 0167, 0191).
    const timeless = styled.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
    // The image URLs of the dehydrated state and of the islands' props (`&quot;` in an attribute):
    // an island renders from them after a filter or a carousel step.
    return timeless.replace(
      /("|&quot;)(\/media\/[0-9a-f]{24}-\d{1,5}\.webp)\1/g,
      (_match, quote: string, url: string) => {
        this.mediaUrls.add(url);
        return `${quote}${this.basePath}${url.slice(1)}${quote}`;
      },
    );
  }

  /** A file of the built web app: CSS `url(/…)` and the scripts' module preload base under the folder. */
  webFile(file: string, bytes: Buffer): Buffer {
    if (this.basePath === '/') return bytes;
    if (file.endsWith('.css')) {
      const css = bytes.toString('utf8');
      return Buffer.from(
        css.replace(/url\((['"]?)\/(?!\/)/g, (_match, quote: string) => `url(${quote}${this.basePath}`),
      );
    }
    if (file.endsWith('.js')) {
      // Vite's module preload helper puts a dependency at the site's root: `function(e){return"/"+e}`.
      const script = bytes.toString('utf8');
      return Buffer.from(
        script.replace(
          /function\((\w+)\)\{return(["'`])\/\2\+\1\}/g,
          (_match, name: string, quote: string) =>
            `function(${name}){return${quote}${this.basePath}${quote}+${name}}`,
        ),
      );
    }
    return bytes;
  }
}
