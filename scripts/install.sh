#!/usr/bin/env bash
# Installs a built `ellipsis` under a prefix: the binary, its man page and its completions for
# bash, zsh and fish. The man page and completions are written by the binary itself from the
# option tables that its --help prints, so they cannot drift apart.
# Usage: scripts/install.sh BINARY PREFIX   (`make install PREFIX=...`, `make deb`)
#   ZSH_COMPLETION_DIR overrides where _ellipsis goes (Debian's own place is vendor-completions).
set -euo pipefail
binary=${1:?usage: install.sh BINARY PREFIX}
prefix=${2:?usage: install.sh BINARY PREFIX}
zsh_dir=${ZSH_COMPLETION_DIR:-$prefix/share/zsh/site-functions}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Generate everything first, so that a failure leaves nothing half installed.
"$binary" --version > /dev/null
"$binary" manual > "$work/ellipsis.1"
"$binary" completions bash > "$work/ellipsis.bash"
"$binary" completions zsh > "$work/_ellipsis"
"$binary" completions fish > "$work/ellipsis.fish"
install -D -m 755 "$binary" "$prefix/bin/ellipsis"
install -D -m 644 "$work/ellipsis.1" "$prefix/share/man/man1/ellipsis.1"
install -D -m 644 "$work/ellipsis.bash" "$prefix/share/bash-completion/completions/ellipsis"
install -D -m 644 "$work/_ellipsis" "$zsh_dir/_ellipsis"
install -D -m 644 "$work/ellipsis.fish" "$prefix/share/fish/vendor_completions.d/ellipsis.fish"
echo "install: ellipsis $("$binary" --version | awk '{print $2}') in $prefix"
