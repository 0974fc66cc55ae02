#!/usr/bin/env bash
# make bench: times intent-migrate against rg (and ast-grep when installed) on synthetic app trees.
# Usage: Scripts/bench.sh [FILES ...]   (default: 1000 5000 20000)
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

# The same build as `make release` (static Swift runtime on Linux).
DEFAULT_FLAGS=""
if [ "$(uname)" = Linux ]; then
  DEFAULT_FLAGS="--static-swift-stdlib"
  need ld.lld && DEFAULT_FLAGS+=" -Xswiftc -use-ld=lld"
fi
swift build -c release ${RELEASE_FLAGS-$DEFAULT_FLAGS} >/dev/null 2>&1
BIN="$PWD/.build/release/intent-migrate"
SIZES=("$@"); [ ${#SIZES[@]} -gt 0 ] || SIZES=(1000 5000 20000)
WORK="${BENCH_DIR:-${TMPDIR:-/tmp}/intent-migrate-bench}"
mkdir -p "$WORK"

# The prefilter's own words, from the tool (derived from the passes).
mapfile -t WORDS < <("$BIN" passes --prefilter)
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

for n in "${SIZES[@]}"; do
  TREE="$WORK/tree-$n"
  [ -d "$TREE" ] || python3 Scripts/bench-tree.py "$TREE" "$n"
  # A large app repository is a git work tree, with a .gitignore: there the tool asks git which files it
  # ignores and rg reads the ignore rules, so the tree is one (committed once).
  if [ ! -d "$TREE/.git" ]; then
    printf 'build/\n*.generated.swift\n' > "$TREE/.gitignore"
    git -C "$TREE" init -q && git -C "$TREE" add -A \
      && git -C "$TREE" -c user.name=bench -c user.email=bench@example.invalid commit -qm "benchmark tree"
    # The repository's objects go to disk now, not while the commands are being timed.
    sync
  fi
  BYTES=$(find "$TREE" -name '*.swift' -print0 | xargs -0 cat | wc -c)
  echo "== $n files, $((BYTES / 1000000)) MB"
  # Sanity: rg with these words finds the files the tool's prefilter lets through.
  echo "files rg matches: $(eval "rg -l --no-messages ${RG_ARGS#-c --no-messages} $TREE" | wc -l)"
  CMDS=("$BIN check --no-progress $TREE" "$BIN diff --no-progress $TREE" "rg $RG_ARGS $TREE")
  # Before every timed run the tree is read once (untimed), so each command starts from a warm page
  # cache even right after ast-grep, which can push the tree out of memory.
  WARM="rg -c --no-messages -e import $TREE"
  # Alternating runs: each round runs every command once, starting with a different one each round,
  # so a slow moment on a noisy machine hits all of them alike; medians are taken over the rounds.
  hyperfine -N -i --warmup 1 --runs 1 --prepare "$WARM" "${CMDS[@]}" >/dev/null 2>&1
  ROUNDS=()
  for r in $(seq 1 "${BENCH_RUNS:-20}"); do
    first=$(( r % ${#CMDS[@]} ))
    ORDER=("${CMDS[@]:$first}" "${CMDS[@]:0:$first}")
    hyperfine -N -i --runs 1 --prepare "$WARM" --export-json "$WORK/round-$n-$r.json" "${ORDER[@]}" >/dev/null 2>&1
    ROUNDS+=("$WORK/round-$n-$r.json")
  done
  # ast-grep after the alternating rounds, not between them: it leaves the kernel reclaiming its
  # memory for seconds, which would slow whichever command ran next.
  if need ast-grep; then
    hyperfine -N -i --runs "${AST_GREP_RUNS:-3}" --prepare "$WARM" --export-json "$WORK/ast-grep-$n.json" \
      "ast-grep scan --json=compact --rule $RULE $TREE" >/dev/null 2>&1
    ROUNDS+=("$WORK/ast-grep-$n.json")
  fi
  python3 - "${ROUNDS[@]}" <<'PY'
import json, statistics, sys
times = {}
# Within a round every command ran once, back to back: its time over rg's in that round is a paired
# ratio, which a slow moment of the machine (hitting the whole round) mostly cancels out of.
paired = {}
for path in sys.argv[1:]:
    results = json.load(open(path))["results"]
    for r in results:
        times.setdefault(r["command"], []).extend(r["times"])
    rg_round = [r["times"][0] for r in results if r["command"].startswith("rg ")]
    for r in results:
        if rg_round and len(r["times"]) == 1:
            paired.setdefault(r["command"], []).append(r["times"][0] / rg_round[0])
medians = {command: statistics.median(values) for command, values in times.items()}
rg = next(m for c, m in medians.items() if c.startswith("rg "))
rounds = len([c for c in times if c.startswith("rg ")] and times[next(c for c in times if c.startswith("rg "))])
print(f"{'command':<34} {'median':>10} {'x rg':>8} {'paired':>8} {'paired IQR':>12}   ({rounds} alternating rounds; ast-grep after them)")
def order(command):
    words = command.split()
    return ["check", "diff"].index(words[1]) if "intent-migrate" in words[0] else (2 if words[0] == "rg" else 3)
for command, median in sorted(medians.items(), key=lambda item: order(item[0])):
    name = command.split()[0].split("/")[-1] + " " + command.split()[1]
    ratio = f"{statistics.median(paired[command]):>8.2f}" if command in paired else f"{'':>8}"
    # The middle half of the rounds' paired ratios: how much they move from round to round.
    spread = ""
    if command in paired and len(paired[command]) >= 4:
        low, _, high = statistics.quantiles(paired[command], n=4)
        spread = f"{low:.2f}–{high:.2f}"
    print(f"{name:<34} {median*1000:>8.1f}ms {median/rg:>8.2f} {ratio} {spread:>12}")
PY
  for cmd in check diff; do
    /usr/bin/time -f "peak memory ($cmd): %M KB" "$BIN" "$cmd" --no-progress "$TREE" >/dev/null 2>"$WORK/time.txt" || true
    tail -1 "$WORK/time.txt"
  done
  echo
done
