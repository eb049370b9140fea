// ICU calls for FolioText; see include/CFolioICU.h for the contract and lifetime rules.
#include "CFolioICU.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/ushape.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>

// One line-break iterator per locale per thread, kept while the thread lives: opening one
// (ubrk_open: the locale looked up, the rules' data wrapped anew) costs more than breaking a
// paragraph, and the paginator breaks hundreds of thousands of them. A thread keeps at most
// FOLIO_BREAK_CACHE iterators (the most recent locales) in a block that only it uses, so no lock
// is needed; the block hangs on a pthread key whose destructor closes the iterators and frees it
// when the thread exits. An iterator is detached from the caller's text before each call returns.
#define FOLIO_BREAK_CACHE 4
#define FOLIO_LOCALE_MAX 64
typedef struct {
    UBreakIteratorType type;
    char locale[FOLIO_LOCALE_MAX];
    UBreakIterator *iterator;
} folio_break_slot;
typedef struct {
    folio_break_slot slots[FOLIO_BREAK_CACHE];
    int next;
} folio_break_cache;

static pthread_key_t folio_break_key;
static pthread_once_t folio_break_key_once = PTHREAD_ONCE_INIT;
static int folio_break_key_made;

static void folio_break_cache_free(void *value) {
    folio_break_cache *cache = value;
    for (int i = 0; i < FOLIO_BREAK_CACHE; i++) {
        if (cache->slots[i].iterator) ubrk_close(cache->slots[i].iterator);
    }
    free(cache);
}

static void folio_break_key_make(void) {
    folio_break_key_made = pthread_key_create(&folio_break_key, folio_break_cache_free) == 0;
}

// This thread's cache, made on first use; NULL when no key or memory could be had (the caller
// then opens and closes an iterator of its own).
static folio_break_cache *folio_thread_break_cache(void) {
    pthread_once(&folio_break_key_once, folio_break_key_make);
    if (!folio_break_key_made) return NULL;
    folio_break_cache *cache = pthread_getspecific(folio_break_key);
    if (cache) return cache;
    cache = calloc(1, sizeof(folio_break_cache));
    if (!cache) return NULL;
    if (pthread_setspecific(folio_break_key, cache) != 0) {
        free(cache);
        return NULL;
    }
    return cache;
}

// A break iterator of `type` (line or word) for `locale`: this thread's, or (`*owned` set) one
// the caller closes.
static UBreakIterator *folio_break_iterator(UBreakIteratorType type, const char *locale, int *owned,
                                            UErrorCode *status) {
    folio_break_cache *cache = strlen(locale) < FOLIO_LOCALE_MAX ? folio_thread_break_cache() : NULL;
    *owned = cache == NULL;
    if (cache) {
        for (int i = 0; i < FOLIO_BREAK_CACHE; i++) {
            folio_break_slot *slot = &cache->slots[i];
            if (slot->iterator && slot->type == type && strcmp(slot->locale, locale) == 0) return slot->iterator;
        }
    }
    UBreakIterator *opened = ubrk_open(type, locale, NULL, 0, status);
    if (U_FAILURE(*status) || !cache) return opened;
    folio_break_slot *slot = &cache->slots[cache->next];
    cache->next = (cache->next + 1) % FOLIO_BREAK_CACHE;
    if (slot->iterator) ubrk_close(slot->iterator);
    slot->type = type;
    strcpy(slot->locale, locale);
    slot->iterator = opened;
    return opened;
}

// Gives back an iterator `folio_break_iterator` returned: closed when the caller owns it, else
// detached from the caller's text (the kept iterator must not point at it after the call).
static void folio_break_iterator_done(UBreakIterator *iterator, int owned) {
    if (owned) {
        ubrk_close(iterator);
    } else {
        UErrorCode reset = U_ZERO_ERROR;
        ubrk_setText(iterator, NULL, 0, &reset);
    }
}

// A break iterator of `type` for `locale` set on `text`, or NULL when ICU fails (nothing then
// to give back). Given back with `folio_break_iterator_done(iterator, *owned)`.
static UBreakIterator *folio_break_iterator_on(UBreakIteratorType type, const char *locale, const uint16_t *text,
                                               int32_t length, int *owned) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *breaks = folio_break_iterator(type, locale, owned, &status);
    if (U_SUCCESS(status) && breaks) ubrk_setText(breaks, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || !breaks) {
        if (breaks) folio_break_iterator_done(breaks, *owned);
        return NULL;
    }
    return breaks;
}

