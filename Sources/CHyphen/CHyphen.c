// libhyphen calls for FolioText's Hyphenator; see include/CHyphen.h.
#include "CHyphen.h"

#include <hyphen.h>
#include <stdlib.h>
#include <string.h>

void *folio_hyphen_open(const char *path) { return hnj_hyphen_load(path); }

void folio_hyphen_close(void *dictionary) {
    if (dictionary) hnj_hyphen_free((HyphenDict *)dictionary);
}

int32_t folio_hyphen_is_utf8(void *dictionary) { return ((HyphenDict *)dictionary)->utf8 ? 1 : 0; }

int32_t folio_hyphen_points(void *dictionary, const char *word, int32_t length, uint8_t *breaks) {
    if (length <= 0 || length > 100) return -1;
    // libhyphen reads the word as a C string too (strstr), so it gets a NUL-terminated copy.
    char terminated[100 + 1];
    memcpy(terminated, word, (size_t)length);
    terminated[length] = 0;
    char hyphens[100 + 5];
    char **replacements = NULL;
    int *positions = NULL, *cuts = NULL;
    // lhmin 2, rhmin 2: at least two characters either side (the dictionary may ask for more).
    int failed = hnj_hyphen_hyphenate3((HyphenDict *)dictionary, terminated, length, hyphens, NULL, &replacements,
                                       &positions, &cuts, 2, 2, 2, 2);
    for (int32_t i = 0; i < length; i++) {
        breaks[i] = (!failed && (hyphens[i] & 1) && !(replacements && replacements[i])) ? 1 : 0;
    }
    // libhyphen allocates the three arrays (and each replacement) only for non-standard points.
    if (replacements) {
        for (int32_t i = 0; i < length; i++) free(replacements[i]);
        free(replacements);
    }
    free(positions);
    free(cuts);
    return failed ? -1 : 0;
}
