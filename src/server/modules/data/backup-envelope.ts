/**
 * The envelope of a backup file as checked before its rows: the format and version it must name (with
 * the messages that say which is wrong), its tables as lists of rows of text, numbers and nulls, and
 * its users. Source: docs/decisions/0080-data-limits.md.
 */
import { z } from 'zod';
import { BACKUP_FORMAT, BACKUP_TABLES, BACKUP_VERSION, type BackupTable } from './backup-format.js';

const cell = z.union([z.string(), z.number(), z.null()]);
export const envelopeSchema = z.object({
  format: z.literal(BACKUP_FORMAT, {
    error: `This is not a Vitae backup (no "format": "${BACKUP_FORMAT}").`,
  }),
  version: z.literal(BACKUP_VERSION, {
    error: `This backup was written by another version of Vitae (only version ${BACKUP_VERSION} is read).`,
  }),
  createdAt: z.string(),
  tables: z.object(
    Object.fromEntries(
      BACKUP_TABLES.map((table) => [table, z.array(z.record(z.string(), cell)).default([])]),
    ) as Record<BackupTable, z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, typeof cell>>>>,
  ),
  users: z
    .array(
      z.object({ name: z.string(), email: z.string(), role: z.string(), personId: z.string().nullable() }),
    )
    .default([]),
});
