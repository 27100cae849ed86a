# Sourced by the scripts that open windows (test-desktop.sh, walk-desktop-app.sh): starts an
# Xvfb display of their own, PREFIX plus a random digit, waits until it answers, exports DISPLAY
# and stops it when the script exits. GNOME's settings are kept in memory, so what the windows
# change is not the user's. GTK draws with cairo: on Xvfb its GL renderer runs on Mesa's
# software llvmpipe, which GTK from 4.14 no longer picks by itself, and under GTK 4.8's GL
# renderer a drawing area twice showed another one's picture.
start_display() {
  local display=":$(($1 + RANDOM % 9))"
  Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
  local xvfb=$!
  trap "kill $xvfb 2>/dev/null || true" EXIT
  for _ in $(seq 50); do
    xdpyinfo -display "$display" >/dev/null 2>&1 && break
    sleep 0.1
  done
  export DISPLAY="$display" GSETTINGS_BACKEND=memory GSK_RENDERER=cairo
}
