"""The `ellipsis` flag of a string: which surface it is shown on, as `ellipsis measure` options.

    ellipsis:quick-action.title              an iPhone Home Screen quick action's title
    ellipsis:quick-action.title:ipad:AX2     the same on iPad at the accessibility size AX2
    ellipsis:shortcut.short                  an Android app shortcut's short label
    ellipsis:context-menu.title:no-icon      any surface `ellipsis measure --surface` knows
    ellipsis:180:2                           a plain box 180 pt wide, at most 2 lines

After a surface name come options in any order: a device (iphone, ipad, android), a Dynamic Type
size (xS ... AX5), `no-icon` and `with-subtitle`. Weblate's own `font-size` and `font-spacing` flags
set the text size and tracking in points; `font-family` names a font group of the project, whose
file (or the override for the translation's language) is the face measured.
"""

DEVICES = ("iphone", "ipad", "android")
TEXT_SIZES = ("xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5")
SWITCHES = {"no-icon": "--no-icon", "with-subtitle": "--with-subtitle"}


def _number(text, what):
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"{what} must be a number, got '{text}'") from None
    if not value > 0 or value != value or value == float("inf"):
        raise ValueError(f"{what} must be a positive number, got '{text}'")
    return value


def _points(value):
    """A number as `ellipsis` reads it: no exponent, no trailing zeros."""
    return f"{value:.3f}".rstrip("0").rstrip(".")


def parse_surface_flag(values):
    """The flag's values (Weblate hands them over as a tuple) as `ellipsis measure` options.

    Raises ValueError with a sentence a project administrator can act on, which Weblate shows
    when the flag is saved.
    """
    values = [str(value) for value in values]
    if not values or not values[0]:
        raise ValueError("ellipsis needs a surface (quick-action.title, shortcut.short, ...) or a width in points")
    first, rest = values[0], values[1:]
    if first[0].isdigit():
        if len(rest) > 1:
            raise ValueError("ellipsis:WIDTH takes at most one more value, the number of lines")
        options = ["--width", _points(_number(first, "the width"))]
        if rest:
            if not rest[0].isdigit():
                raise ValueError(f"the number of lines must be a whole number, got '{rest[0]}'")
            options += ["--max-lines", rest[0]]
        return tuple(options)
    options = ["--surface", first]
    seen = set()
    for value in rest:
        if value in seen:
            raise ValueError(f"'{value}' is given twice")
        seen.add(value)
        if value in DEVICES:
            if seen & set(DEVICES) - {value}:
                raise ValueError("give one device: iphone, ipad or android")
            options += ["--device", value]
        elif value in TEXT_SIZES:
            if seen & set(TEXT_SIZES) - {value}:
                raise ValueError("give one text size")
            options += ["--text-size", value]
        elif value in SWITCHES:
            options.append(SWITCHES[value])
        else:
            raise ValueError(f"unknown option '{value}': a device ({', '.join(DEVICES)}), a text size "
                             f"({' '.join(TEXT_SIZES)}), no-icon or with-subtitle")
    return tuple(options)


def font_options(size=None, spacing=None, font_file=None):
    """Weblate's font flags as `ellipsis measure` options."""
    options = []
    if size is not None:
        options += ["--size", _points(_number(str(size), "font-size"))]
    if spacing is not None:
        options += ["--tracking", _points(float(spacing))]
    if font_file:
        options += ["--font", str(font_file)]
    return tuple(options)


def ellipsis_locale(code):
    """A Weblate language code (pt_BR, zh_Hant, sr@latin) as a BCP 47 locale."""
    base, _, modifier = code.partition("@")
    locale = base.replace("_", "-")
    if modifier == "latin":
        locale += "-Latn"
    elif modifier == "cyrillic":
        locale += "-Cyrl"
    return locale
