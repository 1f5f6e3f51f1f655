#!/usr/bin/env bash
# Times typing on one 5 MB line in the studio, offscreen, in a Release build,
# beside a 50 KB line in the same run (bench/editor/long_line_bench.cpp).
#
#   bench/long-line.sh [KEYSTROKES] [MEGABYTES]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/build/release-studio"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C "$build" long_line_bench | tail -n 1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -m 0700 "$scratch/runtime"
echo "load: $(uptime)"
XDG_RUNTIME_DIR=$scratch/runtime XDG_CONFIG_HOME=$scratch "$build/bin/long_line_bench" "${1:-40}" "${2:-5}"
