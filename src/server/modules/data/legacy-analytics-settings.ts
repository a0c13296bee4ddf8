/**
 * Backups written before the one settings store (docs/decisions/0186-one-settings-store.md) held the
 * statistics' retention in a table of their own; their row is read as the `statistics` setting.
 */
import type { BackupDocument } from './backup-format.js';

/**
 * A backup written while the statistics kept their retention in a table of their own
 * (`analyticsSettings`, migration 0100) is still read: its row becomes the `statistics` setting
 * (docs/decisions/0186-one-settings-store.md) unless the backup holds that setting already. A row
 * whose retention is not a whole number is ignored (the default applies).
 */
export function acceptAnalyticsSettings(
  doc: BackupDocument,
  rawTables: Record<string, unknown> | undefined,
): void {
  const old = rawTables?.analyticsSettings;
  if (!Array.isArray(old) || doc.tables.settings.some((row) => row.name === 'statistics')) return;
  const months = (old[0] as { retentionMonths?: unknown } | undefined)?.retentionMonths;
  if (typeof months !== 'number' || !Number.isSafeInteger(months)) return;
  doc.tables.settings.push({ name: 'statistics', value: JSON.stringify({ retentionMonths: months }) });
}
