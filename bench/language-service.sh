#!/usr/bin/env bash
# Times the language service (completion, hover, diagnostics after a
# keystroke) on the original module's largest file, built in Release.
#
#   bench/language-service.sh CORPUS_DIR [RUNS]
#
# CORPUS_DIR holds lib/main.irc and inc/ (the original incursion-roguelike
# repository's lib and inc folders); the file typed in is lib/wspells.irh.
set -euo pipefail
corpus=${1:?usage: bench/language-service.sh CORPUS_DIR [RUNS]}
runs=${2:-7}
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/build/release"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DINCURSION_BUILD_STUDIO=OFF >/dev/null
ninja -C "$build" language_service_bench incc | tail -n 1
echo "Reference, the same module's front end alone (incc check --timings):"
"$build/bin/incc" check -q --timings "$corpus/lib/main.irc" 2>&1 | grep '^timings:' | sed 's/^/  /'
"$build/bin/language_service_bench" "$corpus/lib/main.irc" "$corpus/lib/wspells.irh" \
  'if (EActor->InSlot(SL_ARMOUR)' "$runs"
