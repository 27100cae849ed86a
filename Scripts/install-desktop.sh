#!/usr/bin/env bash
# Installs what the desktop renderer (Desktop/) builds and is tested with, from Debian's
# packages: GTK 4's headers, an X server without a screen (Xvfb), xdotool to send pointer and
# key events through it, ImageMagick to read the screen back, and D-Bus with AT-SPI and its
# Python bindings to read the accessibility tree as an assistive technology does.
set -euo pipefail
packages=(
  libgtk-4-dev xvfb xauth x11-utils xdotool imagemagick dbus dbus-x11 at-spi2-core python3-gi
  gir1.2-atspi-2.0
)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-desktop: everything is installed"
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
