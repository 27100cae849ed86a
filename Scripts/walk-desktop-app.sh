#!/usr/bin/env bash
# Walks a ported app's desktop window from outside, as Scripts/test-desktop.sh's tests walk the
# recipes app: builds NAME-desktop, opens it on an Xvfb display of its own with the AT-SPI bus,
# clicks each control of its window by real pointer events (Scripts/desktop-walk.py), saving a
# screenshot and the accessibility tree after each, while the app checks after every change
# that each widget sits at its element's frame (WAYPOINT_DESKTOP_CHECK_FRAMES=1). Fails when a
# widget is out of place, when no check ran, or when the app does not survive the walk.
#
#   Scripts/walk-desktop-app.sh PACKAGE-FOLDER PRODUCT [STEPS] [OUTPUT-FOLDER]
#
# PACKAGE-FOLDER is what `waypoint port` wrote; PRODUCT its NAME-desktop. WALK_BUILD_FLAGS adds
# options to `swift build` (a `--scratch-path` that has Waypoint built already). Needs what
# Scripts/install-desktop.sh installs.
set -euo pipefail
package=$(cd "$1" && pwd)
product=$2
steps=${3:-12}
output=${4:-$package/.build/desktop-walk}
mkdir -p "$output"
rm -f "$output"/step-*
read -r -a flags <<<"${WALK_BUILD_FLAGS:-}"
swift build --package-path "$package" "${flags[@]}" --product "$product"
binary="$(swift build --package-path "$package" "${flags[@]}" --show-bin-path)/$product"

source "$(dirname "$0")/start-display.sh"
start_display 80
export WAYPOINT_DESKTOP_CHECK_FRAMES=1
# The app keeps its state in a folder of the walk's own, not the user's.
state=$(mktemp -d)
export XDG_STATE_HOME="$state/state" XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"
walker="$(cd "$(dirname "$0")" && pwd)/desktop-walk.py"
dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
  "$1" 2>"$2/app.log" &
  app=$!
  /usr/bin/python3 "$3" "$app" "$2" "$4"
  walked=$?
  if ! kill -0 "$app" 2>/dev/null; then echo "walk: the app ended during the walk" >&2; exit 1; fi
  kill -TERM "$app"; wait "$app" || true
  exit $walked
' bash "$binary" "$output" "$walker" "$steps"
checks=$(grep -c "frames checked" "$output/app.log" || true)
misplaced=$(grep "waypoint-desktop: misplaced:" "$output/app.log" || true)
echo "walk: $checks frame checks; screenshots and trees in $output"
if [ "$checks" -eq 0 ]; then echo "walk: the app checked no frames" >&2; exit 1; fi
if [ -n "$misplaced" ]; then echo "$misplaced" >&2; exit 1; fi
