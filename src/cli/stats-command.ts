/**
 * `stats [--days N] [--json]`: the visitor statistics of the last N days (7, 30, 90 or 365; default
 * 30) as the owner's dashboard shows them (docs/product.md §21): totals, CV downloads per language,
 * top referrers, devices, links, and the days with activity. With a running SQLite server it asks
 * the server (modules/data/control-socket.ts `GET /stats`); otherwise it reads the database.
 */
import { ANALYTICS_TEXTS, type Statistics, STATISTICS_PERIODS } from '../shared/analytics.js';
import { loadConfig } from '../server/config.js';
import { readStatistics } from '../server/modules/analytics/statistics.js';
import { askRunningServer, controlSocketPath } from '../server/modules/data/control-socket.js';
import { CliError, type CliIO } from './cli-io.js';
import { run } from './run-command.js';
import { withDatabase } from './database.js';

/** "2026-11-14 10:02 UTC" of an ISO time. */
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const pad = (text: string, width: number) => text.padEnd(width);

/** The statistics as the command prints them, line by line. */
export function describeStatistics(stats: Statistics): string[] {
  const { totals } = stats;
  const lines = [
    `Visitor statistics from ${stats.from} to ${stats.to} (${stats.days} days, UTC; kept ${stats.retentionMonths} months)`,
    `Page views ${totals.views}, visitors ${totals.visitors}, CV downloads ${totals.downloads}, messages ${totals.messages}`,
  ];
  const languages = Object.entries(totals.downloadsByLanguage);
  if (languages.length > 0)
    lines.push(
      `CV downloads by language: ${languages.map(([code, count]) => `${code} ${count}`).join(', ')}`,
    );
  if (stats.devices.length > 0)
    lines.push(`Devices: ${stats.devices.map((row) => `${row.deviceClass} ${row.views}`).join(', ')}`);
  lines.push('Top referrers:');
  if (stats.referrers.length === 0) lines.push('  (none)');
  for (const row of stats.referrers) lines.push(`  ${pad(row.domain, 32)} ${row.views}`);
  lines.push('Links:');
  if (stats.links.length === 0) lines.push('  (none opened)');
  for (const link of stats.links) {
    const parts = [
      link.opens === 0
        ? 'not opened'
        : `opened ${link.opens} time${link.opens === 1 ? '' : 's'}, first on ${utc(link.firstOpenedAt!)}, last on ${utc(link.lastOpenedAt!)}`,
    ];
    if (link.downloads > 0)
      parts.push(`CV downloaded ${link.downloads} time${link.downloads === 1 ? '' : 's'}`);
    if (link.messages > 0) parts.push(`${link.messages} message${link.messages === 1 ? '' : 's'}`);
    lines.push(`  ${pad(link.linkId, 24)} ${parts.join(', ')}`);
  }
  const active = stats.daily.filter((day) => day.views + day.downloads + day.messages > 0);
  lines.push('Days with visits (views, visitors, CV downloads, messages):');
  if (active.length === 0) lines.push('  (none)');
  for (const day of active)
    lines.push(`  ${day.day}  ${day.views}  ${day.visitors}  ${day.downloads}  ${day.messages}`);
  return lines;
}

export function statsCommand(io: CliIO, options: { days: string; json: boolean }): Promise<number> {
  return run(io, async () => {
    const days = Number(options.days);
    if (!(STATISTICS_PERIODS as readonly number[]).includes(days))
      throw new CliError(ANALYTICS_TEXTS.badPeriod);
    const config = loadConfig(io.env);
    let stats: Statistics | undefined;
    if (!config.databaseUrl) {
      const answer = await askRunningServer(controlSocketPath(config.dataDir), 'GET', `/stats?days=${days}`);
      if (answer) {
        const body = JSON.parse(answer.body.toString('utf8')) as Statistics & { error?: string };
        if (answer.status >= 400)
          throw new CliError(body.error ?? `The running server answered ${answer.status}.`);
        stats = body;
      }
    }
    stats ??= await withDatabase(io.env, (db) => readStatistics(db, days));
    if (options.json) io.out(JSON.stringify(stats, null, 2));
    else for (const line of describeStatistics(stats)) io.out(line);
  });
}

export { DEFAULT_PERIOD_DAYS } from '../shared/analytics.js';
