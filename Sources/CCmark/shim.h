#ifndef FOLIO_CCMARK_SHIM_H
#define FOLIO_CCMARK_SHIM_H
#include <cmark.h>
#endif
