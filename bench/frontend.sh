#!/usr/bin/env bash
# Times preprocess + lex + parse of a whole module (by default the original
# Incursion corpus) with incc, built in Release.
#
#   bench/frontend.sh CORPUS_DIR [RUNS]
#
# CORPUS_DIR holds lib/main.irc and inc/ (e.g. an export of the original
# incursion-roguelike repository's lib and inc folders). If ORIGINAL_INCURSION
# names a debug build of the original game (which contains its compiler), the
# same run also times `ORIGINAL_INCURSION -compile` on a copy of the corpus;
# otherwise the figure measured in shared/reference/original-baseline.md is
# printed for comparison.
set -euo pipefail
corpus=${1:?usage: bench/frontend.sh CORPUS_DIR [RUNS]}
runs=${2:-7}
source "$(dirname "$0")/common.sh"
build_release_incc

echo "IncursionScript front end: preprocess + lex + parse of $corpus/lib/main.irc, $runs runs"
"$incc" check -q -I "$corpus/inc" "$corpus/lib/main.irc" 2>&1 | tail -n 1
phases=()
walls=()
for ((i = 0; i < runs; i++)); do
  start=$(now)
  line=$("$incc" check -q --timings -I "$corpus/inc" "$corpus/lib/main.irc" 2>&1 | grep '^timings:')
  end=$(now)
  phases+=("$(sed -E 's/.*total ([0-9.]+) s/\1/' <<<"$line")")
  walls+=("$(echo "$end - $start" | bc -l)")
  last=$line
done
echo "  last run: ${last#timings: }"
printf '  median phases total: %.3f s   median process wall (incl. start-up, file reading): %.3f s\n' \
  "$(median "${phases[@]}")" "$(median "${walls[@]}")"
echo "  target: <= 0.5 s wall"

compare_with_original "$corpus" \
  "preprocess 0.10-0.13 s + lexer pass 5.2-5.4 s + parse pass 2.33 s = about 7.7 s"
