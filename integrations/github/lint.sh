#!/usr/bin/env bash
# The action's lint steps. `lint.sh sarif` writes the SARIF report (never failing, so that it is
# uploaded whatever it holds) and sets the step's outputs; `lint.sh annotate` prints the findings
# as workflow commands, which GitHub shows on the pull request's lines, and exits 1 on findings
# at or above ELLIPSIS_FAIL_ON. Inputs come as ELLIPSIS_* variables (action.yml).
set -euo pipefail
mode=${1:?usage: lint.sh sarif|annotate}
read -r -a paths <<< "${ELLIPSIS_PATHS:-.}"
read -r -a extra <<< "${ELLIPSIS_ARGS:-}"
options=()
[ -z "${ELLIPSIS_CHANGED_SINCE:-}" ] || options+=(--changed-since "$ELLIPSIS_CHANGED_SINCE")
[ -z "${ELLIPSIS_CONFIG:-}" ] || options+=(--config "$ELLIPSIS_CONFIG")
case "$mode" in
  sarif)
    sarif=${ELLIPSIS_SARIF:-ellipsis.sarif}
    ellipsis lint "${paths[@]}" "${options[@]}" "${extra[@]}" --format sarif --output "$sarif" --fail-on never --quiet
    findings=$(python3 -c 'import json,sys; print(sum(len(r.get("results", [])) for r in json.load(open(sys.argv[1]))["runs"]))' "$sarif" 2>/dev/null \
               || grep -c '"ruleId"' "$sarif" || true)
    echo "sarif-file=$sarif" >> "${GITHUB_OUTPUT:-/dev/null}"
    echo "findings=$findings" >> "${GITHUB_OUTPUT:-/dev/null}"
    echo "Ellipsis: $findings finding(s), SARIF in $sarif" >> "${GITHUB_STEP_SUMMARY:-/dev/null}"
    ;;
  annotate)
    ellipsis lint "${paths[@]}" "${options[@]}" "${extra[@]}" --format github --fail-on "${ELLIPSIS_FAIL_ON:-error}" --quiet
    ;;
  *) echo "usage: lint.sh sarif|annotate" >&2; exit 2 ;;
esac
