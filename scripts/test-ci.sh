#!/usr/bin/env bash
# Runs the GitHub action (action.yml, through integrations/github/run_locally.py) and the pre-commit
# hooks (`pre-commit try-repo`) on a sample git repository: ellipsis-lint with the `ellipsis` on PATH,
# ellipsis-lint-source with the one pre-commit builds from this repository with swift (minutes).
# pre-commit comes from PyPI into a virtual environment kept in .build/integration/pre-commit
# (made once); without PyPI or python3-venv this exits 77 (a skip) saying which.
# The sample: an app's string tables whose one finding is a warning (the job passes, annotated),
# then a German title too long for the menu (an error: the job and the hook fail, naming its line).
# Usage: scripts/test-ci.sh   (prints "test-ci: ok" when every check passes)
set -euo pipefail
project=$(cd "$(dirname "$0")/.." && pwd)
command -v ellipsis > /dev/null || { echo "test-ci: no ellipsis on PATH" >&2; exit 1; }
venv=$project/.build/integration/pre-commit
if [ ! -x "$venv/bin/pre-commit" ]; then
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  python3 -m venv "$venv" > /dev/null 2>&1 || { echo "test-ci: skipped: python3 cannot make a virtual environment (apt-get install python3-venv)"; exit 77; }
  if ! timeout 600 "$venv/bin/pip" install -q --disable-pip-version-check pre-commit > "$venv.log" 2>&1; then
    rm -rf "$venv"
    echo "test-ci: skipped: pre-commit could not be installed from PyPI ($(tail -1 "$venv.log"))"
    exit 77
  fi
fi
echo "test-ci: $("$venv/bin/pre-commit" --version)"

work=$(mktemp -d /tmp/ellipsis-ci.XXXXXX)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT  # KEEP=1 keeps the logs
fail() { echo "test-ci: FAIL: $*" >&2; exit 1; }
expect_status() {  # STATUS WANTED WHAT LOG
  [ "$1" -eq "$2" ] || { cat "$4" >&2; fail "$3 exited $1, wanted $2"; }
}

# The sample repository: one manifest, its English and German tables.
repo=$work/repo
fixture=$project/Tests/EllipsisIntegrationTests/Fixtures/SamplePackage/Sources/SampleApp/Resources
mkdir -p "$repo/App" && cp -R "$fixture/." "$repo/App/"
echo "# Sample app" > "$repo/README.md"
git -C "$repo" init -q
git -C "$repo" -c user.name=Sample -c user.email=sample@example.com add -A
git -C "$repo" -c user.name=Sample -c user.email=sample@example.com commit -q -m "The sample app"
german=App/de.lproj/Localizable.strings

# The action, as a runner runs it: install (the ellipsis on PATH is kept), SARIF, annotations.
cd "$repo"
set +e
"$venv/bin/python" "$project/integrations/github/run_locally.py" "$project" paths=App > "$work/action1.log" 2>&1
status=$?
set -e
expect_status $status 0 "the action on a warning" "$work/action1.log"
grep -q '^step: Install Ellipsis: ran (exit 0)' "$work/action1.log" || fail "install step: $(cat "$work/action1.log")"
grep -q '^step: Upload SARIF: skipped (uses github/codeql-action/upload-sarif' "$work/action1.log" || fail "upload step"
grep -q "^::warning file=App/de.lproj/Localizable.strings,line=2,col=17,title=Ellipsis untranslated (de)::" "$work/action1.log" \
  || fail "no warning annotation on $german:2:17: $(cat "$work/action1.log")"
grep -q '^output: findings=1$' "$work/action1.log" || fail "findings output: $(grep '^output' "$work/action1.log")"
grep -q '^output: sarif-file=ellipsis.sarif$' "$work/action1.log" || fail "sarif-file output"
"$venv/bin/python" - "$repo/ellipsis.sarif" <<'EOF' || fail "SARIF report"
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
assert run["tool"]["driver"]["name"].lower() == "ellipsis", run["tool"]["driver"]["name"]
results = run["results"]
assert [r["ruleId"] for r in results] == ["untranslated"], results
location = results[0]["locations"][0]["physicalLocation"]
assert location["artifactLocation"]["uri"].endswith("App/de.lproj/Localizable.strings"), location
assert location["region"]["startLine"] == 2, location
EOF
rm -f ellipsis.sarif
echo "test-ci: action on a warning: passes, 1 finding annotated, SARIF written"
# changed-since: nothing changed since HEAD, so nothing is reported.
"$venv/bin/python" "$project/integrations/github/run_locally.py" "$project" paths=App changed-since=HEAD > "$work/action-unchanged.log" 2>&1 \
  || { cat "$work/action-unchanged.log" >&2; fail "the action with changed-since HEAD"; }
grep -q '^output: findings=0$' "$work/action-unchanged.log" || fail "changed-since HEAD: $(grep '^output' "$work/action-unchanged.log")"
! grep -q '^::' "$work/action-unchanged.log" || fail "changed-since HEAD annotated: $(grep '^::' "$work/action-unchanged.log")"
rm -f ellipsis.sarif

