#!/bin/sh
# Republish the portfolio of a self-hosted Vitae as static files (docs/deployment.md section 8):
# a backup asked of the running server, restored into a throwaway DATA_DIR, published, and copied
# into the folder a web server serves. Edit PUBLIC_SITE and TARGET.
set -eu
PUBLIC_SITE=${PUBLIC_SITE:-https://me.example.com}
TARGET=${TARGET:-/var/www/portfolio}
cd /opt/vitae
export $(cat /etc/vitae.env | xargs)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
npm run --silent cli -- backup "$work/site.json.gz"
DATA_DIR="$work/data" npm run --silent cli -- restore "$work/site.json.gz" --yes
DATA_DIR="$work/data" npm run --silent cli -- publish --public-url "$PUBLIC_SITE" --out "$work/site"
rsync -a --delete "$work/site/" "$TARGET/"
