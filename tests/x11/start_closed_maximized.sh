#!/bin/sh
# The studio starts on a real X server (Xvfb, no window manager) with the settings
# a window closed maximized with the world editor's panels out leaves behind
# (closed_maximized.conf: only [layout] and [window]). Qt 6.4 crashed laying out
# that dock state when it was restored into the hidden window, before it showed
# maximized; LayoutModes::restore now restores it once the window is shown. The
# offscreen platform of the Qt Test suites never crashed there, hence Xvfb.
# Usage: start_closed_maximized.sh STUDIO SETTINGS. Exit 77 (skipped) without xvfb-run.
set -eu
studio=$1
settings=$2
if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "SKIP: xvfb-run is not installed (Debian package 'xvfb'; scripts/setup-deps installs it)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/config/Incursion" "$work/cache" "$work/data"
mkdir -m 0700 "$work/runtime"
cp "$settings" "$work/config/Incursion/incursion-studio.conf"
# --grab shows the window, takes a screenshot once it has painted and quits.
# No session bus: the test talks to nobody's desktop (and libdbus, left to
# autolaunch one from X, keeps a buffer the sanitizer build reports as a leak).
status=0
env -u QT_QPA_PLATFORM XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" \
  XDG_RUNTIME_DIR="$work/runtime" HOME="$work" DBUS_SESSION_BUS_ADDRESS="unix:path=$work/no-bus" \
  timeout 120 xvfb-run -a -s '-screen 0 1600x1000x24' "$studio" --grab "$work/window.png" || status=$?
if [ "$status" -ne 0 ]; then
  echo "FAIL: the studio exited with status $status starting from a window closed maximized"
  exit 1
fi
if [ ! -s "$work/window.png" ]; then
  echo "FAIL: the studio started but wrote no screenshot"
  exit 1
fi
echo "PASS: the studio started and painted from a window closed maximized"
