#!/usr/bin/env bash
# Runs the desktop renderer's tests (Desktop/) in real GTK windows: on an Xvfb display of its
# own, inside a D-Bus session with the AT-SPI bus, so the tests can send pointer and key
# events, read the screen and read the accessibility tree. One test at a time: the windows share
# the display, and one would cover another. Extra arguments go to `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/start-display.sh
start_display 90
dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
  swift test --package-path Desktop --no-parallel "$@"
' bash "$@"
