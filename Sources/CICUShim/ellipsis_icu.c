#include "ellipsis_icu.h"
#include "property_tables.h"
#include <stdlib.h>
#include <string.h>
#include <unicode/uversion.h>
#include <unicode/uchar.h>
#include <unicode/utf16.h>
#include <unicode/ubrk.h>
#include <unicode/uscript.h>
#include <unicode/ubidi.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/uset.h>
#include <unicode/unorm2.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>

// The header's constants are ICU's own values; keep them honest.
_Static_assert(ELL_BREAK_CHARACTER == UBRK_CHARACTER, "break kind");
_Static_assert(ELL_BREAK_WORD == UBRK_WORD, "break kind");
_Static_assert(ELL_BREAK_LINE == UBRK_LINE, "break kind");
_Static_assert(ELL_BREAK_SENTENCE == UBRK_SENTENCE, "break kind");
_Static_assert(ELL_LINE_SOFT == UBRK_LINE_SOFT && ELL_LINE_SOFT_LIMIT == UBRK_LINE_SOFT_LIMIT, "line status");
_Static_assert(ELL_LINE_HARD == UBRK_LINE_HARD && ELL_LINE_HARD_LIMIT == UBRK_LINE_HARD_LIMIT, "line status");
_Static_assert(ELL_WORD_NONE == UBRK_WORD_NONE && ELL_WORD_NONE_LIMIT == UBRK_WORD_NONE_LIMIT, "word status");
_Static_assert(ELL_WORD_NUMBER == UBRK_WORD_NUMBER && ELL_WORD_NUMBER_LIMIT == UBRK_WORD_NUMBER_LIMIT, "word status");
_Static_assert(ELL_WORD_LETTER == UBRK_WORD_LETTER && ELL_WORD_LETTER_LIMIT == UBRK_WORD_LETTER_LIMIT, "word status");
_Static_assert(ELL_WORD_KANA == UBRK_WORD_KANA && ELL_WORD_KANA_LIMIT == UBRK_WORD_KANA_LIMIT, "word status");
_Static_assert(ELL_WORD_IDEO == UBRK_WORD_IDEO && ELL_WORD_IDEO_LIMIT == UBRK_WORD_IDEO_LIMIT, "word status");

_Static_assert(ELL_PROP_WHITE_SPACE == UCHAR_WHITE_SPACE, "property");
_Static_assert(ELL_PROP_DEFAULT_IGNORABLE == UCHAR_DEFAULT_IGNORABLE_CODE_POINT, "property");
_Static_assert(ELL_PROP_EMOJI == UCHAR_EMOJI, "property");
_Static_assert(ELL_PROP_EMOJI_PRESENTATION == UCHAR_EMOJI_PRESENTATION, "property");
_Static_assert(ELL_PROP_EMOJI_MODIFIER == UCHAR_EMOJI_MODIFIER, "property");
_Static_assert(ELL_PROP_EMOJI_MODIFIER_BASE == UCHAR_EMOJI_MODIFIER_BASE, "property");
_Static_assert(ELL_PROP_EMOJI_COMPONENT == UCHAR_EMOJI_COMPONENT, "property");
_Static_assert(ELL_PROP_REGIONAL_INDICATOR == UCHAR_REGIONAL_INDICATOR, "property");
_Static_assert(ELL_PROP_EXTENDED_PICTOGRAPHIC == UCHAR_EXTENDED_PICTOGRAPHIC, "property");
_Static_assert(ELL_PROP_RGI_EMOJI == UCHAR_RGI_EMOJI, "property");

_Static_assert(ELL_GC_UNASSIGNED == U_UNASSIGNED, "category");
_Static_assert(ELL_GC_UPPERCASE_LETTER == U_UPPERCASE_LETTER, "category");
_Static_assert(ELL_GC_OTHER_LETTER == U_OTHER_LETTER, "category");
_Static_assert(ELL_GC_NON_SPACING_MARK == U_NON_SPACING_MARK, "category");
_Static_assert(ELL_GC_DECIMAL_DIGIT_NUMBER == U_DECIMAL_DIGIT_NUMBER, "category");
_Static_assert(ELL_GC_SPACE_SEPARATOR == U_SPACE_SEPARATOR, "category");
_Static_assert(ELL_GC_PARAGRAPH_SEPARATOR == U_PARAGRAPH_SEPARATOR, "category");
_Static_assert(ELL_GC_CONTROL_CHAR == U_CONTROL_CHAR, "category");
_Static_assert(ELL_GC_FORMAT_CHAR == U_FORMAT_CHAR, "category");
_Static_assert(ELL_GC_PRIVATE_USE_CHAR == U_PRIVATE_USE_CHAR, "category");
_Static_assert(ELL_GC_SURROGATE == U_SURROGATE, "category");

