// Ellipsis's stable C interface to the system ICU. This header must never
// include <unicode/*.h>: Foundation carries a private ICU whose declarations
// clash with the system's in any Swift module that sees both.
//
// Text is always UTF-16 (uint16_t) with an explicit length; code points are
// uint32_t. Error codes are ICU's UErrorCode values (0 is success, > 0 is a
// failure); the constants below are checked against ICU's in ellipsis_icu.c.
#ifndef ELLIPSIS_ICU_H
#define ELLIPSIS_ICU_H
#include <stdint.h>
#include <stdbool.h>

/// The ICU version the shim was built against, e.g. "72.1".
const char *ell_icu_version(void);
/// The Unicode version of ICU's character data, e.g. "15.0".
const char *ell_unicode_version(void);
/// ICU's name for an error code, e.g. "U_ILLEGAL_ARGUMENT_ERROR".
const char *ell_error_name(int32_t error);

// MARK: Break iteration (ubrk)

/// An opened ICU break iterator. Not thread-safe: one user at a time.
typedef struct ell_breaker ell_breaker;

enum {
    ELL_BREAK_CHARACTER = 0,
    ELL_BREAK_WORD = 1,
    ELL_BREAK_LINE = 2,
    ELL_BREAK_SENTENCE = 3,
};

/// Rule-status ranges reported with each boundary.
enum {
    ELL_LINE_SOFT = 0, ELL_LINE_SOFT_LIMIT = 100,
    ELL_LINE_HARD = 100, ELL_LINE_HARD_LIMIT = 200,
    ELL_WORD_NONE = 0, ELL_WORD_NONE_LIMIT = 100,
    ELL_WORD_NUMBER = 100, ELL_WORD_NUMBER_LIMIT = 200,
    ELL_WORD_LETTER = 200, ELL_WORD_LETTER_LIMIT = 300,
    ELL_WORD_KANA = 300, ELL_WORD_KANA_LIMIT = 400,
    ELL_WORD_IDEO = 400, ELL_WORD_IDEO_LIMIT = 500,
};

/// Opens a break iterator of `kind` for an ICU locale such as "ja@lb=strict".
/// Returns NULL and sets *error on failure.
ell_breaker *ell_breaker_open(int32_t kind, const char *locale, int32_t *error);
void ell_breaker_close(ell_breaker *breaker);

/// Breaks `text` and writes every boundary after 0 (so the last is `length`
/// unless the text is empty) with its rule status. `capacity` must be at
/// least `length`; a text of n UTF-16 units has at most n such boundaries.
/// Returns the number written, or -1 with *error set. The text is not kept.
int32_t ell_breaker_boundaries(ell_breaker *breaker, const uint16_t *text, int32_t length,
                               int32_t *offsets, int32_t *statuses, int32_t capacity,
                               int32_t *error);

/// Grapheme cluster boundaries of text that needs only the simple rules of UAX #29:
/// when every code point's Grapheme_Cluster_Break is Other, Control, CR, LF, Extend,
/// SpacingMark, LV or LVT, and none is a virama (canonical combining class 9, which
/// CLDR's aksara rule lets join the next consonant), a cluster ends before every code
/// point except LF after CR (GB3) and Extend or SpacingMark after anything but a
/// control (GB9, GB9a); no joiner, prepended mark, jamo, regional-indicator or aksara
/// rule can apply. Writes the
/// UTF-16 offsets of the boundaries after 0 (the last is `length`) and returns how
/// many, or -1 when some code point needs the full rules (use the break iterator).
/// `capacity` must be at least `length`.
int32_t ell_simple_grapheme_boundaries(const uint16_t *text, int32_t length, intptr_t *offsets, int32_t capacity);

/// Transcodes well-formed UTF-8 (as a Swift string holds) to UTF-16 in `out`, which has
/// room for `length` units (UTF-16 never takes more units than UTF-8 takes bytes), and
/// returns the number of units written.
int32_t ell_utf8_to_utf16(const uint8_t *utf8, int32_t length, uint16_t *out);

// MARK: Character properties (uchar, uscript)

