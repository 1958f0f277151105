"""The check inside Weblate itself: its settings load it through CHECK_LIST, its flag parser
validates the `ellipsis` flag, and its own Project, Component, Translation and Unit models carry
the strings the check judges, as Unit.run_checks and the check's description use them.

The models here are not saved, so that each combination of flags costs no repository or query (a
project without a primary key has no font groups); test_weblate_site.py saves translations on a
site with a database. Needs Weblate: run by scripts/test-weblate.sh in its virtual environment.
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(__file__))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "weblate_test_settings")

import django  # noqa: E402

django.setup()

from django.core.exceptions import ValidationError  # noqa: E402
from weblate.checks.flags import Flags  # noqa: E402
from weblate.checks.models import CHECKS, Check  # noqa: E402
from weblate.lang.models import Language, Plural  # noqa: E402
from weblate.trans.models import Component, Project, Translation, Unit  # noqa: E402
from weblate.trans.util import PLURAL_SEPARATOR  # noqa: E402
from weblate.utils.state import STATE_TRANSLATED  # noqa: E402

LONG_GERMAN = "Den aktuellen Standort mit allen Kontakten teilen und senden"


def make_unit(target, unit_flags="", component_flags="ellipsis:quick-action.title", language="de", plurals=2):
    """A German translation unit of a component whose strings are quick-action titles."""
    project = Project(name="Atlas", slug="atlas")
    english = Language(code="en", name="English")
    english.plural = Plural(language=english, number=2, formula="n != 1")
    component = Component(project=project, name="Shortcuts", slug="shortcuts", file_format="po",
                          source_language=english, check_flags=component_flags)
    target_language = Language(code=language, name=language)
    plural = Plural(language=target_language, number=plurals, formula="n != 1" if plurals == 2 else "0")
    translation = Translation(component=component, language=target_language, plural=plural,
                              filename=f"{language}.po", language_code=language)
    return Unit(translation=translation, source="Share Location with All Contacts", target=target,
                flags=unit_flags, state=STATE_TRANSLATED, context="share.title")


class WeblateCheckTests(unittest.TestCase):
    def setUp(self):
        self.check = CHECKS["ellipsis"]

    def run_check(self, unit):
        """As Unit.run_checks calls a target check."""
        return self.check.check_target(unit.get_source_plurals(), unit.get_target_plurals(), unit)

    def test_loaded_from_check_list(self):
        self.assertEqual(type(self.check).__module__, "ellipsis_weblate.checks")
        self.assertIn("ellipsis", CHECKS.target)

    def test_flag_is_validated_by_weblate(self):
        Flags("ellipsis:quick-action.title:ipad:AX2, font-size:13").validate()
        Flags("ellipsis:180:2").validate()
        for wrong in ("ellipsis:quick-action.title:huge", "ellipsis", "ellipsis:180:two"):
            with self.assertRaises(ValidationError, msg=wrong):
                Flags(wrong).validate()

    def test_fitting_translation_passes(self):
        unit = make_unit("Standort teilen")
        self.assertFalse(self.run_check(unit))

    def test_cut_translation_fails_and_says_what_is_seen(self):
        unit = make_unit(LONG_GERMAN)
        self.assertTrue(self.run_check(unit))
        description = str(self.check.get_description(Check(unit=unit, name="ellipsis")))
        self.assertRegex(description, r"^Cut: shows “Den aktuellen Standort .*…” \(needs [0-9.]+ pt on one line; "
                                      r"2 lines of 190 pt available\)\.$")

    def test_without_the_flag_the_check_does_not_run(self):
        unit = make_unit(LONG_GERMAN, component_flags="")
        self.assertFalse(self.run_check(unit))

    def test_ignore_flag_and_unit_flags_override_the_component(self):
        self.assertFalse(self.run_check(make_unit(LONG_GERMAN, unit_flags="ignore-ellipsis")))
        # A box of the unit's own: about 465 pt on one line at 17 pt, so 600 pt hold it and 400 pt do not.
        self.assertFalse(self.run_check(make_unit(LONG_GERMAN, unit_flags="ellipsis:600:1")))
        self.assertTrue(self.run_check(make_unit(LONG_GERMAN, unit_flags="ellipsis:400:1")))

    def test_font_size_flag_is_the_text_size(self):
        # 8 pt text is half as wide: the same title then fits the same menu.
        self.assertFalse(self.run_check(make_unit(LONG_GERMAN, unit_flags="font-size:8")))

    def test_each_plural_form_is_measured(self):
        unit = make_unit(PLURAL_SEPARATOR.join(["Standort teilen", LONG_GERMAN]))
        unit.source = PLURAL_SEPARATOR.join(["Share Location", "Share Locations"])
        self.assertTrue(self.run_check(unit))
        description = str(self.check.get_description(Check(unit=unit, name="ellipsis")))
        self.assertTrue(description.startswith("Cut: shows “Den aktuellen"), description)
        self.assertNotIn("<br />", description, "one form fails, one line")
        both = make_unit(PLURAL_SEPARATOR.join([LONG_GERMAN, LONG_GERMAN + " und danach"]))
        both.source = unit.source
        lines = str(self.check.get_description(Check(unit=both, name="ellipsis"))).split("<br />")
        self.assertEqual([line[:10] for line in lines], ["Cut: shows"] * 2, lines)

    def test_other_scripts_use_their_fonts(self):
        self.assertFalse(self.run_check(make_unit("位置情報を共有", language="ja", plurals=1)))
        self.assertTrue(self.run_check(make_unit("位置情報を全ての連絡先と共有して送信し、その後で確認する",
                                                 language="ja", plurals=1)))


if __name__ == "__main__":
    unittest.main()
