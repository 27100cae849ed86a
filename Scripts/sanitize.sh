#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer and AddressSanitizer (issue 19), each in its own
# build folder so the normal build is untouched. Usage: Scripts/sanitize.sh [thread|address]...
# Each run prints how long it took; a sanitizer report fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
kinds=("$@")
[ ${#kinds[@]} -eq 0 ] && kinds=(thread address)
status=0
for kind in "${kinds[@]}"; do
  start=$(date +%s)
  mkdir -p ".build-sanitize-$kind"
  log=".build-sanitize-$kind/sanitize.log"
  echo "== swift test --sanitize=$kind"
  if TSAN_OPTIONS="halt_on_error=1" ASAN_OPTIONS="detect_leaks=0:halt_on_error=1" \
    swift test --sanitize="$kind" --scratch-path ".build-sanitize-$kind" >"$log" 2>&1 &&
    ! grep -q "Sanitizer" "$log"; then
    echo "   passed, no report ($(($(date +%s) - start)) s)"
  else
    echo "   FAILED ($(($(date +%s) - start)) s); see $log:"
    grep -m 20 -A 12 "Sanitizer\|error:" "$log" || tail -40 "$log"
    status=1
  fi
done
exit $status
