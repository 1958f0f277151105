"""`ellipsis budgets` output as Weblate itself reads it: its XLIFF and Android format classes
(weblate.formats.ttkit) load the files Ellipsis writes, and each unit's flags carry the
`max-size:WIDTH:LINES` Ellipsis computed (as `ellipsis budgets --format json` lists it); the
Android comments reach the unit's notes. The samples are the project's own (Corpora/).
Needs Weblate and `ellipsis` on PATH: run by scripts/test-weblate.sh.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "weblate_test_settings")

import django  # noqa: E402

django.setup()

from weblate.formats.ttkit import AndroidFormat, XliffFormat  # noqa: E402

CORPORA = os.path.join(os.path.dirname(__file__), "..", "..", "..", "Corpora")


def budgets(project, form, out):
    """Runs `ellipsis budgets` on a sample of Corpora/ and returns the folder it wrote."""
    folder = os.path.join(out, form)
    subprocess.run(["ellipsis", "budgets", os.path.join(CORPORA, project), "--format", form, "--out", folder, "--quiet"],
                   check=True)
    return folder


def expected(project, out):
    """(key, locale) to (width, lines) from `--format json`: what Ellipsis says each budget is."""
    with open(os.path.join(budgets(project, "json", out), "budgets.json"), encoding="utf-8") as file:
        entries = json.load(file)["budgets"]
    return {(entry["key"], entry["locale"]): (int(entry["width"]), entry["lines"]) for entry in entries}


def xliff_files(folder):
    return sorted(os.path.join(root, name) for root, _, names in os.walk(folder) for name in names
                  if name.endswith(".xliff"))


def max_size(unit):
    return tuple(unit.flags.get_value("max-size")) if unit.flags.has_value("max-size") else None


class WeblateReadsBudgetsTests(unittest.TestCase):
    def setUp(self):
        self.out = tempfile.mkdtemp(prefix="ellipsis-budgets-")
        self.addCleanup(shutil.rmtree, self.out)

    def assert_xliff_budgets(self, project):
        wanted = expected(project, self.out)
        checked = 0
        for path in xliff_files(budgets(project, "xliff", self.out)):
            store = XliffFormat(path)
            locale = store.store.gettargetlanguage()
            for unit in store.content_units:
                key = unit.unit.xmlelement.get("id")
                if (key, locale) not in wanted:
                    continue
                self.assertEqual(max_size(unit), wanted[(key, locale)], f"{path}: {key}")
                self.assertIn("At most", unit.notes)
                checked += 1
        # Every budget Ellipsis computed reached Weblate as a flag, none twice.
        self.assertEqual(checked, len(wanted))

    def test_budget_files_of_a_project_give_weblate_its_max_size_flags(self):
        self.assert_xliff_budgets("atlas")

    def test_a_translators_own_xliff_gives_weblate_its_max_size_flags(self):
        self.assert_xliff_budgets("atlas-xliff")

    def test_android_strings_give_weblate_flags_and_notes(self):
        wanted = expected("atlas-android", self.out)
        res = os.path.join(budgets("atlas-android", "android", self.out), "app", "src", "main", "res")
        template = AndroidFormat(os.path.join(res, "values", "strings.xml"), is_template=True)
        german = AndroidFormat(os.path.join(res, "values-de", "strings.xml"), template_store=template, language_code="de")
        checked = 0
        for unit in german.content_units:
            if (unit.context, "de") not in wanted:
                continue
            width, lines = wanted[(unit.context, "de")]
            self.assertEqual(max_size(unit), (width, lines), unit.context)
            # The template's comment names every locale; the German file's names German.
            self.assertIn(f"ellipsis: At most {width} dp per line", unit.notes)
            self.assertRegex(unit.notes, r"about \d+ characters in de\.")
            self.assertIn(" in ja", unit.notes)
            checked += 1
        self.assertEqual(checked, len([key for key in wanted if key[1] == "de"]))


if __name__ == "__main__":
    unittest.main()
