#!/usr/bin/env bash
# Builds every Grantflow image with podman on a machine without a registry, starts the stack from those
# images and walks one user journey through the gateway. Not part of `npm test` (it takes minutes).
#
#   sudo infra/test-images.sh            # or as root; podman runs rootful here
#
# Steps: a local base (debootstrap bookworm + this machine's Node.js, cached) -> the six images, one after
# the other -> a fresh database on the machine's PostgreSQL and a Redis database index of its own -> the
# migrate image -> the first admin (the admin command in the api image) -> api, rest, importer, ai, gateway
# on the host network with compose's hardening -> sign in, upload, download, ask the assistant -> stop and
# remove everything but the cache.
#
# Settings (environment): PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432), REDIS_HOST_URL
# (redis://127.0.0.1:6379), REDIS_DB (11), CACHE_DIR (/var/cache/grantflow-test-images: the base root and
# the base images), DEBIAN_MIRROR (from /etc/apt), PORT_BASE (47300: gateway, +1..+4 the services),
# PODMAN_ROOT (podman's storage; by default in the scratch folder and removed at the end; a folder of
# your own keeps the image layers, so a second run rebuilds only what changed), KEEP=1 keeps the
# scratch folder for a look afterwards.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/.." && pwd)
PG_ADMIN_URL=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432}
REDIS_HOST_URL=${REDIS_HOST_URL:-redis://127.0.0.1:6379}
REDIS_DB=${REDIS_DB:-11}
CACHE_DIR=${CACHE_DIR:-/var/cache/grantflow-test-images}
PORT_BASE=${PORT_BASE:-47300}
APPS=(db api rest importer ai gateway)

step=0
started_at=$(date +%s)
pass() {
  step=$((step + 1))
  printf 'ok %2d - %s (%ss)\n' "$step" "$1" "$(($(date +%s) - started_at))"
}
fail() {
  printf 'FAIL - %s\n' "$1" >&2
  exit 1
}

for tool in podman debootstrap runc psql curl; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install -y podman buildah debootstrap runc postgresql-client curl)"
done
[ "$(id -u)" = 0 ] || fail 'run as root: podman builds and runs rootful here'

scratch=$(mktemp -d /var/tmp/grantflow-images.XXXXXX)
# Build logs outlive the scratch folder, for a look after a failure.
logs="$CACHE_DIR/logs"
rm -rf "$logs" && mkdir -p "$logs"
storage_root=${PODMAN_ROOT:-$scratch/storage}
mkdir -p "$storage_root" "$scratch/tmp" "$CACHE_DIR"
export TMPDIR="$scratch/tmp"
# crun cannot start containers here (the hard open-file and process limits are below what rootful
# podman asks for), and without systemd there is no cgroup manager or journal to log to.
cat >"$scratch/containers.conf" <<'CONF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
CONF
cat >"$scratch/storage.conf" <<CONF
[storage]
driver = "overlay"
graphroot = "$storage_root"
runroot = "$storage_root-run"
CONF
export CONTAINERS_CONF="$scratch/containers.conf" CONTAINERS_STORAGE_CONF="$scratch/storage.conf"

db_name="gf_images_$$"
run_id="gfimg$$"
cleanup() {
  local rc=$?
  podman ps -a --format '{{.Names}}' 2>/dev/null | grep "^${run_id}-" | xargs -r podman rm -f >/dev/null 2>&1 || true
  podman volume ls --format '{{.Name}}' 2>/dev/null | grep "^${run_id}-" | xargs -r podman volume rm -f >/dev/null 2>&1 || true
  psql --no-psqlrc --quiet --dbname="$PG_ADMIN_URL/postgres" \
    --command="drop database if exists \"$db_name\" with (force)" >/dev/null 2>&1 || true
  psql --no-psqlrc --quiet --dbname="$PG_ADMIN_URL/postgres" \
    --command="drop role if exists \"grantflow_service_$db_name\"" >/dev/null 2>&1 || true
  if [ "${KEEP:-}" = 1 ]; then
    echo "kept: $scratch (CONTAINERS_CONF=$scratch/containers.conf CONTAINERS_STORAGE_CONF=$scratch/storage.conf)"
  else
    [ -n "${PODMAN_ROOT:-}" ] || podman system reset --force >/dev/null 2>&1 || true
    rm -rf "$scratch"
  fi
  exit "$rc"
}
trap cleanup EXIT

