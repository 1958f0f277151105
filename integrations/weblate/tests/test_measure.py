"""The add-on's talk with a real `ellipsis measure -` process (the one on PATH, or $ELLIPSIS).

Needs no Weblate: python3 -m unittest discover -s integrations/weblate/tests -p 'test_measure.py'
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from ellipsis_weblate.measure import EllipsisError, MeasurePool, encode_line  # noqa: E402
from ellipsis_weblate.surface import ellipsis_locale, font_options, parse_surface_flag  # noqa: E402

LONG_GERMAN = "Den aktuellen Standort mit allen Kontakten teilen und senden"


class SurfaceFlagTests(unittest.TestCase):
    def test_surface_and_options(self):
        self.assertEqual(parse_surface_flag(("quick-action.title",)), ("--surface", "quick-action.title"))
        self.assertEqual(parse_surface_flag(("quick-action.title", "ipad", "AX2", "no-icon")),
                         ("--surface", "quick-action.title", "--device", "ipad", "--text-size", "AX2", "--no-icon"))
        self.assertEqual(parse_surface_flag(("180", "2")), ("--width", "180", "--max-lines", "2"))
        self.assertEqual(parse_surface_flag((180.5,)), ("--width", "180.5"))

    def test_mistakes_are_named(self):
        for values, words in [((), "needs a surface"), (("quick-action.title", "huge"), "unknown option 'huge'"),
                              (("quick-action.title", "ipad", "android"), "one device"),
                              (("0",), "positive"), (("180", "two"), "whole number"),
                              (("quick-action.title", "ipad", "ipad"), "twice")]:
            with self.assertRaises(ValueError) as raised:
                parse_surface_flag(values)
            self.assertIn(words, str(raised.exception))

    def test_fonts_and_locales(self):
        self.assertEqual(font_options(size="13", spacing="-0.5", font_file="/f.ttf"),
                         ("--size", "13", "--tracking", "-0.5", "--font", "/f.ttf"))
        self.assertEqual(ellipsis_locale("pt_BR"), "pt-BR")
        self.assertEqual(ellipsis_locale("sr@latin"), "sr-Latn")

    def test_escapes(self):
        self.assertEqual(encode_line("a\\b\nc\td"), "a\\\\b\\nc\\td\n")


class MeasureProcessTests(unittest.TestCase):
    def setUp(self):
        self.pool = MeasurePool(limit=2)
        self.addCleanup(self.pool.close)

    def test_one_process_answers_text_after_text(self):
        options = ("--locale", "de", "--surface", "quick-action.title")
        process = self.pool.process(options)
        short = process.measure("Suchen")
        pid = process.pid
        long = process.measure(LONG_GERMAN)
        self.assertEqual(process.pid, pid, "the same process answers the second text")
        self.assertTrue(short.fits)
        self.assertEqual(short.verdict(), "Fits: shows “Suchen”.")
        self.assertFalse(long.fits)
        self.assertTrue(long.truncated)
        self.assertTrue(long.visible.endswith("…"), long.visible)
        self.assertTrue(LONG_GERMAN.startswith(long.visible[:-1]), long.visible)
        self.assertEqual((long.available_width, long.max_lines), (190.0, 2))
        self.assertGreater(long.width, 2 * 190)
        self.assertRegex(long.verdict(), r"^Cut: shows “Den aktuellen .*…” \(needs [0-9.]+ pt on one line; "
                                         r"2 lines of 190 pt available\)\.$")
        # A line feed inside a translation is a line break, not the end of the request.
        broken = process.measure("Suchen\nund finden")
        self.assertEqual(broken.lines, ("Suchen", "und finden"))
        self.assertEqual(process.pid, pid)

    def test_processes_by_options_and_the_limit(self):
        first = self.pool.process(("--locale", "de", "--surface", "quick-action.title"))
        first.measure("Suchen")
        self.pool.process(("--locale", "ja", "--surface", "quick-action.title")).measure("検索")
        self.assertIs(self.pool.process(("--locale", "de", "--surface", "quick-action.title")), first)
        self.pool.process(("--locale", "ar", "--surface", "quick-action.title")).measure("بحث")
        self.pool.process(("--locale", "fr", "--surface", "quick-action.title")).measure("Chercher")
        self.assertIsNone(first.pid, "the least recently used process was closed")

    def test_refused_options_are_errors_with_ellipsis_words(self):
        with self.assertRaises(EllipsisError) as raised:
            self.pool.measure("Suchen", ("--locale", "de", "--surface", "no-such-surface"))
        self.assertIn("no-such-surface", str(raised.exception))

    def test_a_box_of_your_own(self):
        narrow = self.pool.measure("Standort teilen", ("--locale", "de", "--width", "60", "--max-lines", "1"))
        self.assertFalse(narrow.fits)
        wide = self.pool.measure("Standort teilen", ("--locale", "de", "--width", "600", "--max-lines", "1"))
        self.assertTrue(wide.fits)


if __name__ == "__main__":
    unittest.main()
