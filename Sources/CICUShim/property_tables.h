// Per-code-point ICU property values kept in tables learnt a block at a time.
#ifndef ELLIPSIS_PROPERTY_TABLES_H
#define ELLIPSIS_PROPERTY_TABLES_H

#include <stdint.h>

/// What the simple grapheme rules need of a code point: its Grapheme_Cluster_Break
/// value (UGraphemeClusterBreak), or ELL_GCB_VIRAMA for an Extend or SpacingMark
/// character of canonical combining class 9.
enum { ELL_GCB_VIRAMA = 0xFF };
uint8_t ell_grapheme_break_class(int32_t c);

/// The Script property of a code point (UScriptCode), as uscript_getScript gives it.
int32_t ell_cached_script(int32_t c);

#endif
