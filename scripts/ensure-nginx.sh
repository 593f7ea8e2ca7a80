#!/usr/bin/env bash
# Installs Debian's nginx and its brotli_static module for `npm run serve:nginx`,
# the nginx browser tests and the bench when either is missing. Only the binary
# and the module file are used: the system service is not needed (the launcher
# runs its own nginx under a temporary prefix and loads the module itself).
set -euo pipefail
MODULE=ngx_http_brotli_static_module.so
PACKAGES="nginx libnginx-mod-http-brotli-static"

# The folder nginx was built to load modules from (Debian: /usr/lib/nginx/modules).
modules_dir() {
  local dir
  dir=$("$1" -V 2>&1 | sed -n 's/.*--modules-path=\([^ ]*\).*/\1/p')
  echo "${dir:-/usr/lib/nginx/modules}"
}

if [ -n "${NGINX_BIN:-}" ]; then
  if [ ! -x "$NGINX_BIN" ]; then
    echo "error: NGINX_BIN=$NGINX_BIN is not an executable file." >&2
    exit 1
  fi
  # A binary of one's own: its modules are one's own business too; nothing to install.
  if [ ! -f "$(modules_dir "$NGINX_BIN")/$MODULE" ]; then
    echo "note: $NGINX_BIN has no $MODULE in $(modules_dir "$NGINX_BIN"): it serves gzip only," >&2
    echo "      and the nginx tests, which check brotli, will fail." >&2
  fi
  exit 0
fi
# Debian puts nginx in /usr/sbin, which a normal user's PATH may lack.
NGINX=$(PATH="$PATH:/usr/sbin:/usr/local/sbin" command -v nginx || true)
if [ -n "$NGINX" ] && [ -f "$(modules_dir "$NGINX")/$MODULE" ]; then
  exit 0
fi
if [ -n "$NGINX" ]; then
  echo "nginx's brotli_static module is missing: installing Debian's libnginx-mod-http-brotli-static..."
else
  echo "nginx not found: installing Debian's nginx and libnginx-mod-http-brotli-static..."
fi
# shellcheck source=lib/apt.sh
. "$(dirname "$0")/lib/apt.sh"
apt_ready "nginx with its brotli_static module is missing" \
  "Ask an administrator for: apt-get install $PACKAGES, or set NGINX_BIN to an nginx you have."
$SUDO apt-get update -qq || {
  echo "error: apt-get update failed (see above)." >&2
  exit 1
}
# Said plainly rather than skipped: without the module the tests cannot check brotli.
for package in $PACKAGES; do
  if ! apt-cache show "$package" >/dev/null 2>&1; then
    echo "error: the package $package is not in this system's apt sources." >&2
    echo "       It is in Debian 12 (bookworm) and later; add such a source, or set NGINX_BIN" >&2
    echo "       to an nginx whose modules folder has $MODULE." >&2
    exit 1
  fi
done
# RUNLEVEL=1: invoke-rc.d installs the packages without starting the system service.
# shellcheck disable=SC2086 # $SUDO and $PACKAGES are word lists
if ! $SUDO env RUNLEVEL=1 apt-get install -y -qq --no-install-recommends $PACKAGES; then
  echo "error: apt-get could not install $PACKAGES (see above)." >&2
  exit 1
fi
NGINX=$(PATH="$PATH:/usr/sbin:/usr/local/sbin" command -v nginx || true)
if [ -z "$NGINX" ]; then
  echo "error: the nginx package installed, but no nginx binary was found." >&2
  exit 1
fi
if [ ! -f "$(modules_dir "$NGINX")/$MODULE" ]; then
  echo "error: libnginx-mod-http-brotli-static installed, but $(modules_dir "$NGINX")/$MODULE is missing" >&2
  echo "       ($NGINX is not Debian's nginx? set NGINX_BIN to /usr/sbin/nginx)." >&2
  exit 1
fi
