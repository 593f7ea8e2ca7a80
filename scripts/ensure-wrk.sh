#!/usr/bin/env bash
# Installs Debian's wrk (an HTTP load generator written in C) for the nginx
# load figures of `npm run bench` when it is missing: on large files
# autocannon, in one Node thread, runs out of CPU long before nginx does, so
# its figures would measure the client. Prints nothing when wrk is there;
# exits non-zero, saying why, when it cannot be installed.
set -euo pipefail
command -v wrk >/dev/null 2>&1 && exit 0
echo "wrk not found: installing Debian's wrk package..."
# shellcheck source=lib/apt.sh
. "$(dirname "$0")/lib/apt.sh"
apt_ready "wrk is missing" "Ask an administrator for: apt-get install wrk"
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends wrk; }; then
  echo "error: apt-get could not install wrk (see above)." >&2
  exit 1
fi
command -v wrk >/dev/null 2>&1 || { echo "error: the wrk package installed, but no wrk binary was found." >&2; exit 1; }
