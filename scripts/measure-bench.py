#!/usr/bin/env python3
"""Streaming benchmark (not a test): `ellipsis measure -` as a user runs it, against the engine and Pango.

Thousands of real titles (the translations of the apps in /work/shared/corpora, read at run time and never
copied; built-in titles when that folder is absent) are combined, seeded, into distinct lines per locale.
For each locale, `ellipsis measure - --locale L` (with --width/--max-lines or --surface) runs as a child
reading a file and writing to a pipe this script drains; its CPU time comes from wait4's rusage. The
same texts then go to:
- the engine: `ellipsis-bench --titles FILE --only one` (the same surface, no shaping cache) less
  `--only none`: the layout alone, the floor a stream cannot go below;
- Pango: the same texts, width, lines and families (the locale's proxies from Locales/<locale>.json,
  then Inter), through PyGObject (Debian's python3-gi and gir1.2-pango-1.0: `scripts/install-deps.sh
  bench`); said plainly when they are not installed.
Per line is CPU time over lines; `measure -` is given both as a whole process (start-up included, as a
user pays it) and less the same process on empty input. Each figure is the fastest of --rounds runs.
With ELLIPSIS_STAGE_TIMES set, measure writes where its time went; the last run's lines are summed.

Usage: measure-bench.py ELLIPSIS --bench ELLIPSIS_BENCH [--lines N] [--width PT --max-lines N | --surface NAME]
                        [--rounds N] [--locales a,b,c] [--keep DIR]
"""
import argparse
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

CORPORA = "/work/shared/corpora"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_LOCALES = ["en", "de", "ru", "el", "ar", "he", "hi", "th", "ja", "zh-Hans", "ko", "vi"]

# Used when the corpora are absent: real titles in twelve scripts.
BUILT_IN = {
    "en": ["Search Nearby", "New Message", "Scan Document", "Start Workout", "Add to Bookmarks", "Close Tab"],
    "de": ["In der Nähe suchen", "Neue Nachricht", "Dokument scannen", "Training starten", "Lesezeichen"],
    "ru": ["Искать поблизости", "Новое сообщение", "Отсканировать документ", "Закрыть вкладку"],
    "el": ["Αναζήτηση κοντά", "Νέο μήνυμα", "Σάρωση εγγράφου", "Κλείσιμο καρτέλας"],
    "ar": ["ابحث بالقرب منك", "رسالة جديدة", "مسح مستند", "إغلاق اللسان"],
    "he": ["חיפוש בסביבה", "הודעה חדשה", "סריקת מסמך", "סגירת לשונית"],
    "hi": ["आस-पास खोजें", "नया संदेश", "दस्तावेज़ स्कैन करें", "टैब बंद करें"],
    "th": ["ค้นหาใกล้เคียง", "ข้อความใหม่", "สแกนเอกสาร", "ปิดแท็บ"],
    "ja": ["近くを検索", "新規メッセージ", "書類をスキャン", "タブを閉じる"],
    "zh-Hans": ["搜索附近", "新信息", "扫描文稿", "关闭标签页"],
    "ko": ["주변 검색", "새로운 메시지", "문서 스캔", "탭 닫기"],
    "vi": ["Tìm kiếm lân cận", "Tin nhắn mới", "Quét tài liệu", "Đóng thẻ"],
}
STRINGS_LINE = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', re.M)
ANDROID_STRING = re.compile(r'<string\b[^>]*>([^<]*)</string>')
# Android folder qualifiers and iOS folder names for the same languages.
ALIASES = {"zh-CN": "zh-Hans", "zh-rCN": "zh-Hans", "zh": "zh-Hans", "zh-TW": "zh-Hant", "zh-rTW": "zh-Hant",
           "iw": "he", "in": "id", "b+zh+Hans": "zh-Hans"}


def is_title(value):
    """A short label, not a sentence, a format or markup."""
    return (value and len(value) <= 40 and not any(c in value for c in "\\%<>&@{}\n")
            and not value.endswith((".", "。", "।", "؟", "?", "!", ":")))


def corpus_titles():
    """Locale -> the apps' translated labels: iOS .strings in .lproj folders, Android values-* strings."""
    titles = {}
    if not os.path.isdir(CORPORA):
        return titles
    for root, _, files in os.walk(CORPORA):
        folder = os.path.basename(root)
        locale = None
        if folder.endswith(".lproj") and folder != "Base.lproj":
            locale = folder[:-len(".lproj")]
        elif folder == "values":
            locale = "en"  # Android's default resources, English in these apps
        elif folder.startswith("values-"):
            locale = folder[len("values-"):]
            if not re.fullmatch(r"[a-z]{2,3}(-r[A-Z]{2})?|b\+[a-z]+\+[A-Za-z]+", locale):
                continue
        if locale is None:
            continue
        locale = ALIASES.get(locale, locale)
        for name in files:
            path = os.path.join(root, name)
            try:
                text = open(path, encoding="utf-8").read()
            except (UnicodeDecodeError, OSError):
                continue
            if name.endswith(".strings"):
                values = [value for _, value in STRINGS_LINE.findall(text)]
            elif name == "strings.xml":
                values = [value.strip().strip('"').replace("\\'", "'") for value in ANDROID_STRING.findall(text)]
            else:
                continue
            titles.setdefault(locale, set()).update(value for value in values if is_title(value))
    return {locale: sorted(values) for locale, values in titles.items() if values}


