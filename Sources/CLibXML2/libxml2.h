// libxml2's SAX2 parser, used by EllipsisFormats' XML layer (XMLTreeReader).
//
// Debian builds libxml2 with ICU, and <libxml/encoding.h> then includes the
// system's <unicode/ucnv.h>, which clashes with Foundation's private ICU in
// any Swift module (see notes on ICU). Ellipsis never touches
// xmlCharEncodingHandler (the only type with ICU members; it is only ever
// reached through pointers), so the ICU part of the headers is switched off.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/entities.h>
