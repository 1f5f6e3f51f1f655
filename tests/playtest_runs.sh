#!/usr/bin/env bash
# Headless playtests of a module with the explore bot (issue 6, acceptance 1):
# for each seed a run of TURNS game turns must finish without a crash and
# without script errors and write its report; the first three seeds are run
# twice and must give identical reports; and a game saved at turn SAVE_AT and
# loaded again must end with the same report as the straight run.
#
#   tests/playtest_runs.sh INCPLAY MODULE SEEDS TURNS SAVE_AT
set -euo pipefail
incplay=$1 module=$2 seeds=$3 turns=$4 save_at=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

for seed in $(seq 1 "$seeds"); do
  report=$work/report-$seed.txt
  if ! "$incplay" run --bot explore --seed "$seed" --turns "$turns" --date test --report "$report" "$module" \
       >"$work/out-$seed.txt" 2>&1; then
    fail "seed $seed: incplay run failed"; cat "$work/out-$seed.txt"; continue
  fi
  [[ -s $report ]] || { fail "seed $seed: no report"; continue; }
  grep -q '^Script errors: 0$' "$report" || { fail "seed $seed: script errors"; grep -A5 '^Script errors' "$report"; }
  head -n 1 "$work/out-$seed.txt"
  if (( seed <= 3 )); then
    "$incplay" run --bot explore --seed "$seed" --turns "$turns" --date test --report "$work/again.txt" "$module" >/dev/null
    cmp -s "$report" "$work/again.txt" || fail "seed $seed: two runs differ"
    "$incplay" run --bot explore --seed "$seed" --turns "$save_at" --save "$work/save.bin" "$module" >/dev/null
    "$incplay" run --bot explore --load "$work/save.bin" --turns "$turns" --date test --report "$work/loaded.txt" \
      "$module" >/dev/null
    cmp -s "$report" "$work/loaded.txt" || { fail "seed $seed: save at $save_at and load changed the game";
                                             diff "$report" "$work/loaded.txt" | head -20; }
  fi
done
echo "$seeds seeds x $turns turns: $failures failures"
(( failures == 0 ))
