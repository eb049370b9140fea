#ifndef FOLIO_CPNG_SHIM_H
#define FOLIO_CPNG_SHIM_H
#include <png.h>
#endif