# --- 1. The local base images ------------------------------------------------------------------------
base_archive="$CACHE_DIR/base-images.tar"
if [ -s "$base_archive" ]; then
  podman load --quiet --input "$base_archive" >/dev/null
  pass "local base images loaded from the cache ($base_archive)"
else
  mirror=${DEBIAN_MIRROR:-$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n1)}
  mirror=${mirror:-http://deb.debian.org/debian}
  rootfs="$scratch/rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$logs/debootstrap.log" 2>&1 ||
    fail "debootstrap failed (log: $logs/debootstrap.log)"
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | podman import --quiet - localhost/debian:bookworm >/dev/null
  rm -rf "$rootfs"
  pass 'debian bookworm (minbase) imported as localhost/debian:bookworm'

  # The official Node image's layout, with this machine's Node.js 20 and its CA certificates (npm in a
  # build reaches the registry through this machine's proxy). Only the local base carries them.
  ctx="$scratch/node-context"
  node_bin=$(command -v node)
  node_prefix=$(cd "$(dirname "$(readlink -f "$node_bin")")/.." && pwd)
  mkdir -p "$ctx/usr/local/bin" "$ctx/usr/local/lib/node_modules" "$ctx/usr/local/include" "$ctx/certs"
  cp "$(readlink -f "$node_bin")" "$ctx/usr/local/bin/node"
  cp -r "$node_prefix/lib/node_modules/npm" "$ctx/usr/local/lib/node_modules/npm"
  cp -r "$node_prefix/include/node" "$ctx/usr/local/include/node"
  cp /usr/local/share/ca-certificates/*.crt "$ctx/certs/" 2>/dev/null || true
  cat "$ctx"/certs/*.crt >"$ctx/certs/extra.pem" 2>/dev/null || : >"$ctx/certs/extra.pem"
  cat >"$ctx/Containerfile" <<'CONTAINERFILE'
FROM localhost/debian:bookworm
COPY usr/local /usr/local
COPY certs/extra.pem /usr/local/share/grantflow-extra-ca.pem
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/grantflow-extra-ca.pem
CMD ["node"]
CONTAINERFILE
  podman build --quiet --network host --format docker -t localhost/debian-node:20 "$ctx" >"$logs/base-node.log" 2>&1 ||
    fail "the node base did not build (log: $logs/base-node.log)"
  pass "localhost/debian-node:20 ($(podman run --rm --no-healthcheck localhost/debian-node:20 node --version))"

  cat >"$ctx/Containerfile.build" <<'CONTAINERFILE'
FROM localhost/debian-node:20
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
CONTAINERFILE
  podman build --quiet --network host --format docker -f "$ctx/Containerfile.build" \
    -t localhost/debian-node-build:20 "$ctx" >"$logs/base-build.log" 2>&1 ||
    fail "the build variant of the base did not build (log: $logs/base-build.log)"
  pass 'localhost/debian-node-build:20 (python3, make, g++ for native addons)'
  podman save --quiet --multi-image-archive --output "$base_archive.partial" \
    localhost/debian:bookworm localhost/debian-node:20 localhost/debian-node-build:20
  mv "$base_archive.partial" "$base_archive"
fi

# --- 2. The six images, one after the other (the machine has two cores) --------------------------------
declare -A port=([gateway]=$PORT_BASE [api]=$((PORT_BASE + 1)) [rest]=$((PORT_BASE + 2))
  [importer]=$((PORT_BASE + 3)) [ai]=$((PORT_BASE + 4)))
readonly_ai_port=$((PORT_BASE + 5))
for app in "${APPS[@]}"; do
  # --ignorefile: podman 4.3 reads Dockerfile.dockerignore only when told; --format docker keeps HEALTHCHECK.
  podman build --network host --format docker \
    -f "$repo/infra/docker/Dockerfile" --ignorefile "$repo/infra/docker/Dockerfile.dockerignore" \
    --build-arg NODE_IMAGE=localhost/debian-node:20 --build-arg BUILD_IMAGE=localhost/debian-node-build:20 \
    --build-arg APP="$app" ${port[$app]:+--build-arg PORT="${port[$app]}"} \
    -t "localhost/grantflow/$app:test" "$repo" >"$logs/build-$app.log" 2>&1 ||
    { tail -n 40 "$logs/build-$app.log" >&2; fail "image $app did not build (log: $logs/build-$app.log)"; }
  size=$(podman image inspect --format '{{.Size}}' "localhost/grantflow/$app:test")
  if podman run --rm --no-healthcheck --entrypoint sh "localhost/grantflow/$app:test" -c 'test -z "$(find /app/node_modules -maxdepth 3 -name "typescript@*")"'; then
    :
  else
    fail "image $app still carries TypeScript"
  fi
  owner=$(podman run --rm --no-healthcheck "localhost/grantflow/$app:test" stat -c %U /app/.data /app/.data/files /app/.data/assistant | sort -u)
  [ "$owner" = node ] || fail "image $app: /app/.data is owned by $owner, not node"
  pass "image $app built ($((size / 1000000)) MB, no TypeScript, /app/.data owned by node)"
done

[ "${STOP_AFTER:-}" = build ] && exit 0

# --- 3. The stack from the images -------------------------------------------------------------------
for p in "${port[@]}" "$readonly_ai_port"; do
  ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || fail "port $p is taken: set PORT_BASE"
done
psql --no-psqlrc --quiet --dbname="$PG_ADMIN_URL/postgres" --command="create database \"$db_name\"" >/dev/null
owner_url="$PG_ADMIN_URL/$db_name"
service_password=$(head -c 24 /dev/urandom | base64 | tr -d '/+=')
auth_secret=$(head -c 48 /dev/urandom | base64 | tr -d '/+=')
admin_email=admin@example.org
admin_password=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')
pass "database $db_name created on ${PG_ADMIN_URL#*@}"

migrate_log=$(podman run --rm --no-healthcheck --network host -e DATABASE_URL="$owner_url" \
  -e SERVICE_DATABASE_PASSWORD="$service_password" localhost/grantflow/db:test node dist/migrate-cli.js 2>&1) ||
  { echo "$migrate_log" >&2; fail 'migrate image'; }
service_role=$(sed -n 's/^login role \(.*\) ready$/\1/p' <<<"$migrate_log")
[ -n "$service_role" ] || { echo "$migrate_log" >&2; fail 'migrate image did not prepare the login role'; }
server=${PG_ADMIN_URL#*://}
server=${server#*@}
service_url="postgres://${service_role}:${service_password}@${server}/$db_name"
pass "migrations applied by the db image; services log in as $service_role"

admin_out=$(printf %s "$admin_password" | podman run -i --rm --no-healthcheck --network host -e DATABASE_URL="$service_url" \
  localhost/grantflow/api:test node_modules/.bin/grantflow admin create --email "$admin_email" \
  --organization 'Images Test Trust' 2>&1) || { echo "$admin_out" >&2; fail 'grantflow admin create'; }
pass "first admin through the api image: $admin_out"

# compose's hardening: read-only root, /tmp in memory, no capabilities, no privilege escalation, an init.
harden=(--read-only --tmpfs /tmp --cap-drop ALL --security-opt no-new-privileges --init --network host)
common=(-e NODE_ENV=production -e HOST=127.0.0.1 -e LOG_LEVEL=warn -e DATABASE_URL="$service_url"
  -e AUTH_SECRET="$auth_secret" -e PUBLIC_URL="http://127.0.0.1:${port[gateway]}")
redis=(-e REDIS_URL="${REDIS_HOST_URL%/}/$REDIS_DB")
files=(-v "${run_id}-files:/app/.data/files")
start() {
  local app=$1
  shift
  # Without systemd podman cannot schedule the image's healthcheck and says so on every start; the
  # checks below run it by hand.
  podman run -d --name "${run_id}-$app" "${harden[@]}" -e PORT="${port[$app]}" "$@" \
    "localhost/grantflow/$app:test" >/dev/null 2>>"$logs/podman-run.log"
}
start api "${common[@]}" "${redis[@]}" "${files[@]}" -e MAX_UPLOAD_MB=50
start rest "${common[@]}"
start importer "${common[@]}" "${redis[@]}" -v "${run_id}-importerdata:/app/.data" "${files[@]}"
start ai "${common[@]}" "${redis[@]}" -v "${run_id}-aidata:/app/.data" "${files[@]}"
# The same ai image with nothing mounted on /app/.data: read-only, as compose and Kubernetes had it.
podman run -d --name "${run_id}-ai-readonly" "${harden[@]}" -e PORT="$readonly_ai_port" "${common[@]}" \
  "${redis[@]}" localhost/grantflow/ai:test >/dev/null 2>>"$logs/podman-run.log"
start gateway -e NODE_ENV=production -e HOST=127.0.0.1 -e LOG_LEVEL=warn -e WEB_DIST=/app/public \
  -e API_URL="http://127.0.0.1:${port[api]}" -e REST_URL="http://127.0.0.1:${port[rest]}" \
  -e IMPORTER_URL="http://127.0.0.1:${port[importer]}" -e AI_URL="http://127.0.0.1:${port[ai]}"

for app in api rest importer ai gateway; do
  ready=
  for _ in $(seq 1 120); do
    if curl -fs -o /dev/null "http://127.0.0.1:${port[$app]}/ready"; then ready=yes; break; fi
    [ "$(podman inspect --format '{{.State.Running}}' "${run_id}-$app")" = true ] || break
    sleep 0.5
  done
  [ -n "$ready" ] || { podman logs --tail 40 "${run_id}-$app" >&2; fail "$app did not become ready"; }
  podman healthcheck run "${run_id}-$app" >/dev/null || fail "$app: the image's HEALTHCHECK failed"
done
pass "api, rest, importer, ai and gateway ready (/ready 200, the image HEALTHCHECK passes), read-only roots"

# --- 4. Through the gateway ---------------------------------------------------------------------------
for _ in $(seq 1 120); do curl -fs -o /dev/null "http://127.0.0.1:$readonly_ai_port/ready" && break; sleep 0.5; done
GRANTFLOW_ADMIN_PASSWORD="$admin_password" AI_READONLY_URL="http://127.0.0.1:$readonly_ai_port" \
  node "$here/test-images-journey.mjs" \
  "http://127.0.0.1:${port[gateway]}" "$admin_email" ||
  { for app in api ai gateway; do podman logs --tail 20 "${run_id}-$app" >&2; done; fail 'the journey through the gateway'; }
pass 'signed in, uploaded, downloaded and asked the assistant through the gateway'

# --- 5. Stop: SIGTERM, each service drains and exits 0 ------------------------------------------------
for app in gateway ai-readonly ai importer rest api; do
  podman stop --time 30 "${run_id}-$app" >/dev/null 2>>"$logs/podman-run.log"
  code=$(podman inspect --format '{{.State.ExitCode}}' "${run_id}-$app")
  [ "$code" = 0 ] || { podman logs --tail 20 "${run_id}-$app" >&2; fail "$app exited $code on SIGTERM"; }
done
pass 'every service stopped on SIGTERM with exit code 0'
echo "test-images: ${step} steps passed in $(($(date +%s) - started_at))s"
