"""Weblate's example settings with the Ellipsis check added, as a site would enable it.

The database is the PostgreSQL server scripts/test-weblate.sh starts for the run (its socket folder
in ELLIPSIS_WEBLATE_DB_HOST); DATA_DIR, where Weblate clones repositories, is a folder of the run's.
Background tasks run at once (no Celery worker or Redis), as in Weblate's own test settings.
"""
import os
import tempfile

from weblate.settings_example import *  # noqa: F403

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("ELLIPSIS_WEBLATE_DB_NAME", "weblate"),
        "USER": os.environ.get("ELLIPSIS_WEBLATE_DB_USER", "weblate"),
        "PASSWORD": "",
        "HOST": os.environ.get("ELLIPSIS_WEBLATE_DB_HOST", ""),
        "PORT": os.environ.get("ELLIPSIS_WEBLATE_DB_PORT", ""),
    }
}
DATA_DIR = os.environ.get("ELLIPSIS_WEBLATE_DATA") or os.path.join(tempfile.gettempdir(), "ellipsis-weblate-data")
CACHE_DIR = os.path.join(DATA_DIR, "cache")
MEDIA_ROOT = os.path.join(DATA_DIR, "media")
STATIC_ROOT = os.path.join(CACHE_DIR, "static")
CACHES = {name: {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"} for name in ("default", "avatar")}
CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_BROKER_URL = "memory://"
CELERY_RESULT_BACKEND = None
SECRET_KEY = "ellipsis-weblate-test-only"  # noqa: S105
SITE_DOMAIN = "weblate.example.com"
OTP_WEBAUTHN_RP_NAME = OTP_WEBAUTHN_RP_ID = SITE_DOMAIN
OTP_WEBAUTHN_ALLOWED_ORIGINS = [f"https://{SITE_DOMAIN}"]
# No machine translation: its services are outside this site.
WEBLATE_MACHINERY = ()
# The sample repository is a local folder.
VCS_FILE_PROTOCOL = True
VCS_API_DELAY = 0
CREATE_GLOSSARIES = False
COMPRESS_ENABLED = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler", "level": "WARNING"}},
    "loggers": {"weblate.ellipsis": {"handlers": ["console"], "level": "WARNING"}},
}
CHECK_LIST = (
    "weblate.checks.same.SameCheck",
    "weblate.checks.chars.MaxLengthCheck",
    "weblate.checks.render.MaxSizeCheck",
    "ellipsis_weblate.checks.EllipsisFitCheck",
)
