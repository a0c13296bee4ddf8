/**
 * The owner's statistics at `/statistics` (docs/product.md §21; pages/owner/statistics-page.tsx
 * lets in admins only). A period chooser (7, 30, 90, 365 days), the period's totals, two charts per
 * day (page views with visitors, CV downloads with messages: daily-chart.tsx), the top referrers,
 * the devices and the CV downloads per language, the links table ("opened 3 times, first on 14 Nov
 * 10:02, CV downloaded"; names from link-labels.ts), the CSV export and the retention setting.
 * Dates and times are shown in the browser's time zone, in the interface's language.
 */
import { useState } from 'react';
import { DEFAULT_PERIOD_DAYS, STATISTICS_PERIODS } from '../../../shared/analytics.js';
import { useLanguage, useTexts } from '../../i18n/i18n.js';
import { errorMessage } from '../../lib/api-client.js';
import { exportHref, useStatistics } from './api.js';
import { DailyChart } from './daily-chart.js';
import styles from './statistics.module.css';
import { dayLabel, Totals, CountTable, LinksTable } from './owner-statistics-tables.js';
import { RetentionForm } from './owner-retention-form.js';

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
