#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
# (Test tools' own browser downloads do not work on these machines.)
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "error: Chromium is missing and this user cannot install packages." >&2
    echo "       Install it with: apt-get install chromium   (or set CHROMIUM_PATH)" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: Chromium is missing and apt-get is not available on this system." >&2
  echo "       Install Chromium by other means and set CHROMIUM_PATH to its binary." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium; }; then
  echo "error: apt-get could not install chromium (see above)." >&2
  exit 1
fi
[ -x "$CHROMIUM_PATH" ] || { echo "error: chromium installed but not at $CHROMIUM_PATH" >&2; exit 1; }
