#!/usr/bin/env bash
# Rewrites the pass and check tables of README.md from each pass's Migrations/<id>/README.md ("## README row"),
# in the order `intent-migrate passes` prints them. Run by `make readme`; a test fails when README.md is out of step.
# README.md is rewritten only when both tables were found whole (a start marker, the header and separator lines, an end
# marker of the same name) and the new text is complete; anything else leaves it as it was and exits 1.
set -euo pipefail
bin=${1:?usage: readme-tables.sh path/to/intent-migrate}
case "$bin" in /*) ;; *) bin="$PWD/$bin" ;; esac
cd "$(dirname "$0")/.."
rows() { # $1: passes | checks
    "$bin" passes | while read -r id _ summary; do
        case "$summary" in check:*) kind=checks ;; *) kind=passes ;; esac
        [ "$kind" = "$1" ] || continue
        cells=$(awk '/^## README row$/ { on = 1; next } on && /^## / { exit } on && NF && !/^The row/ { print; exit }' "Migrations/$id/README.md")
        [ -n "$cells" ] || { echo "Migrations/$id/README.md has no ## README row" >&2; exit 1; }
        printf '| `%s` | %s |\n' "$id" "$cells"
    done
}
out=$(mktemp)
trap 'rm -f "$out" "$out.passes" "$out.checks"' EXIT
rows passes > "$out.passes"
rows checks > "$out.checks"
awk -v passes="$out.passes" -v checks="$out.checks" '
    function fail(message) { print "README.md: " message > "/dev/stderr"; failed = 1; exit 1 }
    /^<!-- (passes|checks): generated/ {
        if (skip) fail("a table starts inside the " name " table")
        print; name = $2; sub(/:$/, "", name); skip = 1; seen[name] = 1
        if ((getline line) <= 0 || line !~ /^\| id \|/) fail("the " name " table has no header line after its marker")
        print line
        if ((getline line) <= 0 || line !~ /^\|---/) fail("the " name " table has no separator line after its header")
        print line
        file = (name == "passes") ? passes : checks
        while ((getline row < file) > 0) print row
        print ""; next }
    skip && $0 == "<!-- end of " name " -->" { skip = 0; ended[name] = 1 }
    !skip { print }
    END {
        if (failed) exit 1
        if (skip) fail("the " name " table has no end marker (<!-- end of " name " -->)")
        if (!ended["passes"] || !ended["checks"]) fail("the passes or the checks table has no generated block")
    }
' README.md > "$out"
# Written in place (README.md keeps its permissions); should that fail, the whole new text is kept and named.
cat "$out" > README.md || { trap - EXIT; echo "README.md could not be written; the new text is in $out" >&2; exit 1; }
