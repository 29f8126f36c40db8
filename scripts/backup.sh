#!/usr/bin/env bash
# Backs up Bălți: the MariaDB database and the uploaded files.
#
#   DATABASE_URL=mysql://user:pass@host:3306/db STORAGE_DIR=./data/storage BACKUP_DIR=./backups \
#     scripts/backup.sh
#   docker compose --profile backup run --rm backup        # the same inside docker compose
#
# With S3_BUCKET set (uploads in an S3-compatible bucket) the files are not on this disk: only the
# dump is written, and the bucket is backed up on its own side (OPERATIONS.md, section 5).
#
# Writes, into BACKUP_DIR (created if missing), two files with one UTC timestamp:
#   balti-db-<database>-<YYYYmmddTHHMMSSZ>.sql.gz     mariadb-dump of the database (no CREATE DATABASE,
#                                                     so it restores into any database name)
#   balti-storage-<YYYYmmddTHHMMSSZ>.tar.gz           the contents of STORAGE_DIR
# and prints their paths on stdout, one a line (progress goes to stderr). Each file is written
# under a temporary name and renamed only when complete; any failure exits non-zero and removes
# the temporary files. The password (URL-decoded) reaches the client through MYSQL_PWD, never
# on the command line. Restore with scripts/restore.sh (see OPERATIONS.md).
set -euo pipefail
umask 077

log() { printf 'backup: %s\n' "$*" >&2; }
die() { printf 'backup: error: %s\n' "$*" >&2; exit 1; }

# shellcheck source=lib/database-url.sh
source "$(dirname "$0")/lib/database-url.sh"

[ -n "${DATABASE_URL:-}" ] || die "DATABASE_URL is not set (mysql://user:password@host:3306/database)"
[ -n "${BACKUP_DIR:-}" ] || die "BACKUP_DIR is not set (where the backup files go)"
if [ -z "${S3_BUCKET:-}" ]; then
  [ -n "${STORAGE_DIR:-}" ] || die "STORAGE_DIR is not set (the uploaded files, e.g. /app/data/storage)"
  [ -d "$STORAGE_DIR" ] || die "STORAGE_DIR $STORAGE_DIR is not a directory"
fi
parse_database_url "$DATABASE_URL"

DUMP=$(command -v mariadb-dump || command -v mysqldump || true)
[ -n "$DUMP" ] || die "neither mariadb-dump nor mysqldump is installed (apt-get install mariadb-client)"

mkdir -p "$BACKUP_DIR"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
safe_name=$(printf '%s' "$DB_NAME" | tr -c 'A-Za-z0-9_.-' '_')
db_file="$BACKUP_DIR/balti-db-$safe_name-$stamp.sql.gz"
storage_file="$BACKUP_DIR/balti-storage-$stamp.tar.gz"
for f in "$db_file" "$storage_file"; do
  [ ! -e "$f" ] || die "$f already exists"
done
db_tmp="$BACKUP_DIR/.balti-db-$stamp.$$.tmp"
storage_tmp="$BACKUP_DIR/.balti-storage-$stamp.$$.tmp"
trap 'rm -f "$db_tmp" "$storage_tmp"' EXIT

log "dumping database $DB_NAME on $DB_HOST:$DB_PORT with $(basename "$DUMP")"
MYSQL_PWD=$DB_PASSWORD "$DUMP" \
  --protocol=TCP --host="$DB_HOST" --port="$DB_PORT" --user="$DB_USER" \
  --single-transaction --routines --triggers --default-character-set=utf8mb4 --hex-blob \
  -- "$DB_NAME" | gzip -6 >"$db_tmp"
# mariadb-dump ends a complete dump with this comment line.
gzip -dc "$db_tmp" | tail -n 1 | grep -q '^-- Dump completed' || die "the dump is incomplete"
mv -f "$db_tmp" "$db_file"

if [ -n "${S3_BUCKET:-}" ]; then
  trap - EXIT
  log "uploads are in the S3 bucket $S3_BUCKET: back it up on its own (versioning or a sync, OPERATIONS.md)"
  log "done"
  printf '%s\n' "$db_file"
  exit 0
fi

log "archiving $STORAGE_DIR"
tar --numeric-owner -C "$STORAGE_DIR" -czf "$storage_tmp" .
gzip -t "$storage_tmp"
mv -f "$storage_tmp" "$storage_file"

trap - EXIT
log "done"
printf '%s\n' "$db_file" "$storage_file"
