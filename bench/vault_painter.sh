#!/usr/bin/env bash
# Times the vault painter on a 70×61 grid, offscreen, in a Release build: a
# pencil stroke's steps and a full redraw, beside the 4 ms target.
#
#   bench/vault_painter.sh [STEPS]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/build/release-studio"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C "$build" vault_painter_bench | tail -n 1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -m 0700 "$scratch/runtime"
XDG_RUNTIME_DIR=$scratch/runtime XDG_CONFIG_HOME=$scratch "$build/bin/vault_painter_bench" "${1:-400}"
