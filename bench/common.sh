# Shared by the bench scripts: source it, then call these.

# Builds incc in Release under build/release and sets $incc to it.
build_release_incc() {
  local root build
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  build="$root/build/release"
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DINCURSION_BUILD_STUDIO=OFF >/dev/null
  ninja -C "$build" incc | tail -n 1
  incc="$build/bin/incc"
}

# The median of the numbers given as arguments.
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Seconds since the epoch, with nanoseconds.
now() { date +%s.%N; }

# With ORIGINAL_INCURSION naming a debug build of the original game (it
# contains the original compiler), times `-compile` on a copy of the corpus
# $1 and prints the wall time and the size of the module it wrote. Without it,
# prints the figures given as $2... (measured earlier, see
# shared/reference/original-baseline.md).
compare_with_original() {
  local corpus=$1
  shift
  if [[ -z "${ORIGINAL_INCURSION:-}" ]]; then
    echo "  original toolchain (measured on this machine, shared/reference/original-baseline.md):"
    printf '    %s\n' "$@"
    return
  fi
  local work start end
  work=$(mktemp -d)
  cp -r "$corpus/lib" "$corpus/inc" "$work/"
  mkdir -p "$work/mod"
  cp "$ORIGINAL_INCURSION" "$work/incursion"
  start=$(now)
  (cd "$work" && ./incursion -compile main.irc >/dev/null 2>&1) || true
  end=$(now)
  printf '  original compiler, same machine, same run (all phases incl. save): %.2f s, module %s bytes\n' \
    "$(echo "$end - $start" | bc -l)" "$(stat -c %s "$work"/mod/*.Mod 2>/dev/null | head -n 1)"
  rm -rf "$work"
}
