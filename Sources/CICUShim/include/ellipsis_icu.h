// Ellipsis's stable C interface to the system ICU. This header must never
// include <unicode/*.h>: Foundation carries a private ICU whose declarations
// clash with the system's in any Swift module that sees both.
#ifndef ELLIPSIS_ICU_H
#define ELLIPSIS_ICU_H
#include <stdint.h>
#include <stdbool.h>

/// The ICU version the shim was built against, e.g. "72.1".
const char *ell_icu_version(void);
/// The Unicode version of ICU's character data, e.g. "15.0".
const char *ell_unicode_version(void);

#endif
