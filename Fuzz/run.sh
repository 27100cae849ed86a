#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for RUNS executions (default one million).
# Usage: Fuzz/run.sh [RUNS] [router|aasa|scene]
# A crash leaves its input in Fuzz/crashes/; add it to the regression tests
# (Tests/WaypointCoreTests/Routing/FuzzRegressionTests.swift, …/Restoration/SceneStateFileTests.swift).
set -euo pipefail
cd "$(dirname "$0")"
runs="${1:-1000000}"
only="${2:-}"
mkdir -p .build crashes
sources=(../Sources/WaypointCore/Routing/*.swift ../Sources/WaypointCore/UniversalLinks/*.swift ../Sources/WaypointCore/Restoration/*.swift)
for target in router aasa scene; do
  [[ -n "$only" && "$only" != "$target" ]] && continue
  case $target in
    router) harness=RouterFuzzer.swift ;;
    aasa) harness=AASAFuzzer.swift ;;
    scene) harness=SceneStateFuzzer.swift ;;
  esac
  echo "== building $target"
  swiftc -O -sanitize=fuzzer -parse-as-library -swift-version 6 -module-name FuzzTarget \
    -Xfrontend -disable-availability-checking \
    "${sources[@]}" Support.swift "$harness" -o ".build/fuzz-$target" 2>&1 | grep -v "ld.gold: warning" || true
  mkdir -p ".build/corpus-$target"
  cp -n seeds/"$target"/* ".build/corpus-$target/" 2>/dev/null || true
  echo "== running $target for $runs executions"
  ".build/fuzz-$target" -runs="$runs" -max_len=512 -artifact_prefix=crashes/"$target"- ".build/corpus-$target" 2>&1 \
    | grep -E "^#[0-9]+[[:space:]]+(DONE|INITED)|ERROR|Done [0-9]+ runs|crash-|SUMMARY" || true
done
