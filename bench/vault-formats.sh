#!/usr/bin/env bash
# Round trips of every vault of a module through the studio's vault formats
# (issue 14): on a copy of CORPUS_DIR (lib/main.irc and inc/), each Grid
# region is exported to .xp, .tmx and .txt with `incursion-studio
# --export-vault` and imported back with --import-vault; the copy must stay
# byte-identical to the corpus. Then one cell of the largest vault is
# changed in its .txt and the import must change exactly one line.
# Prints per vault and format: OK or what differs, and the times.
#
#   bench/vault-formats.sh /work/orig [BUILD_DIR]     # BUILD_DIR: build/dev by default
set -euo pipefail

corpus=${1:?usage: bench/vault-formats.sh CORPUS_DIR [BUILD_DIR]}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${2:-$root/build/dev}
studio="$build/bin/incursion-studio"
incc="$build/bin/incc"
[[ -x $studio && -x $incc ]] || { echo "build incursion-studio and incc in $build first" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/module"
cp -r "$corpus/lib" "$corpus/inc" "$work/module/"
main="$work/module/lib/main.irc"

mapfile -t vaults < <("$incc" vault list "$main" | cut -f1,2)
echo "${#vaults[@]} vaults in $corpus/lib/main.irc"
failures=0
largest="" largest_cells=0
for entry in "${vaults[@]}"; do
  region=${entry%%$'\t'*}
  size=${entry#*$'\t'}
  cells=$(( ${size%x*} * ${size#*x} ))
  if (( cells > largest_cells )); then largest=$region largest_cells=$cells; fi
  line="$(printf '%-28s %7s' "$region" "$size")"
  for format in xp tmx txt; do
    file="$work/vault.$format"
    start=$(date +%s.%N)
    if ! "$studio" --export-vault "$main" "$region" "$file" 2>"$work/err" \
       || ! "$studio" --import-vault "$main" "$region" "$file" 2>>"$work/err"; then
      line+="  $format FAILED: $(tail -n 1 "$work/err")"
      failures=$((failures + 1))
      continue
    fi
    seconds=$(echo "$(date +%s.%N) - $start" | bc)
    if diff -rq "$corpus/lib" "$work/module/lib" >/dev/null && diff -rq "$corpus/inc" "$work/module/inc" >/dev/null; then
      line+="  $format OK $(printf '%.1fs' "$seconds")"
    else
      line+="  $format CHANGED THE SOURCE"
      failures=$((failures + 1))
      cp -r "$corpus/lib" "$corpus/inc" "$work/module/"
    fi
  done
  echo "$line"
done

# One cell of the largest vault, through .txt: one line of its source.
txt="$work/largest.txt"
"$studio" --export-vault "$main" "$largest" "$txt" 2>/dev/null
awk 'NR == 2 { $0 = substr($0, 1, 1) (substr($0, 2, 1) == "#" ? "." : "#") substr($0, 3) } { print }' "$txt" >"$txt.new"
mv "$txt.new" "$txt"
if "$studio" --import-vault "$main" "$largest" "$txt" 2>"$work/err"; then
  changed=$(diff -r "$corpus/lib" "$work/module/lib" | grep -c '^<' || true)
  echo "one cell of \"$largest\" changed through .txt: $changed line(s) of the source changed"
  [[ $changed == 1 ]] || failures=$((failures + 1))
else
  echo "one cell of \"$largest\": import FAILED: $(tail -n 1 "$work/err")"
  failures=$((failures + 1))
fi
echo "failures: $failures"
exit $(( failures > 0 ))
