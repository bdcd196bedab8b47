#!/usr/bin/env bash
# Restore a backup made by backup.sh into the database named by DATABASE_URL.
#
#   DATABASE_URL=postgres://owner:pw@host:5432/grantflow infra/backup/restore.sh FILE [--yes]
#
# Objects in the dump are dropped first when they exist (--clean --if-exists) and the whole
# restore runs in one transaction: it either fully replaces them or changes nothing. Objects
# are owned by the connecting user (--no-owner), which should be the database owner that runs
# migrations. Stop the services (or scale them to zero) first so none writes in between.
#
# Without --yes it asks for confirmation on a terminal and refuses otherwise.
set -euo pipefail

usage() { echo "usage: DATABASE_URL=... $0 FILE [--yes]" >&2; exit 2; }

: "${DATABASE_URL:?DATABASE_URL must name the database to restore into}"
PG_RESTORE=${PG_RESTORE:-pg_restore}
PSQL=${PSQL:-psql}
file=
yes=false
for arg in "$@"; do
  case "$arg" in
    --yes) yes=true ;;
    -*) usage ;;
    *)
      [ -z "$file" ] || usage
      file=$arg
      ;;
  esac
done
[ -n "$file" ] || usage
[ -r "$file" ] || { echo "cannot read backup file: $file" >&2; exit 1; }

# Fails early, before anything is dropped, when the file is not a custom-format dump.
"$PG_RESTORE" --list "$file" >/dev/null

target=$("$PSQL" --no-password --no-psqlrc --tuples-only --no-align --dbname="$DATABASE_URL" \
  --command='select current_database()')
if [ "$yes" != true ]; then
  if [ ! -t 0 ]; then
    echo "refusing to replace database \"$target\" without --yes" >&2
    exit 1
  fi
  read -r -p "Replace the contents of database \"$target\" with $file? [y/N] " answer
  case "$answer" in y | Y | yes) ;; *) echo 'aborted'; exit 1 ;; esac
fi

# Roles live outside any one database and are not in the dump, yet its grants name them: grantflow_app
# (created by the migrations) and the installation's login role (grantflow_service_<database>, which owns
# the bullmq schema's grants). On a new server pg_restore would stop at the first one missing, so every
# role the dump grants to, or sets default privileges for, is created first (NOLOGIN; the migrate step
# then gives the login role its password and membership). Existing roles are left as they are.
acl=$("$PG_RESTORE" --schema-only --file=- "$file" | grep -E '^(GRANT|REVOKE|ALTER DEFAULT PRIVILEGES) ' || true)
roles=$({
  sed -nE 's/.* (TO|FROM) (.+);$/\2/p' <<<"$acl" | sed -E 's/ WITH GRANT OPTION$//; s/ GRANTED BY .*$//'
  sed -nE 's/^ALTER DEFAULT PRIVILEGES FOR ROLE ([^ ]+) .*/\1/p' <<<"$acl"
} | tr ',' '\n' | sed -E 's/^ +//; s/ +$//' | grep -vxi 'public' | sort -u || true)
while IFS= read -r role; do
  [ -n "$role" ] || continue
  # pg_dump quotes names that need it; psql's :'var' passes the bare name as a literal.
  case "$role" in \"*\") role=${role#\"}; role=${role%\"}; role=${role//\"\"/\"} ;; esac
  "$PSQL" --no-password --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --dbname="$DATABASE_URL" \
    --set=role="$role" <<'SQL'
select not exists (select 1 from pg_roles where rolname = :'role') as missing \gset
\if :missing
  select format('create role %I nologin', :'role') as statement \gset
  :statement;
\endif
SQL
done <<<"$roles"

"$PG_RESTORE" --no-password --clean --if-exists --no-owner --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" "$file"

echo "restored $file into database \"$target\""
