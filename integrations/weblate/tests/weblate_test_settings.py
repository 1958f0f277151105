"""Weblate's example settings with the Ellipsis check added, as a site would enable it."""
import os
import tempfile

from weblate.settings_example import *  # noqa: F403

# Never connected to (see test_weblate_check.py), but Django wants one configured.
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
DATA_DIR = os.path.join(tempfile.gettempdir(), "ellipsis-weblate-data")
CACHES = {name: {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"} for name in ("default", "avatar")}
CHECK_LIST = (
    "weblate.checks.same.SameCheck",
    "weblate.checks.chars.MaxLengthCheck",
    "weblate.checks.render.MaxSizeCheck",
    "ellipsis_weblate.checks.EllipsisFitCheck",
)
