#ifndef FOLIO_CTURBOJPEG_SHIM_H
#define FOLIO_CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <turbojpeg.h>
#include <jpeglib.h>

/*
 * Scanline JPEG reading for Folio with libjpeg-turbo's libjpeg API (TurboJPEG decodes a whole
 * image into one buffer; this reads one row at a time, scaled in the DCT domain). libjpeg
 * reports errors with longjmp, which Swift cannot catch, so every call that may fail runs in
 * one of these C functions, each with its own setjmp: a longjmp only ever returns into a live
 * C frame, never across Swift.
 *
 * Lifetime: jpeg_mem_src keeps `data` from folio_jpeg_open to folio_jpeg_close. The caller
 * must keep those bytes alive and unmoved for that whole time (Folio's JPEGRowReader opens,
 * reads and closes inside one withUnsafeBytes closure).
 */
typedef struct folio_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
} folio_jpeg_error;

typedef struct folio_jpeg_reader {
    struct jpeg_decompress_struct info;
    folio_jpeg_error error;
    struct jpeg_progress_mgr progress;
    int failed;
    int warned;
    char message[JMSG_LENGTH_MAX];
    /* After folio_jpeg_open: the stored size and colour model. */
    unsigned int width;
    unsigned int height;
    int is_cmyk;
    int adobe_inverted;
    /* Bytes the whole-image coefficient buffer of a progressive (multi-scan) file needs. */
    unsigned long long coefficient_bytes;
    /* After folio_jpeg_start: the scaled output size; rows are RGBA (or CMYK when is_cmyk). */
    unsigned int output_width;
    unsigned int output_height;
} folio_jpeg_reader;

static void folio_jpeg_fail(j_common_ptr info) {
    folio_jpeg_reader *reader = (folio_jpeg_reader *)info->client_data;
    (*info->err->format_message)(info, reader->message);
    reader->failed = 1;
    longjmp(reader->error.jump, 1);
}

/* The most scans a progressive file may have (TurboJPEG's TJFLAG_LIMITSCANS): each scan
 * makes libjpeg pass over the whole image, so a small file of many scans takes long. */
#define FOLIO_JPEG_MAX_SCANS 500

static void folio_jpeg_progress(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    folio_jpeg_reader *reader = (folio_jpeg_reader *)info->client_data;
    if (info->is_decompressor && decompress->input_scan_number > FOLIO_JPEG_MAX_SCANS) {
        snprintf(reader->message, sizeof reader->message, "the file has more than %d scans", FOLIO_JPEG_MAX_SCANS);
        reader->failed = 1;
        longjmp(reader->error.jump, 1);
    }
}

static void folio_jpeg_note(j_common_ptr info, int level) {
    /* A warning (level -1: corrupt data, e.g. a truncated file) is remembered, not printed. */
    folio_jpeg_reader *reader = (folio_jpeg_reader *)info->client_data;
    if (level < 0) reader->warned = 1;
}

static void folio_jpeg_silence(j_common_ptr info) {
    (void)info;
}

/* Opens a JPEG held in memory and reads its header. `max_memory` bounds what libjpeg may
 * allocate for this image. Returns NULL only when out of memory; check `failed` otherwise. */
static inline folio_jpeg_reader *folio_jpeg_open(const unsigned char *data, unsigned long size, long max_memory) {
    folio_jpeg_reader *reader = (folio_jpeg_reader *)calloc(1, sizeof(folio_jpeg_reader));
    if (!reader) return NULL;
    reader->info.err = jpeg_std_error(&reader->error.manager);
    reader->error.manager.error_exit = folio_jpeg_fail;
    reader->error.manager.emit_message = folio_jpeg_note;
    reader->error.manager.output_message = folio_jpeg_silence;
    reader->info.client_data = reader;
    if (setjmp(reader->error.jump)) return reader;
    jpeg_create_decompress(&reader->info);
    reader->progress.progress_monitor = folio_jpeg_progress;
    reader->info.progress = &reader->progress;
    reader->info.mem->max_memory_to_use = max_memory;
    jpeg_mem_src(&reader->info, data, size);
    jpeg_read_header(&reader->info, TRUE);
    reader->width = reader->info.image_width;
    reader->height = reader->info.image_height;
    reader->is_cmyk = reader->info.jpeg_color_space == JCS_CMYK || reader->info.jpeg_color_space == JCS_YCCK;
    /* Photoshop writes CMYK and YCCK with an Adobe APP14 marker and inverted values. */
    reader->adobe_inverted = reader->is_cmyk && reader->info.saw_Adobe_marker;
    if (jpeg_has_multiple_scans(&reader->info)) {
        unsigned long long blocks = 0;
        for (int index = 0; index < reader->info.num_components; index++) {
            jpeg_component_info *component = &reader->info.comp_info[index];
            unsigned long long wide = ((unsigned long long)reader->width * component->h_samp_factor
                + (unsigned long long)reader->info.max_h_samp_factor * 8 - 1) / ((unsigned long long)reader->info.max_h_samp_factor * 8);
            unsigned long long high = ((unsigned long long)reader->height * component->v_samp_factor
                + (unsigned long long)reader->info.max_v_samp_factor * 8 - 1) / ((unsigned long long)reader->info.max_v_samp_factor * 8);
            blocks += (wide + 1) * (high + 1);
        }
        reader->coefficient_bytes = blocks * 64 * sizeof(JCOEF);
    }
    return reader;
}

/* Starts decompression at scale `numerator`/`denominator` (M/8, M = 1...8) with accurate integer DCT and
 * smooth upsampling (TurboJPEG's TJFLAG_ACCURATEDCT). Returns 0 on success. */
static inline int folio_jpeg_start(folio_jpeg_reader *reader, unsigned int numerator, unsigned int denominator) {
    if (reader->failed) return -1;
    if (setjmp(reader->error.jump)) return -1;
    reader->info.scale_num = numerator;
    reader->info.scale_denom = denominator;
    reader->info.dct_method = JDCT_ISLOW;
    reader->info.out_color_space = reader->is_cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&reader->info);
    reader->output_width = reader->info.output_width;
    reader->output_height = reader->info.output_height;
    return 0;
}

/* Reads the next output row (output_width * 4 bytes). Returns 0 on success. */
static inline int folio_jpeg_read_row(folio_jpeg_reader *reader, unsigned char *row) {
    if (reader->failed) return -1;
    if (setjmp(reader->error.jump)) return -1;
    JSAMPROW rows[1] = { row };
    /* The memory source never suspends, so one call yields one row until the last. */
    return jpeg_read_scanlines(&reader->info, rows, 1) == 1 ? 0 : -1;
}

/* Frees the reader and everything libjpeg allocated; after this `data` is no longer used. */
static inline void folio_jpeg_close(folio_jpeg_reader *reader) {
    if (!reader) return;
    if (!setjmp(reader->error.jump)) jpeg_destroy_decompress(&reader->info);
    free(reader);
}
#endif
