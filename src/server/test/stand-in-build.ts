/**
 * A built web app's stand-in for the API tests of the pages: a new temporary folder laid out as
 * `npm run build` writes it (vite.config.ts): `web/` with the files the test gives (templates,
 * assets) and `ssr/entry-server.js`, the stand-in server entry. The caller removes `root` when done.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Write the stand-in build: `web` maps a path under `web/` (`visitor.html`, `assets/x.woff2`) to its
 * contents; `entry` is the server entry's source. Answers the folder (`root`) and `web/` in it (`dist`).
 */
export function standInBuild(
  name: string,
  web: Readonly<Record<string, string | Buffer>>,
  entry: string,
): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `vitae-${name}-`));
  const dist = path.join(root, 'web');
  for (const [file, contents] of Object.entries(web)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), contents);
  }
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), entry);
  return { root, dist };
}
