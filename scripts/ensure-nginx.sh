#!/usr/bin/env bash
# Installs Debian's nginx for `npm run serve:nginx`, the nginx browser tests
# and the bench when it is missing. Only the binary is used: the system service
# is not needed (the launcher runs its own nginx under a temporary prefix).
set -euo pipefail
if [ -n "${NGINX_BIN:-}" ]; then
  [ -x "$NGINX_BIN" ] && exit 0
  echo "error: NGINX_BIN=$NGINX_BIN is not an executable file." >&2
  exit 1
fi
# Debian puts nginx in /usr/sbin, which a normal user's PATH may lack.
if PATH="$PATH:/usr/sbin:/usr/local/sbin" command -v nginx >/dev/null 2>&1; then
  exit 0
fi
echo "nginx not found: installing Debian's nginx package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
    echo "error: nginx is missing and this user cannot install packages (not root, no sudo)." >&2
    echo "       Ask an administrator for: apt-get install nginx-light   (or nginx)" >&2
    echo "       or set NGINX_BIN to an nginx binary you have." >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: nginx is missing and apt-get is not available on this system." >&2
  echo "       Install nginx by other means and set NGINX_BIN to its binary." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# RUNLEVEL=1: invoke-rc.d installs the package without starting the system service.
if ! { $SUDO apt-get update -qq && $SUDO env RUNLEVEL=1 apt-get install -y -qq --no-install-recommends nginx; }; then
  echo "error: apt-get could not install nginx (see above)." >&2
  exit 1
fi
PATH="$PATH:/usr/sbin:/usr/local/sbin" command -v nginx >/dev/null 2>&1 || {
  echo "error: the nginx package installed, but no nginx binary was found." >&2
  exit 1
}
