# Sourced by the scripts that open windows (test-desktop.sh, walk-desktop-app.sh): starts an
# Xvfb display of their own, PREFIX plus a digit not in use, waits until it answers, exports
# DISPLAY and stops it when the script exits; a display that does not answer (its number was
# taken meanwhile) is stopped and the next tried, and none answering is an error. GNOME's
# settings are kept in memory, so what the windows change is not the user's. GTK draws with
# cairo: on Xvfb its GL renderer runs on Mesa's software llvmpipe, which GTK from 4.14 no
# longer picks by itself, and under GTK 4.8's GL renderer a drawing area twice showed another
# one's picture.
start_display() {
  local first=$((RANDOM % 9))
  for offset in $(seq 0 8); do
    local number=$(($1 + (first + offset) % 9))
    [ -e "/tmp/.X$number-lock" ] && continue
    Xvfb ":$number" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
    local xvfb=$!
    for _ in $(seq 50); do
      kill -0 "$xvfb" 2>/dev/null || break
      if xdpyinfo -display ":$number" >/dev/null 2>&1; then
        trap "kill $xvfb 2>/dev/null || true" EXIT
        export DISPLAY=":$number" GSETTINGS_BACKEND=memory GSK_RENDERER=cairo
        return 0
      fi
      sleep 0.1
    done
    kill "$xvfb" 2>/dev/null || true
  done
  echo "No Xvfb display from :$1 to :$(($1 + 8)) answered." >&2
  return 1
}
