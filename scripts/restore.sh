#!/usr/bin/env bash
# Restores a Bălți backup made by scripts/backup.sh.
#
#   DATABASE_URL=mysql://user:pass@host:3306/db STORAGE_DIR=./data/storage \
#     scripts/restore.sh balti-db-<db>-<stamp>.sql.gz [balti-storage-<stamp>.tar.gz]
#   docker compose --profile backup run --rm backup \
#     bash /scripts/restore.sh /backups/balti-db-....sql.gz /backups/balti-storage-....tar.gz
#
# The database must exist and be empty (no tables or views), and STORAGE_DIR must be empty or
# missing; otherwise the script refuses, unless FORCE=1: then the dump is loaded over the
# database (it drops and recreates each table it contains; tables it does not contain are left
# alone) and the archive is unpacked over STORAGE_DIR (same names replaced, other files kept).
# Stop the API while restoring. Both files are checked (gzip/tar) before anything is written.
# STORAGE_OWNER (e.g. 1000:1000, the API image's `node` user) chowns STORAGE_DIR afterwards.
# The password (URL-decoded) reaches the client through MYSQL_PWD, never on the command line.
set -euo pipefail

log() { printf 'restore: %s\n' "$*" >&2; }
die() { printf 'restore: error: %s\n' "$*" >&2; exit 1; }

# shellcheck source=lib/database-url.sh
source "$(dirname "$0")/lib/database-url.sh"

[ $# -ge 1 ] && [ $# -le 2 ] || die "usage: scripts/restore.sh DUMP.sql.gz [STORAGE.tar.gz]"
dump_file=$1
storage_file=${2:-}
[ -n "${DATABASE_URL:-}" ] || die "DATABASE_URL is not set (mysql://user:password@host:3306/database)"
[ -z "$storage_file" ] || [ -n "${STORAGE_DIR:-}" ] || die "STORAGE_DIR is not set (where to unpack the files)"
force=${FORCE:-0}
parse_database_url "$DATABASE_URL"

CLIENT=$(command -v mariadb || command -v mysql || true)
[ -n "$CLIENT" ] || die "neither mariadb nor mysql (client) is installed (apt-get install mariadb-client)"

# 1. Check the inputs before touching anything.
[ -f "$dump_file" ] || die "$dump_file: no such file"
gzip -t "$dump_file" || die "$dump_file is not a valid gzip file"
gzip -dc "$dump_file" | tail -n 1 | grep -q '^-- Dump completed' || die "$dump_file is not a complete dump"
if [ -n "$storage_file" ]; then
  [ -f "$storage_file" ] || die "$storage_file: no such file"
  tar -tzf "$storage_file" >/dev/null || die "$storage_file is not a valid tar.gz archive"
fi

client() {
  MYSQL_PWD=$DB_PASSWORD "$CLIENT" --protocol=TCP --host="$DB_HOST" --port="$DB_PORT" --user="$DB_USER" \
    --default-character-set=utf8mb4 "$@" -- "$DB_NAME"
}

# 2. The database must exist (the client fails on an unknown one) and be empty.
tables=$(client --batch --skip-column-names \
  -e 'SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()') \
  || die "cannot connect to database $DB_NAME on $DB_HOST:$DB_PORT (it must exist)"
if [ "$tables" != 0 ] && [ "$force" != 1 ]; then
  die "database $DB_NAME is not empty ($tables tables); restore into an empty database, or set FORCE=1"
fi
if [ -n "$storage_file" ] && [ -d "$STORAGE_DIR" ] && [ -n "$(ls -A "$STORAGE_DIR")" ] && [ "$force" != 1 ]; then
  die "STORAGE_DIR $STORAGE_DIR is not empty; restore into an empty directory, or set FORCE=1"
fi

# 3. Load the dump.
log "loading $dump_file into $DB_NAME on $DB_HOST:$DB_PORT"
gzip -dc "$dump_file" | client --batch
log "database restored"

# 4. Unpack the files.
if [ -n "$storage_file" ]; then
  log "unpacking $storage_file into $STORAGE_DIR"
  mkdir -p "$STORAGE_DIR"
  tar --numeric-owner -xzf "$storage_file" -C "$STORAGE_DIR"
  if [ -n "${STORAGE_OWNER:-}" ]; then
    chown -R "$STORAGE_OWNER" "$STORAGE_DIR"
  fi
  log "files restored"
fi
log "done"
