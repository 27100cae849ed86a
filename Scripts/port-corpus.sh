#!/usr/bin/env bash
# Ports every app of a corpus with `waypoint port`, builds each against this checkout and prints
# its first screen with `--render-text`: one tab-separated line per app (name, Swift files,
# result, first blocker). The apps share one build folder, so Waypoint is built once.
#
#   Scripts/port-corpus.sh CORPUS_APPS_DIR OUT_DIR [APP…]
#
# CORPUS_APPS_DIR holds one folder per app (docs/Corpus.md lists the corpus); with APP names,
# only those. Set PORT_FLAGS (e.g. --exclude-unavailable) to pass flags to `waypoint port`.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${1:?usage: port-corpus.sh CORPUS_APPS_DIR OUT_DIR [APP…]}"
out="${2:?usage: port-corpus.sh CORPUS_APPS_DIR OUT_DIR [APP…]}"
shift 2
mkdir -p "$out"
waypoint="$here/.build/debug/waypoint"
[ -x "$waypoint" ] || swift build --package-path "$here" --product waypoint >/dev/null
apps=("$@")
if [ ${#apps[@]} -eq 0 ]; then
  for dir in "$corpus"/*/; do apps+=("$(basename "$dir")"); done
fi
printf 'app\tswift files\tresult\tfirst blocker\n'
for app in "${apps[@]}"; do
  target="$out/$app"
  if ! "$waypoint" port "$corpus/$app" --output "$target" --force ${PORT_FLAGS:-} \
    >"$out/$app.port.log" 2>&1; then
    printf '%s\t-\tport fails\t%s\n' "$app" "$(grep -m1 'error' "$out/$app.port.log")"
    continue
  fi
  files=$(find "$target/Sources" -name '*.swift' | wc -l)
  if ! swift build --package-path "$target" --scratch-path "$out/.build-shared" \
    >"$out/$app.build.log" 2>&1; then
    blocker=$(grep -m1 -E 'error:' "$out/$app.build.log" | sed "s#$target/##" | cut -c1-200)
    printf '%s\t%s\tbuild fails\t%s\n' "$app" "$files" "$blocker"
    continue
  fi
  product=$(sed -n 's/^waypoint port: \([^:]*\):.*/\1/p' "$out/$app.port.log")
  if timeout 60 "$out/.build-shared/debug/$product" --render-text --width 100 --height 30 \
    >"$out/$app.screen.txt" 2>"$out/$app.run.log" && [ -s "$out/$app.screen.txt" ]; then
    printf '%s\t%s\tbuilds, first screen printed\t\n' "$app" "$files"
  else
    printf '%s\t%s\tbuilds, first screen fails\t%s\n' "$app" "$files" \
      "$(head -c 200 "$out/$app.run.log" | tr '\n' ' ')"
  fi
done
