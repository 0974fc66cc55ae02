#!/usr/bin/env python3
"""Score intent-migrate against the hand-labelled apps in Evaluation/labels/{test,dev}/.

    python3 Evaluation/score.py --all-trees /tmp/apps            # trees at DIR/<split>/owner+name (or DIR/owner+name)
    python3 Evaluation/score.py --all-trees /tmp/apps --split test --details

Labels follow ../shared/RUBRIC.md (one TSV per repository, columns
`repository commit path line kind name label category confidence note`):

- kind `intent`: label yes | no | hold, with the rubric's category and `clear` or `borderline`;
- kind `return` (a `return .result(` in a `perform()`): yes (a failure reported as success) | no | unclear;
- kind `modes` (an `openAppWhenRun` declaration): replace | gate | leave | n/a.

For each repository with a tree, it runs `intent-migrate check --format json .` from the tree's root, as a
user would, and matches findings to labels by path and line (an intent also by add-tool findings in the same
file that name it). What the tool did with an intent: `silent` (marked, no review flag), `flagged` (marked
with a review flag), `held` (not marked, a warning asks for a decision), `left` (a note), `unseen`.

It prints, per split (test first: the apps labelled blind and scored once), a table per repository and the
rubric's numbers for all labels and for the labels called `clear`: silent-mark precision, all-mark precision,
recall, holds marked silently, the share of marks with a flag, Cohen's kappa of the tool read as a labeller
(a silent mark = yes, anything else = not), false throws, failures thrown and thrown-or-warned, modes right.
Python 3 standard library only.  Exit status 1 when a success return was rewritten into a throw.
"""
import argparse, collections, csv, glob, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_BIN = os.path.join(os.path.dirname(HERE), ".build/release/intent-migrate")
SPLITS = ("test", "dev")


def load_labels(folder):
    rows = []
    for p in sorted(glob.glob(os.path.join(folder, "*.tsv"))):
        with open(p, newline="", encoding="utf-8") as f:
            for r in csv.DictReader(f, delimiter="\t"):
                r["line"] = int(r["line"])
                r["confidence"] = (r.get("confidence") or "clear").strip()
                rows.append(r)
    return rows


def run_check(binary, tree, extra):
    cmd = [binary, "check", "--format", "json", "--verbose", *extra, "."]
    p = subprocess.run(cmd, cwd=tree, capture_output=True, text=True)
    if p.returncode not in (0, 1, 3):
        sys.exit(f"{' '.join(cmd)} in {tree} exited {p.returncode}:\n{p.stderr[-2000:]}")
    return json.loads(p.stdout)["findings"]


def intent_outcome(fs):
    """add-tool/schema-tool findings of one declaration -> (silent|flagged|held|left|unseen, detail)."""
    mark = [f for f in fs if f.get("fixable") and f["message"].startswith("mark ")]
    if mark:
        # add-tool's "schema-tool decides" note beside schema-tool's mark is no review flag.
        flagged = any(f.get("decision") not in (None, "schema") for f in fs if f not in mark) or "review" in mark[0]["message"]
        detail = "; ".join(f["message"] for f in fs if f not in mark) or mark[0]["message"]
        return ("flagged" if flagged else "silent"), detail
    held = [f for f in fs if f["pass"] in ("add-tool", "schema-tool") and f["severity"] in ("warning", "error") and not f.get("fixable")]
    if held:
        return "held", held[0]["message"]
    return ("left", fs[0]["message"]) if fs else ("unseen", "")


def return_outcome(fs):
    """throw-stubs findings at one return -> (thrown|warned|none, detail). A note is no warning: CI passes with it, so a
    return with only a note counts as missed."""
    if any(f.get("fixable") for f in fs):
        return "thrown", fs[0]["message"]
    warned = [f for f in fs if f["severity"] in ("warning", "error")]
    if warned:
        return "warned", warned[0]["message"]
    return "none", (fs[0]["message"] if fs else "")


def modes_outcome(fs):
    fix = [f for f in fs if f.get("fixable")]
    if any(f["message"].startswith("replace ") for f in fix):
        return "replace", fix[0]["message"]
    if any(f["message"].startswith("add supportedModes") for f in fix):
        return "gate", fix[0]["message"]
    return "leave", (fs[0]["message"] if fs else "")


