#!/usr/bin/env bash
# Installs what the browser renderer's tests drive: Debian's chromium and chromium-driver.
# Without them those tests skip, saying so; everything else runs.
set -uo pipefail
if command -v chromedriver >/dev/null 2>&1 && { [ -x /usr/lib/chromium/chromium ] || command -v chromium >/dev/null 2>&1; }; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-browser: no apt-get here; install Chromium and chromedriver to run the browser tests." >&2
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null; }; then
  echo "install-browser: could not install chromium and chromium-driver; the browser tests will skip." >&2
fi
exit 0