# The hook on the same repository: a warning is not an error, so it passes.
export PRE_COMMIT_HOME=$work/pre-commit-home
try_repo() { "$venv/bin/pre-commit" try-repo "$project" ellipsis-lint --verbose "$@"; }
set +e
try_repo --all-files > "$work/hook1.log" 2>&1
status=$?
set -e
expect_status $status 0 "pre-commit on a warning" "$work/hook1.log"
grep -q '^Ellipsis\.*Passed' "$work/hook1.log" || fail "hook did not pass: $(cat "$work/hook1.log")"
grep -A1 -x "$german" "$work/hook1.log" | grep -Eq '^  2:17  warning +untranslated +de' || fail "hook output lacks the warning"

# A file the hook does not read, staged alone: the hook is skipped.
echo "More." >> README.md && git add README.md
try_repo > "$work/hook2.log" 2>&1 || { cat "$work/hook2.log" >&2; fail "pre-commit on README.md"; }
grep -q '^Ellipsis\.*(no files to check)Skipped' "$work/hook2.log" || fail "hook not skipped for README.md: $(cat "$work/hook2.log")"
git reset -q README.md

# A German title cut in the menu, staged: the hook and the action fail on it, naming the line.
printf '"search.title" = "Suchen";\n"share.title" = "Den aktuellen Standort mit allen Kontakten teilen und senden";\n' > "$german"
git add "$german"
set +e
try_repo > "$work/hook3.log" 2>&1
status=$?
set -e
expect_status $status 1 "pre-commit on an error" "$work/hook3.log"
grep -q '^Ellipsis\.*Failed' "$work/hook3.log" || fail "hook did not fail: $(cat "$work/hook3.log")"
grep -A1 -x "$german" "$work/hook3.log" | grep -Eq '^  2:17  error +truncation +de' || fail "hook output lacks the error"
echo "test-ci: pre-commit try-repo: passes on a warning, skips README.md, fails on the cut title"

# ellipsis-lint-source (language: swift): pre-commit builds the package with `swift build -c release`
# in its store and puts that build first on PATH. try-repo's store is a temporary folder, so this is a
# whole release build on every run. The `ellipsis` under test is left off PATH: what runs is the build.
source_path=$(IFS=:; for folder in $PATH; do [ -x "$folder/ellipsis" ] || printf '%s:' "$folder"; done)
source_path=${source_path%:}
! PATH=$source_path command -v ellipsis > /dev/null || fail "an ellipsis is still on PATH: $(PATH=$source_path command -v ellipsis)"
PATH=$source_path command -v swift > /dev/null || fail "no swift on PATH to build the source hook with"
started=$SECONDS
set +e
PATH=$source_path "$venv/bin/pre-commit" try-repo "$project" ellipsis-lint-source --verbose > "$work/hook-source.log" 2>&1
status=$?
set -e
expect_status $status 1 "pre-commit (ellipsis-lint-source) on an error" "$work/hook-source.log"
grep -q '^\[INFO\] Installing environment for ' "$work/hook-source.log" || fail "pre-commit built nothing: $(cat "$work/hook-source.log")"
grep -q '^Ellipsis (built from source)\.*Failed' "$work/hook-source.log" || fail "source hook did not fail: $(cat "$work/hook-source.log")"
grep -A1 -x "$german" "$work/hook-source.log" | grep -Eq '^  2:17  error +truncation +de' || fail "source hook output lacks the error"
echo "test-ci: pre-commit try-repo ellipsis-lint-source: built with swift in $((SECONDS - started)) s, fails on the cut title"

set +e
"$venv/bin/python" "$project/integrations/github/run_locally.py" "$project" paths=App > "$work/action2.log" 2>&1
status=$?
set -e
expect_status $status 1 "the action on an error" "$work/action2.log"
grep -q '^step: Annotate the pull request: ran (exit 1)' "$work/action2.log" || fail "annotate step: $(cat "$work/action2.log")"
grep -q "^::error file=$german,line=2,col=17,title=Ellipsis truncation (de)::" "$work/action2.log" || fail "no error annotation"
grep -q '^output: findings=1$' "$work/action2.log" || fail "findings output after the change"
# changed-since HEAD now reaches the edited German title (staged, not committed) and fails on it.
set +e
"$venv/bin/python" "$project/integrations/github/run_locally.py" "$project" paths=App changed-since=HEAD > "$work/action-changed.log" 2>&1
status=$?
set -e
expect_status $status 1 "the action with changed-since HEAD after the edit" "$work/action-changed.log"
grep -q '^output: findings=1$' "$work/action-changed.log" || fail "changed-since after the edit: $(grep '^output' "$work/action-changed.log")"
grep -q "^::error file=$german,line=2,col=17" "$work/action-changed.log" || fail "changed-since: no error annotation"
# fail-on never: annotated, and the job goes on.
"$venv/bin/python" "$project/integrations/github/run_locally.py" "$project" paths=App fail-on=never > "$work/action3.log" 2>&1 \
  || { cat "$work/action3.log" >&2; fail "the action with fail-on never"; }
grep -q "^::error file=$german,line=2,col=17" "$work/action3.log" || fail "no annotation with fail-on never"
echo "test-ci: action on an error: fails at the annotate step, passes with fail-on never; changed-since reports only the edit"
echo "test-ci: ok"
