// fontconfig (Debian libfontconfig-dev 2.14) behind a small C function: which installed face
// covers a language and a set of characters.
//
// Lifetime: the caller owns every buffer passed in; the function writes the face's file path
// into `path` (copied out of fontconfig's pattern) and frees every fontconfig object it made
// (pattern, charset, match) before returning. fontconfig's own configuration is loaded once per
// process by FcInitLoadConfigAndFonts inside fontconfig and lives until the process ends.
#ifndef C_FONTCONFIG_H
#define C_FONTCONFIG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Finds the installed face fontconfig prefers for `family` (may be NULL, e.g. "Noto Sans"),
/// `language` (may be NULL, e.g. "th", "ja") and style (`style` & 1: bold, else regular; `style`
/// & 2: italic, else upright; the closest installed when the family has no such face) that
/// supports the language and covers every one of the `count` code points. Writes the face's file
/// path (NUL-terminated) to `path`, its index in a collection to `face_index`, the family to
/// `found_family`, its weight as OpenType and CSS give it (400 regular, 700 bold) to
/// `found_weight` and 1 to `found_italic` when it is italic or oblique (else 0). Returns 1 when
/// found, 0 when no installed face covers them, -1 when fontconfig fails or a buffer is too small.
int32_t folio_fontconfig_find(const char *family, const char *language, int32_t style, const uint32_t *codepoints,
                              int32_t count, char *path, int32_t path_capacity, int32_t *face_index,
                              char *found_family, int32_t family_capacity, int32_t *found_weight,
                              int32_t *found_italic);

#ifdef __cplusplus
}
#endif

#endif