int32_t folio_icu_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets,
                              uint8_t *mandatory, int32_t capacity) {
    if (length <= 0) return 0;
    int owned = 0;
    UBreakIterator *breaks = folio_break_iterator_on(UBRK_LINE, locale, text, length, &owned);
    if (!breaks) return -1;
    int32_t count = 0;
    for (int32_t offset = ubrk_next(breaks); offset != UBRK_DONE; offset = ubrk_next(breaks)) {
        if (count >= capacity) {
            count = -2;
            break;
        }
        int32_t rule = ubrk_getRuleStatus(breaks);
        offsets[count] = offset;
        mandatory[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        count++;
    }
    folio_break_iterator_done(breaks, owned);
    return count;
}

int32_t folio_icu_words(const uint16_t *text, int32_t length, const char *locale, int32_t *starts, int32_t *ends,
                        int32_t capacity) {
    if (length <= 0) return 0;
    int owned = 0;
    UBreakIterator *breaks = folio_break_iterator_on(UBRK_WORD, locale, text, length, &owned);
    if (!breaks) return -1;
    int32_t count = 0;
    int32_t start = ubrk_first(breaks);
    for (int32_t end = ubrk_next(breaks); end != UBRK_DONE; start = end, end = ubrk_next(breaks)) {
        // The segment before `end` is a word unless its rule says none (spaces, punctuation).
        if (ubrk_getRuleStatus(breaks) < UBRK_WORD_NONE_LIMIT) continue;
        if (count >= capacity) {
            count = -2;
            break;
        }
        starts[count] = start;
        ends[count] = end;
        count++;
    }
    folio_break_iterator_done(breaks, owned);
    return count;
}

int32_t folio_icu_bidi(const uint16_t *text, int32_t length, uint8_t paragraph_level, uint8_t *levels,
                       uint8_t *resolved_level, int32_t *run_starts, int32_t *run_lengths, uint8_t *run_rtl,
                       int32_t run_capacity) {
    if (length <= 0) {
        *resolved_level = paragraph_level == 1 ? 1 : 0;
        return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    // ubidi_setPara keeps a pointer to `text` until ubidi_close below; `text` outlives the call.
    ubidi_setPara(bidi, (const UChar *)text, length, paragraph_level == 254 ? UBIDI_DEFAULT_LTR : paragraph_level,
                  NULL, &status);
    int32_t count = U_SUCCESS(status) ? ubidi_countRuns(bidi, &status) : -1;
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return -1;
    }
    if (count > run_capacity) {
        ubidi_close(bidi);
        return -2;
    }
    // ubidi_getLevels returns memory owned by `bidi`: copied out before ubidi_close.
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return -1;
    }
    memcpy(levels, resolved, (size_t)length);
    *resolved_level = ubidi_getParaLevel(bidi);
    for (int32_t run = 0; run < count; run++) {
        int32_t start = 0, runLength = 0;
        UBiDiDirection direction = ubidi_getVisualRun(bidi, run, &start, &runLength);
        run_starts[run] = start;
        run_lengths[run] = runLength;
        run_rtl[run] = direction == UBIDI_RTL ? 1 : 0;
    }
    ubidi_close(bidi);
    return count;
}

int32_t folio_icu_bidi_lines(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                             const int32_t *line_starts, const int32_t *line_ends, int32_t line_count,
                             int32_t *visual_map, uint8_t *levels) {
    int32_t previous_end = 0;
    for (int32_t line = 0; line < line_count; line++) {
        if (line_starts[line] < previous_end || line_ends[line] < line_starts[line] || line_ends[line] > length)
            return -1;
        previous_end = line_ends[line];
    }
    if (length <= 0) return paragraph_level == 1 ? 1 : 0;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *paragraph = ubidi_openSized(length, 0, &status);
    UBiDi *line_bidi = ubidi_openSized(length, 0, &status);
    // Both keep pointers into `text` (and the line into `paragraph`) until closed below.
    if (U_SUCCESS(status))
        ubidi_setPara(paragraph, (const UChar *)text, length,
                      paragraph_level == 254 ? UBIDI_DEFAULT_LTR : paragraph_level, NULL, &status);
    int32_t written = 0;
    for (int32_t line = 0; line < line_count && U_SUCCESS(status); line++) {
        int32_t start = line_starts[line], line_length = line_ends[line] - start;
        if (line_length == 0) continue;
        ubidi_setLine(paragraph, start, line_ends[line], line_bidi, &status);
        // ubidi_getLevels returns memory owned by `line_bidi`: copied out before the next line.
        const UBiDiLevel *line_levels = U_SUCCESS(status) ? ubidi_getLevels(line_bidi, &status) : NULL;
        if (U_FAILURE(status)) break;
        memcpy(levels + written, line_levels, (size_t)line_length);
        ubidi_getVisualMap(line_bidi, visual_map + written, &status);
        for (int32_t unit = 0; unit < line_length && U_SUCCESS(status); unit++) visual_map[written + unit] += start;
        written += line_length;
    }
    int32_t resolved = U_SUCCESS(status) ? ubidi_getParaLevel(paragraph) : -1;
    ubidi_close(line_bidi);
    ubidi_close(paragraph);
    return resolved;
}

