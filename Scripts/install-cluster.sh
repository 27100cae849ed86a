#!/usr/bin/env bash
# Installs what Scripts/web-cluster.sh runs: Debian's postgresql and haproxy (and curl, for its
# health checks). Without them the cluster tests skip, saying so; everything else runs.
set -uo pipefail
have() { command -v "$1" >/dev/null 2>&1; }
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if have haproxy && have curl && [ -n "$(pg_bin)" ] && [ -x "$(pg_bin)/initdb" ]; then
  exit 0
fi
if ! have apt-get; then
  echo "install-cluster: no apt-get here; install PostgreSQL and HAProxy to run the cluster tests." >&2
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
# Debian's postgresql package creates and starts a cluster of its own; the project's script
# starts a private one instead, so the package's is not needed running.
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq postgresql haproxy curl >/dev/null; }; then
  echo "install-cluster: could not install postgresql and haproxy; the cluster tests will skip." >&2
fi
exit 0
