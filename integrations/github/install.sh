#!/usr/bin/env bash
# The action's install step: puts `ellipsis` on the runner. With ELLIPSIS_DEB, installs that
# package with apt (which brings its Depends); without, an `ellipsis` already on PATH is kept,
# and otherwise the package is built from this repository (`make deb`, needs Swift) and installed.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
install_deb() {
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$(readlink -f "$1")"
}
if [ -n "${ELLIPSIS_DEB:-}" ]; then
  [ -f "$ELLIPSIS_DEB" ] || { echo "::error::ELLIPSIS_DEB: no file $ELLIPSIS_DEB"; exit 2; }
  $sudo apt-get update -qq
  install_deb "$ELLIPSIS_DEB"
elif command -v ellipsis > /dev/null; then
  echo "ellipsis is already installed: $(command -v ellipsis)"
else
  $sudo apt-get update -qq
  deb=$(make -s -C "$here" deb | tail -1)
  install_deb "$deb"
fi
ellipsis --version
