"""The check on a Weblate site with a database: a project whose component Weblate clones from a git
repository, translations saved as a translator saves them (the editor's form, the REST API), the
checks Weblate runs on each save stored in PostgreSQL, and what the editor then shows.

Needs Weblate and a PostgreSQL server: run by scripts/test-weblate.sh, which starts the server,
lets Weblate make its tables (`weblate migrate`) and stops the server afterwards.
"""
import os
import subprocess
import sys
import tempfile
import unittest
from html.parser import HTMLParser

sys.path.insert(0, os.path.dirname(__file__))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "weblate_test_settings")

import django  # noqa: E402

django.setup()

from django.test import Client  # noqa: E402
from rest_framework.authtoken.models import Token  # noqa: E402
from weblate.auth.models import User  # noqa: E402
from weblate.checks.models import Check  # noqa: E402
from weblate.trans.models import Component, Project, Unit  # noqa: E402
from weblate.utils.state import STATE_TRANSLATED  # noqa: E402

LONG_GERMAN = "Den aktuellen Standort mit allen Kontakten teilen und senden"
LONG_JAPANESE = "位置情報を全ての連絡先と共有して送信し、その後で確認する"
PO_HEADER = """msgid ""
msgstr ""
"Language: {language}\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: {plurals}\\n"
"""


def po_file(language, plurals, entries):
    """A PO file of (context, English, translation) entries."""
    text = PO_HEADER.format(language=language, plurals=plurals)
    for context, source, target in entries:
        text += f'\nmsgctxt "{context}"\nmsgid "{source}"\nmsgstr "{target}"\n'
    return text


class EditorPage(HTMLParser):
    """What a translator's browser reads off the editor: the translation form's fields and the
    descriptions of the failing checks beside it."""

    def __init__(self, html):
        super().__init__()
        self.fields = {}
        self.check_descriptions = []
        self._description = None
        self._depth = 0
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "input" and attrs.get("name") and attrs.get("type") in ("hidden", "text", None):
            self.fields.setdefault(attrs["name"], attrs.get("value", ""))
        if self._description is not None:
            self._depth += 1
        elif tag == "p" and "check-description" in attrs.get("class", "").split():
            self._description, self._depth = [], 1

    def handle_endtag(self, tag):
        if self._description is None:
            return
        self._depth -= 1
        if self._depth == 0:
            self.check_descriptions.append("".join(self._description).strip())
            self._description = None

    def handle_startendtag(self, tag, attrs):
        if self._description is not None and tag == "br":
            self._description.append("\n")
        elif tag == "input":
            self.handle_starttag(tag, attrs)

    def handle_data(self, data):
        if self._description is not None:
            self._description.append(data)


class SavedTranslationTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # The app's strings, as a team keeps them in git: German and Japanese PO files, one Japanese
        # title already translated too long for the menu.
        cls.folder = tempfile.TemporaryDirectory(prefix="ellipsis-weblate-repo-")
        repo = cls.folder.name
        os.makedirs(os.path.join(repo, "po"))
        titles = [("share.title", "Share Location with All Contacts"), ("search.title", "Search"),
                  ("compose.title", "New Message")]
        with open(os.path.join(repo, "po", "de.po"), "w", encoding="utf-8") as file:
            file.write(po_file("de", "nplurals=2; plural=(n != 1);", [(c, s, "") for c, s in titles]))
        with open(os.path.join(repo, "po", "ja.po"), "w", encoding="utf-8") as file:
            file.write(po_file("ja", "nplurals=1; plural=0;",
                               [("share.title", titles[0][1], LONG_JAPANESE), ("search.title", "Search", "検索"),
                                ("compose.title", "New Message", "")]))
        git = ["git", "-C", repo, "-c", "user.name=Atlas", "-c", "user.email=atlas@example.com"]
        subprocess.run([*git, "init", "-q", "-b", "main"], check=True)
        subprocess.run([*git, "add", "-A"], check=True)
        subprocess.run([*git, "commit", "-q", "-m", "Atlas strings"], check=True)

        project = Project.objects.create(name="Atlas", slug="atlas", web="https://atlas.example.com/")
        # Saving the component clones the repository and reads its files into units, as Weblate
        # does for a new component (its background tasks run at once in these settings).
        cls.component = Component.objects.create(
            project=project, name="Quick actions", slug="quick-actions", vcs="git", repo=f"file://{repo}",
            branch="main", filemask="po/*.po", file_format="po", new_lang="none", push_on_commit=False,
            check_flags="ellipsis:quick-action.title")
        cls.translator = User.objects.create_user("translator", "translator@example.com", "translator-password")
        cls.translator.is_superuser = True
        cls.translator.save()

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def setUp(self):
        self.client = Client()
        self.client.force_login(self.translator)

    def unit(self, language, context):
        return Unit.objects.get(translation__component=self.component, translation__language__code=language,
                                context=context)

    def stored_checks(self, unit):
        return set(Check.objects.filter(unit=unit).values_list("name", flat=True))

    def editor_url(self, unit):
        return f"{unit.translation.get_translate_url()}?checksum={unit.checksum}"

    def save_in_editor(self, unit, target):
        """Opens the unit in the editor and saves `target` with the Save button, as a browser posts
        the form (the page's own hidden fields, the text in the first plural's box)."""
        page = self.client.get(self.editor_url(unit))
        self.assertEqual(page.status_code, 200)
        fields = EditorPage(page.content.decode()).fields
        for name in ("checksum", "contentsum", "translationsum"):
            self.assertIn(name, fields, f"the editor has no {name} field")
        form = {name: fields[name] for name in ("checksum", "contentsum", "translationsum")}
        form.update({"target_0": target, "review": str(STATE_TRANSLATED), "save": "Save"})
        return self.client.post(self.editor_url(unit), form, follow=True)

    def test_components_strings_are_read_from_git_and_checked(self):
        self.assertEqual(sorted(t.language.code for t in self.component.translation_set.all()), ["de", "en", "ja"])
        # Weblate ran the checks when it read the files: the Japanese title is cut.
        self.assertEqual(self.stored_checks(self.unit("ja", "share.title")), {"ellipsis"})
        self.assertEqual(self.stored_checks(self.unit("ja", "search.title")), set())

    def test_a_cut_title_saved_in_the_editor_fails_and_the_editor_shows_what_is_seen(self):
        unit = self.unit("de", "share.title")
        response = self.save_in_editor(unit, LONG_GERMAN)
        self.assertEqual(response.status_code, 200)
        unit = self.unit("de", "share.title")
        self.assertEqual((unit.target, unit.state), (LONG_GERMAN, STATE_TRANSLATED), "the translation is saved")
        self.assertEqual(self.stored_checks(unit), {"ellipsis"})
        html = response.content.decode()
        # The editor stays on the string and says why...
        self.assertIn("newly failing checks: Fits its surface (Ellipsis)", html)
        # ...and the check says what the user would see.
        descriptions = EditorPage(html).check_descriptions
        self.assertEqual(len(descriptions), 1, descriptions)
        self.assertRegex(descriptions[0], r"^Cut: shows “Den aktuellen Standort .*…” \(needs [0-9.]+ pt on one line; "
                                          r"2 lines of 190 pt available\)\.$")

    def test_a_title_that_fits_passes(self):
        unit = self.unit("de", "search.title")
        response = self.save_in_editor(unit, "Suchen")
        self.assertEqual(response.status_code, 200)
        unit = self.unit("de", "search.title")
        self.assertEqual(unit.target, "Suchen")
        self.assertEqual(self.stored_checks(unit), set())
        self.assertNotIn("newly failing checks", response.content.decode())

    def test_shortening_a_cut_title_clears_its_check(self):
        self.save_in_editor(self.unit("de", "compose.title"), LONG_GERMAN)
        self.assertEqual(self.stored_checks(self.unit("de", "compose.title")), {"ellipsis"})
        self.save_in_editor(self.unit("de", "compose.title"), "Neue Nachricht")
        unit = self.unit("de", "compose.title")
        self.assertEqual(unit.target, "Neue Nachricht")
        self.assertEqual(self.stored_checks(unit), set())
        self.assertEqual(EditorPage(self.client.get(self.editor_url(unit)).content.decode()).check_descriptions, [])

    def test_translations_saved_through_the_rest_api_are_checked(self):
        token = Token.objects.get_or_create(user=self.translator)[0].key
        api = Client(HTTP_AUTHORIZATION=f"Token {token}")
        unit = self.unit("ja", "compose.title")
        response = api.patch(f"/api/units/{unit.pk}/", {"target": [LONG_JAPANESE], "state": STATE_TRANSLATED},
                             content_type="application/json")
        self.assertEqual(response.status_code, 200, response.content[:500])
        self.assertEqual(self.stored_checks(self.unit("ja", "compose.title")), {"ellipsis"})
        response = api.patch(f"/api/units/{unit.pk}/", {"target": ["新規メッセージ"], "state": STATE_TRANSLATED},
                             content_type="application/json")
        self.assertEqual(response.status_code, 200, response.content[:500])
        self.assertEqual(self.stored_checks(self.unit("ja", "compose.title")), set())


if __name__ == "__main__":
    unittest.main()
