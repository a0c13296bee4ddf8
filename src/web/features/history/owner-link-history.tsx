/**
 * A link's own history card on `/versions` (docs/product.md §30 "A link's card"): the history card
 * (./owner-history-card.tsx) of `links/{id}` with the link form's names for its fields (recipient,
 * note, expiry, paused). A restore refreshes the version's links, so the list shows the restored
 * values. Never the token: a link's recorded state has none (src/shared/history-documents.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { HISTORY_DOCUMENTS } from '../../../shared/history-documents.js';
import { useTexts } from '../../i18n/i18n.js';
import { versionKeys } from '../versions/api.js';
import { HistoryCard } from './owner-history-card.js';

export function LinkHistory({ linkId }: { linkId: string }) {
  const { VERSION_TEXTS } = useTexts();
  const client = useQueryClient();
  return (
    <HistoryCard
      resource={HISTORY_DOCUMENTS.link}
      id={linkId}
      labels={{ label: VERSION_TEXTS.label, note: VERSION_TEXTS.note, expiresAt: VERSION_TEXTS.expiry }}
      onRestored={() => void client.invalidateQueries({ queryKey: versionKeys.all })}
    />
  );
}
