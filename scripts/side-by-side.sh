#!/usr/bin/env bash
# Runs its commands at the same time, then prints each one's output whole, in the order given, with
# its time; exits 1 when any of them failed. For checks that keep one core busy each (ESLint, tsc):
# the `checks` step of scripts/test.sh.
#
#   scripts/side-by-side.sh "npm run lint:code" "npm run typecheck:code"
set -uo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cmds=("$@")
pids=()
for i in "${!cmds[@]}"; do
  ( start=$(date +%s); bash -c "${cmds[$i]}" >"$dir/$i.out" 2>&1; status=$?
    echo "$status $(( $(date +%s) - start ))" >"$dir/$i.status"; exit "$status" ) &
  pids+=($!)
done
failed=0
for i in "${!cmds[@]}"; do
  wait "${pids[$i]}"
  read -r status seconds <"$dir/$i.status"
  printf -- '-- %s\n' "${cmds[$i]}"
  cat "$dir/$i.out"
  printf -- '-- %s: exit %s after %ss\n\n' "${cmds[$i]}" "$status" "$seconds"
  [ "$status" -eq 0 ] || failed=1
done
exit $failed
