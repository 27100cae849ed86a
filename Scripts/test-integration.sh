#!/usr/bin/env bash
# The integration suites, which `swift test` skips: they run the built products (the recipes app,
# recipes-web, waypoint) as processes and in pseudo-terminals, drive headless Chromium, start
# PostgreSQL and HAProxy, and build whole packages (an Xcode app ported, `waypoint new`).
#
#   Scripts/test-integration.sh [swift test options…]
#
# Needs Chromium and chromedriver (Scripts/install-browser.sh) and PostgreSQL, HAProxy and curl
# (Scripts/install-cluster.sh); suites whose programs are missing say so and are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
WAYPOINT_INTEGRATION=1 exec swift test --filter Integration "$@"
