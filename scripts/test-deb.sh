#!/usr/bin/env bash
# Installs an Ellipsis .deb on a bare Debian (debootstrap minbase: no compiler, no Swift, no fonts)
# and lints Corpora/ there. Proves that the package's Depends are all it needs at run time.
# Usage: scripts/test-deb.sh FILE.deb   (root; needs debootstrap and the Debian mirror)
# The bare system is made once and kept in $DEB_TEST_BASE; each run works on a copy of it.
# Prints the packages the install pulled in, then "test-deb: ok" and exits 0 when every check passes.
set -euo pipefail
deb=$(readlink -f "${1:?usage: test-deb.sh FILE.deb}")
project=$(cd "$(dirname "$0")/.." && pwd)
base=${DEB_TEST_BASE:-/tmp/ellipsis-deb-base}
reference=${ELLIPSIS_REFERENCE:+$(readlink -f "$ELLIPSIS_REFERENCE")}
[ "$(id -u)" -eq 0 ] || { echo "test-deb: needs root (chroot, mounts)" >&2; exit 77; }
command -v debootstrap >/dev/null || { echo "test-deb: needs debootstrap (scripts/install-deps.sh)" >&2; exit 77; }

if [ ! -f "$base/.ready" ]; then
  rm -rf "$base"
  mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  debootstrap --variant=minbase bookworm "$base" "${mirror:-http://deb.debian.org/debian}" \
    > /tmp/ellipsis-deb-debootstrap.log 2>&1 || { echo "test-deb: debootstrap failed (/tmp/ellipsis-deb-debootstrap.log)" >&2; exit 1; }
  # The machine's own sources (with security updates), so the libraries match what the build linked.
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    cp /etc/apt/sources.list.d/debian.sources "$base/etc/apt/sources.list.d/"
    : > "$base/etc/apt/sources.list"
  fi
  touch "$base/.ready"
fi

root=$(mktemp -d /tmp/ellipsis-deb-run.XXXXXX)
cleanup() {
  for d in dev/pts dev sys proc; do umount -l "$root/$d" 2>/dev/null || true; done
  rm -rf "$root"
}
trap cleanup EXIT
cp -a "$base/." "$root/"
for d in proc sys dev dev/pts; do mount --bind "/$d" "$root/$d"; done
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

in_root dpkg-query -W -f='${Package}\n' | sort > "$root/tmp/before.txt"
cp "$deb" "$root/tmp/ellipsis.deb"
mkdir -p "$root/tmp/Corpora" && cp -a "$project/Corpora/." "$root/tmp/Corpora/"
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends /tmp/ellipsis.deb \
  > "$root/tmp/install.log" 2>&1 || { cat "$root/tmp/install.log" >&2; echo "test-deb: install failed" >&2; exit 1; }
in_root dpkg-query -W -f='${Package}\n' | sort > "$root/tmp/after.txt"
echo "test-deb: the install added:"
comm -13 "$root/tmp/before.txt" "$root/tmp/after.txt" | tr '\n' ' '; echo

fail() { echo "test-deb: FAIL: $*" >&2; exit 1; }
# Nothing of a toolchain came along, and the binary finds every library it links.
for tool in swift swiftc clang gcc cc; do
  in_root sh -c "command -v $tool" >/dev/null 2>&1 && fail "$tool is on the bare system"
done
missing=$(in_root ldd /usr/bin/ellipsis | grep 'not found' || true)
[ -z "$missing" ] || fail "unresolved libraries: $missing"
in_root ellipsis --version | grep -q '^ellipsis [0-9]' || fail "ellipsis --version"
in_root test -f /usr/share/man/man1/ellipsis.1.gz || fail "no man page"
for file in /usr/share/bash-completion/completions/ellipsis /usr/share/zsh/vendor-completions/_ellipsis \
            /usr/share/fish/vendor_completions.d/ellipsis.fish; do
  in_root test -f "$file" || fail "no $file"
done
# The completion bash loads offers lint's options there, as --help lists them.
offered=$(in_root bash -c 'source /usr/share/bash-completion/completions/ellipsis; COMP_WORDS=(ellipsis lint --); COMP_CWORD=2; _ellipsis; echo "${COMPREPLY[*]}"')
case " $offered " in *" --changed-since "*) ;; *) fail "bash completion offers: $offered" ;; esac
# Lint the corpora there; the sample apps carry deliberate problems, so findings are expected.
for corpus in atlas atlas-strings atlas-xcstrings atlas-xliff atlas-android compass-ios compass-android xcode-harbor; do
  [ -d "$project/Corpora/$corpus" ] || continue
  set +e
  in_root sh -c "cd /tmp/Corpora && ellipsis lint $corpus --format json --fail-on never --quiet" \
    > "$root/tmp/$corpus.json" 2> "$root/tmp/$corpus.err"
  status=$?
  set -e
  [ $status -eq 0 ] || { cat "$root/tmp/$corpus.err" >&2; fail "lint $corpus exited $status"; }
  grep -q '"rule"' "$root/tmp/$corpus.json" || fail "lint $corpus reported no finding"
  echo "test-deb: lint $corpus: $(grep -o '"rule"' "$root/tmp/$corpus.json" | wc -l) findings"
done
# The same findings as the build machine's binary, when one is given (same fonts, same data).
if [ -n "$reference" ]; then
  (cd "$project/Corpora" && "$reference" lint atlas-strings --format json --fail-on never --quiet) \
    > "$root/tmp/reference.json"
  cmp -s "$root/tmp/reference.json" "$root/tmp/atlas-strings.json" || fail "findings differ from $reference"
  echo "test-deb: atlas-strings findings identical to the build machine's"
fi
echo "test-deb: ok"
