/**
 * The owner's home page's version switcher (docs/product.md §29): "Master" shows `children` (the
 * owner's page as it was); a version chosen (`?version=<id>`, kept across reloads) shows
 * {@link VersionHomePage} instead. The bar is shown once the owner has a version.
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import { useLanguage, useTexts } from '../../i18n/i18n.js';
import { SECTIONS_PATH, type SectionWire } from '../../../shared/sections.js';
import {
  useChosenVersion,
  useVersionView,
  VersionSwitcher,
} from '../../features/versions/owner-version-mode.js';
import { ActiveDesignContext } from '../../features/designs/active-design.js';
import { siteDesignOnPage } from '../../features/versions/version-design.js';
import pageStyles from '../home/home-page.module.css';
import { VersionHomePage } from './version-home-page.js';

/** Nothing outside React changes whether the page is hydrated. */
const noSubscription = () => () => {};

export function OwnerVersionBar({ children }: { children: ReactNode }) {
  // The server's render carries the versions (no request at first view), but the bar shows once the
  // page is hydrated, so a choice made on it is never lost to a page that is not live yet.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [id, choose] = useChosenVersion();
  const { view, versions } = useVersionView(id);
  const language = useLanguage();
  const { RESOURCE_TEXTS } = useTexts();
  if (!hydrated || !versions || versions.length === 0) return <>{children}</>;
  const chosen = id === undefined ? undefined : versions.find((version) => version._id === id);
  const hidden = view
    ? (view.content[SECTIONS_PATH] as SectionWire[] | undefined)
        ?.filter((section) => view.version.hiddenSections.includes(section.key))
        .map((section) => ({
          key: section.key,
          heading:
            section.heading[language] ||
            (section.custom ? section.heading.en : (RESOURCE_TEXTS[section.key]?.heading ?? section.key)),
        }))
    : undefined;
  return (
    <div className={pageStyles.page}>
      <VersionSwitcher versions={versions} chosen={chosen} onChoose={choose} hidden={hidden ?? []} />
      {chosen === undefined ? (
        // The site's design, also while a version's is still drawn over it (version-design.ts).
        <ActiveDesignContext.Provider value={siteDesignOnPage()}>{children}</ActiveDesignContext.Provider>
      ) : view ? (
        <VersionHomePage key={chosen._id} view={view} />
      ) : null}
    </div>
  );
}
