/**
 * Editing a version where it stands (docs/product.md §29; docs/decisions/0195-editing-a-version-where-it-stands.md):
 * the owner's home page shows a version as a recipient sees it, with a switch on every card.
 *
 * - {@link useChosenVersion}: the version chosen on the page, kept in the address (`?version=<id>`),
 *   so it survives a reload; none (or an unknown id) is the master.
 * - {@link useVersionView}: the master's content (every list of `CONTENT_PATHS`) projected through the
 *   shared projection (src/shared/version-projection.ts `applyVersionForEditing`): the version's
 *   orders, hidden sections and headline overrides, every entry kept, and the ids it leaves out.
 * - {@link VersionSwitcher}: "Master" plus each version, and for a version its hidden sections (each
 *   with "Show {name}") and a link to the Versions page for its order, design and links.
 * - {@link IncludeSwitch}: one card's switch (`role="switch"`, `aria-checked`, named "In this
 *   version: {name}"), saved at once with `PATCH /api/versions/{id}` `{entries: {id: bool}}`; shown
 *   at once (optimistic), put back with the server's message when refused. A left-out card is dimmed
 *   and marked "Not in this version".
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_PATHS, applyVersionForEditing } from '../../../shared/version-projection.js';
import { VERSION_PATHS, type Version, type VersionContent } from '../../../shared/versions.js';
import { useTexts } from '../../i18n/i18n.js';
import { VERSIONS_PATH } from '../../i18n/version-texts.js';
import { api, apiCall, errorMessage } from '../../lib/api-client.js';
import { showError } from '../../lib/dialogs.js';
import { useVersions, versionKeys } from './api.js';
import styles from './version-mode.module.css';

/** The address's query parameter holding the chosen version's id. */
export const VERSION_PARAM = 'version';

/** The version chosen on the home page (its id, or undefined for the master) and how to change it. */
export function useChosenVersion(): [string | undefined, (id: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get(VERSION_PARAM) ?? undefined;
  const choose = (next: string | undefined) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next) out.set(VERSION_PARAM, next);
        else out.delete(VERSION_PARAM);
        return out;
      },
      { replace: false },
    );
  return [id, choose];
}

/** Every list of the master's content (`CONTENT_PATHS`), as the server's projection reads them. */
export function useMasterContent(enabled: boolean) {
  return useQuery({
    queryKey: [...versionKeys.all, 'master-content'],
    queryFn: async (): Promise<VersionContent> => {
      const lists = await Promise.all(CONTENT_PATHS.map((listPath) => api.get<unknown[]>(listPath)));
      return Object.fromEntries(
        CONTENT_PATHS.map((listPath, index) => [
          listPath,
          Array.isArray(lists[index]) ? (lists[index] as unknown[]) : [],
        ]),
      );
    },
    enabled,
  });
}

export interface VersionView {
  version: Version;
  /** The content as the page shows it: the version's shape, every entry kept. */
  content: VersionContent;
  /** Ids of the entries the version leaves out. */
  excluded: ReadonlySet<string>;
}

/** The chosen version's view (undefined while loading, or for the master / an unknown id). */
export function useVersionView(id: string | undefined): {
  view: VersionView | undefined;
  versions: Version[] | undefined;
} {
  const versions = useVersions().data;
  const master = useMasterContent(id !== undefined).data;
  const version = id === undefined ? undefined : versions?.find((candidate) => candidate._id === id);
  const view = useMemo(() => {
    if (!version || !master) return undefined;
    return { version, ...applyVersionForEditing(master, version) };
  }, [version, master]);
  return { view, versions };
}

/**
 * Save one version change at once, shown before the server answers; put back when refused. The save
 * resolves to `true` when the server took it, `false` when it refused (its message shown).
 */
