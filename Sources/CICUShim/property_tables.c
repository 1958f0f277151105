// Laying out a title asks ICU for the same few properties of every code point, and a
// property lookup through ICU's generic entry points costs far more than reading a
// byte. These tables hold ICU's own answers: a block of 256 code points is filled
// from ICU the first time one of them is asked about, then published with a
// release store; readers that see the block flag read its bytes. Two threads may
// fill a block at once and store the same values, all through atomic accesses. The tables
// are zero-filled static memory: only blocks that are used take pages.
#include "property_tables.h"
#include <stdbool.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

#define BLOCKS (0x110000 >> 8)

/// One property: a flag per block (set once the block is filled) and a byte per code
/// point, plain bytes read and written only through the compiler's atomic built-ins.
struct ByteTable {
    uint8_t known[BLOCKS];
    uint8_t values[0x110000];
};

static struct ByteTable breakClasses;
static struct ByteTable scripts;

/// The byte for `c` (in range), filling its block from `fromICU` on first use.
static inline uint8_t lookup(struct ByteTable *table, int32_t c, uint8_t (*fromICU)(UChar32)) {
    int32_t block = c >> 8;
    if (!__atomic_load_n(&table->known[block], __ATOMIC_ACQUIRE)) {
        for (int32_t i = 0; i < 256; i++) {
            __atomic_store_n(&table->values[(block << 8) | i], fromICU((block << 8) | i), __ATOMIC_RELAXED);
        }
        __atomic_store_n(&table->known[block], 1, __ATOMIC_RELEASE);
    }
    return __atomic_load_n(&table->values[c], __ATOMIC_RELAXED);
}

static uint8_t breakClassFromICU(UChar32 c) {
    int32_t value = u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK);
    if ((value == U_GCB_EXTEND || value == U_GCB_SPACING_MARK) && u_getCombiningClass(c) == 9) return ELL_GCB_VIRAMA;
    return (uint8_t)value;
}

uint8_t ell_grapheme_break_class(int32_t c) {
    if (c < 0 || c > 0x10FFFF) return (uint8_t)U_GCB_OTHER;
    return lookup(&breakClasses, c, breakClassFromICU);
}

static uint8_t scriptFromICU(UChar32 c) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(c, &status);
    // Every script code of this ICU fits a byte (checked where the shim is built).
    return U_FAILURE(status) ? (uint8_t)USCRIPT_UNKNOWN : (uint8_t)script;
}

int32_t ell_cached_script(int32_t c) {
    if (c < 0 || c > 0x10FFFF) return USCRIPT_UNKNOWN;
    return lookup(&scripts, c, scriptFromICU);
}
