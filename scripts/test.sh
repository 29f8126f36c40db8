#!/usr/bin/env bash
# Body of `npm test`: every check the project has, in order, with a summary.
#
#   npm test                       # all steps, stop at the first failure
#   KEEP_GOING=1 npm test          # run every step even after a failure
#   scripts/test.sh unit api-sqlite   # only the named steps (names in the table below)
#
# Steps rely on these root package.json scripts: openapi:check, openapi:types, lint:code,
# typecheck:code, test:unit, build,
# test:api:sqlite, test:api:mariadb, test:replicas. Tools: nginx, chromium, mariadb-server and
# redis-server (Debian packages), installed here when missing and running as root.
set -euo pipefail
cd "$(dirname "$0")/.."

export NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false
export CI="${CI:-1}"
export FORCE_COLOR="${FORCE_COLOR:-0}"

# name | command
STEPS=(
  # ESLint (type-checked) and tsc each keep one core busy: side by side they take the longer one's time.
  "checks|npm run openapi:check && npm run openapi:types && scripts/side-by-side.sh 'npm run lint:code' 'npm run typecheck:code'"
  "unit|npm run test:unit"
  "agent|npm test -w agent"
  "build|npm run build"
  "budget|node scripts/check-bundles.mjs"
  "api-sqlite|npm run test:api:sqlite"
  "api-mariadb|npm run test:api:mariadb"
  "replicas|npm run build -w backend && npm run test:replicas"
  "static|scripts/check-static.sh"
  "browser|npx playwright test -c tests/playwright.config.ts"
  "start|npx playwright test -c tests/start/playwright.config.ts"
  "compose|scripts/test-compose.sh"
)

# ---------------------------------------------------------------------------------------------
# Provisioning: system packages the tests need.
provision() {
  local missing=()
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
  [ -x "${BALTI_CHROMIUM:-/usr/bin/chromium}" ] || missing+=(chromium)
  command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
  command -v mariadb-dump >/dev/null 2>&1 || command -v mysqldump >/dev/null 2>&1 || missing+=(mariadb-client)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing system packages: ${missing[*]}" >&2
    echo "Install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "Installing ${missing[*]} ..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
  # The Debian package starts a system MariaDB; the tests start their own throwaway servers.
  if [[ " ${missing[*]} " == *" mariadb-server "* ]] && command -v systemctl >/dev/null 2>&1; then
    systemctl disable --now mariadb >/dev/null 2>&1 || true
  fi
  # Likewise Redis: each test starts its own throwaway redis-server on a free port.
  if [[ " ${missing[*]} " == *" redis-server "* ]] && command -v systemctl >/dev/null 2>&1; then
    systemctl disable --now redis-server >/dev/null 2>&1 || true
  fi
}

# ---------------------------------------------------------------------------------------------
selected=("$@")
is_selected() {
  [ ${#selected[@]} -eq 0 ] && return 0
  local s
  for s in "${selected[@]}"; do [ "$s" = "$1" ] && return 0; done
  return 1
}
for s in "${selected[@]}"; do
  known=0
  for entry in "${STEPS[@]}"; do [ "${entry%%|*}" = "$s" ] && known=1; done
  [ $known -eq 1 ] || { echo "unknown step: $s (steps: $(printf '%s ' "${STEPS[@]%%|*}"))" >&2; exit 2; }
done

provision

names=()
results=()
durations=()
passed=0
failed=0
tests_passed=0
tests_failed=0
stop=0
total_start=$(date +%s)

for entry in "${STEPS[@]}"; do
  name=${entry%%|*}
  cmd=${entry#*|}
  is_selected "$name" || continue
  names+=("$name")
  if [ $stop -eq 1 ]; then
    results+=("skipped")
    durations+=("-")
    continue
  fi
  printf '\n==================================================================\n'
  printf '== %s: %s\n' "$name" "$cmd"
  printf '==================================================================\n'
  start=$(date +%s)
  set +e
  step_log=$(mktemp)
  bash -c "$cmd" 2>&1 | tee "$step_log"
  status=${PIPESTATUS[0]}
  set -e
  # Test counts of the step: jest's "Tests: … N passed", Playwright's "N passed" / "N failed",
  # node --test's summary ("# pass N" / "# fail N" in TAP, "ℹ pass N" / "ℹ fail N" in spec).
  read -r p f < <(node -e '
    const t = require("fs").readFileSync(process.argv[1], "utf8").replace(/\x1b\[[0-9;]*m/g, "");
    let p = 0, f = 0;
    for (const m of t.matchAll(/^Tests:\s+(.*)$/gm)) {
      p += Number(/(\d+) passed/.exec(m[1])?.[1] ?? 0);
      f += Number(/(\d+) failed/.exec(m[1])?.[1] ?? 0);
    }
    for (const m of t.matchAll(/^\s+(\d+) (passed|failed|flaky)( \(|$)/gm)) m[2] === "failed" ? (f += Number(m[1])) : (p += Number(m[1]));
    for (const m of t.matchAll(/^(?:#|\u2139) (pass|fail) (\d+)$/gm)) m[1] === "fail" ? (f += Number(m[2])) : (p += Number(m[2]));
    console.log(p, f);
  ' "$step_log")
  rm -f "$step_log"
  # A failed step with no failed test counted (lint, typecheck, a crash) still counts as one failure.
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  tests_passed=$((tests_passed + p))
  tests_failed=$((tests_failed + f))
  elapsed=$(( $(date +%s) - start ))
  durations+=("${elapsed}s")
  if [ $status -eq 0 ]; then
    results+=("passed")
    passed=$((passed + 1))
    printf '== %s passed in %ss\n' "$name" "$elapsed"
  else
    results+=("FAILED ($status)")
    failed=$((failed + 1))
    printf '== %s FAILED (exit %s) after %ss\n' "$name" "$status" "$elapsed"
    [ "${KEEP_GOING:-0}" = "1" ] || stop=1
  fi
done

printf '\n%-14s %-12s %s\n' "step" "result" "time"
printf '%-14s %-12s %s\n' "----" "------" "----"
for i in "${!names[@]}"; do
  printf '%-14s %-12s %s\n' "${names[$i]}" "${results[$i]}" "${durations[$i]}"
done
printf 'total time %ss\n\n' "$(( $(date +%s) - total_start ))"
echo "steps: $passed passed, $failed failed"
# The closing line counts tests (jest, Playwright and node --test), plus one failure per failed step that
# reported no failed test, so it never reads green by mistake.
echo "$tests_passed passed, $tests_failed failed"
[ $failed -eq 0 ]