_Static_assert(ELL_LB_AMBIGUOUS == U_LB_AMBIGUOUS && ELL_LB_ALPHABETIC == U_LB_ALPHABETIC, "line break class");
_Static_assert(ELL_LB_IDEOGRAPHIC == U_LB_IDEOGRAPHIC && ELL_LB_NUMERIC == U_LB_NUMERIC, "line break class");
_Static_assert(ELL_LB_COMPLEX_CONTEXT == U_LB_COMPLEX_CONTEXT, "line break class");
_Static_assert(ELL_LB_H2 == U_LB_H2 && ELL_LB_H3 == U_LB_H3, "line break class");
_Static_assert(ELL_LB_JL == U_LB_JL && ELL_LB_JT == U_LB_JT && ELL_LB_JV == U_LB_JV, "line break class");
_Static_assert(ELL_LB_COMBINING_MARK == U_LB_COMBINING_MARK && ELL_LB_ZWJ == U_LB_ZWJ, "line break class");

_Static_assert(ELL_BIDI_L == U_LEFT_TO_RIGHT && ELL_BIDI_R == U_RIGHT_TO_LEFT, "bidi class");
_Static_assert(ELL_BIDI_AL == U_RIGHT_TO_LEFT_ARABIC && ELL_BIDI_BN == U_BOUNDARY_NEUTRAL, "bidi class");
_Static_assert(ELL_BIDI_LRE == U_LEFT_TO_RIGHT_EMBEDDING && ELL_BIDI_RLO == U_RIGHT_TO_LEFT_OVERRIDE, "bidi class");
_Static_assert(ELL_BIDI_PDF == U_POP_DIRECTIONAL_FORMAT && ELL_BIDI_NSM == U_DIR_NON_SPACING_MARK, "bidi class");
_Static_assert(ELL_BIDI_FSI == U_FIRST_STRONG_ISOLATE && ELL_BIDI_PDI == U_POP_DIRECTIONAL_ISOLATE, "bidi class");
_Static_assert(ELL_BIDI_LRI == U_LEFT_TO_RIGHT_ISOLATE && ELL_BIDI_RLI == U_RIGHT_TO_LEFT_ISOLATE, "bidi class");

_Static_assert(ELL_SCRIPT_COMMON == USCRIPT_COMMON && ELL_SCRIPT_INHERITED == USCRIPT_INHERITED, "script");
_Static_assert(ELL_SCRIPT_UNKNOWN == USCRIPT_UNKNOWN && ELL_SCRIPT_LATIN == USCRIPT_LATIN, "script");
_Static_assert(USCRIPT_CODE_LIMIT <= 256 && U_GCB_COUNT < 255, "script codes and grapheme break classes fit a byte");

_Static_assert(ELL_DIR_LTR == UBIDI_LTR && ELL_DIR_RTL == UBIDI_RTL, "direction");
_Static_assert(ELL_DIR_MIXED == UBIDI_MIXED && ELL_DIR_NEUTRAL == UBIDI_NEUTRAL, "direction");
_Static_assert(ELL_BIDI_DEFAULT_LTR == UBIDI_DEFAULT_LTR && ELL_BIDI_DEFAULT_RTL == UBIDI_DEFAULT_RTL, "level");
_Static_assert(sizeof(uint16_t) == sizeof(UChar), "UTF-16 unit");

const char *ell_icu_version(void) {
    static char buffer[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, buffer);
    return buffer;
}

