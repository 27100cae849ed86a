#!/usr/bin/env bash
# Builds the DocC archives of Waypoint, WaypointTesting and WaypointWeb with warnings as errors
# (an unresolved symbol link or a malformed article fails), into .build/docs/<Target>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build/docs
for target in Waypoint WaypointTesting WaypointWeb; do
  swift package --allow-writing-to-directory .build/docs generate-documentation \
    --target "$target" --warnings-as-errors --output-path ".build/docs/$target.doccarchive"
done
