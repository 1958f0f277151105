#!/usr/bin/env python3
"""Whole-pipeline benchmark (not a test): lint of a generated project of N translations.

Generates, seeded, a project of N translations in 100 locales, every key mapped to
`quick-action.title` in `.ellipsis.json`, as a String Catalog, `.strings` files or
XLIFF, then runs `ellipsis lint --format json` on it as a child process and prints
wall and CPU time and peak memory (the child's getrusage), the time of each stage
(the run's own StageTimings, which lint writes to standard error when
ELLIPSIS_STAGE_TIMES is set), and lint's CPU time over the CPU time of the layout
bench's 24-pair pass (`ellipsis-bench --titles FILE --only pairs`) on the same texts.

Titles: the translations of the real apps in /work/shared/corpora (read at run time,
never copied), or built-in multi-script titles when that folder is absent.

Usage: pipeline-bench.py ELLIPSIS [COUNT ...] [--format xcstrings|strings|xliff]
                         [--rounds N] [--keep DIR] [--atlas PROJECT] [--bench ELLIPSIS_BENCH]
"""
import argparse
import json
import os
import random
import re
import resource
import shutil
import subprocess
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


def titles_for(count, seed=2026):
    """count translations: keys x 100 locales, each a title of its locale, sometimes two joined."""
    source, locales = material()
    rng = random.Random(seed)
    keys = max(1, count // LOCALE_COUNT)
    table = []
    for k in range(keys):
        row = {}
        for locale, pool in locales:
            text = rng.choice(pool)
            if rng.random() < 0.25:
                text = f"{text} {rng.choice(pool)}"
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


def measured(command, env=None):
    """Runs command as a child; wall, CPU, peak RSS (MB) from wait4's rusage, and its stderr."""
    start = time.monotonic()
    err_file = tempfile.TemporaryFile()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
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


def lint(ellipsis, folder, rounds):
    env = dict(os.environ, ELLIPSIS_STAGE_TIMES="1")
    runs = [measured([ellipsis, "lint", "--format", "json", "--quiet", folder], env) for _ in range(rounds)]
    best = min(runs, key=lambda r: r["wall"])
    best["stages"] = stage_times(best["stderr"])
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ellipsis")
    parser.add_argument("counts", nargs="*", type=int, default=[30000])
    parser.add_argument("--format", default="xcstrings", choices=["xcstrings", "strings", "xliff"])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--keep", help="write the project here and keep it")
    parser.add_argument("--atlas", help="also time lint of this sample project (median of 10)")
    parser.add_argument("--bench", help="ellipsis-bench, to measure the same texts with the engine alone")
    args = parser.parse_args()
    for count in args.counts:
        source, locales, table = titles_for(count)
        folder = args.keep or tempfile.mkdtemp(prefix="ellipsis-pipeline-bench-")
        if args.keep and os.path.exists(folder):
            shutil.rmtree(folder)
        os.makedirs(folder, exist_ok=True)
        write_project(folder, args.format, locales, table)
        translations = len(table) * len(locales)
        print(f"pipeline-bench: {translations} translations ({len(table)} keys x {len(locales)} locales, "
              f"titles from {source}), {args.format}, best of {args.rounds}")
        result = lint(args.ellipsis, folder, args.rounds)
        if result["status"] not in (0, 1):
            print(result["stderr"], file=sys.stderr)
            sys.exit(f"lint exited with {result['status']}")
        per = result["wall"] / translations * 1e6
        print(f"  wall {result['wall']:.2f} s ({per:.0f} us a translation), CPU {result['cpu']:.2f} s "
              f"({result['cpu'] / result['wall']:.2f} cores), peak memory {result['rss']:.0f} MB")
        stages = result["stages"]
        if stages:
            print("  stages (s): " + ", ".join(f"{name} {value:.2f}" for name, value in stages.items()
                                                if name != "layout_cpu"))
            layout = stages.get("layout_cpu", 0)
            if layout:
                print(f"  within check: measuring {layout:.2f} s (the engine's measure as lint calls it, "
                      f"summed over threads), rules and the rest {max(0.0, stages['check'] - layout):.2f} s")
        engine = engine_cpu(args.bench, table)
        if engine:
            print(f"  the engine alone, same texts at the same 24 pairs (ellipsis-bench --only pairs): "
                  f"{engine:.2f} s CPU; lint CPU / engine: {result['cpu'] / engine:.1f}x")
        if not args.keep:
            shutil.rmtree(folder)
    if args.atlas:
        runs = [measured([args.ellipsis, "lint", "--format", "json", "--quiet", args.atlas]) for _ in range(10)]
        walls = sorted(r["wall"] for r in runs)
        print(f"atlas sample: lint wall {walls[len(walls) // 2] * 1000:.0f} ms (median of 10), "
              f"best {walls[0] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
