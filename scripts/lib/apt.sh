# Sourced by the scripts/ensure-*.sh installers: what they share before
# `apt-get install`. Sets SUDO ("" as root) and DEBIAN_FRONTEND, or exits 1
# saying why the packages cannot be installed here.
#   apt_ready "<what is missing>" "<how to do without apt>" [interactive]
# With "interactive", sudo may ask for a password; otherwise only a
# password-less sudo counts.
apt_ready() {
  local what=$1 instead=$2 mode=${3:-}
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if [ "$mode" = interactive ] && command -v sudo >/dev/null 2>&1; then
      SUDO="sudo"
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      SUDO="sudo -n"
    else
      echo "error: $what and this user cannot install packages (not root, no sudo)." >&2
      echo "       $instead" >&2
      exit 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: $what and apt-get is not available on this system." >&2
    echo "       $instead" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
}
