#ifndef FOLIO_CPNG_SHIM_H
#define FOLIO_CPNG_SHIM_H
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Row-by-row PNG reading for Folio. libpng reports errors with longjmp, which Swift cannot
 * catch, so every call into libpng that may fail runs inside one of these C functions, each
 * with its own setjmp: a longjmp only ever returns into a live C frame, never across Swift.
 *
 * Lifetime: libpng keeps `data` (through the read callback) from folio_png_open to
 * folio_png_close. The caller must keep those bytes alive and unmoved for that whole time
 * (Folio's PNGRowReader opens, reads and closes inside one withUnsafeBytes closure).
 */
typedef struct folio_png_reader {
    png_structp png;
    png_infop info;
    const unsigned char *data;
    size_t size;
    size_t offset;
    int failed;
    char message[200];
    png_uint_32 width;
    png_uint_32 height;
    int interlaced;
    int passes;
} folio_png_reader;

static void folio_png_read_bytes(png_structp png, png_bytep out, png_size_t length) {
    folio_png_reader *reader = (folio_png_reader *)png_get_io_ptr(png);
    if (reader->size - reader->offset < length) png_error(png, "the file ends early");
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

static void folio_png_error(png_structp png, png_const_charp message) {
    folio_png_reader *reader = (folio_png_reader *)png_get_error_ptr(png);
    snprintf(reader->message, sizeof reader->message, "%s", message ? message : "unknown error");
    reader->failed = 1;
    png_longjmp(png, 1);
}

static void folio_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* Opens a PNG held in memory and reads its header; every colour type is set up to come out
 * as 8-bit RGBA (palette and tRNS expanded, grey widened, 16-bit rounded to 8, opaque images
 * given alpha 255). Returns NULL only when out of memory; check `failed` otherwise. */
static inline folio_png_reader *folio_png_open(const unsigned char *data, size_t size, png_uint_32 max_side) {
    folio_png_reader *reader = (folio_png_reader *)calloc(1, sizeof(folio_png_reader));
    if (!reader) return NULL;
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, folio_png_error, folio_png_warning);
    if (!reader->png) {
        reader->failed = 1;
        snprintf(reader->message, sizeof reader->message, "out of memory");
        return reader;
    }
    reader->info = png_create_info_struct(reader->png);
    if (setjmp(png_jmpbuf(reader->png))) return reader;
    if (!reader->info) png_error(reader->png, "out of memory");
    png_set_user_limits(reader->png, max_side, max_side);
    /* Ancillary chunks (iTXt, zTXt, iCCP...) may take 16 MiB at most, decompressed. */
    png_set_chunk_malloc_max(reader->png, 16u << 20);
    /* Every chunk but IHDR, PLTE, tRNS, IDAT and IEND is skipped unread: Folio uses none of
     * them, and libpng 1.6.39 allocates and zeroes a buffer of the length a text, sPLT, pCAL
     * or eXIf chunk declares (up to 2 GiB) before reading it, whatever the limit above. */
    png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_read_fn(reader->png, reader, folio_png_read_bytes);
    png_read_info(reader->png, reader->info);
    int color = png_get_color_type(reader->png, reader->info);
    int depth = png_get_bit_depth(reader->png, reader->info);
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(reader->png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(reader->png);
    if (png_get_valid(reader->png, reader->info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(reader->png);
    if (depth == 16) png_set_scale_16(reader->png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(reader->png);
    png_set_add_alpha(reader->png, 0xFF, PNG_FILLER_AFTER);
    reader->passes = png_set_interlace_handling(reader->png);
    reader->interlaced = png_get_interlace_type(reader->png, reader->info) != PNG_INTERLACE_NONE;
    png_read_update_info(reader->png, reader->info);
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    if (png_get_rowbytes(reader->png, reader->info) != (size_t)reader->width * 4)
        png_error(reader->png, "unexpected row layout after conversion to RGBA");
    return reader;
}

/* Reads the next row (width * 4 bytes) of a non-interlaced PNG. Returns 0 on success. */
static inline int folio_png_read_row(folio_png_reader *reader, unsigned char *row) {
    if (reader->failed) return -1;
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_row(reader->png, row, NULL);
    return 0;
}

/* Reads a whole (interlaced) image into `rows`, one pointer per row. Returns 0 on success. */
static inline int folio_png_read_image(folio_png_reader *reader, unsigned char **rows) {
    if (reader->failed) return -1;
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_image(reader->png, rows);
    return 0;
}

/* Frees the reader and everything libpng allocated; after this `data` is no longer used. */
static inline void folio_png_close(folio_png_reader *reader) {
    if (!reader) return;
    if (reader->png) png_destroy_read_struct(&reader->png, &reader->info, NULL);
    free(reader);
}
#endif
