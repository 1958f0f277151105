#!/usr/bin/env bash
# Tests the Weblate add-on (integrations/weblate) against Weblate itself: Weblate from PyPI in a
# virtual environment kept in .build/integration/weblate (made once, again when the requirements
# change), the add-on installed there with pip, then its tests with the `ellipsis` on PATH: the check
# on Weblate's unsaved models and `ellipsis budgets` output read by Weblate's own XLIFF and Android
# loaders (test_weblate_budgets), then on a site with a database, a PostgreSQL server this script
# starts in a temporary folder (a Unix socket, no TCP) and stops at the end.
# Weblate builds C extensions (cairo, GObject, borg) and the server comes from Debian:
# scripts/install-deps.sh weblate installs them. Exits 77 (a skip) saying why when Weblate or
# PostgreSQL cannot be had here.
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
for typelib in PangoCairo-1.0 Rsvg-2.0; do
  [ -n "$(find /usr/lib -name "$typelib.typelib" -print -quit 2>/dev/null)" ] \
    || skip "Weblate needs the $typelib typelib (scripts/install-deps.sh weblate)"
done
stamp=$(sha256sum "$requirements" | cut -c1-16)
if [ "$(cat "$venv/.requirements" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  python3 -m venv "$venv" > /dev/null 2>&1 || skip "python3 cannot make a virtual environment (apt-get install python3-venv)"
  echo "test-weblate: installing Weblate from PyPI (a few minutes, once)"
  started=$SECONDS
  if ! timeout 1500 "$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements" > "$venv.log" 2>&1; then
    rm -rf "$venv"
    skip "Weblate could not be installed from PyPI ($(grep -m1 -i error "$venv.log" || tail -1 "$venv.log"); $venv.log)"
  fi
  echo "$stamp" > "$venv/.requirements"
  echo "test-weblate: Weblate installed in $((SECONDS - started)) s"
fi
# The add-on as a site installs it, from its folder, every run (it is small). pip builds in the
# folder it is given, so it gets a copy: the sources stay as they are.
work=$(mktemp -d /tmp/ellipsis-weblate.XXXXXX)
pg_ctl=""
cleanup() {
  if [ -n "$pg_ctl" ]; then as_server "$pg_ctl" -D "$work/db/data" -m fast -w stop > /dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 143' TERM INT
mkdir "$work/addon"
cp -R "$addon/pyproject.toml" "$addon/README.md" "$addon/src" "$work/addon/"
"$venv/bin/pip" install -q --disable-pip-version-check --force-reinstall --no-deps "$work/addon" > "$venv.addon.log" 2>&1 \
  || { cat "$venv.addon.log" >&2; echo "test-weblate: FAIL: pip install $addon" >&2; exit 1; }
echo "test-weblate: $("$venv/bin/python" -c 'from importlib.metadata import version; print("Weblate", version("weblate"), "with ellipsis-weblate", version("ellipsis-weblate"))')"
# Run from the tests folder against the installed add-on (not the source tree).
cd "$addon/tests"
"$venv/bin/python" -m unittest -v test_weblate_check test_weblate_budgets 2>&1

# A PostgreSQL server of the run's own. initdb and the server refuse to run as root: root runs
# them as Debian's `postgres` user, anyone else as themselves.
server_bin=""
for folder in /usr/lib/postgresql/*/bin; do  # Debian keeps a folder per version: any will do
  if [ -x "$folder/initdb" ]; then server_bin=$folder; fi
done
[ -n "$server_bin" ] || skip "no PostgreSQL server for Weblate's database (scripts/install-deps.sh weblate)"
if [ "$(id -u)" -eq 0 ]; then
  id postgres > /dev/null 2>&1 || skip "no postgres user to run PostgreSQL as (root may not)"
  as_server() { runuser -u postgres -- "$@"; }
else
  as_server() { "$@"; }
fi
mkdir "$work/db" "$work/data"
if [ "$(id -u)" -eq 0 ]; then chmod 711 "$work" && chown postgres: "$work/db"; fi
as_server "$server_bin/initdb" -D "$work/db/data" -U weblate -A trust -E UTF8 --locale=C.UTF-8 > "$work/initdb.log" 2>&1 \
  || { cat "$work/initdb.log" >&2; echo "test-weblate: FAIL: initdb" >&2; exit 1; }
pg_ctl=$server_bin/pg_ctl
# The socket in the run's folder, no TCP; fsync off: the database lives for one run.
as_server "$pg_ctl" -D "$work/db/data" -l "$work/db/server.log" -w -t 60 \
  -o "-c listen_addresses='' -c unix_socket_directories='$work/db' -c fsync=off" start > /dev/null \
  || { cat "$work/db/server.log" >&2; echo "test-weblate: FAIL: the PostgreSQL server did not start" >&2; exit 1; }
as_server "$server_bin/createdb" -h "$work/db" -U weblate weblate
echo "test-weblate: $("$server_bin/postgres" --version) on $work/db"
export ELLIPSIS_WEBLATE_DB_HOST=$work/db ELLIPSIS_WEBLATE_DATA=$work/data DJANGO_SETTINGS_MODULE=weblate_test_settings
export PYTHONPATH=$addon/tests
started=$SECONDS
"$venv/bin/weblate" migrate --noinput > "$work/migrate.log" 2>&1 \
  || { cat "$work/migrate.log" >&2; echo "test-weblate: FAIL: weblate migrate" >&2; exit 1; }
echo "test-weblate: Weblate's tables made in $((SECONDS - started)) s"
"$venv/bin/python" -m unittest -v test_weblate_site 2>&1
echo "test-weblate: ok"
