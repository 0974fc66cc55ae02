#!/usr/bin/env bash
# make bench: times intent-migrate against rg (and ast-grep when installed) on synthetic app trees.
# Usage: Scripts/bench.sh [FILES ...]   (default: $BENCH_SIZES, else 1000 5000 20000)
#   BENCH_KINDS    tree kinds to run for each size (default "realistic allwords"; also "intentsonly"),
#                  see Scripts/bench-tree.py and docs/performance.md
#   BENCH_RUNS     alternating rounds per tree (default 20); AST_GREP_RUNS: ast-grep runs (default 3)
#   BENCH_APPLY_RUNS  rounds of apply beside check, each from the committed tree (default 10)
#   BENCH_DIR      where the trees and timings are kept (default $TMPDIR/intent-migrate-bench)
#   BENCH_BIN      time this binary and build nothing (default: build the release binary, as `make release`)
# Prints one Markdown table at the end: a row per (kind, files).
set -euo pipefail
cd "$(dirname "$0")/.."

need() { command -v "$1" >/dev/null 2>&1; }
install_apt() {
  local SUDO; SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "$@" >/dev/null
}
need hyperfine || install_apt hyperfine
need rg || install_apt ripgrep
[ -x /usr/bin/time ] || install_apt time
need git || install_apt git
need python3 || { echo "bench needs python3 for the tree generator"; exit 2; }

