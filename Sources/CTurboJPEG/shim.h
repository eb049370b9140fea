#ifndef FOLIO_CTURBOJPEG_SHIM_H
#define FOLIO_CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>
#endif
