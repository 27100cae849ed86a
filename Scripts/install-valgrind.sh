#!/usr/bin/env bash
# Installs Debian's valgrind, whose callgrind counts the instructions of the benchmarks' loops
# (Benchmarks/README.md). Without it the benchmarks print wall-time ratios only, saying so.
set -uo pipefail
if command -v valgrind >/dev/null 2>&1; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-valgrind: no apt-get here; install valgrind to count instructions." >&2
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq valgrind >/dev/null; }; then
  echo "install-valgrind: could not install valgrind; the benchmarks will print wall time only." >&2
fi
exit 0
