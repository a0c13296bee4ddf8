/**
 * The owner's statistics at `/statistics` (docs/product.md §21; pages/owner/statistics-page.tsx
 * lets in admins only). A period chooser (7, 30, 90, 365 days), the period's totals, two charts per
 * day (page views with visitors, CV downloads with messages: daily-chart.tsx), the top referrers,
 * the devices and the CV downloads per language, the links table ("opened 3 times, first on 14 Nov
 * 10:02, CV downloaded"; names from link-labels.ts), the CSV export and the retention setting.
 * Dates and times are shown in the browser's time zone, in the interface's language.
 */
import { useState, type FormEvent } from 'react';
import {
  DEFAULT_PERIOD_DAYS,
  type LinkStatistics,
  RETENTION,
  type Statistics,
  STATISTICS_PERIODS,
} from '../../../shared/analytics.js';
import { useLanguage, useTexts, type Texts } from '../../i18n/i18n.js';
import { errorMessage } from '../../lib/api-client.js';
import { exportHref, useSaveRetention, useStatistics } from './api.js';
import { DailyChart } from './daily-chart.js';
import { useLinkLabel } from './link-labels.js';
import styles from './statistics.module.css';

type StatisticsTexts = Texts['STATISTICS_TEXTS'];

/** "14 Nov, 10:02" in `language`, the browser's time zone. */
function dateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "14 Nov" for a UTC day. */
function dayLabel(day: string, language: string): string {
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

function Totals({ stats, texts }: { stats: Statistics; texts: StatisticsTexts }) {
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

function CountTable({
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

function LinksTable({ stats }: { stats: Statistics }) {
  const { STATISTICS_TEXTS } = useTexts();
  const language = useLanguage();
  const label = useLinkLabel();
  return (
    <section className={styles.card} aria-labelledby="statistics-links">
      <h2 id="statistics-links" className={styles.cardTitle}>
        {STATISTICS_TEXTS.links}
      </h2>
      <p className={styles.muted}>{STATISTICS_TEXTS.linksIntro}</p>
      {stats.links.length === 0 ? (
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
              {stats.links.map((link) => (
                <tr key={link.linkId}>
                  <th scope="row">{label(link.linkId)}</th>
                  <td>{linkActivity(link, STATISTICS_TEXTS, language)}</td>
                  <td>
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

function RetentionForm({ months }: { months: number }) {
  const { STATISTICS_TEXTS } = useTexts();
  const save = useSaveRetention();
  const [value, setValue] = useState(String(months));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ retentionMonths: Number(value) });
  };
  return (
    <form className={styles.retention} onSubmit={submit}>
      <label htmlFor="statistics-retention">{STATISTICS_TEXTS.retention}</label>
      <div className={styles.retentionRow}>
        <input
          id="statistics-retention"
          className={styles.retentionInput}
          type="number"
          inputMode="numeric"
          min={RETENTION.min}
          max={RETENTION.max}
          step={1}
          required
          value={value}
          aria-describedby="statistics-retention-help"
          onChange={(event) => setValue(event.target.value)}
        />
        <span>{STATISTICS_TEXTS.retentionUnit}</span>
        <button type="submit" className={styles.saveButton} disabled={save.isPending}>
          {STATISTICS_TEXTS.save}
        </button>
      </div>
      <p id="statistics-retention-help" className={styles.muted}>
        {STATISTICS_TEXTS.retentionHelp}
      </p>
      {save.isError ? <p role="alert">{errorMessage(save.error)}</p> : null}
      {save.isSuccess ? <p role="status">{STATISTICS_TEXTS.saved}</p> : null}
    </form>
  );
}

/** The statistics page's content; pages/owner/statistics-page.tsx guards it. */
export function OwnerStatistics() {
  const { STATISTICS_TEXTS } = useTexts();
  const language = useLanguage();
  const [days, setDays] = useState<number>(DEFAULT_PERIOD_DAYS);
  const query = useStatistics(days);
  const stats = query.data;
  const dayList = stats?.daily.map((entry) => entry.day) ?? [];
  const summary = (first: number, firstName: string, second: number, secondName: string) =>
    stats
      ? STATISTICS_TEXTS.chartSummary({
          from: dayLabel(stats.from, language),
          to: dayLabel(stats.to, language),
          first,
          firstName,
          second,
          secondName,
        })
      : '';
  const deviceNames = STATISTICS_TEXTS.device as Record<string, string>;
  const languageNames = STATISTICS_TEXTS.language as Record<string, string>;

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{STATISTICS_TEXTS.heading}</h1>
        <label className={styles.period}>
          <span>{STATISTICS_TEXTS.period}</span>
          <select
            className={styles.periodSelect}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {STATISTICS_PERIODS.map((period) => (
              <option key={period} value={period}>
                {STATISTICS_TEXTS.periods[`days${period}`]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.muted}>{STATISTICS_TEXTS.intro}</p>
      {query.isPending ? (
        <p role="status">{STATISTICS_TEXTS.loading}</p>
      ) : query.isError ? (
        <p role="alert">{errorMessage(query.error)}</p>
      ) : (
        <>
          <Totals stats={stats!} texts={STATISTICS_TEXTS} />
          <p className={styles.note}>{STATISTICS_TEXTS.visitorsHelp}</p>
          <div className={styles.charts}>
            <DailyChart
              title={STATISTICS_TEXTS.viewsChart}
              days={dayList}
              language={language}
              loadingText={STATISTICS_TEXTS.chartLoading}
              series={[
                { name: STATISTICS_TEXTS.totals.views, values: stats!.daily.map((entry) => entry.views) },
                {
                  name: STATISTICS_TEXTS.totals.visitors,
                  values: stats!.daily.map((entry) => entry.visitors),
                },
              ]}
              summary={summary(
                stats!.totals.views,
                STATISTICS_TEXTS.totals.views,
                stats!.totals.visitors,
                STATISTICS_TEXTS.totals.visitors,
              )}
            />
            <DailyChart
              title={STATISTICS_TEXTS.downloadsChart}
              days={dayList}
              language={language}
              loadingText={STATISTICS_TEXTS.chartLoading}
              series={[
                {
                  name: STATISTICS_TEXTS.totals.downloads,
                  values: stats!.daily.map((entry) => entry.downloads),
                },
                {
                  name: STATISTICS_TEXTS.totals.messages,
                  values: stats!.daily.map((entry) => entry.messages),
                },
              ]}
              summary={summary(
                stats!.totals.downloads,
                STATISTICS_TEXTS.totals.downloads,
                stats!.totals.messages,
                STATISTICS_TEXTS.totals.messages,
              )}
            />
          </div>
          <div className={styles.grid}>
            <CountTable
              title={STATISTICS_TEXTS.referrers}
              empty={STATISTICS_TEXTS.referrersEmpty}
              column={STATISTICS_TEXTS.referrer}
              rows={stats!.referrers.map((row) => ({ label: row.domain, count: row.views }))}
            />
            <CountTable
              title={STATISTICS_TEXTS.devices}
              empty={STATISTICS_TEXTS.devicesEmpty}
              column={STATISTICS_TEXTS.deviceColumn}
              rows={stats!.devices.map((row) => ({
                label: deviceNames[row.deviceClass] ?? row.deviceClass,
                count: row.views,
              }))}
            />
            <CountTable
              title={STATISTICS_TEXTS.languages}
              empty={STATISTICS_TEXTS.languagesEmpty}
              column={STATISTICS_TEXTS.languageColumn}
              rows={Object.entries(stats!.totals.downloadsByLanguage).map(([code, count]) => ({
                label: languageNames[code] ?? code,
                count,
              }))}
            />
          </div>
          <LinksTable stats={stats!} />
          <section className={`${styles.card} ${styles.footerCard}`}>
            <div>
              <a className={styles.export} href={exportHref(days)} download>
                {STATISTICS_TEXTS.export}
              </a>
              <p className={styles.muted}>{STATISTICS_TEXTS.exportHelp}</p>
            </div>
            <RetentionForm key={stats!.retentionMonths} months={stats!.retentionMonths} />
          </section>
        </>
      )}
    </div>
  );
}
