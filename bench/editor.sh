#!/usr/bin/env bash
# Times opening a large file in the studio's editor and typing in it, offscreen,
# in a Release build.
#
#   bench/editor.sh FILE [KEYSTROKES]      e.g. bench/editor.sh CORPUS/lib/wspells.irh
set -euo pipefail
file=${1:?usage: bench/editor.sh FILE [KEYSTROKES]}
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/build/release-studio"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C "$build" editor_benchmark | tail -n 1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -m 0700 "$scratch/runtime"
XDG_RUNTIME_DIR=$scratch/runtime XDG_CONFIG_HOME=$scratch "$build/bin/editor_benchmark" "$file" "${2:-200}"
