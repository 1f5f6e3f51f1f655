#!/usr/bin/env bash
# Headless game speed and memory (bench/game_bench.cpp, Release), against
# issue 6's targets and the original engine's figure from
# ../shared/reference/original-baseline.md (about 44,400 turns/s resting; its
# "turns" are ticks of its Turn counter, a fifth of a second each, the unit
# our TurnQueue counts too). The module is the example, The Goblin Warrens,
# with a ten-level Dungeon added (bench/game/ten-levels.irc). The player
# rests with unlimited hit points while every monster on the level acts.
#
#   bench/game.sh [TICKS]         (default 300000; the 1,000-monster run does a tenth)
#
# GAME_BENCH_BUILD names the Release build tree (default build/release).
set -euo pipefail
ticks=${1:-300000}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=${GAME_BENCH_BUILD:-$root/build/release}

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DINCURSION_BUILD_STUDIO=OFF >/dev/null
ninja -C "$build" -j "${GAME_BENCH_JOBS:-2}" game_bench incc | tail -n 1

module=$(mktemp --suffix=.mod)
trap 'rm -f "$module"' EXIT
# The compiler's summary goes to stderr; show its output only if it fails.
"$build/bin/incc" build -q -I "$root/examples/goblin-warrens/inc" -o "$module" "$here/game/ten-levels.irc" \
  >"$module.log" 2>&1 || { cat "$module.log"; exit 1; }
rm -f "$module.log"

out=$("$build/bin/game_bench" "$module" "Ten Levels Down" "$ticks")
echo "Headless game, Release: ticks of game time per wall-clock second (a standard action is 30 ticks)"
printf '%-28s %12s %16s  %s\n' scenario ticks/s "monster turns/s" target
row() {
  local label=$1 key=$2 target=$3
  read -r _ _ _ rate monsters <<<"$(grep "^$key " <<<"$out")"
  verdict=$(awk -v v="$rate" -v t="$target" 'BEGIN { print (t == 0 ? "" : (v >= t ? "met" : "MISSED")) }')
  printf '%-28s %12s %16s  %s\n' "$label" "$rate" "$monsters" "${target/#0/-} $verdict"
}
row "resting, no monsters" rest-0 0
row "resting, 100 monsters" rest-100 50000
row "resting, 1,000 monsters" rest-1000 5000
echo "original engine, resting (baseline): about 44,400 ticks/s"
read -r _ levels state total rss save <<<"$(grep '^memory ' <<<"$out")"
mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1048576 }'; }
verdict=$(awk -v b="$state" 'BEGIN { print (b <= 9 * 1048576 ? "met" : "MISSED") }')
echo "memory with $levels levels generated: game state $(mb "$state") on the heap (target <= 9 MB: $verdict);" \
     "with the modules $(mb "$total"); resident growth $(mb "$rss"); a save file $(mb "$save")"
