/**
 * The web app's server entry (built by `vite build --ssr` into dist/ssr, loaded by the server's web
 * plugin, src/server/modules/site/pages.ts). It renders the same route table and components as the
 * client, inside React Router's `<StaticRouter>`, with a query client seeded with the page's lists
 * and the session's user, and answers the HTML and the dehydrated query state the client hydrates
 * from (src/web/main.tsx). Contract: src/shared/ssr.ts; docs/decisions/0020-server-rendered-first-view.md.
 *
 * React's static `prerender` waits for every lazy chunk (`onAllReady`), so an owner's first view holds
 * the admin controls already; a visitor's never references them.
 */
import { defaultShouldDehydrateQuery, dehydrate, hashKey, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import type { PageKind, SsrEntry, SsrInput, SsrResult } from '../shared/ssr.js';
import { I18nProvider } from '@lingui/react';
import { AppContent } from './app/app.js';
import { isShellQuery, START_LISTS } from './app/prefetch.js';
import { createQueryClient } from './app/query-client.js';
import { routes } from './app/routes.js';
import { ES } from './i18n/es.js';
import { createI18n } from './i18n/i18n.js';
import { SESSION_KEY } from './lib/session.js';
import { designCss } from './designs/index.js';
import { ActiveDesignContext } from './features/designs/active-design.js';
import { LinkPageContext } from './lib/link-page.js';
import { StaticSiteContext } from './lib/static-site.js';
import { versionKeys } from './features/versions/api.js';

export const listPaths: readonly string[] = START_LISTS.map((list) => list.path);

/** Most pathnames whose page kind is remembered (any path can be asked: the set is emptied when full). */
const PAGE_KINDS_KEPT = 512;
const pageKinds = new Map<string, PageKind>();

/**
 * Which page `pathname` is (src/shared/ssr.ts PageKind), from the route table. Remembered per
 * pathname: React Router's `matchRoutes` flattens and ranks the whole table on every call, which
 * was most of the server's own work per cached page (bench/api.ts, decision 0021).
 */
export function pageKind(pathname: string): PageKind {
  const known = pageKinds.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  const kind: PageKind =
    !leaf || leaf.path === '*'
      ? 'not-found'
      : leaf.index
        ? 'home'
        : leaf.path === 'forbidden'
          ? 'forbidden'
          : 'app';
  if (pageKinds.size >= PAGE_KINDS_KEPT) pageKinds.clear();
  pageKinds.set(pathname, kind);
  return kind;
}

/** Render the page at `input.url` with the given lists and user (see the module doc). */
export async function render(input: SsrInput): Promise<SsrResult> {
  const client = createQueryClient();
  client.setQueryData(SESSION_KEY, input.user);
  for (const list of START_LISTS) {
    if (list.path in input.lists)
      client.setQueryData(list.queryKey, list.fromResponse(input.lists[list.path]));
  }
  if (input.versions) client.setQueryData(versionKeys.list, input.versions);
  // One Lingui instance per render: renders in different languages may run at the same time.
  const i18n = createI18n(input.language, { es: ES });
  const html = await renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <ActiveDesignContext.Provider value={input.design}>
            <StaticSiteContext value={input.staticSite ?? null}>
              <LinkPageContext value={input.linkPage ?? null}>
                <StaticRouter location={input.url}>
                  <AppContent />
                </StaticRouter>
              </LinkPageContext>
            </StaticSiteContext>
          </ActiveDesignContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  // A visitor's page of islands keeps only what the hand-over to a signed-in screen needs
  // (SsrInput.handoffOnly): the session and the header's and footer's lists.
  const state = dehydrate(
    client,
    input.handoffOnly
      ? {
          shouldDehydrateQuery: (query) =>
            defaultShouldDehydrateQuery(query) &&
            (isShellQuery(query.queryKey) || hashKey(query.queryKey) === hashKey(SESSION_KEY)),
        }
      : undefined,
  );
  client.clear();
  return { html, state };
}

/**
 * The whole HTML of `element` once every Suspense boundary resolved (the owner's lazily loaded admin
 * controls included), with no inline script: React would otherwise send a large boundary's content
 * after the rest, completed by an inline script that the Content-Security-Policy forbids
 * (`progressiveChunkSize`).
 */
async function renderToString(element: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}

const entry: SsrEntry = { listPaths, pageKind, render, designCss };
export default entry;
