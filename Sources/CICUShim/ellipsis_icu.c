#include "ellipsis_icu.h"
#include <unicode/uversion.h>
#include <unicode/uchar.h>

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
