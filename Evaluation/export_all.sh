#!/bin/bash
# export_all.sh [MIRRORS] [DEST]: export every labelled app of apps.tsv whose snapshot is in MIRRORS (default
# /work/.mirror, as `fetch` leaves them: MIRRORS/<owner>+<name>/repo) to DEST/<split>/<owner>+<name> (default /tmp/apps)
# at its recorded commit, skipping trees already there; prints the repositories still to fetch.
set -euo pipefail
cd "$(dirname "$0")"
mirrors=${1:-/work/.mirror}; dest=${2:-/tmp/apps}
missing=()
while IFS=$'\t' read -r split repo commit _; do
  [[ $split == dev || $split == test ]] || continue
  name=${repo/\//+}; tree=$dest/$split/$name
  [[ -d $tree ]] && continue
  git_dir=$mirrors/$name/repo
  [[ -d $git_dir/.git ]] && git_dir=$git_dir/.git
  if [[ ! -d $git_dir ]]; then missing+=("$repo"); continue; fi
  # A commit recorded per row (a tree assembled from the code index) has no snapshot to export.
  if [[ ! $commit =~ ^[0-9a-f]{40}$ ]]; then echo "$repo: no single commit ($commit); not exported" >&2; continue; fi
  ./export_tree.sh "$git_dir" "$tree" "$commit"
done < apps.tsv
if (( ${#missing[@]} )); then
  echo "still to fetch (${#missing[@]}): fetch github:<owner>/<name> for each, then run this again:"
  printf '  %s\n' "${missing[@]}"
fi
