// fontconfig calls for FolioText's FontFinder; see include/CFontconfig.h.
#include "CFontconfig.h"

#include <fontconfig/fontconfig.h>
#include <string.h>

static int32_t copy_string(const FcChar8 *value, char *into, int32_t capacity) {
    size_t length = strlen((const char *)value);
    if ((int32_t)length >= capacity) return -1;
    memcpy(into, value, length + 1);
    return 0;
}

int32_t folio_fontconfig_find(const char *family, const char *language, int32_t style, const uint32_t *codepoints,
                              int32_t count, char *path, int32_t path_capacity, int32_t *face_index,
                              char *found_family, int32_t family_capacity, int32_t *found_weight,
                              int32_t *found_italic) {
    // FcConfigGetCurrent loads the configuration once (fontconfig keeps it for the process).
    FcConfig *config = FcConfigGetCurrent();
    if (!config) return -1;
    FcPattern *pattern = FcPatternCreate();
    FcCharSet *wanted = FcCharSetCreate();
    FcLangSet *languages = FcLangSetCreate();
    int32_t result = -1;
    if (!pattern || !wanted || !languages) goto done;
    for (int32_t i = 0; i < count; i++) FcCharSetAddChar(wanted, codepoints[i]);
    // The pattern copies the charset and language set; ours are destroyed below.
    if (count > 0) FcPatternAddCharSet(pattern, FC_CHARSET, wanted);
    if (language) {
        FcLangSetAdd(languages, (const FcChar8 *)language);
        FcPatternAddLangSet(pattern, FC_LANG, languages);
    }
    if (family) FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    // A weight, not a style name: "Bold" is spelled differently across families, the weight is not.
    FcPatternAddInteger(pattern, FC_WEIGHT, (style & 1) ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
    FcPatternAddInteger(pattern, FC_SLANT, (style & 2) ? FC_SLANT_ITALIC : FC_SLANT_ROMAN);
    FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    FcConfigSubstitute(config, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);

    FcResult matched = FcResultNoMatch;
    // FcFontMatch always offers the closest face, covering or not: its coverage is checked here.
    FcPattern *match = FcFontMatch(config, pattern, &matched);
    result = 0;
    if (match && matched == FcResultMatch) {
        FcCharSet *covered = NULL;
        FcLangSet *supported = NULL;
        FcChar8 *file = NULL, *name = NULL;
        int index = 0, slant = FC_SLANT_ROMAN;
        double weight = FC_WEIGHT_REGULAR;
        // Values got from `match` belong to it and stay valid until FcPatternDestroy(match).
        int coversText = count == 0 ||
                         (FcPatternGetCharSet(match, FC_CHARSET, 0, &covered) == FcResultMatch &&
                          FcCharSetIsSubset(wanted, covered));
        int speaksLanguage = !language ||
                             (FcPatternGetLangSet(match, FC_LANG, 0, &supported) == FcResultMatch &&
                              FcLangSetHasLang(supported, (const FcChar8 *)language) != FcLangDifferentLang);
        if (coversText && speaksLanguage && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) {
            FcPatternGetInteger(match, FC_INDEX, 0, &index);
            // A variable face reports a range; FcPatternGetDouble then fails and it counts as regular.
            if (FcPatternGetDouble(match, FC_WEIGHT, 0, &weight) != FcResultMatch) weight = FC_WEIGHT_REGULAR;
            if (FcPatternGetString(match, FC_FAMILY, 0, &name) != FcResultMatch) name = (FcChar8 *)"";
            result = (copy_string(file, path, path_capacity) == 0 &&
                      copy_string(name, found_family, family_capacity) == 0)
                         ? 1
                         : -1;
            if (FcPatternGetInteger(match, FC_SLANT, 0, &slant) != FcResultMatch) slant = FC_SLANT_ROMAN;
            *face_index = index;
            *found_weight = (int32_t)FcWeightToOpenTypeDouble(weight);
            *found_italic = slant != FC_SLANT_ROMAN;
        }
    }
    if (match) FcPatternDestroy(match);
done:
    if (pattern) FcPatternDestroy(pattern);
    if (wanted) FcCharSetDestroy(wanted);
    if (languages) FcLangSetDestroy(languages);
    return result;
}
