#!/usr/bin/env bash
# Runs the five VM benchmark programs on our script VM (bench/vm_bench.cpp,
# Release) and on Lua 5.4 (bench/lua/*.lua through the C host
# bench/lua/lua_host.c), one program at a time so both sides of a row run
# close together, and prints the results, CPU ns per operation (median of
# RUNS runs, user+sys), the ratio ours/Lua and the targets of issues 4 and 13.
# Fails if the two sides print different results for a program.
#
#   bench/vm.sh [RUNS]          (default 5)
#
# VM_BENCH_BUILD names the Release build tree (default build/release, the
# Qt-free Release tree bench/frontend.sh and bench/build.sh use).
# Installs lua5.4 and liblua5.4-dev with apt-get when they are missing.
set -euo pipefail
runs=${1:-5}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=${VM_BENCH_BUILD:-$root/build/release}

if ! pkg-config --exists lua5.4 2>/dev/null || ! command -v lua5.4 >/dev/null; then
  echo "vm.sh: installing lua5.4 liblua5.4-dev"
  as_root=()
  [[ $(id -u) -eq 0 ]] || as_root=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update >/dev/null
  "${as_root[@]}" apt-get install -y --no-install-recommends lua5.4 liblua5.4-dev pkg-config >/dev/null
fi

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DINCURSION_BUILD_STUDIO=OFF >/dev/null
ninja -C "$build" vm_bench | tail -n 1
vm_bench=$build/bin/vm_bench
lua_host=$build/bench/lua_host
if [[ ! -x $lua_host || $here/lua/lua_host.c -nt $lua_host ]]; then
  # shellcheck disable=SC2046  # pkg-config prints several flags
  cc -std=c11 -O2 -Wall -Wextra -Werror -o "$lua_host" "$here/lua/lua_host.c" $(pkg-config --cflags --libs lua5.4)
fi

# name, Lua script, its N, operations (the per-op divisor), unit, target
# (ratio:R = ours/Lua <= R, ns:T = ours <= T ns per operation): issue 4's, and
# issue 13's for fib and loop (the counted loop must not cost fib its lead).
# The sizes are vm_bench.cpp's; a difference shows as different results.
programs=(
  "fib      fib.lua      30       2692537   call        ratio:0.8"
  "loop     loop.lua     5000     200000000 iteration   ratio:0.9"
  "hostcall hostcall.lua 10000000 10000000  call        ns:15"
  "dispatch dispatch.lua 10000000 10000000  invocation  ns:30"
  "message  message.lua  1000000  1000000   message     -"
)

echo "Script VM vs $(lua5.4 -v 2>&1 | cut -d' ' -f1-2): CPU time per operation (user+sys), median of $runs runs"
printf '%-9s %11s %10s %10s %9s  %-11s %s\n' program result "ours ns" "Lua ns" ours/Lua per target
for row in "${programs[@]}"; do
  read -r name script n ops unit target <<<"$row"
  ours=$("$vm_bench" "$runs" "$name")
  dispatch=()
  [[ $name == dispatch ]] && dispatch=(--dispatch)
  lua=$("$lua_host" "${dispatch[@]}" "$name" "$here/lua/$script" "$n" "$ops" "$runs")
  read -r _ ours_result ours_ns <<<"$ours"
  read -r _ lua_result lua_ns <<<"$lua"
  if [[ $ours_result != "$lua_result" ]]; then
    echo "vm.sh: $name: different results: ours $ours_result, Lua $lua_result" >&2
    exit 1
  fi
  ratio=$(awk -v a="$ours_ns" -v b="$lua_ns" 'BEGIN { printf "%.2f", a / b }')
  case $target in
    ratio:*) verdict=$(awk -v v="$ratio" -v t="${target#*:}" 'BEGIN { print (v <= t ? "met" : "MISSED") }')
             target="<= ${target#*:}x Lua" ;;
    ns:*) verdict=$(awk -v v="$ours_ns" -v t="${target#*:}" 'BEGIN { print (v <= t ? "met" : "MISSED") }')
          target="<= ${target#*:} ns" ;;
    *) verdict="" ;;
  esac
  printf '%-9s %11s %10s %10s %9s  %-11s %s\n' "$name" "$ours_result" "$ours_ns" "$lua_ns" "$ratio" "$unit" \
    "$target${verdict:+ $verdict}"
done
cat <<'EOF'
loop: s += (i*i) % 7 for i = 1..40000, 5000 times (i*i < 2^31, so Lua's 64-bit sum equals our 32-bit one).
dispatch: on_event(i&1023, i&7, 3) = kind + x*y, called from C++/C; the sum is taken in the host (64-bit).
message: our side formats the number with Str(int32) and measures with strlen(string), host functions
registered by vm_bench (the script language has neither); Lua uses .. and #.
EOF
