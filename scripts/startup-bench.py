#!/usr/bin/env python3
"""Start-up benchmark (not a test): `ellipsis lint` of a small project, where its time goes.

Runs `ellipsis lint PROJECT --format json` RUNS times as a child (after one run not counted) and
prints the medians of wall time, CPU time (user + system, from wait4's rusage) and peak memory, with
`ellipsis --version` beside it (the floor of any run: loading the binary and its libraries). With
ELLIPSIS_STAGE_TIMES set, lint writes its stages and its start-up parts to standard error; their
medians say where the time went: before `main` (CPU), discover, read, resolve, check (and inside
it fontconfig's start, the locales' font chains, the lexicon's word lists and patterns), report.

Usage: startup-bench.py ELLIPSIS [PROJECT] [--runs N]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command, env=None):
    """Wall and CPU seconds, peak MB and stderr of one child run."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as err:
        child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=err, env=env)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.monotonic() - start
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"startup-bench: {' '.join(command)} failed ({code}): {stderr.strip()}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss / 1024, "stderr": stderr}


def fields(stderr, prefix):
    for line in stderr.splitlines():
        if line.startswith(prefix):
            return {key: float(value) for key, value in (field.split("=") for field in line[len(prefix):].split())}
    return {}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ellipsis")
    parser.add_argument("project", nargs="?", default=os.path.join(ROOT, "Corpora", "atlas"))
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()

    env = dict(os.environ, ELLIPSIS_STAGE_TIMES="1")
    lint = [args.ellipsis, "lint", args.project, "--format", "json", "--fail-on", "never"]
    version = [args.ellipsis, "--version"]
    run(lint, env)
    runs, floors = [], []
    for _ in range(args.runs):
        runs.append(run(lint, env))
        floors.append(run(version))

    def median(values):
        return statistics.median(values) * 1e3

    print(f"startup-bench: {args.project}, {args.runs} runs, medians (load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    print(f"  lint   wall {median([r['wall'] for r in runs]):6.1f} ms (min {min(r['wall'] for r in runs) * 1e3:.1f}), "
          f"cpu {median([r['cpu'] for r in runs]):6.1f} ms, peak {statistics.median(r['rss'] for r in runs):.0f} MB  "
          f"(goal: under 50 ms wall)")
    print(f"  --version wall {median([r['wall'] for r in floors]):6.1f} ms, cpu {median([r['cpu'] for r in floors]):6.1f} ms "
          f"(loading the binary and its libraries)")
    stages = [fields(r["stderr"], "ellipsis: stages ") for r in runs]
    parts = [fields(r["stderr"], "ellipsis: startup ") for r in runs]
    if stages[0]:
        print("  stages (wall ms): " + ", ".join(f"{key} {median([s[key] for s in stages]):.1f}"
                                                for key in stages[0] if key != "layout_cpu")
              + f"; measuring inside check {median([s['layout_cpu'] for s in stages]):.1f}")
    if parts[0]:
        names = {"before_main": "before main (cpu)", "fontconfig": "fontconfig started",
                 "font_chains": "font chains (fontconfig included)", "word_lists": "word lists indexed",
                 "patterns": "lexicon patterns compiled"}
        print("  start-up parts (ms): " + ", ".join(f"{names.get(key, key)} {median([p[key] for p in parts]):.1f}"
                                                   for key in parts[0]))
        print("  (word lists are indexed on a second thread while the first rules run; summed over threads)")


if __name__ == "__main__":
    main()
