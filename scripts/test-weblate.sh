#!/usr/bin/env bash
# Tests the Weblate add-on (integrations/weblate) against Weblate itself: Weblate from PyPI in a
# virtual environment kept in .build/integration/weblate (made once, again when the requirements
# change), the add-on installed there with pip, then its tests with the `ellipsis` on PATH.
# Weblate builds C extensions (cairo, GObject, borg): scripts/install-deps.sh weblate installs
# what they need. Exits 77 (a skip) saying why when Weblate cannot be installed here.
# Usage: scripts/test-weblate.sh   (prints "test-weblate: ok" when every test passes)
set -euo pipefail
project=$(cd "$(dirname "$0")/.." && pwd)
addon=$project/integrations/weblate
requirements=$addon/tests/weblate-requirements.txt
venv=$project/.build/integration/weblate
skip() { echo "test-weblate: skipped: $*"; exit 77; }
command -v ellipsis > /dev/null || { echo "test-weblate: no ellipsis on PATH" >&2; exit 1; }

# The measuring half needs no Weblate: it runs with any python3.
python3 -m unittest discover -s "$addon/tests" -p 'test_measure.py'

for module in cairo gobject-introspection-1.0 libacl liblz4 libzstd libxxhash; do
  pkg-config --exists "$module" 2>/dev/null || skip "Weblate's C extensions need $module (scripts/install-deps.sh weblate)"
done
[ -n "$(find /usr/lib -name 'PangoCairo-1.0.typelib' -print -quit 2>/dev/null)" ] \
  || skip "Weblate needs the PangoCairo typelib (scripts/install-deps.sh weblate)"
stamp=$(sha256sum "$requirements" | cut -c1-16)
if [ "$(cat "$venv/.requirements" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  python3 -m venv "$venv" > /dev/null 2>&1 || skip "python3 cannot make a virtual environment (apt-get install python3-venv)"
  echo "test-weblate: installing Weblate from PyPI (a few minutes, once)"
  if ! timeout 1500 "$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements" > "$venv.log" 2>&1; then
    rm -rf "$venv"
    skip "Weblate could not be installed from PyPI ($(grep -m1 -i error "$venv.log" || tail -1 "$venv.log"); $venv.log)"
  fi
  echo "$stamp" > "$venv/.requirements"
fi
# The add-on as a site installs it, from its folder, every run (it is small). pip builds in the
# folder it is given, so it gets a copy: the sources stay as they are.
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -R "$addon/pyproject.toml" "$addon/README.md" "$addon/src" "$copy/"
"$venv/bin/pip" install -q --disable-pip-version-check --force-reinstall --no-deps "$copy" > "$venv.addon.log" 2>&1 \
  || { cat "$venv.addon.log" >&2; echo "test-weblate: FAIL: pip install $addon" >&2; exit 1; }
echo "test-weblate: $("$venv/bin/python" -c 'from importlib.metadata import version; print("Weblate", version("weblate"), "with ellipsis-weblate", version("ellipsis-weblate"))')"
# Run from the tests folder against the installed add-on (not the source tree).
cd "$addon/tests"
"$venv/bin/python" -m unittest -v test_weblate_check 2>&1
echo "test-weblate: ok"
