#!/usr/bin/env python3
"""Score intent-migrate against the hand-labelled set in Evaluation/labels/.

    python3 Evaluation/score.py --tree home-assistant/iOS=/tmp/apps/iOS --tree nightscout/Trio=/tmp/apps/Trio …
    python3 Evaluation/score.py --all-trees /tmp/apps      # trees named after the repo (owner+name or name)

For each labelled repository with a tree, it runs `intent-migrate check --format json .` from the
tree's root (as a user would), then matches findings to labels by path and line:

- an intent declaration matches the add-tool findings on its line (else, in the same file, the
  add-tool findings whose message names the type);
- a `return .result(` matches the throw-stubs finding on its line.

It prints one Markdown table per pass (add-tool, throw-stubs) with a row per repository and a total,
then the mismatches (path:line, label, reason, what the tool did) so they can be read.  Python 3
standard library only.  Exit status 1 when a success return was rewritten into a throw.
"""
import argparse, collections, csv, glob, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_BIN = "/work/main/.build/release/intent-migrate"
FLAG_WORDS = re.compile(r"review|confirm|shortcut|step|destructive|outward|flag", re.I)


def load_labels(folder):
    rows = []
    for p in sorted(glob.glob(os.path.join(folder, "*.tsv"))):
        with open(p, newline="", encoding="utf-8") as f:
            for r in csv.DictReader(f, delimiter="\t"):
                r["line"] = int(r["line"])
                rows.append(r)
    return rows


def run_check(binary, tree, extra):
    cmd = [binary, "check", "--format", "json", *extra, "."]
    p = subprocess.run(cmd, cwd=tree, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)} in {tree} exited {p.returncode}:\n{p.stderr[-2000:]}")
    return json.loads(p.stdout)["findings"]


def tool_version(binary):
    try:
        return subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "?"


def intent_decision(name, fs):
    """fs: add-tool/schema-tool findings for one declaration -> (decision, flagged, detail)."""
    mark = [f for f in fs if f["pass"] == "add-tool" and f.get("fixable") and f["message"].startswith("mark ")]
    if mark:
        extra = [f for f in fs if f not in mark]
        rest = re.sub(r"^mark \S+ as a tool Siri can call: add @AppIntent\(\.tool\)", "", mark[0]["message"])
        rest = re.sub(r"inside #if[^()]*\([^)]*\)", "", rest)
        flagged = bool(extra) or bool(FLAG_WORDS.search(rest))
        return "marked", flagged, "; ".join(f["message"] for f in extra) or rest.strip()
    held = [f for f in fs if f["pass"] == "add-tool" and f["severity"] in ("warning", "error")]
    if held:
        return "held", False, held[0]["message"]
    if fs:
        return "left", False, fs[0]["message"]
    return "unseen", False, ""


def return_decision(fs):
    if not fs:
        return "none", ""
    if any(f.get("fixable") and f["severity"] in ("warning", "error") for f in fs):
        return "thrown", fs[0]["message"]
    return "warned", fs[0]["message"]


def score_repo(labels, findings):
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
            if not fs:
                word = re.compile(r"\b%s\b" % re.escape(r["name"]))
                fs = [f for f in by_path.get(r["path"], []) if f["pass"] in ("add-tool", "schema-tool") and word.search(f["message"])
                      and not f["message"].startswith("add ")]
            d, flagged, detail = intent_decision(r["name"], fs)
            out.append(dict(r, decision=d, flagged=flagged, detail=detail))
        else:
            fs = [f for f in here if f["pass"] == "throw-stubs"]
            d, detail = return_decision(fs)
            out.append(dict(r, decision=d, flagged=False, detail=detail))
    return out


def intent_row(rs):
    c = collections.Counter()
    wrong_not = collections.Counter()
    for r in rs:
        if r["kind"] != "intent":
            continue
        lab, d, fl, why = r["label"], r["decision"], r["flagged"], r["reason"]
        c[lab] += 1
        if lab == "not" and d == "marked":
            wrong_not[why] += 1
        if lab == "tool":
            c["tool_marked" if d == "marked" else "tool_missed"] += 1
            if d == "marked" and fl:
                c["tool_flagged"] += 1
        if lab == "hold":
            c["hold_" + ("flagged" if d == "marked" and fl else d)] += 1
        if why == "shortcut-step":
            c["step_" + ("flagged" if d == "marked" and fl else d)] += 1
        if d == "unseen":
            c["unseen"] += 1
    return c, wrong_not


def return_row(rs):
    c = collections.Counter()
    for r in rs:
        if r["kind"] != "return":
            continue
        c[r["label"]] += 1
        c[f'{r["label"]}_{r["decision"]}'] += 1
    return c


