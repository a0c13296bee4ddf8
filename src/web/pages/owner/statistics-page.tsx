/**
 * The owner's statistics page at `/statistics` (lazily loaded, admins only: anyone else goes to
 * `/forbidden`); the dashboard is the statistics feature's (features/statistics/owner-statistics.tsx).
 * The statistics know a link by its id only; this page names each one "recipient label · version name"
 * from the versions feature's lists (docs/product.md §20 and §21), through `LinkLabels`. Under the
 * dashboard, the retention setting's history card (docs/product.md §30).
 */
import { useQueries } from '@tanstack/react-query';
import { VERSION_PATHS, type VersionLink } from '../../../shared/versions.js';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { HistoryCard, useRemountOnRestore } from '../../features/history/owner-history-card.js';
import { RequireAdmin } from '../../features/owner-kit/guards.js';
import { statisticsKeys } from '../../features/statistics/api.js';
import { KnownLinks, LinkLabels, type LinkLabelLookup } from '../../features/statistics/link-labels.js';
import { OwnerStatistics } from '../../features/statistics/owner-statistics.js';
import { useVersions, versionKeys } from '../../features/versions/api.js';
import { api } from '../../lib/api-client.js';

/**
 * A lookup from link id to "label · version", built from every version's links (ids it does not
 * know: undefined), and every link's id.
 */
function useLinkLabelLookup(): { lookup: LinkLabelLookup; ids: string[] } {
  const versions = useVersions();
  const links = useQueries({
    queries: (versions.data ?? []).map((version) => ({
      queryKey: versionKeys.links(version._id),
      queryFn: () => api.get<VersionLink[]>(VERSION_PATHS.links(version._id)),
    })),
  });
  const names = new Map<string, string>();
  (versions.data ?? []).forEach((version, index) => {
    for (const link of links[index]?.data ?? []) names.set(link._id, `${link.label} · ${version.name}`);
  });
  return { lookup: (linkId: string) => names.get(linkId), ids: [...names.keys()] };
}

function LabelledStatistics() {
  const { lookup, ids } = useLinkLabelLookup();
  const [generation, onRestored] = useRemountOnRestore(statisticsKeys.all);
  return (
    <LinkLabels.Provider value={lookup}>
      <KnownLinks.Provider value={ids}>
        <OwnerStatistics key={generation} />
        <HistoryCard resource={HISTORY_DOCUMENTS.settings} id="statistics" onRestored={onRestored} />
      </KnownLinks.Provider>
    </LinkLabels.Provider>
  );
}

export default function StatisticsPage() {
  return (
    <RequireAdmin>
      <LabelledStatistics />
    </RequireAdmin>
  );
}