def match(labels, findings):
    by_line = collections.defaultdict(list)
    by_path = collections.defaultdict(list)
    for f in findings:
        by_line[(f["path"], f["line"])].append(f)
        by_path[f["path"]].append(f)
    out = []
    for r in labels:
        here = by_line.get((r["path"], r["line"]), [])
        if r["kind"] == "intent":
            fs = [f for f in here if f["pass"] in ("add-tool", "schema-tool")]
            # A mark reported at the attribute line above (schema-tool's) names the type.
            word = re.compile(r"\b%s\b" % re.escape(r["name"]))
            named = [f for f in by_path.get(r["path"], []) if f["pass"] in ("add-tool", "schema-tool")
                     and word.search(f["message"]) and not f["message"].startswith("add ") and f not in fs]
            fs = fs + [f for f in named if f["message"].startswith("mark ")] if fs else named
            d, detail = intent_outcome(fs)
        elif r["kind"] == "return":
            d, detail = return_outcome([f for f in here if f["pass"] == "throw-stubs"])
        else:
            d, detail = modes_outcome([f for f in here if f["pass"] == "supported-modes"])
        out.append(dict(r, outcome=d, detail=detail))
    return out


def kappa(pairs):
    """Cohen's kappa of (a, b) boolean pairs."""
    n = len(pairs)
    if not n:
        return float("nan")
    po = sum(a == b for a, b in pairs) / n
    pa = sum(a for a, _ in pairs) / n
    pb = sum(b for _, b in pairs) / n
    pe = pa * pb + (1 - pa) * (1 - pb)
    return 1.0 if pe == 1 else (po - pe) / (1 - pe)


def ratio(a, b):
    return f"{a / b:.2f} ({a}/{b})" if b else "–"


def numbers(rows):
    intents = [r for r in rows if r["kind"] == "intent"]
    returns = [r for r in rows if r["kind"] == "return"]
    modes = [r for r in rows if r["kind"] == "modes" and r["label"] != "n/a"]
    silent = [r for r in intents if r["outcome"] == "silent"]
    marks = [r for r in intents if r["outcome"] in ("silent", "flagged")]
    yes = [r for r in intents if r["label"] == "yes"]
    fail = [r for r in returns if r["label"] == "yes"]
    return collections.OrderedDict([
        ("silent-mark precision", ratio(sum(r["label"] == "yes" for r in silent), len(silent))),
        ("all-mark precision", ratio(sum(r["label"] == "yes" for r in marks), len(marks))),
        ("recall (marked or held)", ratio(sum(r["outcome"] in ("silent", "flagged", "held") for r in yes), len(yes))),
        ("holds marked silently", str(sum(r["label"] == "hold" for r in silent))),
        ("marks with a flag", ratio(len(marks) - len(silent), len(marks))),
        ("kappa (silent mark = yes)", f"{kappa([(r['outcome'] == 'silent', r['label'] == 'yes') for r in intents]):.2f}"),
        ("successes thrown", str(sum(r["label"] == "no" and r["outcome"] == "thrown" for r in returns))),
        ("failures thrown", ratio(sum(r["outcome"] == "thrown" for r in fail), len(fail))),
        ("failures thrown or warned", ratio(sum(r["outcome"] != "none" for r in fail), len(fail))),
        ("openAppWhenRun right", ratio(sum(r["outcome"] == r["label"] for r in modes), len(modes))),
        # Of the returns throw-stubs warns about (a warning asks the user to act), the share labelled failures.
        ("return warnings worth acting on", ratio(sum(r["label"] == "yes" for r in returns if r["outcome"] == "warned"),
                                                  sum(r["label"] in ("yes", "no") and r["outcome"] == "warned" for r in returns))),
        # Of the intents add-tool or schema-tool holds with a warning, the share a person acts on: a tool to mark, or an
        # intent the rubric holds for a person's decision.
        ("intent holds worth acting on", ratio(sum(r["label"] in ("yes", "hold") for r in intents if r["outcome"] == "held"),
                                               sum(r["outcome"] == "held" for r in intents))),
    ])


def mismatch(r):
    lab, d = r["label"], r["outcome"]
    if r["kind"] == "intent":
        if lab != "yes" and d == "silent":
            return f"marked silently, label {lab}/{r['category']}"
        if lab == "no" and d == "flagged":
            return f"marked (flagged), label no/{r['category']}"
        if lab == "yes" and d not in ("silent", "flagged", "held"):
            return f"tool {d}"
        if lab == "yes" and d != "silent":
            return f"tool {d} (not a silent mark)"
    elif r["kind"] == "return":
        if lab == "no" and d == "thrown":
            return "FALSE THROW"
        if lab == "no" and d == "warned":
            return "success warned"
        if lab == "yes" and d == "none":
            return "failure missed"
        if lab == "yes" and d == "warned":
            return "failure warned, not thrown"
    elif lab != "n/a" and d != lab:
        return f"modes: {d}, label {lab}"
    return None


