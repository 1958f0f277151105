// Hunspell's C interface (Debian libhunspell-dev); pkg-config "hunspell" adds
// -I/usr/include/hunspell and -lhunspell-1.7.
#include <hunspell.h>
