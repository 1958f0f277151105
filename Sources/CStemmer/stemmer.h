// Snowball's C library (Debian libstemmer-dev, which ships no pkg-config file).
#include <libstemmer.h>
