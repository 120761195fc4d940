#!/usr/bin/env bash
# Restores a backup of deploy/backup.sh (docs/deploy.md "Backup and restore", decision 0171) into
# an empty database and an empty file store, named by the environment the instances will run
# with (DATABASE_URL, S3_* or DATA_DIR). Create the database first (`createdb agrolease`), start
# the instances after:
#
#   DATABASE_URL=postgres://…/agrolease deploy/restore.sh /backups/agrolease-2026-11-28-0300
#
# The files are checked against the backup's sums before anything is written.
set -euo pipefail
cd "$(dirname "$0")/.."
source="${1:?usage: deploy/restore.sh <backup folder>}"
: "${DATABASE_URL:?DATABASE_URL names the empty database to restore into}"
for part in database.dump files files.sha256; do
  [ -e "$source/$part" ] || { echo "$source/$part is missing: not a backup of deploy/backup.sh" >&2; exit 1; }
done
(cd "$source/files" && sha256sum --quiet --strict -c "../files.sha256")

tables=$(psql "$DATABASE_URL" -tAc "select count(*) from information_schema.tables where table_schema = 'public'")
if [ "$tables" != "0" ]; then
  echo "the database of DATABASE_URL has $tables tables: restore into an empty one" >&2
  exit 1
fi

started=$(date +%s%N)
pg_restore --no-owner --no-acl --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$source/database.dump"
restored=$(date +%s%N)
files=$(node --import tsx scripts/file-store.ts import "$source/files")
copied=$(date +%s%N)
echo "restored from $source: {\"files\":$files,\"database_ms\":$(((restored - started) / 1000000)),\"files_ms\":$(((copied - restored) / 1000000))}"
