/**
 * Wire shapes of the owner's data page (decision 0040): JSON Resume import preview and result,
 * whole-site backup restore, reset, and the automatic backups. Paths: `paths.data` in paths.ts.
 */
import { z } from 'zod';

/** How many of each thing the portfolio holds (`categories` leaves out `All`). */
export const portfolioCountsSchema = z.object({
  people: z.number().int(),
  works: z.number().int(),
  educations: z.number().int(),
  skills: z.number().int(),
  projects: z.number().int(),
  categories: z.number().int(),
  socialLinks: z.number().int(),
});
export type PortfolioCounts = z.infer<typeof portfolioCountsSchema>;

const pathMessage = z.object({ path: z.string(), message: z.string() });

/** An automatic backup (newest first in the list); `size` in bytes of the gzipped file. */
export const storedBackupSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  reason: z.string(),
  size: z.number().int(),
});
export type StoredBackup = z.infer<typeof storedBackupSchema>;

/** `POST /api/admin/import` without `?confirm=true`: what the import would make, changing nothing. */
export const importPreviewSchema = z.object({
  /** The portfolio as it is now (all of it is replaced). */
  current: portfolioCountsSchema,
  /** The portfolio after the import. */
  counts: portfolioCountsSchema,
  warnings: z.array(pathMessage),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `POST /api/admin/import?confirm=true`: done; `backup` holds the portfolio from before. */
export const importDoneSchema = z.object({
  counts: portfolioCountsSchema,
  warnings: z.array(pathMessage),
  backup: storedBackupSchema,
});
export type ImportDone = z.infer<typeof importDoneSchema>;

/** Rows per table of a backup file (people, works, ..., media, mediaFiles). */
export const backupCountsSchema = z.record(z.string(), z.number().int());

/** `POST /api/admin/restore` without `?confirm=true`: what the file holds, changing nothing. */
export const restorePreviewSchema = z.object({ createdAt: z.string(), counts: backupCountsSchema });
export type RestorePreview = z.infer<typeof restorePreviewSchema>;

/** A restore or reset that happened; `missingUsers`: emails of the backup with no account here. */
export const restoreDoneSchema = z.object({
  backup: storedBackupSchema,
  missingUsers: z.array(z.string()),
});
export type RestoreDone = z.infer<typeof restoreDoneSchema>;
