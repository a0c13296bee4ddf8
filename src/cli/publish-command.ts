/**
 * The CLI's `publish` (docs/product.md §25, decisions 0165-0167): the public site as static files, in
 * a folder (`--out`) and/or a zip (`--zip`), for any static host. It opens the database like the
 * other commands (a running server holding the SQLite file: stop it first, or publish a copy restored
 * from a backup), builds the app for a static site in-process and publishes it
 * (src/server/modules/publish/publish.ts). The folder keeps every file Vitae did not write
 * (src/cli/publish-folder.ts, docs/decisions/0230-publish-manifest.md); one it would refuse is
 * refused before the site is built.
 */
import { writeFile } from 'node:fs/promises';
import { buildApp, DEFAULT_SITE_NAME } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { ensureAllCategory } from '../server/modules/resources/categories.js';
import {
  buildAndPublish,
  PUBLISH_ORIGIN,
  PublishError,
  zipSite,
  type PublishedSite,
} from '../server/modules/publish/publish.js';
import { CliError, type CliIO } from './cli-io.js';
import { readPublishedFolder, writeFolder } from './publish-folder.js';
import { run } from './run-command.js';

export interface PublishCommandOptions {
  out?: string | undefined;
  zip?: string | undefined;
  publicUrl: string;
  basePath?: string | undefined;
  apiUrl?: string | undefined;
}

/** `publish --public-url URL (--out DIR | --zip FILE)`: see the module doc. */
export function publishCommand(io: CliIO, options: PublishCommandOptions): Promise<number> {
  return run(io, async () => {
    if (!options.out && !options.zip) {
      throw new CliError('Say where to write the site: --out DIR, --zip FILE or both.');
    }
    // Refused before the (long) build, with nothing written; checked again when writing.
    if (options.out) await readPublishedFolder(options.out);
    const config = loadConfig(io.env);
    const started = performance.now();
    const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    let site: PublishedSite;
    try {
      await migrateToLatest(db.kysely);
      await ensureAllCategory(db.kysely);
      site = await buildAndPublish(
        (staticSite) =>
          buildApp({
            db,
            webDist: config.webDist,
            publicUrl: PUBLISH_ORIGIN,
            siteName: config.siteName ?? DEFAULT_SITE_NAME,
            countVisits: false,
            staticSite,
          }),
        { ...options, webDist: config.webDist },
      );
    } catch (error) {
      if (error instanceof PublishError) throw new CliError(error.message);
      throw error;
    } finally {
      await db.close();
    }
    for (const warning of site.warnings) io.err(warning);
    const size = site.files.reduce((total, file) => total + file.bytes.length, 0);
    if (options.out) {
      await writeFolder(options.out, site.files);
      io.out(`Published ${site.files.length} files (${formatBytes(size)}) to ${options.out}.`);
    }
    if (options.zip) {
      const zip = zipSite(site.files);
      try {
        await writeFile(options.zip, zip);
      } catch (error) {
        throw new CliError(`Cannot write ${options.zip}: ${(error as Error).message}`);
      }
      io.out(`Published ${site.files.length} files to ${options.zip} (${formatBytes(zip.length)}).`);
    }
    io.out(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  });
}

/** `bytes` in KiB or MiB, one decimal. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : `${(bytes / 1024).toFixed(1)} KiB`;
}