uint32_t folio_icu_mirror(uint32_t codepoint) {
    return codepoint > 0x10FFFF ? codepoint : (uint32_t)u_charMirror((UChar32)codepoint);
}

int32_t folio_icu_arabic_presentation_forms(const uint16_t *text, int32_t length, uint16_t *out,
                                            int32_t capacity) {
    if (length <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    int32_t result = u_shapeArabic((const UChar *)text, length, (UChar *)out, capacity,
                                   U_SHAPE_LETTERS_SHAPE | U_SHAPE_TEXT_DIRECTION_LOGICAL | U_SHAPE_LENGTH_GROW_SHRINK,
                                   &status);
    return U_SUCCESS(status) ? result : -1;
}

void folio_icu_script_tag(uint32_t codepoint, char tag[5]) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codepoint, &status);
    const char *name = U_SUCCESS(status) ? uscript_getShortName(script) : NULL;
    // uscript_getShortName returns a static string owned by ICU.
    strncpy(tag, name ? name : "Zzzz", 4);
    tag[4] = 0;
}

int32_t folio_icu_cell_width(uint32_t codepoint) {
    if (codepoint > 0x10FFFF) return 1;
    UChar32 c = (UChar32)codepoint;
    if (c == 0x00AD) return 1;
    int8_t category = u_charType(c);
    if (category == U_CONTROL_CHAR || category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK ||
        category == U_FORMAT_CHAR)
        return 0;
    int32_t syllable = u_getIntPropertyValue(c, UCHAR_HANGUL_SYLLABLE_TYPE);
    if (syllable == U_HST_VOWEL_JAMO || syllable == U_HST_TRAILING_JAMO) return 0;
    int32_t eastAsian = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    if (eastAsian == U_EA_WIDE || eastAsian == U_EA_FULLWIDTH) return 2;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) return 2;
    // After the wide test: U+115F and U+3164, Hangul fillers, are default-ignorable but wide.
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) return 0;
    return 1;
}

int32_t folio_icu_is_emoji(uint32_t codepoint) {
    return codepoint <= 0x10FFFF && u_hasBinaryProperty((UChar32)codepoint, UCHAR_EMOJI) ? 1 : 0;
}

void *folio_icu_transliterator_open(const char *transform_id) {
    UChar id[256];
    int32_t length = (int32_t)strlen(transform_id);
    if (length >= 256) return NULL;
    u_charsToUChars(transform_id, id, length);
    UErrorCode status = U_ZERO_ERROR;
    UTransliterator *transliterator = utrans_openU(id, length, UTRANS_FORWARD, NULL, 0, NULL, &status);
    if (U_FAILURE(status)) {
        utrans_close(transliterator);
        return NULL;
    }
    return transliterator;
}

void folio_icu_transliterator_close(void *transliterator) {
    if (transliterator) utrans_close((UTransliterator *)transliterator);
}

int32_t folio_icu_transliterate(void *transliterator, const uint16_t *text, int32_t length, uint16_t *out,
                                int32_t capacity) {
    // utrans_transUChars works in place: the text is copied into `out`, which must hold it first.
    if (length > capacity) return length * 4 + 16;
    memcpy(out, text, (size_t)length * sizeof(uint16_t));
    int32_t textLength = length, limit = length;
    UErrorCode status = U_ZERO_ERROR;
    utrans_transUChars((const UTransliterator *)transliterator, (UChar *)out, &textLength, capacity, 0, &limit,
                       &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return textLength > capacity ? textLength : capacity + length + 16;
    if (U_FAILURE(status)) return -1;
    return textLength;
}