def report(split, results, details):
    allr = [r for rs in results.values() for r in rs]
    print(f"\n## {split} ({len(results)} repositories)\n")
    print("| repository | intents yes / no / hold | silent / flagged / held / left | silent marks not yes | yes not silent | "
          "returns yes / no / unclear | failures thrown / warned / missed | successes thrown | modes right |")
    print("|---|---|---|---|---|---|---|---|---|")
    for repo, rs in list(sorted(results.items())) + [("**total**", allr)]:
        it = [r for r in rs if r["kind"] == "intent"]
        rt = [r for r in rs if r["kind"] == "return"]
        md = [r for r in rs if r["kind"] == "modes" and r["label"] != "n/a"]
        lab = collections.Counter(r["label"] for r in it)
        out = collections.Counter(r["outcome"] for r in it)
        rl = collections.Counter(r["label"] for r in rt)
        f = collections.Counter(r["outcome"] for r in rt if r["label"] == "yes")
        print(f"| {repo} | {lab['yes']} / {lab['no']} / {lab['hold']} | {out['silent']} / {out['flagged']} / {out['held']} / {out['left'] + out['unseen']} | "
              f"{sum(r['outcome'] == 'silent' and r['label'] != 'yes' for r in it)} | {sum(r['label'] == 'yes' and r['outcome'] != 'silent' for r in it)} | "
              f"{rl['yes']} / {rl['no']} / {rl['unclear']} | {f['thrown']} / {f['warned']} / {f['none']} | "
              f"{sum(r['label'] == 'no' and r['outcome'] == 'thrown' for r in rt)} | {sum(r['outcome'] == r['label'] for r in md)}/{len(md)} |")
    every, clear = numbers(allr), numbers([r for r in allr if r["confidence"] == "clear"])
    print(f"\n| {split} | all labels | clear labels only |\n|---|---|---|")
    for key in every:
        print(f"| {key} | {every[key]} | {clear[key]} |")
    wrong = [(r, m) for r in allr if (m := mismatch(r))]
    print(f"\n{len(wrong)} mismatches" + ("" if details else " (--details lists them)"))
    if details:
        for r, m in wrong:
            print(f"- `{r['repository']}` {r['path']}:{r['line']} {r['name']} [{r['confidence']}] — {m}"
                  + (f" — tool: {r['detail'][:160]}" if r["detail"] else ""))
    return sum(r["kind"] == "return" and r["label"] == "no" and r["outcome"] == "thrown" for r in allr)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--labels", default=os.path.join(HERE, "labels"))
    ap.add_argument("--all-trees", metavar="DIR", required=True)
    ap.add_argument("--split", choices=SPLITS, action="append", help="only this split (repeatable); default both")
    ap.add_argument("--bin", default=os.environ.get("INTENT_MIGRATE", DEFAULT_BIN))
    ap.add_argument("--arg", action="append", default=[], help="extra argument for check (repeatable)")
    ap.add_argument("--details", action="store_true", help="list every mismatch")
    a = ap.parse_args()
    a.bin = os.path.abspath(a.bin) if os.sep in a.bin else a.bin
    try:
        version = subprocess.run([a.bin, "--version"], capture_output=True, text=True).stdout.strip()
    except OSError:
        sys.exit(f"no intent-migrate at {a.bin}: build it first (make release)")
    print(f"Tool: `{version}`")
    false_throws = 0
    for split in a.split or SPLITS:
        labels = load_labels(os.path.join(a.labels, split))
        results = {}
        for repo in sorted({r["repository"] for r in labels}):
            name = repo.replace("/", "+")
            tree = next((p for p in (os.path.join(a.all_trees, split, name), os.path.join(a.all_trees, name)) if os.path.isdir(p)), None)
            if tree is None:
                print(f"<!-- {split}: no tree for {repo} (skipped) -->")
                continue
            results[repo] = match([r for r in labels if r["repository"] == repo], run_check(a.bin, tree, a.arg))
        false_throws += report(split, results, a.details)
    return 1 if false_throws else 0


if __name__ == "__main__":
    sys.exit(main())
