// libhyphen (Debian libhyphen-dev 2.8, the hyphenator of LibreOffice) with the hyphen-*
// pattern dictionaries in /usr/share/hyphen, behind C functions.
//
// Lifetime: folio_hyphen_open returns an owned dictionary handle; the caller frees it exactly
// once with folio_hyphen_close (FolioText's Hyphenator does it in deinit). The word and the
// `breaks` buffer belong to the caller; the scratch buffers libhyphen allocates for one word
// (hyphen vector, replacements) are freed before folio_hyphen_points returns.
#ifndef C_HYPHEN_H
#define C_HYPHEN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads a pattern dictionary (hyph_xx_YY.dic). Returns an owned handle, or NULL when the file
/// cannot be read.
void *folio_hyphen_open(const char *path);

/// Frees a handle from folio_hyphen_open (NULL is allowed).
void folio_hyphen_close(void *dictionary);

/// 1 when the dictionary's words are UTF-8, 0 when they are in its 8-bit character set (its
/// first line, for example ISO8859-1).
int32_t folio_hyphen_is_utf8(void *dictionary);

/// Hyphenation points of one lower-case `word` of `length` bytes (at most 100) in the dictionary's
/// encoding: sets `breaks[i]` to 1 when a hyphen may follow byte `i`, else 0 (`length` entries).
/// Points that need a spelling change (non-standard hyphenation, old German "ck" to "k-k") are
/// left out. Returns 0, or -1 when the word is too long or libhyphen fails.
int32_t folio_hyphen_points(void *dictionary, const char *word, int32_t length, uint8_t *breaks);

#ifdef __cplusplus
}
#endif

#endif
