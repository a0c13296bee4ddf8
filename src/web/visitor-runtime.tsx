/**
 * The React side of the visitor's page (docs/decisions/0160-visitor-page-islands.md), loaded by
 * src/web/visitor.ts the first time an island is hydrated: one React runtime and one Lingui
 * instance for every island of the page. Each island is its own root (`hydrateRoot` on its
 * wrapper, src/web/components/island.tsx) under the interface language's provider and, on a page
 * of a static site, that site's settings as the server rendered it with (src/shared/static-site.ts,
 * read from the page's `<html>`; docs/product.md §25).
 */
import { I18nProvider } from '@lingui/react';
import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '../shared/i18n/languages.js';
import { readStaticSite } from '../shared/static-site.js';
import { i18n, loadLanguage, startLanguage } from './i18n/i18n.js';
import { StaticSiteContext } from './lib/static-site.js';

/** The page's static site settings: null on a page a Vitae server sent. */
const staticSite = readStaticSite(document.documentElement);

let languageReady: Promise<void> | undefined;

/**
 * Activate the page's language (its `<html lang>`, as the server rendered it) once; a language whose
 * catalogue cannot be loaded starts in English, as src/web/main.tsx does.
 */
function startI18n(): Promise<void> {
  languageReady ??= (async () => {
    const asked = startLanguage();
    try {
      await loadLanguage(asked);
      i18n.activate(asked);
    } catch {
      i18n.activate(DEFAULT_LANGUAGE);
    }
  })();
  return languageReady;
}

/** Renders nothing; tells when its root has committed (the island is hydrated). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Hydrate `element` (an island's wrapper) with `component` and `props`; resolves with its root once
 * the island is hydrated, so a click that asked for it can be given to it. `pageLanguage` is the
 * language of the page's text (src/web/visitor.ts): an island hydrated after the language was
 * switched, before the page in the new language replaces this one, renders the new language over
 * the old text. That page is being replaced, so its mismatch is no error and is not reported; a
 * mismatch while the interface's language is the page's is (window.reportError: the console).
 */
export async function hydrateIsland(
  element: Element,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  pageLanguage: string,
): Promise<Root> {
  await startI18n();
  const Component = component;
  const onRecoverableError = (error: unknown) => {
    if (i18n.locale === pageLanguage) window.reportError(error);
  };
  return new Promise((resolve) => {
    const root = hydrateRoot(
      element,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <StaticSiteContext value={staticSite}>
            <Component {...props} />
          </StaticSiteContext>
          <Committed onCommit={() => resolve(root)} />
        </I18nProvider>
      </StrictMode>,
      { onRecoverableError },
    );
  });
}

/** Call `listener` after each later change of the interface language (the language switch). */
export function onLanguageChange(listener: () => void): void {
  void startI18n().then(() => i18n.on('change', listener));
}
