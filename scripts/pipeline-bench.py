#!/usr/bin/env python3
"""Whole-pipeline benchmark (not a test): lint of generated projects, as a user runs it.

For each COUNT (translations: COUNT / 100 keys in 100 locales, seeded, every key mapped to
`quick-action.title` in `.ellipsis.json`) and each input format (a String Catalog, `.strings`
per `.lproj`, XLIFF in `.xcloc` folders), runs `ellipsis lint` as a child process and prints,
each beside its goal as a ratio:
  - wall and CPU time and peak memory (the child's rusage) in each output format: json and
    sarif at every size, all six at the largest (--all-outputs-at);
  - the time of each stage (the run's own StageTimings, which lint writes to standard error
    when ELLIPSIS_STAGE_TIMES is set), and the time spent measuring within the check;
  - lint's CPU over the engine's on the same texts at the same 24 size-device pairs
    (`ellipsis-bench --titles FILE --only pairs`, less `--only none`; goal at most 3x);
  - two cores against one (`taskset -c 0,1` against `taskset -c 0`, wall; goal at least 1.7x);
  - translate-toolkit's `pofilter` on the same units as XLIFF, in one run (goal: lint at least
    20x faster), or that it is not installed;
  - memory growth from the smallest size to the largest, in MB per 10,000 translations, and
    the largest peak against the goal of 250 MB at 300,000 translations.

Titles: the translations of the real apps in /work/shared/corpora (read at run time, never
copied), or built-in multi-script titles when that folder is absent.

Usage: pipeline-bench.py ELLIPSIS [COUNT ...] [--formats xcstrings,strings,xliff]
                         [--outputs json,sarif] [--all-outputs-at COUNT] [--rounds N]
                         [--keep DIR] [--atlas PROJECT] [--bench ELLIPSIS_BENCH]
                         [--no-cores] [--no-pofilter]
"""
import argparse
import json
import os
import random
import re
import shutil
import sys
import tempfile
import time

CORPORA = "/work/shared/corpora"
LOCALE_COUNT = 100

# Used when the corpora are absent: real titles in twelve scripts, combined by the seeded generator.
SYNTHETIC = {
    "en": ["Search Nearby", "New Message", "Scan Document", "Start Workout"],
    "de": ["In der Nähe suchen", "Neue Nachricht", "Dokument scannen", "Training starten"],
    "ru": ["Искать поблизости", "Новое сообщение", "Отсканировать документ"],
    "el": ["Αναζήτηση κοντά", "Νέο μήνυμα", "Σάρωση εγγράφου"],
    "ar": ["ابحث بالقرب منك", "رسالة جديدة", "مسح مستند"],
    "he": ["חיפוש בסביבה", "הודעה חדשה", "סריקת מסמך"],
    "hi": ["आस-पास खोजें", "नया संदेश", "दस्तावेज़ स्कैन करें"],
    "th": ["ค้นหาใกล้เคียง", "ข้อความใหม่", "สแกนเอกสาร"],
    "ja": ["近くを検索", "新規メッセージ", "書類をスキャン"],
    "zh-Hans": ["搜索附近", "新信息", "扫描文稿"],
    "ko": ["주변 검색", "새로운 메시지", "문서 스캔"],
    "ta": ["அருகில் தேடு", "புதிய செய்தி"],
}

STRINGS_LINE = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', re.M)


def corpus_titles():
    """Locale -> translated strings of the real apps' .strings files (iOS lproj folders)."""
    titles = {}
    if not os.path.isdir(CORPORA):
        return titles
    for root, _, files in os.walk(CORPORA):
        folder = os.path.basename(root)
        if not folder.endswith(".lproj"):
            continue
        locale = folder[:-len(".lproj")]
        if locale in ("Base",):
            continue
        for name in files:
            if not name.endswith(".strings"):
                continue
            try:
                text = open(os.path.join(root, name), encoding="utf-8").read()
            except (UnicodeDecodeError, OSError):
                continue
            for _, value in STRINGS_LINE.findall(text):
                # Titles, not the sentences of usage descriptions.
                if (value and "\\" not in value and "%" not in value and len(value) <= 40
                        and not value.endswith((".", "。", "।", "؟", "?"))):
                    titles.setdefault(locale, set()).add(value)
    return {locale: sorted(values) for locale, values in titles.items() if values}


