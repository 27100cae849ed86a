#!/usr/bin/env bash
# Fails when a renderer reaches past the public renderer contract (docs/Renderers.md): the
# terminal, the browser and the driver are type-checked again as if they were another package,
# against the modules `swift build` left in .build, so any `package` declaration they use is an
# error here. Run after a debug build (`swift build` or `swift test`); takes about a minute.
set -euo pipefail
cd "$(dirname "$0")/.."
renderers=(WaypointTerminal WaypointWeb WaypointTesting WaypointSnapshotTesting)
bin=$(swift build --show-bin-path)
if [ ! -d "$bin/Modules" ]; then
  echo "check-renderer-contract: no build in $bin; run swift build first" >&2
  exit 2
fi
# The C modules the build found (its own and its dependencies'), as the build passed them.
maps=()
while IFS= read -r map; do
  maps+=(-Xcc "-fmodule-map-file=$map")
done < <(
  find "$bin" -maxdepth 3 -name module.modulemap -path '*.build/*' -not -path '*-tool.build/*'
  find .build/checkouts -name module.modulemap 2>/dev/null
)
failed=0
for module in "${renderers[@]}"; do
  sources=()
  while IFS= read -r file; do sources+=("$file"); done < <(
    find "Sources/$module" "$bin/$module.build/DerivedSources" -name '*.swift' 2>/dev/null)
  # `continue-building-after-errors` reports every file's errors, not the first file's.
  errors=$(
    swiftc -typecheck -continue-building-after-errors -module-name "$module" -swift-version 6 \
      -package-name waypoint-renderer-contract -DSWIFT_PACKAGE -I "$bin/Modules" "${maps[@]}" \
      "${sources[@]}" 2>&1 | grep -E '^[^ ].*: error: ' | sort -u || true)
  if [ -n "$errors" ]; then
    echo "$module uses what the renderer contract does not offer:"
    echo "$errors"
    failed=1
  else
    echo "$module: only the public renderer contract"
  fi
done
if [ "$failed" -ne 0 ]; then
  echo "Make the declaration public, with a doc comment and a line in docs/Renderers.md," >&2
  echo "or read what the contract already offers." >&2
fi
exit "$failed"
