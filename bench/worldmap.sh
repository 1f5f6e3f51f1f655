#!/usr/bin/env bash
# Times the world bitmaps (bench/worldmap_bench.cpp, Release) beside libpng
# decoding the same file in the same run, against issue 15's targets:
#   a 4096x4096 world: load + full check <= 1 s, memory <= 4 bytes per cell
#   beyond the image; a local tile <= 5 ms; `new` at 1024x1024 <= 2 s.
#
#   bench/worldmap.sh [RUNS]          (default 5; each figure is the median)
#
# WORLDMAP_BENCH_BUILD names the Release build tree (default build/release,
# the Qt-free Release tree the other bench scripts use); WORLDMAP_BENCH_JOBS
# the build's parallel jobs (default 2: the machine is shared).
set -euo pipefail
runs=${1:-5}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=${WORLDMAP_BENCH_BUILD:-$root/build/release}

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DINCURSION_BUILD_STUDIO=OFF >/dev/null
ninja -C "$build" -j "${WORLDMAP_BENCH_JOBS:-2}" worldmap_bench | tail -n 1

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
results=$("$build/bin/worldmap_bench" "$scratch" "$runs")
value() { awk -v k="$1" '$1 == k { print $2 }' <<<"$results"; }
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v <= t ? "met" : "MISSED") }'; }

libpng_version=$(dpkg-query -W -f='${Version}' libpng-dev 2>/dev/null || echo "?")
size=$(stat -c %s "$scratch/world4096.png" 2>/dev/null || echo "?")
echo "World bitmaps, median of $runs runs (Release; libpng $libpng_version)"
echo
printf '%-44s %10s  %s\n' "4096x4096 world ($size bytes of PNG)" "" ""
printf '  %-42s %7s ms\n' "libpng's own decode of the same file" "$(value libpng_decode_ms)"
printf '  %-42s %7s ms\n' "ours: load (readWorldPng)" "$(value load_ms)"
printf '  %-42s %7s ms\n' "ours: full check ($(value problems) problems)" "$(value check_ms)"
printf '  %-42s %7s ms  target <= 1000 ms %s\n' "ours: load + full check" "$(value load_check_ms)" \
  "$(verdict "$(value load_check_ms)" 1000)"
printf '  %-42s %7s     target <= 4 %s\n' "memory beyond the image, bytes per cell" "$(value bytes_per_cell)" \
  "$(verdict "$(value bytes_per_cell)" 4)"
echo
printf '%-44s %7s ms  target <= 5 ms %s (worst %s ms over %s tiles)\n' "local tile 64x64, median" \
  "$(value tile_ms_median)" "$(verdict "$(value tile_ms_median)" 5)" "$(value tile_ms_worst)" "$(value tiles)"
printf '%-44s %7s ms  target <= 2000 ms %s\n' "new at 1024x1024 (generate + write)" "$(value new_1024_ms)" \
  "$(verdict "$(value new_1024_ms)" 2000)"
