#!/usr/bin/env bash
# Ports every app of a corpus with `waypoint port`, builds each against this checkout and prints
# its first screen with `--render-text`: one tab-separated line per app (name, Swift files,
# result, first blocker).
#
#   Scripts/port-corpus.sh CORPUS_APPS_DIR OUT_DIR [APP…]
#
# CORPUS_APPS_DIR holds one folder per app (docs/Corpus.md lists the corpus); with APP names,
# only those. Set PORT_FLAGS (e.g. --exclude-unavailable) to pass flags to `waypoint port`.
#
# Every port is a package of several targets (the app's library, its terminal, web and desktop
# executables), built on its own; all of them share one scratch folder (OUT_DIR/build), so that
# Waypoint is built once for them. Each port's Package.swift points at this checkout
# (`--waypoint`). "swift files" counts the Swift files of the app's own target, with what the
# port adds to it (asset symbols, the entry the executables call), not the executables' files.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${1:?usage: port-corpus.sh CORPUS_APPS_DIR OUT_DIR [APP…]}"
out="${2:?usage: port-corpus.sh CORPUS_APPS_DIR OUT_DIR [APP…]}"
shift 2
mkdir -p "$out/apps" "$out/logs"
waypoint="$here/.build/debug/waypoint"
[ -x "$waypoint" ] || swift build --package-path "$here" --product waypoint >/dev/null
apps=("$@")
if [ ${#apps[@]} -eq 0 ]; then
  for dir in "$corpus"/*/; do apps+=("$(basename "$dir")"); done
fi

declare -A name_of files_of failed_port
for app in "${apps[@]}"; do
  # Notes go to stdout and the summary to stderr; kept apart, the summary is never glued to a
  # note, and the name is read from stderr alone.
  if ! "$waypoint" port "$corpus/$app" --output "$out/apps/$app" --force --waypoint "$here" \
    ${PORT_FLAGS:-} >"$out/logs/$app.port.out" 2>"$out/logs/$app.port.err"; then
    cat "$out/logs/$app.port.out" "$out/logs/$app.port.err" >"$out/logs/$app.port.log"
    failed_port[$app]=$(grep -m1 'error' "$out/logs/$app.port.err")
    continue
  fi
  cat "$out/logs/$app.port.out" "$out/logs/$app.port.err" >"$out/logs/$app.port.log"
  # "waypoint port: Name and 2 library targets: …" names the app Name.
  name=$(sed -n 's/^waypoint port: \([^:]*\):.*/\1/p' "$out/logs/$app.port.err" | head -1 \
    | sed -E 's/ and [0-9]+ library targets?$//')
  name_of[$app]=$name
  files_of[$app]=$(find "$out/apps/$app/Sources/$name" -name '*.swift' | wc -l)
done

printf 'app\tswift files\tresult\tfirst blocker\n'
for app in "${apps[@]}"; do
  if [ -n "${failed_port[$app]:-}" ]; then
    printf '%s\t-\tport fails\t%s\n' "$app" "${failed_port[$app]}"
    continue
  fi
  target=${name_of[$app]}
  if ! swift build --package-path "$out/apps/$app" --scratch-path "$out/build" --product "$target" \
    >"$out/logs/$app.build.log" 2>&1
  then
    # The driver's "emit-module command failed" and "compile command failed" lines only say
    # that a compile failed; the first blocker is the first error of the compiler itself.
    blocker=$(grep -v -E 'error: (emit-module|compile) command failed' "$out/logs/$app.build.log" \
      | grep -m1 -E 'error:' | sed "s#$out/apps/$app/##" | cut -c1-200)
    printf '%s\t%s\tbuild fails\t%s\n' "$app" "${files_of[$app]}" "$blocker"
    continue
  fi
  if timeout 60 "$out/build/debug/$target" --render-text --width 100 --height 30 \
    >"$out/logs/$app.screen.txt" 2>"$out/logs/$app.run.log" && [ -s "$out/logs/$app.screen.txt" ]
  then
    printf '%s\t%s\tbuilds, first screen printed\t\n' "$app" "${files_of[$app]}"
  else
    printf '%s\t%s\tbuilds, first screen fails\t%s\n' "$app" "${files_of[$app]}" \
      "$(head -c 200 "$out/logs/$app.run.log" | tr '\n' ' ')"
  fi
done
