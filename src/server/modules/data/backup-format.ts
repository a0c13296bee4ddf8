/**
 * The backup file's format and limits: what a backup holds (docs/decisions/0041-backup-contents.md)
 * and the most a restore reads (docs/decisions/0080-data-limits.md). Pure data and types, loaded by
 * the server and by the worker that reads backup files (backup-reader.ts).
 */
import { RESUME_SECTIONS } from '../../../shared/resources/index.js';

/** `format` of every backup file. */
export const BACKUP_FORMAT = 'vitae-backup';
/** Version written now; restore reads this version. */
export const BACKUP_VERSION = 1;

/** Portfolio tables in the order rows are inserted (parents first); deleted in reverse. */
export const BACKUP_TABLES = [
  'people',
  'works',
  'educations',
  'skills',
  'categories',
  'projects',
  'projectSkills',
  'projectCategories',
  'socialLinks',
  // The JSON Resume sections of the registry (src/shared/resources/, docs/decisions/0030-one-declaration-per-resource.md) and what an import
  // kept beside them, so a backup holds every section a later declaration adds.
  ...RESUME_SECTIONS.map((section) => section.table),
  // The sections the owner shapes, then the entries of the custom ones (docs/product.md §27).
  'sections',
  'customEntries',
  'resumeExtras',
  'media',
  'mediaFiles',
  // The history of the entries, the trash and the settings (docs/product.md §22).
  'entryHistory',
  'trash',
  'settings',
  // Versions and their links (docs/decisions/0140-versions-and-links.md): a restore keeps every sent link working.
  'versions',
  'versionLinks',
  // The visitor statistics' daily figures (docs/decisions/0185-statistics-roll-up.md): never the events.
  ...(['visitDays', 'visitDayVisitors', 'visitLinkOpens'] as const),
  // The audit log (docs/decisions/0180-audit-log.md): its newest AUDIT_BACKUP_ROWS events only; a
  // restore adds them to the log instead of replacing it, a reset keeps it.
  'auditLog',
  // The site's design (docs/product.md §26).
  'designSettings',
] as const;

/** The statistics' tables of a backup: counted against {@link BackupLimits}`.statisticsRows`, kept by a reset. */
export const STATISTICS_TABLES: ReadonlySet<string> = new Set([
  'visitDays',
  'visitDayVisitors',
  'visitLinkOpens',
]);

/** The most audit events a backup holds (the newest), so the log never crowds the portfolio out of the row limit. */
export const AUDIT_BACKUP_ROWS = 5_000;
export type BackupTable = (typeof BACKUP_TABLES)[number];

/**
 * One value of a row: text, number or null; in a file `mediaFiles[].data` is base64 text, in a
 * backup read by {@link readBackupFile} (backup-check.ts) it is the bytes.
 */
export type Cell = string | number | null | Uint8Array;
export type TableRow = Record<string, Cell>;

/** A user as a backup holds it: no password, no hash, no session. */
export interface BackupUser {
  name: string;
  email: string;
  role: string;
  personId: string | null;
}

/** The whole site; `mediaFiles[].data` is base64 in a file, bytes once read (see {@link Cell}). */
export interface BackupDocument {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  tables: Record<BackupTable, TableRow[]>;
  users: BackupUser[];
}

const MiB = 1024 * 1024;

/** The most a restore reads (see {@link BACKUP_LIMITS}). */
export interface BackupLimits {
  readonly fileBytes: number;
  readonly unpackedBytes: number;
  readonly rows: number;
  readonly statisticsRows: number;
  readonly imageBytes: number;
  readonly workerHeapMb: number;
}

/**
 * The most a restore reads (docs/decisions/0080-data-limits.md says why these: a site with a
 * hundred photos is a quarter of them).
 */
export const BACKUP_LIMITS: BackupLimits = {
  /** The backup file as uploaded (gzipped), bytes. */
  fileBytes: 200 * MiB,
  /** The JSON text once unpacked, bytes. */
  unpackedBytes: 256 * MiB,
  /** Rows of all tables together (objects in the file: rows, users and the envelope). */
  rows: 50_000,
  /**
   * Rows of the statistics' daily figures (docs/decisions/0185-statistics-roll-up.md): about 500 a
   * day for 13 months; a backup holds the most recent ones up to this.
   */
  statisticsRows: 200_000,
  /** One image file (`mediaFiles[].data`) once decoded, bytes: an upload's limit. */
  imageBytes: 15 * MiB,
  /** Heap of the worker that reads a backup, MB: the unpacked text, its parse and the rows fit. */
  workerHeapMb: 1024,
};

/** `200 MiB` */
export function formatMiB(bytes: number): string {
  return `${Math.round(bytes / MiB)} MiB`;
}
