#!/usr/bin/env python3
"""List the items to label in a source tree: intent type declarations and every
`return .result(` (or `return await .result(`) inside a `perform()` of such a type.

Independent of intent-migrate on purpose (a crude Swift scanner of its own), so the
labelled set is not shaped by the tool it scores.  Prints TSV rows with empty
label/reason columns; `--context N` also prints N lines of each item to stderr for the
person labelling.

    python3 Evaluation/list_items.py --repo owner/name --commit SHA /path/to/tree > draft.tsv
"""
import argparse, os, re, sys

INTENT_PROTOCOLS = {
    "AppIntent", "WidgetConfigurationIntent", "ControlConfigurationIntent", "SetFocusFilterIntent",
    "AudioPlaybackIntent", "AudioRecordingIntent", "LiveActivityIntent", "ForegroundContinuableIntent",
    "DeleteIntent", "SetValueIntent", "OpenIntent", "URLRepresentableIntent", "ProgressReportingIntent",
    "ShowInAppSearchResultsIntent", "CameraCaptureIntent", "PlayVideoIntent", "SystemIntent",
    "UndoableIntent", "TargetContentProvidingIntent", "PredictableIntent", "CustomIntentMigratedAppIntent",
    "SnippetIntent", "DeprecatedAppIntent", "ToolIntent",
}
SKIP_DIRS = {".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules"}


def mask(text):
    """Blank comments and string contents (keep newlines) so scans see code only."""
    out = list(text)
    i, n = 0, len(text)
    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j); i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j): depth += 1; j += 2
                elif text.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            blank(i, j); i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            hashes = 0
            while text[i + hashes] == "#": hashes += 1
            start = i + hashes
            triple = text.startswith('"""', start)
            quote = '"""' if triple else '"'
            close = quote + "#" * hashes
            j = start + len(quote)
            depth = 0
            while j < n:
                if text[j] == "\\" and not hashes:
                    if text.startswith("\\(", j):
                        # interpolation: skip balanced parens
                        d, k = 1, j + 2
                        while k < n and d:
                            if text[k] == "(": d += 1
                            elif text[k] == ")": d -= 1
                            k += 1
                        j = k; continue
                    j += 2; continue
                if text.startswith(close, j):
                    break
                if not triple and text[j] == "\n":
                    break
                j += 1
            blank(start + len(quote), j)
            i = j + len(close)
        else:
            i += 1
    return "".join(out)


def match_brace(code, open_at):
    depth = 0
    for k in range(open_at, len(code)):
        if code[k] == "{": depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0: return k
    return len(code) - 1


DECL = re.compile(r"\b(struct|class|actor|enum)\s+([A-Za-z_]\w*)(\s*<[^>{]*>)?\s*:([^{]*)\{")


def scan(path, text, project_protocols):
    code = mask(text)
    line_of = lambda off: code.count("\n", 0, off) + 1
    decls = []
    for m in DECL.finditer(code):
        inherits = {w.split(".")[-1] for w in re.findall(r"[A-Za-z_][\w.]*", m.group(4))}
        if not (inherits & (INTENT_PROTOCOLS | project_protocols)):
            continue
        if m.group(1) == "enum":
            continue
        body_open = m.end() - 1
        decls.append((m.group(2), line_of(m.start(2)), body_open, match_brace(code, body_open)))
    # extensions of intent types in the same file can hold perform() too
    rows = []
    for name, line, b0, b1 in decls:
        rows.append(("intent", name, line))
    perf = re.compile(r"\bfunc\s+perform\s*\(\s*\)[^{]*\{")
    for m in perf.finditer(code):
        owner = None
        for name, line, b0, b1 in decls:
            if b0 < m.start() < b1 and (owner is None or b0 > owner[2]):
                owner = (name, line, b0, b1)
        if owner is None:
            # perform() in an extension of an intent type
            ext = [e for e in re.finditer(r"\bextension\s+([A-Za-z_][\w.]*)[^{]*\{", code) if e.end() - 1 < m.start() < match_brace(code, e.end() - 1)]
            if ext:
                owner = (ext[-1].group(1).split(".")[-1], 0, 0, 0)
        if owner is None:
            continue
        p0 = m.end() - 1
        p1 = match_brace(code, p0)
        for r in re.finditer(r"\breturn\s+(?:await\s+)?\.result\s*\(", code[p0:p1]):
            rows.append(("return", owner[0], line_of(p0 + r.start())))
    return rows


def walk(root):
    for d, dirs, files in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS)
        for f in sorted(files):
            if f.endswith(".swift"):
                yield os.path.join(d, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--commit", required=True)
    ap.add_argument("--context", type=int, default=0)
    ap.add_argument("root")
    a = ap.parse_args()
    texts = {}
    for p in walk(a.root):
        try:
            texts[p] = open(p, encoding="utf-8").read()
        except (UnicodeDecodeError, OSError):
            pass
    # project protocols refining an intent protocol (one level is enough in practice; iterate to a fixpoint)
    protos = set()
    while True:
        found = set(protos)
        for t in texts.values():
            for m in re.finditer(r"\bprotocol\s+(\w+)\s*:([^{]*)\{", mask(t)):
                if set(re.findall(r"\w+", m.group(2))) & (INTENT_PROTOCOLS | found):
                    found.add(m.group(1))
        if found == protos: break
        protos = found
    print("repository\tcommit\tpath\tline\tkind\tname\tlabel\treason\tnote")
    for p, t in texts.items():
        rel = os.path.relpath(p, a.root)
        for kind, name, line in scan(rel, t, protos):
            print(f"{a.repo}\t{a.commit}\t{rel}\t{line}\t{kind}\t{name}\t\t\t")
            if a.context:
                lines = t.splitlines()
                lo, hi = (max(0, line - 3), line + a.context) if kind == "intent" else (max(0, line - a.context), line + 1)
                sys.stderr.write(f"==== {rel}:{line} {kind} {name}\n")
                for k in range(lo, min(hi, len(lines))):
                    sys.stderr.write(f"{k+1:5}{'>' if k+1 == line else ' '} {lines[k]}\n")


if __name__ == "__main__":
    main()
