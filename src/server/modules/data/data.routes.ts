/**
 * The owner's data routes (decision 0040), all admin only (`paths.data`):
 *
 * - `POST /api/admin/import`: body = a JSON Resume of at most 5 MiB. Invalid: 400 with every problem
 *   in `error.issues` (paths such as `work[0].url`); past a limit of the import (size, entries,
 *   values: docs/decisions/0080-data-limits.md) 413 naming it. Without `?confirm=true`: 200
 *   {@link ImportPreview} (the import is run and rolled back; nothing changes). With it: an automatic
 *   backup, then the import replaces the portfolio in one transaction. With `?lang=es` (docs/decisions/0065-content-languages.md)
 *   the file is the Spanish version of the entries instead: matched by order, it fills their
 *   `i18n.es` and replaces nothing (jsonresume/translation.ts); same preview and answer shapes.
 * - `GET /api/admin/export[?lang=es]`: the portfolio as `resume.json` (a download, not an envelope);
 *   with `lang=es` its Spanish version, `resume-es.json`.
 * - `GET /api/admin/backup`: the whole site as `vitae-backup-<time>.json.gz` (backup.ts).
 * - `POST /api/admin/restore` (multipart, field `file`): preview, or with `?confirm=true` an automatic
 *   backup then the restore (one transaction). The file is read in a worker thread within the limits
 *   of docs/decisions/0080-data-limits.md (413 past one) and checked as an import would be (400);
 *   its images are processed again like uploads.
 * - `POST /api/admin/import/linkedin`, `POST /api/admin/import/bibtex` (multipart): a LinkedIn export
 *   or a BibTeX file, previewed or merged (../imports/imports.routes.ts).
 * - `POST /api/admin/reset?confirm=true`: an automatic backup, then an empty portfolio.
 * - `GET /api/admin/backups`, `GET .../backups/{id}/file`, `POST .../backups/{id}/restore?confirm=true`.
 *
 * An automatic backup is kept only when what it was taken for succeeds (auto-backups.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { registerAutoBackupRoutes } from './auto-backups.routes.js';
import { registerBackupRoute } from './backup.routes.js';
import { registerExportRoute } from './export.routes.js';
import { registerImportRoute } from './import.routes.js';
import { registerResetRoute } from './reset.routes.js';
import { registerRestoreRoute } from './restore.routes.js';
import { registerSourceImportRoutes } from '../imports/imports.routes.js';

/** Add the data page's routes (one file each, in the order listed above). */
export async function registerDataRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }) {
  const { db } = deps;
  const tags = ['data'];
  registerImportRoute(app, db, tags);
  registerExportRoute(app, db, tags);
  registerBackupRoute(app, db, tags);
  await registerRestoreRoute(app, db, tags);
  await registerSourceImportRoutes(app, db, tags);
  registerResetRoute(app, db, tags);
  registerAutoBackupRoutes(app, db, tags);
}
