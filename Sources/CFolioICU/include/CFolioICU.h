// Debian's ICU (libicu-dev 72) behind a header of plain C types. Swift cannot import Debian's
// unicode/*.h beside Foundation's own ICU (_FoundationICU): the two sets of headers clash (see
// NOTES.md). So ICU stays inside CFolioICU.c, and this header names only C types.
//
// Lifetime: text and output buffers belong to the caller and are only read or written during the
// call. Two kinds of ICU object outlive a call. The transliterator:
// folio_icu_transliterator_open returns an owned handle that the caller closes exactly once with
// folio_icu_transliterator_close (FolioText's IDTransliterator does it in deinit). Break
// iterators: folio_icu_line_breaks and folio_icu_words keep one per kind and locale per thread (at
// most four, the most recent), never shared between threads and detached from the caller's text
// before they return;
// a pthread key's destructor closes them when their thread exits. Bidi objects are opened and
// closed within one call.
#ifndef C_FOLIO_ICU_H
#define C_FOLIO_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// UAX #14 line-break opportunities of `text` (UTF-16, `length` units) for `locale` (an ICU
/// locale such as "th" or "ja@lb=strict"; the `lb` keyword picks CJK strictness: strict, normal,
/// loose). Thai, Lao, Khmer and Burmese are broken with ICU's dictionaries. Writes each offset at
/// which a line may start (after 0, up to and including `length`) to `offsets`, and 1 in
/// `mandatory` where the break is required (after a line feed). Returns the count, which is at
/// most `length`; -1 when ICU fails; -2 when `capacity` is too small.
int32_t folio_icu_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets,
                              uint8_t *mandatory, int32_t capacity);

/// The words of `text` (UTF-16, `length` units) by UAX #29 word boundaries as ICU applies them for
/// `locale` (an ICU locale such as "th" or "ja"), the segmentation a browser's Intl.Segmenter
/// makes: Chinese and Japanese words and Thai, Lao, Khmer and Burmese words from ICU's
/// dictionaries. A word is a segment whose rule status is not "none" (letters, numbers, kana,
/// ideographs); spaces and punctuation are left out. Writes each word's start and end (UTF-16
/// offsets) to `starts` and `ends`. Returns the count, which is at most `length`; -1 when ICU
/// fails; -2 when `capacity` is too small.
int32_t folio_icu_words(const uint16_t *text, int32_t length, const char *locale, int32_t *starts, int32_t *ends,
                        int32_t capacity);

/// The Unicode bidi algorithm (UAX #9) over one paragraph. `paragraph_level` is 0 (left to right),
/// 1 (right to left) or 254 (from the first strong character, left to right when there is none).
/// Writes the embedding level of every UTF-16 unit to `levels` (`length` entries), the resolved
/// paragraph level to `resolved_level`, and the runs in visual order (left to right on screen):
/// logical start, length, and 1 in `run_rtl` for a right-to-left run. Returns the run count
/// (at most `length`, 0 for empty text); -1 when ICU fails; -2 when `run_capacity` is too small.
int32_t folio_icu_bidi(const uint16_t *text, int32_t length, uint8_t paragraph_level, uint8_t *levels,
                       uint8_t *resolved_level, int32_t *run_starts, int32_t *run_lengths, uint8_t *run_rtl,
                       int32_t run_capacity);

/// The Unicode bidi algorithm over one paragraph (as folio_icu_bidi), then each of its lines put
/// in display order (UAX #9 L1 and L2, through ubidi_setLine). `line_starts` and `line_ends` hold
/// `line_count` ranges of `text` (UTF-16 offsets, in order, not overlapping; what lies between
/// two lines, such as the space a line was broken at, belongs to neither). For each line, in
/// turn, writes to `visual_map` the offset in `text` of each of the line's units in display order
/// (leftmost first) and to `levels` each unit's embedding level, in logical order, after L1 (a
/// line's trailing white space takes the paragraph's level): both hold the lines' lengths
/// summed. Returns the resolved paragraph level (0 or 1); -1 when ICU fails or a range is wrong.
int32_t folio_icu_bidi_lines(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                             const int32_t *line_starts, const int32_t *line_ends, int32_t line_count,
                             int32_t *visual_map, uint8_t *levels);

/// The character that mirrors `codepoint` in right-to-left text (Bidi_Mirroring_Glyph: `(` for
/// `)`, `»` for `«`), or `codepoint` itself when it has none.
uint32_t folio_icu_mirror(uint32_t codepoint);

/// Arabic letters in `text` (UTF-16, logical order, `length` units) replaced by their contextual
/// presentation forms (isolated, initial, medial, final; U+FB50-U+FDFF, U+FE70-U+FEFF) and each
/// lam followed by an alef by their one ligature, as a renderer that does not shape Arabic needs.
/// Writes the result to `out` (`capacity` units: `length` is always enough, since only the
/// ligatures change the length, shortening it). Returns the result's length; -1 when ICU fails.
int32_t folio_icu_arabic_presentation_forms(const uint16_t *text, int32_t length, uint16_t *out,
                                            int32_t capacity);

/// The ISO 15924 code of the script of `codepoint` ("Latn", "Arab", "Hani", "Zyyy" for common,
/// "Zinh" for inherited), written NUL-terminated to `tag` (5 bytes).
void folio_icu_script_tag(uint32_t codepoint, char tag[5]);

/// How many terminal cells `codepoint` takes on its own: 0, 1 or 2, from ICU's properties.
/// 0: control characters (Cc), nonspacing and enclosing marks (Mn, Me), format characters (Cf,
/// but U+00AD SOFT HYPHEN, which terminals draw as a hyphen: 1), Hangul medial vowels and final
/// consonants (Hangul_Syllable_Type V, T), and other default-ignorable code points that are not
/// wide. 2: East Asian Wide or Fullwidth, or Emoji_Presentation. 1: everything else.
/// A pure function of the code point; code points above U+10FFFF are 1.
int32_t folio_icu_cell_width(uint32_t codepoint);

/// 1 when `codepoint` has ICU's Emoji property (it may be drawn as an emoji, for example with
/// U+FE0F after it), else 0.
int32_t folio_icu_is_emoji(uint32_t codepoint);

/// Opens an ICU transform (for example "Any-Latin; Latin-ASCII"). Returns an owned handle, or
/// NULL when the id is unknown; the caller closes it with folio_icu_transliterator_close.
void *folio_icu_transliterator_open(const char *transform_id);

/// Closes a handle from folio_icu_transliterator_open (NULL is allowed).
void folio_icu_transliterator_close(void *transliterator);

/// Transliterates `text` (UTF-16, `length` units) into `out` (`capacity` units). Returns the
/// result's length; when it is above `capacity`, `out` holds no result and the caller calls again
/// with at least that capacity. -1 when ICU fails. Not safe to call at once from two threads on
/// one handle (FolioText serialises calls).
int32_t folio_icu_transliterate(void *transliterator, const uint16_t *text, int32_t length, uint16_t *out,
                                int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
