#!/usr/bin/env bash
# Times the dungeon generator (bench/dungeon_bench.cpp, Release): whole
# levels of a standard dungeon (128x128, 4x4 panels, the original's default
# constants, every room shape and a grid vault) from LEVELS consecutive seeds
# at depths 1-10, and prints the median, 90th percentile and worst
# milliseconds per level against issue 5's target (<= 5 ms for a standard
# level). When the original corpus is at hand (INCURSION_CORPUS_DIR, holding
# lib/main.irc and inc/), it is compiled with incc and its first Dungeon,
# The Goblin Caves, is timed the same way.
#
#   bench/dungeon.sh [LEVELS]          (default 500)
#
# DUNGEON_BENCH_BUILD names the Release build tree (default build/release, the
# Qt-free Release tree the other bench scripts use); DUNGEON_BENCH_JOBS the
# build's parallel jobs (default 2: the machine is shared).
set -euo pipefail
levels=${1:-500}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=${DUNGEON_BENCH_BUILD:-$root/build/release}

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DINCURSION_BUILD_STUDIO=OFF >/dev/null
ninja -C "$build" -j "${DUNGEON_BENCH_JOBS:-2}" dungeon_bench incc | tail -n 1

echo "Dungeon generation: wall-clock ms per level over $levels seeds, depths 1-10 (Release)"
printf '%-34s %8s %8s %8s  %s\n' dungeon median p90 worst target
print_row() {
  local label=$1 line=$2
  read -r _ _ median p90 worst <<<"$line"
  verdict=$(awk -v v="$median" 'BEGIN { print (v <= 5 ? "met" : "MISSED") }')
  printf '%-34s %8s %8s %8s  %s\n' "$label" "$median" "$p90" "$worst" "<= 5 ms $verdict"
}
print_row "standard (built-in module)" "$("$build/bin/dungeon_bench" "$levels")"

corpus=${INCURSION_CORPUS_DIR:-}
if [[ -n $corpus && -f $corpus/lib/main.irc ]]; then
  module=$(mktemp --suffix=.mod)
  trap 'rm -f "$module" "$module.log"' EXIT
  # The corpus compiles with warnings; show the compiler's output only if it fails.
  if ! "$build/bin/incc" build "$corpus/lib/main.irc" -o "$module" >"$module.log" 2>&1; then
    cat "$module.log" >&2
    exit 1
  fi
  print_row "The Goblin Caves (corpus)" "$("$build/bin/dungeon_bench" "$levels" "$module" "The Goblin Caves")"
else
  echo "(set INCURSION_CORPUS_DIR to time the original corpus's The Goblin Caves too)"
fi