/// ICU UProperty values used by Ellipsis.
enum {
    ELL_PROP_WHITE_SPACE = 31,
    ELL_PROP_DEFAULT_IGNORABLE = 5,
    ELL_PROP_EMOJI = 57,
    ELL_PROP_EMOJI_PRESENTATION = 58,
    ELL_PROP_EMOJI_MODIFIER = 59,
    ELL_PROP_EMOJI_MODIFIER_BASE = 60,
    ELL_PROP_EMOJI_COMPONENT = 61,
    ELL_PROP_REGIONAL_INDICATOR = 62,
    ELL_PROP_EXTENDED_PICTOGRAPHIC = 64,
    ELL_PROP_RGI_EMOJI = 71,
};

/// u_hasBinaryProperty for one of the ELL_PROP_* values.
bool ell_has_property(uint32_t c, int32_t property);
/// u_stringHasBinaryProperty(UCHAR_RGI_EMOJI): true for RGI emoji and
/// emoji sequences (flags, keycaps, ZWJ, modifier and VS16 sequences).
bool ell_string_is_rgi_emoji(const uint16_t *text, int32_t length);

/// General categories (UCharCategory values).
enum {
    ELL_GC_UNASSIGNED = 0,
    ELL_GC_UPPERCASE_LETTER = 1, ELL_GC_LOWERCASE_LETTER = 2, ELL_GC_TITLECASE_LETTER = 3,
    ELL_GC_MODIFIER_LETTER = 4, ELL_GC_OTHER_LETTER = 5,
    ELL_GC_NON_SPACING_MARK = 6, ELL_GC_ENCLOSING_MARK = 7, ELL_GC_COMBINING_SPACING_MARK = 8,
    ELL_GC_DECIMAL_DIGIT_NUMBER = 9, ELL_GC_LETTER_NUMBER = 10, ELL_GC_OTHER_NUMBER = 11,
    ELL_GC_SPACE_SEPARATOR = 12, ELL_GC_LINE_SEPARATOR = 13, ELL_GC_PARAGRAPH_SEPARATOR = 14,
    ELL_GC_CONTROL_CHAR = 15, ELL_GC_FORMAT_CHAR = 16, ELL_GC_PRIVATE_USE_CHAR = 17,
    ELL_GC_SURROGATE = 18,
};
/// u_charType: the general category of `c`.
int32_t ell_general_category(uint32_t c);

/// Unicode line-break classes (ULineBreak values) that Ellipsis needs.
enum {
    ELL_LB_ALPHABETIC = 2, ELL_LB_AMBIGUOUS = 1, ELL_LB_IDEOGRAPHIC = 14,
    ELL_LB_NUMERIC = 19, ELL_LB_COMPLEX_CONTEXT = 24,
    ELL_LB_H2 = 31, ELL_LB_H3 = 32, ELL_LB_JL = 33, ELL_LB_JT = 34, ELL_LB_JV = 35,
    ELL_LB_COMBINING_MARK = 9, ELL_LB_ZWJ = 42,
};
/// u_getIntPropertyValue(c, UCHAR_LINE_BREAK).
int32_t ell_line_break_class(uint32_t c);

/// Bidi classes (UCharDirection values).
enum {
    ELL_BIDI_L = 0, ELL_BIDI_R = 1, ELL_BIDI_EN = 2, ELL_BIDI_ES = 3, ELL_BIDI_ET = 4,
    ELL_BIDI_AN = 5, ELL_BIDI_CS = 6, ELL_BIDI_B = 7, ELL_BIDI_S = 8, ELL_BIDI_WS = 9,
    ELL_BIDI_ON = 10, ELL_BIDI_LRE = 11, ELL_BIDI_LRO = 12, ELL_BIDI_AL = 13,
    ELL_BIDI_RLE = 14, ELL_BIDI_RLO = 15, ELL_BIDI_PDF = 16, ELL_BIDI_NSM = 17,
    ELL_BIDI_BN = 18, ELL_BIDI_FSI = 19, ELL_BIDI_LRI = 20, ELL_BIDI_RLI = 21,
    ELL_BIDI_PDI = 22,
};
/// u_charDirection: the bidi class of `c`.
int32_t ell_bidi_class(uint32_t c);

