#!/usr/bin/env bash
# Static checks of the deployment files (part of `npm test`, see scripts/test.sh):
#   1. docker-compose.yml     dclint (errors and warnings fail)
#   2. Dockerfile             dockerfile-utils lint
#   3. nginx template         rendered by scripts/render-nginx.mjs, then `nginx -t`
#   4. shell scripts          bash -n / sh -n
#   5. .env.example           documents every variable backend/src reads
# Exit status: number of failed checks (0 = all good).
set -uo pipefail
cd "$(dirname "$0")/.."

failed=0
fail() { echo "FAIL: $*" >&2; failed=$((failed + 1)); }
step() { printf '\n--- %s\n' "$*"; }
export NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false

step "dclint docker-compose.yml"
npx --yes dclint@3 docker-compose.yml --max-warnings 0 --no-color \
  || fail "docker-compose.yml: dclint reported problems (npx dclint@3 docker-compose.yml --fix fixes most)"

step "dockerfile-utils lint Dockerfile"
npx --yes dockerfile-utils lint Dockerfile || fail "Dockerfile: dockerfile-utils lint reported problems"

step "nginx -t on the rendered template"
NGINX_BIN=$(command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || true)
if [ -z "$NGINX_BIN" ]; then
  fail "nginx is not installed: apt-get install -y nginx-light"
else
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/balti-nginx-check.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  mkdir -p "$tmp/web" && touch "$tmp/web/home.html"
  # Once as in the tests, once with a multi-label domain and a hostname upstream as in compose.
  if node scripts/render-nginx.mjs --dir "$tmp/a" --port 8480 --api 127.0.0.1:3000 --web-root "$tmp/web" --domain localhost:8480 >/dev/null \
    && "$NGINX_BIN" -t -q -p "$tmp/a" -c "$tmp/a/nginx.conf" \
    && node scripts/render-nginx.mjs --dir "$tmp/b" --port 8081 --api localhost:3000 --web-root "$tmp/web" --domain balti.example.ro --max-body 110m >/dev/null \
    && "$NGINX_BIN" -t -q -p "$tmp/b" -c "$tmp/b/nginx.conf"; then
    echo "nginx template OK"
  else
    fail "nginx/templates/default.conf.template does not render to a valid configuration"
  fi
  if grep -nE '\$\{[A-Z_]+\}' "$tmp/a/conf.d/default.conf" | grep -v '^\s*[0-9]*:\s*#'; then
    fail "the rendered template still contains \${VARS} outside comments"
  fi
fi

step "shell syntax"
for f in scripts/*.sh .ci/run; do
  [ -f "$f" ] && { bash -n "$f" || fail "$f: bash syntax error"; }
done
for f in nginx/docker-entrypoint.d/*.envsh; do
  [ -f "$f" ] && { sh -n "$f" || fail "$f: sh syntax error"; }
done
echo "shell syntax OK"

step ".env.example covers the backend's variables"
node scripts/check-env-example.mjs || fail ".env.example is missing variables"

echo
if [ "$failed" -gt 0 ]; then
  echo "static checks: $failed failed" >&2
  exit 1
fi
echo "static checks: all passed"
