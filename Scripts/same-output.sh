#!/usr/bin/env bash
# Records what a build of the tool prints and writes on the samples, every migration case and a benchmark
# tree, so two builds can be compared byte for byte (refactors promise the same output).
# Usage: Scripts/same-output.sh BINARY OUTDIR [TREE]
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") OUT=$2 TREE=${3:-}
rm -rf "$OUT" && mkdir -p "$OUT"
run() { # name, then the command: stdout, stderr and exit status kept
  local name=$1; shift
  "$@" >"$OUT/$name.out" 2>"$OUT/$name.err"; echo $? >"$OUT/$name.rc"
}
for fmt in text json sarif github; do run "samples-check-$fmt" "$BIN" check --no-progress --format "$fmt" Samples; done
run samples-diff "$BIN" diff --no-progress --verbose Samples
run samples-diff-editor "$BIN" diff --no-progress --placeholder editor Samples
run samples-diff-skip "$BIN" diff --no-progress --floor-policy skip Samples
run samples-check-floor "$BIN" check --no-progress --floor iOS=26.0 Samples
run samples-diff-only "$BIN" diff --no-progress --only describe,throw-stubs Samples
W=$(mktemp -d); cp -R Samples "$W/Samples"
(cd "$W" && "$BIN" apply --no-progress --allow-dirty --allow-no-vcs Samples >"$OUT/samples-apply.out" 2>"$OUT/samples-apply.err"; echo $? >"$OUT/samples-apply.rc")
(cd "$W" && find Samples -type f | sort | xargs md5sum) >"$OUT/samples-apply.tree"
rm -rf "$W"
OUT=$(cd "$OUT" && pwd)
# Each case runs in a folder of its own: inside this repository its files belong to no target of ours.
for case in Migrations/*/cases/*/; do
  pass=$(basename "$(dirname "$(dirname "$case")")") name=$(basename "$case")
  args=(); [ -f "$case/args" ] && read -r -a args <"$case/args"
  W=$(mktemp -d)
  if [ -d "$case/in" ]; then cp -R "$case/in/." "$W/"; target=.; else cp "$case/input.swift" "$W/"; target=input.swift; fi
  (cd "$W" && run "case-$pass-$name-diff" "$BIN" diff --no-progress --verbose --only "$pass" "${args[@]}" "$target")
  (cd "$W" && run "case-$pass-$name-check" "$BIN" check --no-progress --format json --fail-on note --only "$pass" "${args[@]}" "$target")
  (cd "$W" && run "case-$pass-$name-all" "$BIN" check --no-progress --fail-on note "${args[@]}" "$target")
  rm -rf "$W"
done
if [ -n "$TREE" ]; then
  run tree-check "$BIN" check --no-progress --format json "$TREE"
  run tree-diff "$BIN" diff --no-progress "$TREE"
fi
echo "recorded $(ls "$OUT" | wc -l) files in $OUT"
