#!/usr/bin/env bash
# Installs Debian's wrk (an HTTP load generator written in C) for the nginx
# load figures of `npm run bench` when it is missing. The bench measures
# files of 250-350 KB at 64 connections: autocannon, in one Node thread,
# parses every byte of every answer and runs out of CPU long before nginx
# does, so its figures would measure the client. Prints nothing when wrk is
# there; exits non-zero, saying why, when it cannot be installed.
set -euo pipefail
command -v wrk >/dev/null 2>&1 && exit 0
echo "wrk not found: installing Debian's wrk package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
    echo "error: wrk is missing and this user cannot install packages (not root, no sudo)." >&2
    echo "       Ask an administrator for: apt-get install wrk" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: wrk is missing and apt-get is not available on this system." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends wrk; }; then
  echo "error: apt-get could not install wrk (see above)." >&2
  exit 1
fi
command -v wrk >/dev/null 2>&1 || { echo "error: the wrk package installed, but no wrk binary was found." >&2; exit 1; }