export function useVersionPatch() {
  const client = useQueryClient();
  return async (
    version: Version,
    patch: Partial<Pick<Version, 'entries' | 'hiddenSections' | 'overrides' | 'design'>>,
  ) => {
    // A list fetch still in flight (after the page's last save) would land after this write and put
    // the old version back on screen until the next one: it is cancelled, and TanStack Query keeps
    // the manual write below as the state to return to.
    void client.cancelQueries({ queryKey: versionKeys.list });
    const previous = client.getQueryData<Version[]>(versionKeys.list);
    client.setQueryData<Version[]>(versionKeys.list, (list) =>
      list?.map((candidate) =>
        candidate._id === version._id
          ? {
              ...candidate,
              ...patch,
              entries: { ...candidate.entries, ...(patch.entries ?? {}) },
            }
          : candidate,
      ),
    );
    try {
      await apiCall('PATCH', VERSION_PATHS.version(version._id), patch);
      return true;
    } catch (error) {
      client.setQueryData(versionKeys.list, previous);
      // Not awaited: the old state is back on screen behind the message, not after it is closed.
      void showError(errorMessage(error));
      return false;
    } finally {
      void client.invalidateQueries({ queryKey: versionKeys.all });
    }
  };
}

const ViewContext = createContext<
  { view: VersionView; patch: ReturnType<typeof useVersionPatch> } | undefined
>(undefined);

/**
 * Gives the cards below the version being edited and its save (their switches read them). The save
 * is made here, with the page's query client: the cards may sit under a query client of their own.
 */
export function VersionViewProvider({ view, children }: { view: VersionView; children: ReactNode }) {
  const patch = useVersionPatch();
  return <ViewContext.Provider value={{ view, patch }}>{children}</ViewContext.Provider>;
}

/** One card's switch "In this version: {name}", and the "Not in this version" mark when left out. */
export function IncludeSwitch({ id, name }: { id: string; name: string }) {
  const T = useTexts().VERSION_TEXTS;
  const context = useContext(ViewContext);
  if (!context) return null;
  const { view, patch } = context;
  const included = !view.excluded.has(id);
  return (
    <>
      <span className={styles.control} data-version-control="" data-excluded={included ? undefined : ''}>
        <button
          type="button"
          role="switch"
          aria-checked={included}
          aria-label={T.inVersion({ name })}
          title={T.inVersion({ name })}
          className={styles.switch}
          onClick={() => void patch(view.version, { entries: { [id]: !included } })}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {included ? (
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" />
            ) : (
              <path d="M6 12h12" fill="none" stroke="currentColor" strokeWidth="2.6" />
            )}
          </svg>
        </button>
      </span>
      {included ? null : (
        <span className={styles.mark} data-version-control="">
          {T.notInVersion}
        </span>
      )}
    </>
  );
}

export interface VersionSwitcherProps {
  versions: readonly Version[];
  /** The chosen version, undefined for the master. */
  chosen: Version | undefined;
  onChoose: (id: string | undefined) => void;
  /** The headings of the sections the version hides, by section key. */
  hidden?: readonly { key: string; heading: string }[];
}

/** The bar above the owner's home page: "Master" or a version (see the module doc). */
export function VersionSwitcher({ versions, chosen, onChoose, hidden = [] }: VersionSwitcherProps) {
  const T = useTexts().VERSION_TEXTS;
  const patch = useVersionPatch();
  return (
    <section className={chosen ? `${styles.bar} ${styles.active}` : styles.bar} aria-label={T.pageVersion}>
      <label className={styles.pick}>
        <span className={styles.pickLabel}>{T.pageVersion}</span>
        <select
          className={styles.select}
          value={chosen?._id ?? ''}
          onChange={(event) => onChoose(event.target.value || undefined)}
        >
          <option value="">{T.master}</option>
          {versions.map((version) => (
            <option key={version._id} value={version._id}>
              {version.name}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.intro}>{chosen ? T.modeIntro({ name: chosen.name }) : T.masterIntro}</p>
      {chosen ? (
        <div className={styles.tools}>
          {hidden.length > 0 ? (
            <p className={styles.hidden}>
              <span>{T.hiddenHere}</span>
              {hidden.map((section) => (
                <button
                  key={section.key}
                  type="button"
                  className={styles.chip}
                  onClick={() =>
                    void patch(chosen, {
                      hiddenSections: chosen.hiddenSections.filter((key) => key !== section.key),
                    })
                  }
                >
                  {T.showNamed({ name: section.heading })}
                </button>
              ))}
            </p>
          ) : null}
          <Link
            className={styles.more}
            to={`${VERSIONS_PATH}?${VERSION_PARAM}=${encodeURIComponent(chosen._id)}`}
          >
            {T.moreSettings}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
