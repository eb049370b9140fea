// WOFF2 for FolioText's FontSubsetter and FontFace; see include/CWOFF2.h.
//
// Decoding is libwoff2's (libwoff2dec). Encoding is written here on Brotli (libbrotlienc), with
// the null transform for every table (WOFF2 section 4.1, glyf and loca with transform version
// 3), because Debian builds libwoff2's encoder with FONT_COMPRESSION_BIN, which prints
// "Compressed N to M." on stderr on every call, into Folio's diagnostics. The null transform
// costs some size against libwoff2's glyf transform (about 7-10 % on the Noto subsets measured
// with fontTools); CFF faces (Noto CJK) have no glyf to transform.
#include "CWOFF2.h"

#include <algorithm>
#include <brotli/encode.h>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <woff2/decode.h>
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

uint32_t read32(const uint8_t *at) {
    return (uint32_t(at[0]) << 24) | (uint32_t(at[1]) << 16) | (uint32_t(at[2]) << 8) | uint32_t(at[3]);
}

void write16(std::vector<uint8_t> &into, uint32_t value) {
    into.push_back(uint8_t(value >> 8));
    into.push_back(uint8_t(value));
}

void write32(std::vector<uint8_t> &into, uint32_t value) {
    write16(into, value >> 16);
    write16(into, value & 0xFFFF);
}

// UIntBase128 (WOFF2 section 4.2): 7 bits a byte, most significant first, high bit = more.
void writeBase128(std::vector<uint8_t> &into, uint32_t value) {
    uint8_t groups[5];
    int count = 0;
    do {
        groups[count++] = value & 0x7F;
        value >>= 7;
    } while (value != 0);
    while (count > 1) into.push_back(groups[--count] | 0x80);
    into.push_back(groups[0]);
}

struct Table {
    uint32_t tag, offset, length;
};

constexpr uint32_t tag(const char name[5]) {
    return (uint32_t(uint8_t(name[0])) << 24) | (uint32_t(uint8_t(name[1])) << 16) | (uint32_t(uint8_t(name[2])) << 8) |
           uint32_t(uint8_t(name[3]));
}
}  // namespace

extern "C" int32_t folio_woff2_encode(const uint8_t *sfnt, size_t length, uint8_t **out, size_t *out_length) {
    *out = nullptr;
    *out_length = 0;
    try {
        // The sfnt's table directory, each record checked to lie inside the bytes. Collections
        // (ttcf) are not encoded: subsets are single faces.
        if (length < 12 || length > 0x7FFFFFFF) return 0;
        uint32_t flavor = read32(sfnt);
        if (flavor != 0x00010000 && flavor != tag("OTTO") && flavor != tag("true")) return 0;
        uint32_t count = (uint32_t(sfnt[4]) << 8) | sfnt[5];
        if (count == 0 || 12 + 16 * size_t(count) > length) return 0;
        std::vector<Table> tables;
        for (uint32_t index = 0; index < count; index++) {
            const uint8_t *record = sfnt + 12 + 16 * index;
            Table table{read32(record), read32(record + 8), read32(record + 12)};
            if (size_t(table.offset) + table.length > length) return 0;
            tables.push_back(table);
        }
        // Ascending tags, except that loca follows glyf (WOFF2 section 5).
        std::sort(tables.begin(), tables.end(), [](const Table &a, const Table &b) { return a.tag < b.tag; });
        auto loca = std::find_if(tables.begin(), tables.end(), [](const Table &t) { return t.tag == tag("loca"); });
        auto glyf = std::find_if(tables.begin(), tables.end(), [](const Table &t) { return t.tag == tag("glyf"); });
        if (loca != tables.end() && glyf != tables.end()) {
            Table moved = *loca;
            tables.erase(loca);
            glyf = std::find_if(tables.begin(), tables.end(), [](const Table &t) { return t.tag == tag("glyf"); });
            tables.insert(glyf + 1, moved);
        }

        // The tables' data back to back, compressed as one Brotli stream in font mode.
        std::vector<uint8_t> data;
        uint64_t sfntSize = 12 + 16 * uint64_t(count);
        for (const Table &table : tables) {
            data.insert(data.end(), sfnt + table.offset, sfnt + table.offset + table.length);
            sfntSize += (uint64_t(table.length) + 3) & ~uint64_t(3);
        }
        size_t compressedLength = BrotliEncoderMaxCompressedSize(data.size());
        if (compressedLength == 0) return 0;
        std::vector<uint8_t> compressed(compressedLength);
        if (!BrotliEncoderCompress(BROTLI_MAX_QUALITY, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_FONT, data.size(),
                                   data.data(), &compressedLength, compressed.data())) {
            return 0;
        }

        // Table directory: tag index 63 (the tag follows), transform version 3 for glyf and loca
        // (their null transform) and 0 for the others (theirs); no transformLength.
        std::vector<uint8_t> directory;
        for (const Table &table : tables) {
            bool glyfOrLoca = table.tag == tag("glyf") || table.tag == tag("loca");
            directory.push_back(uint8_t(63 | (glyfOrLoca ? 3 << 6 : 0)));
            write32(directory, table.tag);
            writeBase128(directory, table.length);
        }
        size_t fileLength = (48 + directory.size() + compressedLength + 3) & ~size_t(3);

        std::vector<uint8_t> woff2;
        woff2.reserve(fileLength);
        write32(woff2, tag("wOF2"));
        write32(woff2, flavor);
        write32(woff2, uint32_t(fileLength));
        write16(woff2, count);
        write16(woff2, 0);  // reserved
        write32(woff2, uint32_t(sfntSize));
        write32(woff2, uint32_t(compressedLength));
        write16(woff2, 1);  // majorVersion
        write16(woff2, 0);  // minorVersion
        for (int field = 0; field < 5; field++) write32(woff2, 0);  // no metadata, no private data
        woff2.insert(woff2.end(), directory.begin(), directory.end());
        woff2.insert(woff2.end(), compressed.begin(), compressed.begin() + compressedLength);
        woff2.resize(fileLength, 0);
        return hand_over(woff2.data(), woff2.size(), out, out_length);
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
