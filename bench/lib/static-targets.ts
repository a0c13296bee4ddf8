/**
 * The demo portfolio as two static sites, for bench/web.ts's "static" and "theme" columns
 * (docs/decisions/0275-bench-web-side-by-side.md), each in a new temporary folder:
 *
 * - Vitae's static export: the demo portfolio (bootstrap with `seedDemo`, as the server's
 *   `SEED_DEMO=true` seeds it) in an in-memory SQLite database, published as `npm run cli -- publish`
 *   does (src/server/modules/publish/publish.ts: `buildAndPublish` with the built web app,
 *   dist/web and dist/ssr) with `publicUrl` the address it will be served at;
 * - the same portfolio's JSON Resume export (src/server/modules/jsonresume/export.ts) rendered by
 *   `jsonresume-theme-even` (its `render(resume)`) to `index.html`, with its `.br`/`.gz` siblings
 *   made as the static export makes them (src/server/modules/publish/precompress.ts), so both are
 *   served alike by bench/lib/static-server.ts.
 *
 * Throws when the web app is not built or the publish fails. Bench code: never a CI gate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render } from 'jsonresume-theme-even';
import { buildApp } from '../../src/server/app.js';
import { bootstrap } from '../../src/server/bootstrap.js';
import { openDatabase } from '../../src/server/db/connection.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { exportJsonResume } from '../../src/server/modules/jsonresume/index.js';
import { withPrecompressed } from '../../src/server/modules/publish/precompress.js';
import {
  buildAndPublish,
  PUBLISH_ORIGIN,
  type PublishedFile,
} from '../../src/server/modules/publish/publish.js';

const ADMIN = { email: 'bench-web@example.com', password: 'bench-password-123' };

function writeFiles(dir: string, files: readonly PublishedFile[]): number {
  let bytes = 0;
  for (const file of files) {
    const target = path.join(dir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.bytes);
    if (!/\.(br|gz)$/.test(file.path)) bytes += file.bytes.length;
  }
  return bytes;
}

/**
 * Write the static export (to be served at `exportUrl`) and the theme's page of the demo portfolio
 * with the built web app `webDist`; answers both folders and a function removing them.
 */
export async function prepareStaticTargets(
  webDist: string,
  exportUrl: string,
): Promise<{ exportDir: string; themeDir: string; remove(): void }> {
  const exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-export-'));
  const themeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-theme-'));
  const remove = () => {
    fs.rmSync(exportDir, { recursive: true, force: true });
    fs.rmSync(themeDir, { recursive: true, force: true });
  };
  const db = openDatabase({ sqliteFile: ':memory:' });
  try {
    await migrateToLatest(db.kysely);
    await bootstrap(db.kysely, {
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      seedDemo: true,
      print: () => {},
    });
    const site = await buildAndPublish(
      (staticSite) => buildApp({ db, webDist, publicUrl: PUBLISH_ORIGIN, countVisits: false, staticSite }),
      { publicUrl: exportUrl, webDist },
    );
    writeFiles(exportDir, site.files);
    const resume = await exportJsonResume(db.kysely);
    const html = render(resume as Parameters<typeof render>[0]);
    writeFiles(themeDir, withPrecompressed([{ path: 'index.html', bytes: Buffer.from(html) }]));
  } catch (error) {
    remove();
    throw error;
  } finally {
    await db.close();
  }
  return { exportDir, themeDir, remove };
}