def material():
    """100 locales with their titles, the development language first."""
    titles = corpus_titles()
    source = "corpora" if len(titles) >= 12 else "built-in"
    if source == "built-in":
        titles = SYNTHETIC
    locales = sorted(titles, key=lambda l: (l != "en", l))
    pools = [(l, titles[l]) for l in locales]
    # Fewer than 100 locales of material: the same titles again under private-use region tags.
    result, round_ = [], 0
    while len(result) < LOCALE_COUNT:
        for locale, pool in pools:
            if len(result) == LOCALE_COUNT:
                break
            tag = locale if round_ == 0 else f"{locale.split('-')[0]}-{chr(65 + round_)}{chr(65 + round_)}"
            if any(tag == t for t, _ in result):
                continue
            result.append((tag, pool))
        round_ += 1
    return source, result


def titles_for(count, seed=2026, distinct=True):
    """count translations: keys x 100 locales, each a title of its locale, sometimes two joined.

    The material is a few dozen titles a locale, so keys draw the same ones again and again.
    With `distinct`, as the keys of a real catalog are, no two texts of a locale are alike:
    a title drawn again carries the number of its draw ("Open Tab 2"). Repeated texts are
    what Ellipsis's shaping cache serves, so without it the bench measures mostly cache hits.
    """
    source, locales = material()
    rng = random.Random(seed)
    keys = max(1, count // LOCALE_COUNT)
    table = []
    drawn = {}  # (locale, title) -> times drawn
    for k in range(keys):
        row = {}
        for locale, pool in locales:
            text = rng.choice(pool)
            if rng.random() < 0.25:
                text = f"{text} {rng.choice(pool)}"
            if distinct:
                draws = drawn.get((locale, text), 0) + 1
                drawn[(locale, text)] = draws
                if draws > 1:
                    text = f"{text} {draws}"
            row[locale] = text
        table.append((f"bench.{k:06d}.title", row))
    return source, [l for l, _ in locales], table


INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundleDevelopmentRegion</key>
\t<string>en</string>
\t<key>CFBundleDisplayName</key>
\t<string>Bench</string>
</dict>
</plist>
"""


def xml_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def strings_escape(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def write_project(folder, fmt, locales, table):
    app = os.path.join(folder, "App")
    os.makedirs(app)
    with open(os.path.join(folder, ".ellipsis.json"), "w") as out:
        json.dump({"surfaces": [{"match": "Localizable:*", "surface": "quick-action.title"}]}, out)
    if fmt == "xliff":
        for locale in locales[1:]:
            loc = os.path.join(folder, "Bench Localizations", f"{locale}.xcloc")
            os.makedirs(os.path.join(loc, "Localized Contents"))
            with open(os.path.join(loc, "contents.json"), "w") as out:
                json.dump({"developmentRegion": "en", "project": "Bench.xcodeproj", "targetLocale": locale,
                           "version": "1.0"}, out)
            units = "".join(
                f'      <trans-unit id="{key}" xml:space="preserve">\n'
                f'        <source>{xml_escape(row["en"])}</source>\n'
                f'        <target state="translated">{xml_escape(row[locale])}</target>\n'
                f'      </trans-unit>\n' for key, row in table)
            with open(os.path.join(loc, "Localized Contents", f"{locale}.xliff"), "w", encoding="utf-8") as out:
                out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                          '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n'
                          f'  <file original="App/en.lproj/Localizable.strings" source-language="en" '
                          f'target-language="{locale}" datatype="plaintext">\n    <body>\n{units}    </body>\n'
                          '  </file>\n</xliff>\n')
        return
    with open(os.path.join(app, "Info.plist"), "w") as out:
        out.write(INFO_PLIST)
    if fmt == "strings":
        for locale in locales:
            lproj = os.path.join(app, f"{locale}.lproj")
            os.makedirs(lproj)
            with open(os.path.join(lproj, "Localizable.strings"), "w", encoding="utf-8") as out:
                for key, row in table:
                    out.write(f'"{key}" = "{strings_escape(row[locale])}";\n')
        return
    catalog = {"sourceLanguage": "en", "strings": {
        key: {"localizations": {locale: {"stringUnit": {"state": "translated", "value": row[locale]}}
                                for locale in locales}}
        for key, row in table}, "version": "1.0"}
    with open(os.path.join(app, "Localizable.xcstrings"), "w", encoding="utf-8") as out:
        json.dump(catalog, out, ensure_ascii=False, indent=2)


def measured(command, env=None, stdout=None):
    """Runs command as a child; wall, CPU, peak RSS (MB) from wait4's rusage, and its stderr."""
    start = time.monotonic()
    err_file = tempfile.TemporaryFile()
    pid = os.fork()
    if pid == 0:
        out = os.open(stdout or os.devnull, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(out, 1)
        os.dup2(err_file.fileno(), 2)
        try:
            os.execvpe(command[0], command, env or os.environ)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    wall = time.monotonic() - start
    err_file.seek(0)
    stderr = err_file.read().decode("utf-8", "replace")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss / 1024,
            "status": os.waitstatus_to_exitcode(status), "stderr": stderr}


def median(values):
    values = sorted(values)
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


def stage_times(stderr):
    """The `ellipsis: stages ...` line lint writes when ELLIPSIS_STAGE_TIMES is set."""
    for line in stderr.splitlines():
        if line.startswith("ellipsis: stages "):
            return dict((name, float(value)) for name, value in
                        (field.split("=") for field in line[len("ellipsis: stages "):].split()))
    return {}


def engine_cpu(bench, table):
    """CPU seconds of the layout bench's 24-pair pass over the texts lint measured (less its start-up)."""
    if not bench or not os.path.exists(bench):
        return None
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".tsv", delete=False) as out:
        for _, row in table:
            for locale, text in row.items():
                out.write(f"{locale}\t{text}\n")
        path = out.name
    try:
        pairs = measured([bench, "--titles", path, "--only", "pairs"])
        none = measured([bench, "--titles", path, "--only", "none"])
        return pairs["cpu"] - none["cpu"] if pairs["status"] == 0 else None
    finally:
        os.unlink(path)


