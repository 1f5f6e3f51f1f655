#!/usr/bin/env bash
# Times the language server incls, built in Release, on a module (by default
# the original Incursion corpus): process start to `initialize` answered and
# to the first diagnostics of the main file, and from one keystroke to an
# answer from the new check; beside them, in the same run, `incc build` of
# the same module (the same compiler work, as a process of its own).
#
#   bench/incls.sh [MAIN.irc] [RUNS]
#
# On the original corpus it also times completion after `EActor->`, hover
# and go to definition in its largest file, wspells.irh.
set -euo pipefail
main=${1:-/work/orig/lib/main.irc}
runs=${2:-5}
source "$(dirname "$0")/common.sh"
build_release_incc
ninja -C "$(dirname "$incc")/.." incls | tail -n 1
incls="$(dirname "$incc")/incls"

echo "incls on $main, $runs runs"
queries=()
if [[ -f "$(dirname "$main")/wspells.irh" ]] && grep -q 'if (EActor->HasStati(SPECIALTY_SCHOOL' "$(dirname "$main")/wspells.irh"; then
  queries=("$(dirname "$main")/wspells.irh" 202:19)    # just after `EActor->`
fi
python3 "$(dirname "$0")/incls_client.py" "$incls" "$main" "$runs" "${queries[@]}"
walls=()
out=$(mktemp)
for ((i = 0; i < runs; i++)); do
  start=$(now)
  "$incc" build -q -o "$out" "$main" >/dev/null 2>&1 || true
  end=$(now)
  walls+=("$(echo "$end - $start" | bc -l)")
done
rm -f "$out"
printf '  reference, same run: incc build (preprocess to code generation, one process) median %.0f ms\n' \
  "$(echo "$(median "${walls[@]}") * 1000" | bc -l)"
