#!/usr/bin/env bash
# Every check the project has, in the order a failure is cheapest to find:
# type check, lint, declared dependencies, code samples of the docs, unit
# tests, production build, browser tests (the whole suite served by nginx with
# the deployable rules and the strict CSP, then the server-dependent files
# again served by `docusaurus serve`, the README's serve command).
# Ends with one plain summary line: "total: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
results=$(mktemp -d)

# Counts the tests of one Vitest JSON report into the totals, and writes the
# names of its failed tests, with the first lines of each error, to
# $results/failures: they are repeated at the end, since a CI log may keep
# only its tail. One read of the report.
count() {
  local file=$1 label=$2
  if [ -f "$file" ]; then
    read -r p f < <(node -e '
      const [file, label, out] = process.argv.slice(1);
      const r = require(file);
      const lines = [];
      for (const f of r.testResults) {
        const name = f.name.replace(process.cwd() + "/", "");
        const bad = f.assertionResults.filter((t) => t.status === "failed");
        for (const t of bad) {
          lines.push(`FAILED: ${label}: ${name} > ${t.fullName}`);
          // The first lines of the error, enough to name the cause at the end of a log.
          const msg = (t.failureMessages || []).join("\n").replace(/\x1b\[[0-9;]*m/g, "");
          for (const l of msg.split("\n").slice(0, 12)) lines.push(`    ${l}`);
        }
        if (f.status === "failed" && bad.length === 0)
          lines.push(`FAILED: ${label}: ${name}: ${(f.message || "").split("\n")[0]}`);
      }
      if (lines.length) require("fs").appendFileSync(out, lines.join("\n") + "\n");
      const suiteFailed = r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0;
      console.log(r.numPassedTests, r.numFailedTests + (suiteFailed ? 1 : 0));
    ' "$file" "$label" "$results/failures")
    passed=$((passed + p)); failed=$((failed + f))
  else
    failed=$((failed + 1)); echo "FAILED: $label: no report" >>"$results/failures"
  fi
}

step() {
  local name=$1; shift
  echo "== $name"
  if "$@"; then
    passed=$((passed + 1)); echo "   ok: $name"
  else
    failed=$((failed + 1)); echo "   FAILED: $name"; echo "FAILED: $name" >>"$results/failures"
  fi
}

bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-nginx.sh || exit 1

step typecheck npx tsc --noEmit -p .
step lint npx eslint --max-warnings 0 .
step format npx prettier --check .
step dependencies npx knip --dependencies
step samples node scripts/check-samples.mjs

echo "== unit tests"
npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json"
count "$results/unit.json" unit

step build npm run --silent build
if [ -f build/index.html ]; then
  # The whole browser suite once, served as production serves it: nginx with
  # the deployable rules and the strict CSP (e2e/nginx.test.ts starts its own).
  echo "== browser tests served by nginx"
  E2E_SERVER=nginx npx vitest run --config vitest.e2e.config.ts \
    --reporter=default --reporter=json --outputFile="$results/e2e-nginx.json"
  count "$results/e2e-nginx.json" nginx
  # The README's serve command (`docusaurus serve`) again for what depends on
  # the server: status codes, redirects, trailing slashes, served text files.
  # The rest judges the same files whichever server sends them; the hosted-
  # service tests build and serve their own copy with it in the run above.
  echo "== browser tests served by docusaurus serve"
  E2E_SERVER=docusaurus npx vitest run --config vitest.e2e.config.ts \
    e2e/routing.test.ts e2e/llms.test.ts \
    --reporter=default --reporter=json --outputFile="$results/e2e.json"
  count "$results/e2e.json" browser
else
  echo "   skipped browser tests: no build"
  failed=$((failed + 1))
fi

[ -f "$results/failures" ] && cat "$results/failures"
rm -rf "$results"
echo "total: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
