#!/usr/bin/env bash
# Builds the committed HEAD from a shallow clone (depth 1, as many CI checkouts
# are) and checks that the build passes, pages carry a last-updated date and
# the Markdown twins exist. Not part of `npm test`: it is a second full build.
# Usage: bash scripts/check-shallow-build.sh   (reuses this checkout's node_modules)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$repo" rev-parse HEAD)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Fetch by commit rather than clone by branch: works on a detached HEAD too.
git init --quiet "$work/site"
git -C "$work/site" fetch --quiet --depth 1 "file://$repo" "$commit"
git -C "$work/site" checkout --quiet FETCH_HEAD
[ "$(git -C "$work/site" rev-parse --is-shallow-repository)" = true ]
ln -s "$repo/node_modules" "$work/site/node_modules"
(cd "$work/site" && npm run --silent build >"$work/build.log" 2>&1) || {
  tail -30 "$work/build.log"
  echo "shallow build: FAILED"
  exit 1
}
page="$work/site/build/docs/welcome.html"
grep -q 'itemprop=dateModified' "$page" || { echo "shallow build: no last-updated date in $page"; exit 1; }
[ -s "$work/site/build/docs/welcome.md" ] || { echo "shallow build: no docs/welcome.md"; exit 1; }
[ -s "$work/site/build/llms.txt" ] || { echo "shallow build: no llms.txt"; exit 1; }
echo "shallow build: ok (${commit:0:7} at depth 1: pages dated, Markdown twins written)"
