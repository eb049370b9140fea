#ifndef FOLIO_CLIBXML2_SHIM_H
#define FOLIO_CLIBXML2_SHIM_H
/* Debian's libxml2 is built with ICU, so <libxml/encoding.h> includes the system's
 * <unicode/ucnv.h>. Foundation on Linux carries its own, newer ICU (_FoundationICU), and
 * Swift cannot load two different definitions of `UErrorCode` into one compilation: builds
 * then fail depending on how files are batched. Folio never touches libxml2's encoding
 * handlers (the only structures that mention ICU types), so the ICU part of the headers is
 * left out: xmlversion.h is read first and its LIBXML_ICU_ENABLED is undefined. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>
#endif