def lint(ellipsis, folder, output, rounds, pin=None):
    """The median run of `rounds` (by wall time), with its stages; `pin`: the CPUs for taskset."""
    env = dict(os.environ, ELLIPSIS_STAGE_TIMES="1")
    command = [ellipsis, "lint", "--format", output, "--quiet", "--fail-on", "never", folder]
    if pin:
        command = ["taskset", "-c", pin] + command
    runs = sorted((measured(command, env) for _ in range(rounds)), key=lambda r: r["wall"])
    result = runs[len(runs) // 2]
    if result["status"] != 0:
        print(result["stderr"], file=sys.stderr)
        sys.exit(f"lint --format {output} exited with {result['status']}")
    result["stages"] = stage_times(result["stderr"])
    return result


def pofilter_run(folder):
    """pofilter's checks over every XLIFF of the project, in one run (its output thrown away)."""
    if not shutil.which("pofilter"):
        return None
    out = tempfile.mkdtemp(prefix="ellipsis-pipeline-bench-pofilter-")
    try:
        result = measured(["pofilter", "--progress=none", "-i", os.path.join(folder, "Bench Localizations"),
                           "-o", os.path.join(out, "filtered")])
        if result["status"] != 0:
            print(result["stderr"], file=sys.stderr)
            return None
        version = measured(["pofilter", "--version"], stdout=os.path.join(out, "version"))
        with open(os.path.join(out, "version")) as handle:
            result["version"] = handle.read().strip().split()[-1] if version["status"] == 0 else "?"
        return result
    finally:
        shutil.rmtree(out)


def times(ratio):
    return f"{ratio:.1f}x" if ratio >= 10 else f"{ratio:.2f}x"


def stages_line(stages):
    if not stages:
        return None
    names = [("discover", "discover"), ("read", "read"), ("resolve", "resolve"), ("check", "check"),
             ("report", "report")]
    parts = [f"{label} {stages[name]:.2f}" for name, label in names if name in stages]
    line = "stages (s): " + ", ".join(parts)
    layout = stages.get("layout_cpu")
    if layout:
        line += (f"; within check: measuring {layout:.2f} s (the engine's measure as lint calls it, "
                 f"summed over threads)")
    return line


MEMORY_GOAL_MB = 250
MEMORY_GOAL_AT = 300000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ellipsis")
    parser.add_argument("counts", nargs="*", type=int, default=[30000])
    parser.add_argument("--formats", default="xcstrings,strings,xliff",
                        help="input formats, comma-separated: xcstrings, strings, xliff")
    parser.add_argument("--format", dest="formats", help=argparse.SUPPRESS)
    parser.add_argument("--outputs", default="json,sarif", help="output formats at every size")
    parser.add_argument("--all-outputs-at", type=int, help="the size that gets all six output formats "
                        "(default: the largest)")
    parser.add_argument("--rounds", type=int, default=1, help="runs of each measure; the median is shown")
    parser.add_argument("--keep", help="write the projects under this folder and keep them")
    parser.add_argument("--atlas", help="also time lint of this sample project (median of 10)")
    parser.add_argument("--bench", help="ellipsis-bench, to measure the same texts with the engine alone")
    parser.add_argument("--no-cores", action="store_true", help="skip one core against two")
    parser.add_argument("--no-pofilter", action="store_true", help="skip translate-toolkit's pofilter")
    parser.add_argument("--repeat-titles", action="store_true",
                        help="let keys repeat a locale's titles as drawn (mostly shaping-cache hits), as the "
                             "bench did before its texts were made distinct")
    args = parser.parse_args()
    formats = [f for f in args.formats.split(",") if f]
    for fmt in formats:
        if fmt not in ("xcstrings", "strings", "xliff"):
            sys.exit(f"unknown input format {fmt}")
    counts = sorted(set(args.counts))
    every = ["text", "json", "sarif", "xcode", "github", "junit"]
    outputs = [o for o in args.outputs.split(",") if o]
    full_at = args.all_outputs_at or counts[-1]
    cores = os.cpu_count() or 1
    pin = not args.no_cores and cores >= 2 and shutil.which("taskset")
    if not args.no_cores and not pin:
        print("pipeline-bench: one core against two is not measured: "
              + ("taskset (util-linux) is not installed" if cores >= 2 else "this machine has one CPU"))
    if not args.no_pofilter and not shutil.which("pofilter"):
        print("pipeline-bench: translate-toolkit's pofilter is not installed (Debian: apt-get install "
              "translate-toolkit); lint is not compared with it")
    peaks = {}  # (format, output) -> {count: MB}
    for count in counts:
        source, locales, table = titles_for(count, distinct=not args.repeat_titles)
        translations = len(table) * len(locales)
        distinct = len({(locale, text) for _, row in table for locale, text in row.items()})
        print(f"\n== {translations:,} translations ({len(table):,} keys x {len(locales)} locales, titles from "
              f"{source}, seed 2026; {distinct:,} distinct texts of a locale; medians of {args.rounds}) ==")
        engine = engine_cpu(args.bench, table)
        if engine:
            print(f"  the engine alone on these texts at the 24 pairs (ellipsis-bench --only pairs): {engine:.2f} s CPU")
        lint_of_xliff = None
        # pofilter reads XLIFF: without xliff among the formats, its project is made for pofilter alone.
        for fmt in formats + (["xliff"] if "xliff" not in formats and not args.no_pofilter
                              and shutil.which("pofilter") else []):
            folder = (os.path.join(args.keep, f"{fmt}-{count}") if args.keep
                      else tempfile.mkdtemp(prefix="ellipsis-pipeline-bench-"))
            if os.path.exists(folder):
                shutil.rmtree(folder)
            os.makedirs(folder)
            write_project(folder, fmt, locales, table)
            try:
                if fmt not in formats:
                    # Only for pofilter: the same units as XLIFF, linted once to compare.
                    lint_of_xliff = lint(args.ellipsis, folder, "json", args.rounds)
                else:
                    print(f"  {fmt}:")
                    results = {}
                    for output in (every if count == full_at else outputs):
                        result = lint(args.ellipsis, folder, output, args.rounds)
                        results[output] = result
                        peaks.setdefault((fmt, output), {})[count] = result["rss"]
                        print(f"    {output:6} wall {result['wall']:6.2f} s, CPU {result['cpu']:6.2f} s "
                              f"({result['cpu'] / result['wall']:.2f} cores), peak memory {result['rss']:4.0f} MB, "
                              f"{result['wall'] / translations * 1e6:.0f} us a translation")
                    main_result = results.get("json") or next(iter(results.values()))
                    line = stages_line(main_result["stages"])
                    if line:
                        print(f"    {line}")
                    if engine:
                        ratio = main_result["cpu"] / engine
                        print(f"    lint CPU / engine CPU: {times(ratio)} (goal: at most 3x; "
                              f"{'met' if ratio <= 3 else f'{ratio / 3:.2f} of it over'})")
                    if pin:
                        one = lint(args.ellipsis, folder, "json", args.rounds, pin="0")
                        two = lint(args.ellipsis, folder, "json", args.rounds, pin="0,1")
                        ratio = one["wall"] / two["wall"]
                        print(f"    two cores against one (json, wall): {one['wall']:.2f} s on one, "
                              f"{two['wall']:.2f} s on two: {times(ratio)} (goal: at least 1.7x)")
                    if fmt == "xliff":
                        lint_of_xliff = main_result
                if fmt == "xliff" and not args.no_pofilter and lint_of_xliff:
                    filtered = pofilter_run(folder)
                    if filtered:
                        wall = filtered["wall"] / lint_of_xliff["wall"]
                        cpu = filtered["cpu"] / lint_of_xliff["cpu"]
                        print(f"  pofilter {filtered['version']} (translate-toolkit) on the same {translations:,} "
                              f"units as XLIFF, one run: wall {filtered['wall']:.2f} s, CPU {filtered['cpu']:.2f} s, "
                              f"peak memory {filtered['rss']:.0f} MB; lint is {times(wall)} as fast in wall time, "
                              f"{times(cpu)} in CPU (goal: at least 20x)")
            finally:
                if not args.keep:
                    shutil.rmtree(folder)
    if len(counts) > 1:
        print(f"\n== memory: growth from {counts[0]:,} to {counts[-1]:,} translations ==")
        for (fmt, output), by_count in sorted(peaks.items()):
            if len(by_count) < 2:
                continue
            sizes = sorted(by_count)
            slopes = [(by_count[b] - by_count[a]) / ((b - a) / 10000) for a, b in zip(sizes, sizes[1:])]
            whole = (by_count[sizes[-1]] - by_count[sizes[0]]) / ((sizes[-1] - sizes[0]) / 10000)
            steps = ", ".join(f"{a // 1000}k->{b // 1000}k {slope:.1f}" for (a, b), slope in
                              zip(zip(sizes, sizes[1:]), slopes))
            peaks_text = " / ".join(f"{by_count[c]:.0f}" for c in sizes)
            print(f"  {fmt:9} {output:6} peaks {peaks_text} MB: {whole:.1f} MB per 10k translations ({steps})")
    # The goal: at most 250 MB at 300,000 translations, in every output format.
    largest = counts[-1]
    top = [(mb[largest], fmt, output) for (fmt, output), mb in peaks.items() if largest in mb]
    if top:
        mb, fmt, output = max(top)
        if largest >= MEMORY_GOAL_AT:
            print(f"  highest peak at {largest:,} translations: {mb:.0f} MB ({fmt}, {output}): "
                  f"{mb / MEMORY_GOAL_MB:.2f} of the {MEMORY_GOAL_MB} MB goal")
        elif len(counts) > 1:
            # The outputs measured at every size, each carried to 300,000 at its own growth; the highest.
            expected = []
            for (each_format, each_output), by_count in peaks.items():
                sizes = sorted(by_count)
                if len(sizes) < 2:
                    continue
                slope = (by_count[sizes[-1]] - by_count[sizes[0]]) / ((sizes[-1] - sizes[0]) / 10000)
                expected.append((by_count[sizes[-1]] + slope * (MEMORY_GOAL_AT - sizes[-1]) / 10000,
                                 each_format, each_output))
            carried, carried_format, carried_output = max(expected)
            print(f"  highest peak at {largest:,} translations: {mb:.0f} MB ({fmt}, {output}); at the growth measured, "
                  f"{carried:.0f} MB at {MEMORY_GOAL_AT:,} ({carried_format}, {carried_output}): "
                  f"{carried / MEMORY_GOAL_MB:.2f} of the {MEMORY_GOAL_MB} MB goal")
        else:
            print(f"\n  highest peak: {mb:.0f} MB ({fmt}, {output}); the goal of {MEMORY_GOAL_MB} MB is at "
                  f"{MEMORY_GOAL_AT:,} translations (PIPELINE_COUNTS=\"30000 100000 300000\" measures it)")
    if args.atlas:
        runs = [measured([args.ellipsis, "lint", "--format", "json", "--quiet", args.atlas]) for _ in range(10)]
        walls = sorted(r["wall"] for r in runs)
        print(f"\natlas sample: lint wall {walls[len(walls) // 2] * 1000:.0f} ms (median of 10; goal: under 50 ms), "
              f"best {walls[0] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
