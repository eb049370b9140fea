// libwoff2 calls for FolioText's FontSubsetter and FontFace; see include/CWOFF2.h.
#include "CWOFF2.h"

#include <cstdlib>
#include <cstring>
#include <string>
#include <woff2/decode.h>
#include <woff2/encode.h>
#include <woff2/output.h>

namespace {
// Hands `bytes` to the caller in a malloc'd buffer (the contract of CWOFF2.h).
int32_t hand_over(const uint8_t *bytes, size_t length, uint8_t **out, size_t *out_length) {
    uint8_t *copy = static_cast<uint8_t *>(std::malloc(length > 0 ? length : 1));
    if (!copy) return 0;
    std::memcpy(copy, bytes, length);
    *out = copy;
    *out_length = length;
    return 1;
}
}  // namespace

extern "C" int32_t folio_woff2_encode(const uint8_t *sfnt, size_t length, uint8_t **out, size_t *out_length) {
    *out = nullptr;
    *out_length = 0;
    try {
        // `encoded` is freed when it leaves scope; the result is copied out first.
        std::string encoded(woff2::MaxWOFF2CompressedSize(sfnt, length), '\0');
        size_t encodedLength = encoded.size();
        if (!woff2::ConvertTTFToWOFF2(sfnt, length, reinterpret_cast<uint8_t *>(&encoded[0]), &encodedLength)) {
            return 0;
        }
        return hand_over(reinterpret_cast<const uint8_t *>(encoded.data()), encodedLength, out, out_length);
    } catch (...) {
        return 0;
    }
}

extern "C" int32_t folio_woff2_decode(const uint8_t *woff2, size_t length, size_t max_length, uint8_t **out,
                                      size_t *out_length) {
    *out = nullptr;
    *out_length = 0;
    try {
        std::string decoded;
        // WOFF2StringOut grows `decoded` up to max_length and refuses more.
        woff2::WOFF2StringOut output(&decoded);
        output.SetMaxSize(max_length);
        if (!woff2::ConvertWOFF2ToTTF(woff2, length, &output)) return 0;
        return hand_over(reinterpret_cast<const uint8_t *>(decoded.data()), output.Size(), out, out_length);
    } catch (...) {
        return 0;
    }
}

extern "C" void folio_woff2_free(uint8_t *buffer) { std::free(buffer); }
