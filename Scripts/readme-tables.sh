#!/usr/bin/env bash
# Rewrites the pass and check tables of README.md from each pass's Migrations/<id>/README.md ("## README row"),
# in the order `intent-migrate passes` prints them. Run by `make readme`; a test fails when README.md is out of step.
set -euo pipefail
bin=${1:?usage: readme-tables.sh path/to/intent-migrate}
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
    /^<!-- (passes|checks): generated/ { print; name = $2; sub(/:$/, "", name); skip = 1
        getline; print; getline; print   # the header and the separator stay
        file = (name == "passes") ? passes : checks
        while ((getline line < file) > 0) print line
        print ""; next }
    skip && /^<!-- end of / { skip = 0 }
    !skip { print }
' README.md > "$out"
cat "$out" > README.md
