// Only carries ICU's link flags (via pkg-config); the shim includes the real headers.
#include <unicode/utypes.h>
