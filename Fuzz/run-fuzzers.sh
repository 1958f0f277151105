#!/usr/bin/env bash
# Builds every libFuzzer target of Fuzz/ with the fuzzer and address sanitizers
# and runs each for FUZZ_SECONDS (default 60) from its seed corpus, then prints
# runs and findings per target. Findings (crash-*, timeout-*, oom-*, leak-*)
# are kept in Fuzz/.build/findings/<target>/ to reproduce with
# `Fuzz/.build/release/<target> <file>`. Exit status 1 when anything was found.
# FUZZ_TARGETS limits the run to some targets (space separated names).
set -euo pipefail
cd "$(dirname "$0")"
seconds="${FUZZ_SECONDS:-60}"
swift="${SWIFT:-swift}"
all_targets=(FuzzXML FuzzXLIFF FuzzBudgetAnnotation FuzzAndroidStrings FuzzShortcuts FuzzStrings FuzzPlist FuzzBinaryPlist
             FuzzInfoPlist FuzzStringsDict FuzzXCStrings FuzzManifest FuzzJSON
             FuzzEscapedLine FuzzConfiguration FuzzBaseline FuzzLocaleData FuzzSurfaces FuzzMetricsSnapshot FuzzFontTracking
             FuzzMorphology FuzzSwiftLexer FuzzObjectiveCLexer FuzzKotlinLexer FuzzJavaLexer)
read -r -a targets <<< "${FUZZ_TARGETS:-${all_targets[*]}}"

# swiftc keeps only the last -sanitize= option it is given, so SwiftPM's
# `-sanitize=fuzzer -sanitize=address` compiles Swift with AddressSanitizer and
# no coverage counters: libFuzzer then fuzzes blind. The combined option, given
# last, turns on both (SwiftPM's flags still link the two runtimes).
# ELLIPSIS_FUZZING: the build plugin's tool (bake-locales) is built here too, and
# with libFuzzer's own `main` it must not bring one (Sources/bake-locales/EntryPoint.swift).
"$swift" build -c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address \
  -Xswiftc -DELLIPSIS_FUZZING

# Refuse to fuzz blind: each target's own Swift object must hold coverage
# counters (the binary alone is no proof: the C shim brings its own).
for target in "${targets[@]}"; do
  # grep reads all of objdump's output (no -q): an early exit would fail the pipe under pipefail.
  if ! objdump -h ".build/release/$target.build/$target.swift.o" 2>/dev/null | grep "__sancov_cntrs" >/dev/null; then
    echo "run-fuzzers: $target's Swift code has no coverage instrumentation; rebuild it (rm -rf Fuzz/.build)" >&2
    exit 2
  fi
done

export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
work=".build/fuzz-work"
findings=".build/findings"
mkdir -p "$work" "$findings"
summary=()
found=0
for target in "${targets[@]}"; do
  corpus="$work/$target"
  artifacts="$findings/$target"
  # Findings of an earlier run are cleared: each run reports its own.
  rm -rf "$artifacts"
  mkdir -p "$corpus" "$artifacts"
  # The seeds are copied: libFuzzer adds what it learns to the working corpus
  # only, which is kept between runs so that later runs start further on.
  cp Seeds/"$target"/* "$corpus"/
  log="$work/$target.log"
  set +e
  ".build/release/$target" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1
  status=$?
  set -e
  runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  crashes=$(find "$artifacts" -type f | wc -l | tr -d ' ')
  if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then found=1; fi
  summary+=("$(printf '%-20s runs %10s  exit %3s  findings %s' "$target" "${runs:-?}" "$status" "$crashes")")
  if [ "$crashes" -ne 0 ]; then tail -40 "$log"; fi
done
echo "fuzzing ${seconds}s per target:"
printf '  %s\n' "${summary[@]}"
exit "$found"