SIZES=("$@"); [ ${#SIZES[@]} -gt 0 ] || read -ra SIZES <<< "${BENCH_SIZES:-1000 5000 20000}"
read -ra KINDS <<< "${BENCH_KINDS:-realistic allwords}"
RUNS="${BENCH_RUNS:-20}"
WORK="${BENCH_DIR:-${TMPDIR:-/tmp}/intent-migrate-bench}"
mkdir -p "$WORK"

if [ -n "${BENCH_BIN:-}" ]; then
  BIN="$BENCH_BIN"
else
  # The same build as `make release` (static Swift runtime on Linux).
  DEFAULT_FLAGS=""
  if [ "$(uname)" = Linux ]; then
    DEFAULT_FLAGS="--static-swift-stdlib"
    need ld.lld && DEFAULT_FLAGS+=" -Xswiftc -use-ld=lld"
  fi
  swift build -c release ${RELEASE_FLAGS-$DEFAULT_FLAGS} >"$WORK/build.log" 2>&1 \
    || { tail -30 "$WORK/build.log"; echo "release build failed (log: $WORK/build.log)"; exit 1; }
  BIN="$PWD/.build/release/intent-migrate"
fi
[ -x "$BIN" ] || { echo "no binary at $BIN"; exit 2; }

# The prefilter's own words, from the tool (derived from the passes); the allwords trees are made of them.
mapfile -t WORDS < <("$BIN" passes --prefilter)
printf '%s\n' "${WORDS[@]}" > "$WORK/words.txt"
# hyperfine -N splits its command line like a shell: quote each word (some hold spaces).
RG_ARGS="-c --no-messages"
for w in "${WORDS[@]}"; do RG_ARGS+=" -e $(printf '%q' "$w")"; done
printf 'prefilter words: %s\n\n' "${WORDS[*]}"

RULE="$WORK/rule.yml"
cat > "$RULE" <<'YML'
id: app-intent
language: swift
severity: warning
message: an App Intent or entity type
rule:
  kind: class_declaration
  regex: "Intent|Entity|openAppWhenRun"
YML

SUMMARY="$WORK/summary.jsonl"
: > "$SUMMARY"
Q_BIN=$(printf '%q' "$BIN")

for n in "${SIZES[@]}"; do
for kind in "${KINDS[@]}"; do
  TREE="$WORK/$kind-$n"
  Q_TREE=$(printf '%q' "$TREE")
  # A tree is made again when the generator or the prefilter's words changed since it was made.
  STAMP=$( { cat Scripts/bench-tree.py "$WORK/words.txt"; echo "$kind $n"; } | cksum)
  if [ ! -d "$TREE" ] || [ "$(cat "$TREE.stamp" 2>/dev/null)" != "$STAMP" ]; then
    rm -rf "$TREE"
    python3 Scripts/bench-tree.py "$TREE" "$n" --kind "$kind" --words "$WORK/words.txt"
  fi
  # A large app repository is a git work tree, with a .gitignore: there the tool asks git which files it
  # ignores and rg reads the ignore rules, so the tree is one (committed once).
  if [ ! -d "$TREE/.git" ]; then
    printf 'build/\n*.generated.swift\n' > "$TREE/.gitignore"
    git -C "$TREE" init -q && git -C "$TREE" add -A \
      && git -C "$TREE" -c user.name=bench -c user.email=bench@example.invalid commit -qm "benchmark tree"
    # The repository's objects go to disk now, not while the commands are being timed.
    sync
  fi
  echo "$STAMP" > "$TREE.stamp"
  # A run stopped during apply's rounds leaves the tree rewritten: every run starts from the committed tree.
  git -C "$TREE" checkout -q -- .
  BYTES=$(find "$TREE" -name '*.swift' -print0 | xargs -0 cat | wc -c)
  echo "== $kind, $n files, $((BYTES / 1000000)) MB"
  # Sanity: rg with these words finds the files the tool's prefilter lets through.
  echo "files rg matches: $(eval "rg -l --no-messages ${RG_ARGS#-c --no-messages} $Q_TREE" | wc -l)"
  CHECK_CMD="$Q_BIN check --no-progress $Q_TREE"
  DIFF_CMD="$Q_BIN diff --no-progress $Q_TREE"
  RG_CMD="rg $RG_ARGS $Q_TREE"
  AST_CMD="ast-grep scan --json=compact --rule $(printf '%q' "$RULE") $Q_TREE"
  CMDS=("$CHECK_CMD" "$DIFF_CMD" "$RG_CMD")
  # Before every timed run the tree is read once (untimed), so each command starts from a warm page
  # cache even right after ast-grep, which can push the tree out of memory.
  WARM="rg -c --no-messages -e import $Q_TREE"
  # Alternating runs: each round runs every command once, starting with a different one each round,
  # so a slow moment on a noisy machine hits all of them alike; medians are taken over the rounds.
  hyperfine -N -i --warmup 1 --runs 1 --prepare "$WARM" "${CMDS[@]}" >/dev/null 2>&1
  ROUNDS=()
  APPLY_ROUNDS=()
  for r in $(seq 1 "$RUNS"); do
    first=$(( r % ${#CMDS[@]} ))
    ORDER=("${CMDS[@]:$first}" "${CMDS[@]:0:$first}")
    hyperfine -N -i --runs 1 --prepare "$WARM" --export-json "$WORK/round-$kind-$n-$r.json" "${ORDER[@]}" >/dev/null 2>&1
    ROUNDS+=("$WORK/round-$kind-$n-$r.json")
  done
  # apply rewrites the tree: each of its rounds starts from the committed tree (the reset is not timed), and check
  # runs in the same round from the same state, so apply/check is paired like the ratios to rg.
  APPLY_CMD="$Q_BIN apply --no-progress $Q_TREE"
  RESET="bash -c $(printf '%q' "git -C $Q_TREE checkout -q -- . && $WARM >/dev/null")"
  for r in $(seq 1 "${BENCH_APPLY_RUNS:-10}"); do
    if (( r % 2 )); then PAIR=("$CHECK_CMD" "$APPLY_CMD"); else PAIR=("$APPLY_CMD" "$CHECK_CMD"); fi
    hyperfine -N -i --runs 1 --prepare "$RESET" --export-json "$WORK/apply-$kind-$n-$r.json" "${PAIR[@]}" >/dev/null 2>&1
    APPLY_ROUNDS+=("$WORK/apply-$kind-$n-$r.json")
  done
  git -C "$TREE" checkout -q -- .
  # ast-grep after the alternating rounds, not between them: it leaves the kernel reclaiming its
  # memory for seconds, which would slow whichever command ran next.
  if need ast-grep; then
    hyperfine -N -i --runs "${AST_GREP_RUNS:-3}" --prepare "$WARM" --export-json "$WORK/ast-grep-$kind-$n.json" \
      "$AST_CMD" >/dev/null 2>&1
    ROUNDS+=("$WORK/ast-grep-$kind-$n.json")
  fi
  PEAK=()
  for cmd in check diff; do
    /usr/bin/time -f "%M" "$BIN" "$cmd" --no-progress "$TREE" >/dev/null 2>"$WORK/time.txt" || true
    PEAK+=("$(tail -1 "$WORK/time.txt")")
  done
  echo "peak memory: check ${PEAK[0]} KB, diff ${PEAK[1]} KB"
  echo
  KIND="$kind" FILES="$n" BYTES="$BYTES" PEAK_CHECK="${PEAK[0]}" PEAK_DIFF="${PEAK[1]}" \
    CHECK_CMD="$CHECK_CMD" DIFF_CMD="$DIFF_CMD" RG_CMD="$RG_CMD" AST_CMD="$AST_CMD" APPLY_CMD="$APPLY_CMD" \
    APPLY_ROUNDS="${APPLY_ROUNDS[*]}" python3 - "${ROUNDS[@]}" >> "$SUMMARY" <<'PY'
import json, os, statistics, sys
label = {os.environ["CHECK_CMD"]: "check", os.environ["DIFF_CMD"]: "diff", os.environ["RG_CMD"]: "rg",
         os.environ["AST_CMD"]: "ast-grep", os.environ["APPLY_CMD"]: "apply"}
times, paired = {}, {}
rounds = 0
# apply's rounds: apply and check from the same committed tree; apply/check is their paired ratio.
apply_times, apply_paired = [], []
for path in os.environ["APPLY_ROUNDS"].split():
    results = {label[r["command"]]: r["times"][0] for r in json.load(open(path))["results"]}
    if "apply" in results and "check" in results:
        apply_times.append(results["apply"])
        apply_paired.append(results["apply"] / results["check"])
for path in sys.argv[1:]:
    results = json.load(open(path))["results"]
    for r in results:
        times.setdefault(label[r["command"]], []).extend(r["times"])
    # Within a round every command ran once, back to back: its time over rg's in that round is a paired
    # ratio, which a slow moment of the machine (hitting the whole round) mostly cancels out of.
    rg = [r["times"][0] for r in results if label[r["command"]] == "rg"]
    if rg:
        rounds += 1
        for r in results:
            if label[r["command"]] != "rg":
                paired.setdefault(label[r["command"]], []).append(r["times"][0] / rg[0])
def spread(values):
    # The middle half of the rounds' paired ratios: how much they move from round to round.
    return list(statistics.quantiles(values, n=4)[::2]) if len(values) >= 4 else None
def kb(text):
    return int(text) if text.strip().isdigit() else None
print(json.dumps({
    "kind": os.environ["KIND"], "files": int(os.environ["FILES"]), "bytes": int(os.environ["BYTES"]),
    "rounds": rounds,
    "median_ms": {c: statistics.median(v) * 1000 for c, v in times.items()},
    "paired": {c: statistics.median(v) for c, v in paired.items()},
    "paired_iqr": {c: spread(v) for c, v in paired.items()},
    "peak_kb": {"check": kb(os.environ["PEAK_CHECK"]), "diff": kb(os.environ["PEAK_DIFF"])},
    "apply_ms": statistics.median(apply_times) * 1000 if apply_times else None,
    "apply_check": statistics.median(apply_paired) if apply_paired else None,
}))
PY
done
done

python3 - "$SUMMARY" <<'PY'
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
ast = any("ast-grep" in r["median_ms"] for r in rows)
head = ["kind", "files", "MB", "check ms", "diff ms", "rg ms"] + (["ast-grep ms"] if ast else []) \
    + ["check/rg (paired)", "diff/rg (paired)", "apply ms", "apply/check (paired)", "check peak memory"]
def ms(row, command):
    return f"{row['median_ms'][command]:.1f}" if command in row["median_ms"] else "–"
def ratio(row, command):
    value, iqr = row["paired"].get(command), row["paired_iqr"].get(command)
    if value is None:
        return "–"
    return f"{value:.2f}" + (f" ({iqr[0]:.2f}–{iqr[1]:.2f})" if iqr else "")
print("| " + " | ".join(head) + " |")
print("|" + "|".join("---" if i == 0 else "---:" for i in range(len(head))) + "|")
for r in rows:
    peak = r["peak_kb"]["check"]
    cells = [r["kind"], f"{r['files']:,}", f"{r['bytes'] / 1e6:.1f}", ms(r, "check"), ms(r, "diff"), ms(r, "rg")] \
        + ([ms(r, "ast-grep")] if ast else []) \
        + [ratio(r, "check"), ratio(r, "diff"),
           f"{r['apply_ms']:.1f}" if r.get("apply_ms") else "–", f"{r['apply_check']:.2f}" if r.get("apply_check") else "–",
           f"{peak / 1024:.1f} MB" if peak else "–"]
    print("| " + " | ".join(cells) + " |")
rounds = sorted({r["rounds"] for r in rows})
print()
print(f"Medians over {'/'.join(map(str, rounds))} alternating rounds per tree (ast-grep, if installed, after them). "
      "Paired: the median over rounds of the command's time over rg's in the same round; in brackets the "
      "middle half of those ratios (from 4 rounds on). apply: its own rounds, each from the committed tree, "
      "check run beside it in the same round (apply/check is the median of their paired ratios). Peak memory: maximum resident set size of one check run.")
PY