/// The Unicode name of `c` (or ICU's extended name such as "<control-0009>"
/// when it has none), written NUL-terminated into `buffer`. Returns its
/// length, 0 on failure.
int32_t ell_char_name(uint32_t c, char *buffer, int32_t capacity);

/// Script codes (UScriptCode values) with a special meaning.
enum {
    ELL_SCRIPT_COMMON = 0,
    ELL_SCRIPT_INHERITED = 1,
    ELL_SCRIPT_UNKNOWN = 103,
    ELL_SCRIPT_LATIN = 25,
};
/// uscript_getScript: the Script property of `c` (a UScriptCode), or
/// ELL_SCRIPT_UNKNOWN on error.
int32_t ell_script(uint32_t c);
/// uscript_hasScript: whether `script` is in the Script_Extensions of `c`.
bool ell_script_extensions_contain(uint32_t c, int32_t script);
/// The ISO 15924 code of a script, e.g. "Latn"; "Zzzz" when unknown.
const char *ell_script_code(int32_t script);

// MARK: Bidi (ubidi, uloc)

/// Whether the locale's script is written right to left (uloc_isRightToLeft).
bool ell_locale_is_right_to_left(const char *locale);

enum {
    ELL_DIR_LTR = 0,
    ELL_DIR_RTL = 1,
    ELL_DIR_MIXED = 2,
    ELL_DIR_NEUTRAL = 3,
};
/// ubidi_getBaseDirection: the direction of the first strong character
/// (ELL_DIR_LTR, ELL_DIR_RTL or ELL_DIR_NEUTRAL).
int32_t ell_first_strong_direction(const uint16_t *text, int32_t length);

/// Paragraph levels for ell_bidi_analyze besides 0 (LTR) and 1 (RTL):
/// take the direction of the first strong character, else LTR / RTL.
enum {
    ELL_BIDI_DEFAULT_LTR = 0xfe,
    ELL_BIDI_DEFAULT_RTL = 0xff,
};

/// Runs the Unicode Bidirectional Algorithm on `text` (one or more
/// paragraphs) at `paragraph_level`.
/// - `levels` receives one resolved embedding level per UTF-16 unit
///   (`length` entries; rule L1 applied).
/// - `run_starts`, `run_lengths`, `run_rtl` receive the visual runs in
///   visual order as logical ranges; `run_capacity` must be >= `length`.
/// - `resolved_paragraph_level` receives the first paragraph's level.
/// Returns the number of runs, or -1 with *error set.
int32_t ell_bidi_analyze(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                         uint8_t *levels, int32_t *run_starts, int32_t *run_lengths,
                         uint8_t *run_rtl, int32_t run_capacity,
                         uint8_t *resolved_paragraph_level, int32_t *error);

// MARK: Exemplar sets (ulocdata, uset)

/// A frozen set of code points, safe to read from several threads.
typedef struct ell_char_set ell_char_set;

/// The locale's exemplar letters (standard set, plus the auxiliary set when
/// asked), case-insensitive. NULL with *error set when the locale has none.
ell_char_set *ell_exemplar_set_open(const char *locale, bool include_auxiliary, int32_t *error);
bool ell_char_set_contains(const ell_char_set *set, uint32_t c);
/// Whether every code point of the string is in the set (for multi-code-
/// point exemplars such as "ch" or a letter with a combining mark).
bool ell_char_set_contains_string(const ell_char_set *set, const uint16_t *text, int32_t length);
int32_t ell_char_set_size(const ell_char_set *set);
void ell_char_set_close(ell_char_set *set);

// MARK: Plural rules (upluralrules)

/// The cardinal plural categories CLDR gives a locale (BCP 47 or ICU id),
/// e.g. "one few many other" for ru: uplrules_getKeywords of its rules,
/// space-separated and NUL-terminated in `buffer`. Returns the length, or
/// -1 with *error set (the buffer too small is U_BUFFER_OVERFLOW_ERROR).
int32_t ell_plural_categories(const char *locale, char *buffer, int32_t capacity, int32_t *error);

#endif
