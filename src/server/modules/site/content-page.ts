/**
 * The home page over given lists, for a version's link (src/server/modules/versions/,
 * docs/product.md §20): the server's render of the home page with the version's content, its design,
 * the visitor's theme, `noindex` head tags, and no script but JSON-LD data (decision 0020: it reads
 * whole without JavaScript; hydrating it would load the master's lists).
 */
import type { FastifyRequest } from 'fastify';
import type { DesignSettings } from '../../../shared/designs/index.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { LinkPage } from '../../../shared/ssr.js';
import { parseTheme, THEME_COOKIE, withThemeAttribute } from '../../../shared/theme.js';
import type { DesignSettingsCache } from '../designs/designs.repository.js';
import { withDesign } from '../designs/page-style.js';
import { type PageFonts, withPageFonts } from './fonts/page-fonts.js';
import { signatureOf } from '../../../shared/signature.js';
import { headTags } from './head.js';
import { headData } from './lists.js';
import { RENDER_PATHS } from './page-kinds.js';
import type { loadEntry } from './template.js';

/**
 * Renders the home page over given lists (a version's, src/server/modules/versions/): the whole HTML
 * page in `language` for a visitor, `noindex`, without a canonical URL and without the app's scripts
 * (the server's HTML reads whole without JavaScript, decision 0020; hydrating it would load the
 * master's lists). Undefined when the web app has no server entry (not built).
 */
export type ContentPageRenderer = (
  request: FastifyRequest,
  lists: Record<string, unknown>,
  language: Language,
  /** The version's own design (src/shared/designs), null or missing for the site's. */
  design?: DesignSettings['design'] | null,
  /** The link's page settings (src/shared/ssr.ts `LinkPage`): its Home and whether its language is pinned. */
  linkPage?: LinkPage | null,
) => Promise<string | undefined>;

/** Every `<script>` but JSON-LD data. */
const SCRIPT_TAGS = /\s*<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;

/** What {@link contentPageRenderer} needs of the site (pages.ts). */
export interface ContentPageDeps {
  entry: Awaited<ReturnType<typeof loadEntry>>;
  template: { before: string; after: string } | undefined;
  designs: Pick<DesignSettingsCache, 'read'>;
  siteName: string;
  baseOf: (request: FastifyRequest) => string | undefined;
  /** The built fonts a page names (fonts/page-fonts.ts). */
  pageFonts: PageFonts;
}

/** The renderer of pages over given lists (see the module doc); answers undefined without a built server entry. */
export function contentPageRenderer(deps: ContentPageDeps): ContentPageRenderer {
  const { entry, template, siteName, baseOf, pageFonts } = deps;
  return async (request, lists, language, ownDesign, linkPage) => {
    if (!entry || !template) return undefined;
    const saved = await deps.designs.read();
    const design = ownDesign ? { ...saved, design: ownDesign } : saved;
    const { html } = await entry.render({
      url: RENDER_PATHS.home,
      lists,
      user: null,
      language,
      design: design.design,
      linkPage: linkPage ?? null,
    });
    const data = headData(lists);
    const head = headTags(
      data,
      { origin: baseOf(request) ?? '', pathname: undefined, siteName, noindex: true },
      language,
    );
    const theme = parseTheme(request.cookies[THEME_COOKIE]);
    const before = template.before.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    const top = withPageFonts(
      withDesign(withThemeAttribute(before, theme), design, entry.designCss),
      design,
      pageFonts,
      signatureOf(data.people?.[0]),
      html,
    );
    return `${top.replace('</head>', `  ${head}\n  </head>`)}<div id="root">${html}</div>${template.after}`.replace(
      SCRIPT_TAGS,
      '',
    );
  };
}
