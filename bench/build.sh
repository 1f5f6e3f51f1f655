#!/usr/bin/env bash
# Times a full build (preprocess, lex, parse, sema, code generation, writing
# the .mod) of a whole module, by default the original Incursion corpus, with
# incc built in Release, and prints the size of the module written.
#
#   bench/build.sh CORPUS_DIR [RUNS]
#
# CORPUS_DIR holds lib/main.irc and inc/. With ORIGINAL_INCURSION set, the same
# run times the original compiler too (see compare_with_original in common.sh).
set -euo pipefail
corpus=${1:?usage: bench/build.sh CORPUS_DIR [RUNS]}
runs=${2:-7}
source "$(dirname "$0")/common.sh"
build_release_incc

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out="$work/corpus.mod"

echo "IncursionScript full build of $corpus/lib/main.irc, $runs runs"
"$incc" build -q -I "$corpus/inc" -o "$out" "$corpus/lib/main.irc" 2>&1 | tail -n 1
walls=()
for ((i = 0; i < runs; i++)); do
  start=$(now)
  line=$("$incc" build -q --timings -I "$corpus/inc" -o "$out" "$corpus/lib/main.irc" 2>&1 | grep '^timings:')
  end=$(now)
  walls+=("$(echo "$end - $start" | bc -l)")
done
cp "$out" "$work/first.mod"
"$incc" build -q -I "$corpus/inc" -o "$out" "$corpus/lib/main.irc" 2>/dev/null
cmp -s "$out" "$work/first.mod" && identical=yes || identical=NO
echo "  last run: ${line#timings: }"
printf '  median process wall (start-up, reading, all phases, writing): %.3f s   target: <= 1.0 s\n' \
  "$(median "${walls[@]}")"
printf '  module size: %d bytes (%.2f MB); two builds byte-identical: %s\n' \
  "$(stat -c %s "$out")" "$(echo "$(stat -c %s "$out") / 1000000" | bc -l)" "$identical"

compare_with_original "$corpus" "full compile 10.4 s wall (median), module 1,081,023 bytes (LZ-compressed)"
