#!/usr/bin/env bash
# A backup of the site (docs/deploy.md "Backup and restore", decision 0171): the database as a
# pg_dump archive, then every object of the file store (S3_BUCKET, else DATA_DIR/uploads).
# Run from the repository with the instances' environment (DATABASE_URL, S3_* or DATA_DIR):
#
#   deploy/backup.sh /backups/agrolease-$(date +%F-%H%M)
#
# The database goes first: a file is stored before its row is committed (decision 0084), so every
# row of the dump has its file in the copy taken after it. Files stored meanwhile are strays the
# hourly sweep removes after a restore (decision 0110).
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: deploy/backup.sh <new folder>}"
: "${DATABASE_URL:?DATABASE_URL names the database to back up}"
if [ -e "$target" ]; then
  echo "$target exists already: a backup goes to a new folder" >&2
  exit 1
fi
mkdir -p "$target"

started=$(date +%s%N)
pg_dump --format=custom --no-owner --no-acl --file="$target/database.dump" "$DATABASE_URL"
dumped=$(date +%s%N)
files=$(node --import tsx scripts/file-store.ts export "$target/files")
copied=$(date +%s%N)
(cd "$target/files" && find . -type f -printf '%P\0' | sort -z | xargs -0 -r sha256sum) > "$target/files.sha256"

cat > "$target/backup.json" <<JSON
{"taken_at":"$(date -u +%FT%TZ)","database_bytes":$(stat -c %s "$target/database.dump"),"files":$files,"database_ms":$(((dumped - started) / 1000000)),"files_ms":$(((copied - dumped) / 1000000))}
JSON
echo "backup in $target: $(cat "$target/backup.json")"
