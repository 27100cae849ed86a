#!/usr/bin/env bash
# Runs the desktop renderer's tests (Desktop/) in real GTK windows: on an Xvfb display of its
# own, inside a D-Bus session with the AT-SPI bus, so the tests can send pointer and key
# events, read the screen and read the accessibility tree. One test at a time: the windows share
# the display, and one would cover another. Extra arguments go to `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
display=":$((90 + RANDOM % 9))"
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  xdpyinfo -display "$display" >/dev/null 2>&1 && break
  sleep 0.1
done
export DISPLAY="$display"
# Desktop settings (GNOME's dark preference) in memory: the tests change them, not the user's.
export GSETTINGS_BACKEND=memory
dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
  swift test --package-path Desktop --no-parallel "$@"
' bash "$@"
