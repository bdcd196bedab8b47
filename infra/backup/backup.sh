#!/usr/bin/env bash
# Back up the Grantflow database to one file in PostgreSQL's custom format (pg_dump -Fc).
#
#   DATABASE_URL=postgres://owner:pw@host:5432/grantflow infra/backup/backup.sh [FILE]
#
# FILE defaults to ./grantflow-<UTC timestamp>.dump. The dump is compressed, includes schema,
# data, row-level-security policies and grants, and is restored with restore.sh. Roles are
# cluster-wide and not in the dump; restore.sh creates the ones its grants name.
#
# Use a pg_dump whose major version is at least the server's (PG_DUMP=/path/to/pg_dump to pick
# one), or run it inside the postgres image: see infra/README.md.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
PG_DUMP=${PG_DUMP:-pg_dump}
PG_RESTORE=${PG_RESTORE:-pg_restore}
PSQL=${PSQL:-psql}
file=${1:-grantflow-$(date -u +%Y%m%dT%H%M%SZ).dump}

# Tenant tables FORCE row-level security, so for an ordinary role pg_dump either fails or (with
# --enable-row-security) silently dumps only the rows one tenant may see. Refuse up front unless
# the role bypasses RLS: a superuser, or `ALTER ROLE <owner> BYPASSRLS` (a dedicated backup role
# is better than giving that to the role the services use).
can_dump=$("$PSQL" --no-password --no-psqlrc --tuples-only --no-align --dbname="$DATABASE_URL" --command="
  select (select rolsuper or rolbypassrls from pg_roles where rolname = current_user)
      or not exists (select 1 from pg_class where relkind in ('r', 'p') and relrowsecurity)")
if [ "$can_dump" != t ]; then
  echo 'backup refused: this role cannot read tables with row-level security in full;' >&2
  echo 'connect as a superuser or a role with BYPASSRLS (see infra/README.md).' >&2
  exit 1
fi

# Backups hold personal data: readable by their owner only.
umask 077
partial="${file}.partial"
trap 'rm -f "$partial"' EXIT

# Written under another name and moved into place only once complete and readable, so a
# failed run never leaves a truncated file that looks like a good backup.
"$PG_DUMP" --format=custom --compress=6 --no-password --file="$partial" --dbname="$DATABASE_URL"
"$PG_RESTORE" --list "$partial" >/dev/null
mv "$partial" "$file"
trap - EXIT

echo "backup written: $file ($(wc -c <"$file" | tr -d ' ') bytes)"
