#!/usr/bin/env bash
# Builds the Debian package of a built `ellipsis` with dpkg-deb (`make deb`).
# Depends: the packages that hold the libraries the binary links (ldd, each library's owner
# and Debian's shlibs entry for its version), then packaging/debian/data-depends: the fonts
# and dictionaries it opens at run time. A library no Debian package holds (the Swift
# runtime of a build without --static-swift-stdlib) is an error: the package would need the
# toolchain.
# Usage: scripts/build-deb.sh BINARY OUTPUT_DIR   (prints the path of the .deb it wrote)
set -euo pipefail
binary=$(readlink -f "${1:?usage: build-deb.sh BINARY OUTPUT_DIR}")
out=${2:?usage: build-deb.sh BINARY OUTPUT_DIR}
project=$(cd "$(dirname "$0")/.." && pwd)
version=$("$binary" --version | awk '{print $2}')
arch=$(dpkg --print-architecture)

# The package that holds a file (usr-merged paths are registered under either spelling).
owner() {
  local path
  for path in "$1" "$(readlink -f "$1")" "/usr$1" "/usr$(readlink -f "$1")" "${1#/usr}"; do
    dpkg-query -S "$path" 2>/dev/null | head -1 | cut -d: -f1 && return 0
  done
  return 1
}
# Debian's dependency for a library: the shlibs line of its package ("libicuuc 72 libicu72 (>= 72.1)").
shlibs_dependency() {
  local soname=$1 package=$2 name version file
  if [[ $soname =~ ^(.+)\.so\.([0-9.]+)$ ]]; then name=${BASH_REMATCH[1]}; version=${BASH_REMATCH[2]}
  elif [[ $soname =~ ^(.+)-([0-9.]+)\.so$ ]]; then name=${BASH_REMATCH[1]}; version=${BASH_REMATCH[2]}
  else echo "$package"; return; fi
  for file in "/var/lib/dpkg/info/$package.shlibs" "/var/lib/dpkg/info/$package:$arch.shlibs"; do
    [ -f "$file" ] || continue
    local line
    line=$(awk -v n="$name" -v v="$version" '$1==n && $2==v {$1=""; $2=""; sub(/^ +/, ""); print; exit}' "$file")
    if [ -n "$line" ]; then echo "$line"; return; fi
  done
  echo "$package"
}

# The libraries the binary names itself (NEEDED), with the paths the loader finds for them;
# what those libraries need in turn is their own packages' business, as with dpkg-shlibdeps.
needed_libraries() {
  local resolved
  resolved=$(ldd "$1" | awk '$2=="=>" && $3 ~ /^\// {print $1, $3}')
  readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | while read -r soname; do
    case $soname in ld-linux*) continue ;; esac  # the loader: part of libc6
    echo "$resolved" | awk -v n="$soname" '$1==n {print; found=1} END {if (!found) print n, "not-found"}'
  done
}

depends=()
while read -r soname path; do
  package=$(owner "$path") || { echo "build-deb: $binary links $path, which no Debian package holds (build with --static-swift-stdlib)" >&2; exit 1; }
  depends+=("$(shlibs_dependency "$soname" "$package")")
done < <(needed_libraries "$binary")
while read -r package; do
  depends+=("$package")
done < <(grep -v '^#' "$project/packaging/debian/data-depends" | grep -v '^ *$')
# One entry per package, the first (strictest) one kept, in a stable order.
joined=$(printf '%s\n' "${depends[@]}" | awk '{split($0, p, " "); if (!seen[p[1]]++) print}' | sort | paste -sd, - | sed 's/,/, /g')

stage=$(mktemp -d)
chmod 755 "$stage"
trap 'rm -rf "$stage"' EXIT
ZSH_COMPLETION_DIR="$stage/usr/share/zsh/vendor-completions" bash "$project/scripts/install.sh" "$binary" "$stage/usr" > /dev/null
strip --strip-unneeded "$stage/usr/bin/ellipsis" 2>/dev/null || true
gzip -9n "$stage/usr/share/man/man1/ellipsis.1"
install -D -m 644 "$project/packaging/debian/copyright" "$stage/usr/share/doc/ellipsis/copyright"
maintainer="$(git -C "$project" config user.name 2>/dev/null || echo Ellipsis) <$(git -C "$project" config user.email 2>/dev/null || echo ellipsis@localhost)>"
size=$(du -sk "$stage/usr" | cut -f1)
mkdir -p "$stage/DEBIAN"
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@INSTALLED_SIZE@|$size|" \
    -e "s#@DEPENDS@#$joined#" -e "s|@MAINTAINER@|$maintainer|" \
    "$project/packaging/debian/control.in" > "$stage/DEBIAN/control"
mkdir -p "$out"
deb="$out/ellipsis_${version}_${arch}.deb"
dpkg-deb --build --root-owner-group -Zxz "$stage" "$deb" > /dev/null
echo "$deb"