def fmt_reasons(counter):
    return ", ".join(f"{k} {v}" for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))) or "0"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--labels", default=os.path.join(HERE, "labels"))
    ap.add_argument("--tree", action="append", default=[], metavar="REPO=PATH")
    ap.add_argument("--all-trees", metavar="DIR", help="look for DIR/owner+name or DIR/name for every labelled repository")
    ap.add_argument("--bin", default=os.environ.get("INTENT_MIGRATE", DEFAULT_BIN))
    ap.add_argument("--arg", action="append", default=[], help="extra argument for check (repeatable)")
    ap.add_argument("--details", action="store_true", help="list every mismatch")
    a = ap.parse_args()
    # check runs inside each tree: a relative binary path is taken from here.
    a.bin = os.path.abspath(a.bin) if os.sep in a.bin else a.bin

    labels = load_labels(a.labels)
    repos = sorted({r["repository"] for r in labels})
    trees = dict(t.split("=", 1) for t in a.tree)
    if a.all_trees:
        for repo in repos:
            for cand in (repo.replace("/", "+"), repo.split("/")[1]):
                p = os.path.join(a.all_trees, cand)
                if repo not in trees and os.path.isdir(p):
                    trees[repo] = p
    missing = [r for r in repos if r not in trees]
    if missing:
        print(f"<!-- no tree for: {', '.join(missing)} (skipped) -->")
    results = {}
    for repo in repos:
        if repo not in trees:
            continue
        findings = run_check(a.bin, trees[repo], a.arg)
        results[repo] = score_repo([r for r in labels if r["repository"] == repo], findings)

    print(f"Tool: `{tool_version(a.bin)}` ({a.bin})\n")
    allr = [r for rs in results.values() for r in rs]

    print("### add-tool (intent types)\n")
    print("| repository | tool / not / hold | tools marked | tools missed | marked, should not be (by reason) | hold: held / marked+flagged / marked unflagged / left | shortcut steps: held / marked+flagged / marked unflagged / left | not seen |")
    print("|---|---|---|---|---|---|---|---|")
    for repo, rs in list(results.items()) + [("**total**", allr)]:
        c, wn = intent_row(rs)
        print(f"| {repo} | {c['tool']} / {c['not']} / {c['hold']} | {c['tool_marked']} | {c['tool_missed']} | "
              f"{sum(wn.values())} ({fmt_reasons(wn)}) | {c['hold_held']} / {c['hold_flagged']} / {c['hold_marked']} / {c['hold_left'] + c['hold_unseen']} | "
              f"{c['step_held']} / {c['step_flagged']} / {c['step_marked']} / {c['step_left'] + c['step_unseen']} | {c['unseen']} |")

    print("\n### throw-stubs (`return .result(` in `perform()`)\n")
    print("| repository | failure / success / unclear | false throws (success thrown) | failures thrown | failures warned | failures missed | success warned | unclear: thrown / warned / none |")
    print("|---|---|---|---|---|---|---|---|")
    false_throws = 0
    for repo, rs in list(results.items()) + [("**total**", allr)]:
        c = return_row(rs)
        if repo == "**total**":
            false_throws = c["success_thrown"]
        print(f"| {repo} | {c['failure']} / {c['success']} / {c['unclear']} | {c['success_thrown']} | {c['failure_thrown']} | "
              f"{c['failure_warned']} | {c['failure_none']} | {c['success_warned']} | {c['unclear_thrown']} / {c['unclear_warned']} / {c['unclear_none']} |")

    wrong = []
    for r in allr:
        bad = None
        if r["kind"] == "intent":
            if r["label"] == "not" and r["decision"] == "marked":
                bad = "marked, should not be a tool"
            elif r["label"] == "tool" and r["decision"] != "marked":
                bad = f"tool missed ({r['decision']})"
            elif r["label"] == "hold" and r["decision"] == "marked" and not r["flagged"]:
                bad = "marked without a flag, a person must decide"
            elif r["label"] == "hold" and r["decision"] in ("left", "unseen"):
                bad = f"hold {r['decision']} (no decision asked)"
        else:
            if r["label"] == "success" and r["decision"] == "thrown":
                bad = "FALSE THROW"
            elif r["label"] == "failure" and r["decision"] == "none":
                bad = "failure missed"
            elif r["label"] == "success" and r["decision"] == "warned":
                bad = "success warned"
        if bad:
            wrong.append((r, bad))
    print(f"\n{len(wrong)} mismatches" + ("" if a.details else " (run with --details to list them)"))
    if a.details:
        print()
        for r, bad in wrong:
            print(f"- `{r['repository']}` {r['path']}:{r['line']} {r['name']} — label {r['label']}/{r['reason']} — {bad}"
                  + (f" — tool: {r['detail'][:140]}" if r["detail"] else ""))
    return 1 if false_throws else 0


if __name__ == "__main__":
    sys.exit(main())
