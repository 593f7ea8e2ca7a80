#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
# (Test tools' own browser downloads do not work on these machines.)
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium package..."
# shellcheck source=lib/apt.sh
. "$(dirname "$0")/lib/apt.sh"
apt_ready "Chromium is missing" \
  "Install it with apt-get install chromium, or by other means and set CHROMIUM_PATH." interactive
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium; }; then
  echo "error: apt-get could not install chromium (see above)." >&2
  exit 1
fi
[ -x "$CHROMIUM_PATH" ] || { echo "error: chromium installed but not at $CHROMIUM_PATH" >&2; exit 1; }