def lines_for(locales, count, seed=2026):
    """count distinct lines, an equal share per locale: one title, or two or three joined (seeded)."""
    titles = corpus_titles()
    source = "the corpora" if titles else "built-in titles"
    if not titles:
        titles = BUILT_IN
    chosen = [locale for locale in locales if locale in titles]
    rng = random.Random(seed)
    share = max(1, count // max(1, len(chosen)))
    result = {}
    for locale in chosen:
        pool = titles[locale]
        spaced = not locale.startswith(("ja", "zh", "th"))
        seen, lines, attempts = set(), [], 0
        while len(lines) < share and attempts < share * 50:
            attempts += 1
            parts = [rng.choice(pool) for _ in range(rng.choice((1, 2, 2, 3)))]
            line = (" " if spaced else "").join(parts)
            if line not in seen:
                seen.add(line)
                lines.append(line)
        result[locale] = lines
    return source, result


def run(command, stdin_path, env=None):
    """Runs command as a child reading stdin_path, its output drained from a pipe; CPU s, wall s, bytes, stderr."""
    start = time.monotonic()
    with open(stdin_path, "rb") as stdin, tempfile.TemporaryFile() as err:
        child = subprocess.Popen(command, stdin=stdin, stdout=subprocess.PIPE, stderr=err, env=env)
        size = 0
        while True:
            chunk = child.stdout.read(1 << 16)
            if not chunk:
                break
            size += len(chunk)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    if child.returncode != 0:
        sys.exit(f"measure-bench: {' '.join(command)} failed ({child.returncode}): {stderr.strip()}")
    return {"cpu": usage.ru_utime + usage.ru_stime, "wall": time.monotonic() - start, "bytes": size, "stderr": stderr}


def surface_arguments(args):
    if args.surface:
        return ["--surface", args.surface]
    return ["--width", str(args.width), "--max-lines", str(args.max_lines)]


def stage_times(stderr):
    """The `ellipsis: measure ...` line measure writes when ELLIPSIS_STAGE_TIMES is set."""
    for line in stderr.splitlines():
        if line.startswith("ellipsis: measure "):
            return {key: float(value) for key, value in
                    (field.split("=") for field in line[len("ellipsis: measure "):].split())}
    return {}


def locale_families(locale):
    """The proxies a locale names (Locales/<locale>.json, else its language's file), then Inter: the fonts
    Ellipsis sets the locale in, for Pango."""
    for name in (locale, locale.split("-")[0]):
        path = os.path.join(ROOT, "Locales", f"{name}.json")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                data = json.load(file)
            families = list(data.get("fonts", {}).get("proxy", []))
            return families + [family for family in ["Inter"] if family not in families]
    return ["Inter"]


PANGO_CHILD = r'''
import json, sys, time
import gi
gi.require_version("Pango", "1.0"); gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo
job = json.load(open(sys.argv[1], encoding="utf-8"))
font_map = PangoCairo.FontMap.get_default()
best, lines_seen = None, 0
for _ in range(job["rounds"]):
    cpu = 0.0
    lines_seen = 0
    for locale, (families, path) in job["locales"].items():
        texts = open(path, encoding="utf-8").read().split("\n")[:-1]
        context = font_map.create_context()
        context.set_language(Pango.Language.from_string(locale))
        context.set_round_glyph_positions(False)
        layout = Pango.Layout.new(context)
        description = Pango.FontDescription.from_string(", ".join(families))
        description.set_absolute_size(job["size"] * Pango.SCALE)
        layout.set_font_description(description)
        if job["width"] > 0:
            layout.set_width(int(job["width"] * Pango.SCALE))
            layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        if job["max_lines"] > 0:
            layout.set_height(-job["max_lines"])
            layout.set_ellipsize(Pango.EllipsizeMode.END)
        start = time.process_time()
        for text in texts:
            layout.set_text(text, -1)
            layout.get_size()
            layout.get_line_count()
        cpu += time.process_time() - start
        lines_seen += len(texts)
    best = cpu if best is None else min(best, cpu)
print(json.dumps({"cpu": best, "lines": lines_seen, "pango": Pango.version_string()}))
'''


def pango_interpreter():
    """A Python that has PyGObject with Pango: this one, else Debian's."""
    for python in [sys.executable, "/usr/bin/python3"]:
        if python and os.path.exists(python) and subprocess.run(
                [python, "-c", "import gi; gi.require_version('Pango', '1.0'); gi.require_version('PangoCairo', '1.0');"
                               "from gi.repository import Pango, PangoCairo"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
            return python
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ellipsis")
    parser.add_argument("--bench", required=True, help="the ellipsis-bench executable (the engine alone)")
    parser.add_argument("--lines", type=int, default=24000)
    parser.add_argument("--width", type=float, default=200)
    parser.add_argument("--max-lines", type=int, default=2)
    parser.add_argument("--surface")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--locales", default=",".join(DEFAULT_LOCALES))
    parser.add_argument("--keep")
    args = parser.parse_args()

    source, material = lines_for(args.locales.split(","), args.lines)
    total = sum(len(lines) for lines in material.values())
    folder = args.keep or tempfile.mkdtemp(prefix="measure-bench-")
    os.makedirs(folder, exist_ok=True)
    paths = {}
    with open(os.path.join(folder, "titles.tsv"), "w", encoding="utf-8") as every:
        for locale, lines in material.items():
            paths[locale] = os.path.join(folder, f"{locale}.txt")
            with open(paths[locale], "w", encoding="utf-8") as out:
                out.write("".join(line + "\n" for line in lines))
            every.write("".join(f"{locale}\t{line}\n" for line in lines))
    empty = os.path.join(folder, "empty.txt")
    open(empty, "w").close()
    where = f"--surface {args.surface}" if args.surface else f"--width {args.width:g} --max-lines {args.max_lines}"
    print(f"measure-bench: {total} distinct lines from {source} in {len(material)} locales "
          f"({', '.join(material)}), {where}, fastest of {args.rounds} rounds, CPU time")

    # measure -, a process per locale; then the same processes on empty input (their start-up).
    env = dict(os.environ, ELLIPSIS_STAGE_TIMES="1")
    best_stream, best_empty, stages, output = None, None, {}, 0
    for _ in range(args.rounds):
        stream = empty_cpu = 0.0
        stages = {}
        output = 0
        for locale, path in paths.items():
            command = [args.ellipsis, "measure", "-", "--locale", locale] + surface_arguments(args)
            result = run(command, path, env)
            stream += result["cpu"]
            output += result["bytes"]
            for key, value in stage_times(result["stderr"]).items():
                stages[key] = stages.get(key, 0.0) + value
            empty_cpu += run(command, empty)["cpu"]
        best_stream = stream if best_stream is None else min(best_stream, stream)
        best_empty = empty_cpu if best_empty is None else min(best_empty, empty_cpu)

    # The engine alone on the same texts and surface (no shaping cache), less its fixed costs.
    titles = os.path.join(folder, "titles.tsv")
    bench_args = surface_arguments(args)
    engine = None
    for _ in range(args.rounds):
        one = run([args.bench, "--titles", titles, "--only", "one"] + bench_args, empty)["cpu"]
        none = run([args.bench, "--titles", titles, "--only", "none"] + bench_args, empty)["cpu"]
        engine = one - none if engine is None else min(engine, one - none)

    pango = None
    python = pango_interpreter()
    if python:
        job = os.path.join(folder, "pango.json")
        size = 17.0
        with open(job, "w", encoding="utf-8") as out:
            json.dump({"rounds": args.rounds, "size": size,
                       "width": 0 if args.surface else args.width, "max_lines": 0 if args.surface else args.max_lines,
                       "locales": {locale: [locale_families(locale), path] for locale, path in paths.items()}}, out)
        if args.surface:
            print("  Pango: skipped with --surface (it is given the width and lines of a box)")
        else:
            done = subprocess.run([python, "-c", PANGO_CHILD, job], capture_output=True, text=True)
            if done.returncode == 0:
                pango = json.loads(done.stdout)
            else:
                print(f"  Pango: failed: {done.stderr.strip().splitlines()[-1:]}")
    else:
        print("  Pango: not available (PyGObject with the Pango typelibs: `scripts/install-deps.sh bench`); "
              "no Pango figures")

    def per_line(seconds):
        return seconds / total * 1e6

    marginal = best_stream - best_empty
    print(f"  measure - (whole processes)        {best_stream:8.3f} s cpu {per_line(best_stream):8.2f} us/line "
          f"({output / 1e6:.1f} MB of JSON lines to a pipe)")
    print(f"  measure - less its start-up        {marginal:8.3f} s cpu {per_line(marginal):8.2f} us/line "
          f"(start-up {best_empty / len(paths) * 1e3:.1f} ms cpu a process)")
    print(f"  engine alone (ellipsis-bench)      {engine:8.3f} s cpu {per_line(engine):8.2f} us/line")
    if pango:
        print(f"  Pango {pango['pango']} (PyGObject)      {pango['cpu']:8.3f} s cpu {per_line(pango['cpu']):8.2f} us/line")
    if stages:
        named = [key for key in ["read", "layout", "json", "write"] if key in stages]
        print("  measure - per stage (thread CPU, last round, us/line): "
              + ", ".join(f"{key} {per_line(stages[key]):.2f}" for key in named)
              + f"; before the first line {stages.get('startup', 0) / len(paths) * 1e3:.1f} ms a process")
    print("ratios (cpu time):")
    print(f"  measure - / engine                 {best_stream / engine:6.2f}x whole process, "
          f"{marginal / engine:6.2f}x less start-up (goal: at most 2x)")
    if pango:
        print(f"  Pango / measure -                  {pango['cpu'] / best_stream:6.2f}x whole process, "
              f"{pango['cpu'] / marginal:6.2f}x less start-up (goal: at least 10x)")
    if not args.keep:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
