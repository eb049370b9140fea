// WOFF2 behind extern "C" functions: decoding with Google's woff2 (Debian libwoff-dev 1.0,
// whose API is C++), encoding on Brotli (libbrotli-dev) in CWOFF2.cpp, which says why.
//
// Lifetime: the input buffer belongs to the caller and is only read during the call. On success
// `*out` is a malloc'd buffer of `*out_length` bytes that the caller owns and frees exactly once
// with folio_woff2_free (FolioText copies it into Data and frees it at once). On failure `*out`
// is NULL. No C++ exception leaves these functions.
#ifndef C_WOFF2_H
#define C_WOFF2_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Encodes an OpenType/TrueType font (sfnt, not a collection) as WOFF2, every table with the
/// null transform. Returns 1 on success, 0 on failure.
int32_t folio_woff2_encode(const uint8_t *sfnt, size_t length, uint8_t **out, size_t *out_length);

/// Decodes a WOFF2 font into sfnt, refusing a result above `max_length` bytes. Returns 1 on
/// success, 0 on failure (not WOFF2, damaged, or too large).
int32_t folio_woff2_decode(const uint8_t *woff2, size_t length, size_t max_length, uint8_t **out,
                           size_t *out_length);

/// Frees a buffer returned by folio_woff2_encode or folio_woff2_decode (NULL is allowed).
void folio_woff2_free(uint8_t *buffer);

#ifdef __cplusplus
}
#endif

#endif
