/** The statistics page's totals and tables: counts, referrers, devices, languages and the links table with each link's activity (docs/product.md §21). */
import { type LinkStatistics, type Statistics } from '../../../shared/analytics.js';
import { useLanguage, useTexts, type Texts } from '../../i18n/i18n.js';
import { useContext } from 'react';
import { KnownLinks, useLinkLabel } from './link-labels.js';
import { useStatistics } from './api.js';
import styles from './statistics.module.css';

export type StatisticsTexts = Texts['STATISTICS_TEXTS'];

/** "14 Nov, 10:02" in `language`, the browser's time zone. */
export function dateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "14 Nov" for a UTC day. */
export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00.000Z`),
  );
}

/** The sentence of one link: "opened 3 times, first on 14 Nov 10:02, CV downloaded". */
export function linkActivity(link: LinkStatistics, texts: StatisticsTexts, language: string): string {
  const parts: string[] = [];
  const first = link.firstOpenedAt ? dateTime(link.firstOpenedAt, language) : '';
  if (link.opens === 0) parts.push(texts.notOpened);
  else if (link.opens === 1) parts.push(texts.openedOnce({ first }));
  else parts.push(texts.openedTimes({ count: link.opens, first }));
  if (link.downloads === 1) parts.push(texts.cvDownloadedOnce);
  else if (link.downloads > 1) parts.push(texts.cvDownloadedTimes({ count: link.downloads }));
  if (link.messages === 1) parts.push(texts.messageOnce);
  else if (link.messages > 1) parts.push(texts.messageTimes({ count: link.messages }));
  return parts.join(', ');
}

export function Totals({ stats, texts }: { stats: Statistics; texts: StatisticsTexts }) {
  const items = [
    ['views', stats.totals.views],
    ['visitors', stats.totals.visitors],
    ['downloads', stats.totals.downloads],
    ['messages', stats.totals.messages],
  ] as const;
  return (
    <dl className={styles.totals}>
      {items.map(([key, value]) => (
        <div key={key} className={styles.total}>
          <dt>{texts.totals[key]}</dt>
          <dd>{value.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CountTable({
  title,
  empty,
  column,
  rows,
}: {
  title: string;
  empty: string;
  column: string;
  rows: { label: string; count: number }[];
}) {
  const { STATISTICS_TEXTS } = useTexts();
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <table className={styles.countTable}>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col" className={styles.number}>
                {STATISTICS_TEXTS.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  <span className={styles.barLabel}>{row.label}</span>
                  <span className={styles.bar} style={{ width: `${(row.count / max) * 100}%` }} />
                </th>
                <td className={styles.number}>{row.count.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function LinksTable({ stats }: { stats: Statistics }) {
  const { STATISTICS_TEXTS } = useTexts();
  const language = useLanguage();
  const label = useLinkLabel();
  // The links nobody opened are listed too, after the others (decision 0247).
  const known = useContext(KnownLinks);
  const counted = new Set(stats.links.map((link) => link.linkId));
  const links: LinkStatistics[] = [
    ...stats.links,
    ...known.filter((linkId) => !counted.has(linkId)).map(unopened),
  ];
  return (
    <section className={styles.card} aria-labelledby="statistics-links">
      <h2 id="statistics-links" className={styles.cardTitle}>
        {STATISTICS_TEXTS.links}
      </h2>
      <p className={styles.muted}>{STATISTICS_TEXTS.linksIntro}</p>
      {links.length === 0 ? (
        <p className={styles.muted}>{STATISTICS_TEXTS.linksEmpty}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.linksTable}>
            <thead>
              <tr>
                <th scope="col">{STATISTICS_TEXTS.linkColumn}</th>
                <th scope="col">{STATISTICS_TEXTS.activityColumn}</th>
                <th scope="col">{STATISTICS_TEXTS.lastColumn}</th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <tr key={link.linkId}>
                  <th scope="row">{label(link.linkId)}</th>
                  <td>{linkActivity(link, STATISTICS_TEXTS, language)}</td>
                  <td data-label={STATISTICS_TEXTS.lastColumn}>
                    {link.lastOpenedAt ? (
                      <time dateTime={link.lastOpenedAt}>{dateTime(link.lastOpenedAt, language)}</time>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A link with no visit: no opens, downloads or messages. */
function unopened(linkId: string): LinkStatistics {
  return {
    linkId,
    opens: 0,
    downloads: 0,
    downloadsByLanguage: {},
    messages: 0,
    firstOpenedAt: null,
    lastOpenedAt: null,
  };
}

/**
 * One link's figures at a glance, beside it on the Versions page (docs/product.md §20 and §21;
 * decision 0247): its opens, when it was last opened and its CV downloads, since it was first
 * opened (the statistics' per-link figures do not depend on the period asked for). Nothing while
 * the figures load or when they cannot be read.
 */
export function LinkFigures({ linkId }: { linkId: string }) {
  const { STATISTICS_TEXTS } = useTexts();
  const language = useLanguage();
  const stats = useStatistics(30);
  if (!stats.data) return null;
  const link = stats.data.links.find((entry) => entry.linkId === linkId) ?? unopened(linkId);
  return (
    <dl className={styles.linkFigures} aria-label={STATISTICS_TEXTS.figures}>
      <div>
        <dt>{STATISTICS_TEXTS.opens}</dt>
        <dd>{link.opens.toLocaleString(language)}</dd>
      </div>
      <div>
        <dt>{STATISTICS_TEXTS.lastColumn}</dt>
        <dd>
          {link.lastOpenedAt ? (
            <time dateTime={link.lastOpenedAt}>{dateTime(link.lastOpenedAt, language)}</time>
          ) : (
            STATISTICS_TEXTS.never
          )}
        </dd>
      </div>
      <div>
        <dt>{STATISTICS_TEXTS.totals.downloads}</dt>
        <dd>{link.downloads.toLocaleString(language)}</dd>
      </div>
    </dl>
  );
}
