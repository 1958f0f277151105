"""The Weblate check: does each translation fit the surface its `ellipsis` flag names?

Enable it in Weblate's settings:

    CHECK_LIST = (*CHECK_LIST, "ellipsis_weblate.checks.EllipsisFitCheck")

then give strings (or a whole component) a flag such as `ellipsis:quick-action.title`. Optional
settings: ELLIPSIS_BINARY (default: `ellipsis` on PATH), ELLIPSIS_OPTIONS (more `measure`
options for every process, such as ("--font-dir", "/srv/fonts")), ELLIPSIS_TIMEOUT (seconds).
"""
import logging

from django.conf import settings
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe
from django.utils.translation import gettext_lazy

from weblate.checks.base import TargetCheckParametrized

from .measure import EllipsisError, MeasurePool
from .surface import ellipsis_locale, font_options, parse_surface_flag

LOGGER = logging.getLogger("weblate.ellipsis")

_POOL = None


def measure_pool():
    """The processes shared by every check in this Weblate process, made on first use."""
    global _POOL
    if _POOL is None:
        _POOL = MeasurePool(binary=getattr(settings, "ELLIPSIS_BINARY", None),
                            timeout=float(getattr(settings, "ELLIPSIS_TIMEOUT", 30)),
                            extra_options=tuple(getattr(settings, "ELLIPSIS_OPTIONS", ())))
    return _POOL


def project_font_file(unit, group_name):
    """The file of the project's font group `group_name` for the unit's language, if there is one."""
    translation = unit.translation
    project = translation.component.project
    if project.pk is None:
        return None
    group = project.fontgroup_set.filter(name=group_name).first()
    if group is None:
        return None
    override = group.fontoverride_set.filter(language=translation.language).first()
    font = override.font if override is not None else group.font
    return font.font.path


class EllipsisFitCheck(TargetCheckParametrized):
    """Lays each translation out as Ellipsis does (HarfBuzz, the surface's fonts and line breaking)
    and fails when the translator's text would be cut or would not fit."""

    check_id = "ellipsis"
    name = gettext_lazy("Fits its surface (Ellipsis)")
    description = gettext_lazy("The translation is shown whole on the surface named by the ellipsis flag.")
    default_disabled = True

    @property
    def param_type(self):
        return parse_surface_flag

    def measure_options(self, unit, surface_options):
        flags = unit.all_flags
        font_file = None
        if flags.has_value("font-family"):
            font_file = project_font_file(unit, flags.get_value("font-family"))
        fonts = font_options(size=flags.get_value("font-size") if flags.has_value("font-size") else None,
                             spacing=flags.get_value("font-spacing") if flags.has_value("font-spacing") else None,
                             font_file=font_file)
        return ("--locale", ellipsis_locale(unit.translation.language.code), *surface_options, *fonts)

    def measurements(self, unit, targets, surface_options):
        """Ellipsis's answer for each non-empty target (plural forms are measured one by one)."""
        options = self.measure_options(unit, surface_options)
        replace = self.get_replacement_function(unit)
        pool = measure_pool()
        return [pool.measure(replace(target), options) for target in targets if target]

    def check_target_params(self, sources, targets, unit, value):
        try:
            return any(not measurement.fits for measurement in self.measurements(unit, targets, value))
        except EllipsisError as error:
            # A broken set-up must not stop translators from saving; the log says what to fix.
            LOGGER.error("ellipsis check on unit %s: %s", unit.pk, error)
            return False

    def get_description(self, check_obj):
        """What the translator sees of each form that does not fit, in Ellipsis's words."""
        unit = check_obj.unit
        try:
            value = self.get_value(unit)
            failing = [m for m in self.measurements(unit, unit.get_target_plurals(), value) if not m.fits]
        except (EllipsisError, ValueError) as error:
            return format_html("{}: {}", self.description, error)
        if not failing:
            return self.description
        # Weblate puts the description inside a paragraph of its own: one line a form.
        return format_html_join(mark_safe("<br />"), "{}", ((m.verdict(),) for m in failing))