const char *ell_unicode_version(void) {
    static char buffer[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo info;
    u_getUnicodeVersion(info);
    u_versionToString(info, buffer);
    return buffer;
}

const char *ell_error_name(int32_t error) { return u_errorName((UErrorCode)error); }

// MARK: Break iteration

ell_breaker *ell_breaker_open(int32_t kind, const char *locale, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    if (kind < UBRK_CHARACTER || kind > UBRK_SENTENCE) {
        *error = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UBreakIterator *iterator = ubrk_open((UBreakIteratorType)kind, locale, NULL, 0, &status);
    *error = status;
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    return (ell_breaker *)iterator;
}

void ell_breaker_close(ell_breaker *breaker) {
    if (breaker) ubrk_close((UBreakIterator *)breaker);
}

int32_t ell_breaker_boundaries(ell_breaker *breaker, const uint16_t *text, int32_t length,
                               int32_t *offsets, int32_t *statuses, int32_t capacity,
                               int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    if (!breaker || length < 0 || capacity < length || (length > 0 && !text)) {
        *error = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    UBreakIterator *iterator = (UBreakIterator *)breaker;
    static const UChar empty[1] = {0};
    ubrk_setText(iterator, length > 0 ? (const UChar *)text : empty, length, &status);
    if (U_FAILURE(status)) {
        *error = status;
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE && count < capacity;
         offset = ubrk_next(iterator)) {
        offsets[count] = offset;
        statuses[count] = ubrk_getRuleStatus(iterator);
        count++;
    }
    // Let go of the caller's buffer: the iterator may outlive it.
    ubrk_setText(iterator, empty, 0, &status);
    *error = U_ZERO_ERROR;
    return count;
}

int32_t ell_simple_grapheme_boundaries(const uint16_t *text, int32_t length, intptr_t *offsets, int32_t capacity) {
    if (length < 0 || (length > 0 && (!text || !offsets)) || capacity < length) return -1;
    int32_t count = 0;
    int32_t previous = -1; // the previous code point's value (-1 at the start)
    bool previousIsControl = false;
    int32_t i = 0;
    while (i < length) {
        int32_t start = i;
        UChar32 c;
        U16_NEXT(text, i, length, c);
        bool control, joins;
        if (c < 0x300) {
            // Below U+0300 every code point is Other, Control, CR or LF.
            control = c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0xAD;
            joins = previous == 0x0D && c == 0x0A;
        } else {
            switch (ell_grapheme_break_class(c)) {
            case U_GCB_OTHER: case U_GCB_LV: case U_GCB_LVT:
                control = false;
                joins = false;
                break;
            case U_GCB_CONTROL: case U_GCB_CR: case U_GCB_LF:
                control = true;
                joins = false;
                break;
            case U_GCB_EXTEND: case U_GCB_SPACING_MARK:
                control = false;
                joins = previous >= 0 && !previousIsControl;
                break;
            default:
                // Joiners, prepended marks, jamo, regional indicators, and viramas (which
                // CLDR's aksara rule may join to the next consonant).
                return -1;
            }
        }
        if (start > 0 && !joins) offsets[count++] = start;
        previous = c;
        previousIsControl = control;
    }
    if (length > 0) offsets[count++] = length;
    return count;
}

int32_t ell_utf8_to_utf16(const uint8_t *utf8, int32_t length, uint16_t *out) {
    int32_t written = 0, i = 0;
    while (i < length) {
        uint32_t byte = utf8[i];
        if (byte < 0x80) {
            out[written++] = (uint16_t)byte;
            i += 1;
        } else if (byte < 0xE0 && i + 1 < length) {
            out[written++] = (uint16_t)(((byte & 0x1F) << 6) | (utf8[i + 1] & 0x3F));
            i += 2;
        } else if (byte < 0xF0 && i + 2 < length) {
            out[written++] = (uint16_t)(((byte & 0x0F) << 12) | ((utf8[i + 1] & 0x3F) << 6) | (utf8[i + 2] & 0x3F));
            i += 3;
        } else if (i + 3 < length) {
            uint32_t c = ((byte & 0x07) << 18) | ((utf8[i + 1] & 0x3Fu) << 12) | ((utf8[i + 2] & 0x3Fu) << 6)
                | (utf8[i + 3] & 0x3Fu);
            out[written++] = (uint16_t)(0xD7C0 + (c >> 10));
            out[written++] = (uint16_t)(0xDC00 | (c & 0x3FF));
            i += 4;
        } else {
            // A truncated sequence cannot come from a Swift string; stop rather than read past it.
            out[written++] = 0xFFFD;
            break;
        }
    }
    return written;
}

// MARK: Character properties

bool ell_has_property(uint32_t c, int32_t property) {
    return u_hasBinaryProperty((UChar32)c, (UProperty)property);
}

bool ell_string_is_rgi_emoji(const uint16_t *text, int32_t length) {
    if (length <= 0 || !text) return false;
    return u_stringHasBinaryProperty((const UChar *)text, length, UCHAR_RGI_EMOJI);
}

int32_t ell_general_category(uint32_t c) { return (int32_t)u_charType((UChar32)c); }

int32_t ell_line_break_class(uint32_t c) { return u_getIntPropertyValue((UChar32)c, UCHAR_LINE_BREAK); }

int32_t ell_bidi_class(uint32_t c) { return (int32_t)u_charDirection((UChar32)c); }

int32_t ell_char_name(uint32_t c, char *buffer, int32_t capacity) {
    if (!buffer || capacity <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = u_charName((UChar32)c, U_UNICODE_CHAR_NAME, buffer, capacity, &status);
    if (U_SUCCESS(status) && length > 0 && length < capacity) return length;
    // Controls have no name; ICU's extended name is "<control-0009>".
    status = U_ZERO_ERROR;
    length = u_charName((UChar32)c, U_EXTENDED_CHAR_NAME, buffer, capacity, &status);
    if (U_SUCCESS(status) && length > 0 && length < capacity) return length;
    buffer[0] = 0;
    return 0;
}

int32_t ell_script(uint32_t c) { return ell_cached_script((int32_t)c); }

bool ell_script_extensions_contain(uint32_t c, int32_t script) {
    return uscript_hasScript((UChar32)c, (UScriptCode)script);
}

const char *ell_script_code(int32_t script) {
    const char *name = uscript_getShortName((UScriptCode)script);
    return name ? name : "Zzzz";
}

// MARK: Bidi

bool ell_locale_is_right_to_left(const char *locale) { return uloc_isRightToLeft(locale); }

int32_t ell_first_strong_direction(const uint16_t *text, int32_t length) {
    if (length <= 0 || !text) return ELL_DIR_NEUTRAL;
    return (int32_t)ubidi_getBaseDirection((const UChar *)text, length);
}

int32_t ell_bidi_analyze(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                         uint8_t *levels, int32_t *run_starts, int32_t *run_lengths,
                         uint8_t *run_rtl, int32_t run_capacity,
                         uint8_t *resolved_paragraph_level, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    if (length < 0 || run_capacity < length || (length > 0 && (!text || !levels))) {
        *error = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    if (paragraph_level > 1 && paragraph_level != UBIDI_DEFAULT_LTR && paragraph_level != UBIDI_DEFAULT_RTL) {
        *error = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) {
        *error = status;
        return -1;
    }
    static const UChar empty[1] = {0};
    ubidi_setPara(bidi, length > 0 ? (const UChar *)text : empty, length, paragraph_level, NULL, &status);
    int32_t count = -1;
    if (U_SUCCESS(status)) {
        *resolved_paragraph_level = ubidi_getParaLevel(bidi);
        if (length > 0) {
            const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
            if (U_SUCCESS(status)) memcpy(levels, resolved, (size_t)length);
        }
    }
    if (U_SUCCESS(status)) {
        int32_t runs = ubidi_countRuns(bidi, &status);
        if (U_SUCCESS(status) && runs <= run_capacity) {
            for (int32_t index = 0; index < runs; index++) {
                int32_t start = 0, runLength = 0;
                UBiDiDirection direction = ubidi_getVisualRun(bidi, index, &start, &runLength);
                run_starts[index] = start;
                run_lengths[index] = runLength;
                run_rtl[index] = direction == UBIDI_RTL;
            }
            count = runs;
        } else if (U_SUCCESS(status)) {
            status = U_BUFFER_OVERFLOW_ERROR;
        }
    }
    ubidi_close(bidi);
    *error = status;
    return U_SUCCESS(status) ? count : -1;
}

// MARK: Exemplar sets

/// An ICU locale id for a BCP 47 tag ("zh-Hant" -> "zh_Hant"); ICU ids pass through.
static void icu_locale_id(const char *locale, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    buffer[0] = 0;
    if (strchr(locale, '-') && !strchr(locale, '@')) {
        int32_t length = uloc_forLanguageTag(locale, buffer, capacity, NULL, &status);
        if (U_SUCCESS(status) && length > 0 && length < capacity) return;
    }
    strncpy(buffer, locale, (size_t)capacity - 1);
    buffer[capacity - 1] = 0;
}

ell_char_set *ell_exemplar_set_open(const char *locale, bool include_auxiliary, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    char identifier[ULOC_FULLNAME_CAPACITY];
    icu_locale_id(locale ? locale : "", identifier, (int32_t)sizeof identifier);
    ULocaleData *data = ulocdata_open(identifier, &status);
    // ICU falls back to the default locale or root for a language it lacks: no exemplars then.
    if (status == U_USING_DEFAULT_WARNING) status = U_MISSING_RESOURCE_ERROR;
    if (U_FAILURE(status)) {
        if (data) ulocdata_close(data);
        *error = status;
        return NULL;
    }
    USet *set = ulocdata_getExemplarSet(data, NULL, USET_CASE_INSENSITIVE, ULOCDATA_ES_STANDARD, &status);
    if (status == U_USING_DEFAULT_WARNING) status = U_MISSING_RESOURCE_ERROR;
    if (U_SUCCESS(status) && include_auxiliary) {
        UErrorCode auxiliaryStatus = U_ZERO_ERROR;
        USet *auxiliary = ulocdata_getExemplarSet(data, NULL, USET_CASE_INSENSITIVE,
                                                  ULOCDATA_ES_AUXILIARY, &auxiliaryStatus);
        if (U_SUCCESS(auxiliaryStatus) && auxiliary) uset_addAll(set, auxiliary);
        if (auxiliary) uset_close(auxiliary);
    }
    ulocdata_close(data);
    // ICU answers a missing locale with root's (empty) set and a warning.
    if (U_FAILURE(status) || !set || uset_isEmpty(set)) {
        if (set) uset_close(set);
        *error = U_FAILURE(status) ? status : U_MISSING_RESOURCE_ERROR;
        return NULL;
    }
    uset_freeze(set);
    *error = U_ZERO_ERROR;
    return (ell_char_set *)set;
}

bool ell_char_set_contains(const ell_char_set *set, uint32_t c) {
    return set && uset_contains((const USet *)set, (UChar32)c);
}

bool ell_char_set_contains_string(const ell_char_set *set, const uint16_t *text, int32_t length) {
    if (!set || length < 0 || (length > 0 && !text)) return false;
    // Exemplars are in NFC; a cluster typed decomposed must still match.
    UChar normalized[64];
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&status);
    // Already in NFC (nearly every cluster): nothing to normalize, and one code point is
    // answered by the set alone.
    if (U_SUCCESS(status) && length <= 64 && unorm2_isNormalized(nfc, (const UChar *)text, length, &status)) {
        if (length == 1 && !U16_IS_SURROGATE(text[0])) return uset_contains((const USet *)set, (UChar32)text[0]);
    } else if (U_SUCCESS(status)) {
        int32_t n = unorm2_normalize(nfc, (const UChar *)text, length, normalized, 64, &status);
        if (U_SUCCESS(status) && n <= 64) {
            text = (const uint16_t *)normalized;
            length = n;
        }
    }
    return uset_containsString((const USet *)set, (const UChar *)text, length) ||
           uset_containsAllCodePoints((const USet *)set, (const UChar *)text, length);
}

int32_t ell_char_set_size(const ell_char_set *set) { return set ? uset_size((const USet *)set) : 0; }

void ell_char_set_close(ell_char_set *set) {
    if (set) uset_close((USet *)set);
}

int32_t ell_plural_categories(const char *locale, char *buffer, int32_t capacity, int32_t *error) {
    *error = U_ZERO_ERROR;
    if (!locale || !buffer || capacity <= 0) { *error = U_ILLEGAL_ARGUMENT_ERROR; return -1; }
    // Accept BCP 47 ("pt-BR", "sr-Latn") as well as ICU ids.
    char icu[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    uloc_forLanguageTag(locale, icu, (int32_t)sizeof icu, &parsed, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || parsed == 0) {
        status = U_ZERO_ERROR;
        strncpy(icu, locale, sizeof icu - 1);
        icu[sizeof icu - 1] = 0;
    }
    UPluralRules *rules = uplrules_openForType(icu, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) { *error = status; return -1; }
    UEnumeration *keywords = uplrules_getKeywords(rules, &status);
    if (U_FAILURE(status)) { uplrules_close(rules); *error = status; return -1; }
    int32_t used = 0;
    buffer[0] = 0;
    const char *keyword;
    int32_t length = 0;
    while ((keyword = uenum_next(keywords, &length, &status)) && U_SUCCESS(status)) {
        int32_t needed = used + (used > 0 ? 1 : 0) + length;
        if (needed + 1 > capacity) { status = U_BUFFER_OVERFLOW_ERROR; break; }
        if (used > 0) buffer[used++] = ' ';
        memcpy(buffer + used, keyword, (size_t)length);
        used += length;
        buffer[used] = 0;
    }
    uenum_close(keywords);
    uplrules_close(rules);
    if (U_FAILURE(status)) { *error = status; return -1; }
    return used;
}
