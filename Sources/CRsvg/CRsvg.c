#include "CRsvg.h"

#include "RsvgAPI.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>

struct folio_svg {
    RsvgHandle *handle;
};

static void set_error(char *error, size_t capacity, const char *message) {
    if (error == NULL || capacity == 0) return;
    snprintf(error, capacity, "%s", message ? message : "unknown error");
}

static void take_gerror(GError *gerror, char *error, size_t capacity, const char *fallback) {
    set_error(error, capacity, gerror ? gerror->message : fallback);
    if (gerror) g_error_free(gerror);
}

folio_svg *folio_svg_open(const uint8_t *bytes, size_t length, char *error, size_t error_capacity) {
    if (bytes == NULL && length > 0) {
        set_error(error, error_capacity, "no bytes");
        return NULL;
    }
    if (length > (size_t)SSIZE_MAX) {
        set_error(error, error_capacity, "the file is too large");
        return NULL;
    }
    // The stream borrows `bytes` (no destroy function) and is read whole before
    // rsvg_handle_new_from_stream_sync returns; it is released right after.
    GInputStream *stream = g_memory_input_stream_new_from_data(bytes, (ssize_t)length, NULL);
    GError *gerror = NULL;
    // No base file: librsvg then refuses every URL but data: (see CRsvg.h). No
    // RSVG_HANDLE_FLAG_UNLIMITED: its limits on size and references stay on.
    RsvgHandle *handle = rsvg_handle_new_from_stream_sync(stream, NULL, RSVG_HANDLE_FLAGS_NONE, NULL, &gerror);
    g_object_unref(stream);
    if (handle == NULL) {
        take_gerror(gerror, error, error_capacity, "not an SVG document");
        return NULL;
    }
    if (gerror) g_error_free(gerror);
    rsvg_handle_set_dpi(handle, 96.0);
    folio_svg *svg = calloc(1, sizeof(folio_svg));
    if (svg == NULL) {
        g_object_unref(handle);
        set_error(error, error_capacity, "out of memory");
        return NULL;
    }
    svg->handle = handle;
    return svg;
}

void folio_svg_close(folio_svg *svg) {
    if (svg == NULL) return;
    g_object_unref(svg->handle);
    free(svg);
}

int folio_svg_size(const folio_svg *svg, double *width, double *height) {
    double w = 0, h = 0;
    if (rsvg_handle_get_intrinsic_size_in_pixels(svg->handle, &w, &h) && w > 0 && h > 0 && isfinite(w) &&
        isfinite(h)) {
        *width = w;
        *height = h;
        return 1;
    }
    gboolean has_width = 0, has_height = 0, has_viewbox = 0;
    RsvgLength length_w, length_h;
    RsvgRectangle viewbox = {0, 0, 0, 0};
    rsvg_handle_get_intrinsic_dimensions(svg->handle, &has_width, &length_w, &has_height, &length_h, &has_viewbox,
                                         &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0 && isfinite(viewbox.width) &&
        isfinite(viewbox.height)) {
        *width = viewbox.width;
        *height = viewbox.height;
        return 1;
    }
    *width = 300;
    *height = 150;
    return 0;
}

static int render(RsvgHandle *handle, cairo_t *cr, double x, double y, double width, double height, char *error,
                  size_t error_capacity) {
    RsvgRectangle viewport = {x, y, width, height};
    GError *gerror = NULL;
    gboolean drawn = rsvg_handle_render_document(handle, cr, &viewport, &gerror);
    if (!drawn) {
        take_gerror(gerror, error, error_capacity, "librsvg could not draw the document");
        return 0;
    }
    if (gerror) g_error_free(gerror);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        set_error(error, error_capacity, cairo_status_to_string(cairo_status(cr)));
        return 0;
    }
    return 1;
}

int folio_svg_render_rgba(const folio_svg *svg, int32_t width, int32_t height, uint8_t *rgba, char *error,
                          size_t error_capacity) {
    if (width <= 0 || height <= 0 || rgba == NULL) {
        set_error(error, error_capacity, "no pixels to draw into");
        return 0;
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        set_error(error, error_capacity, cairo_status_to_string(cairo_surface_status(surface)));
        cairo_surface_destroy(surface);
        return 0;
    }
    cairo_t *cr = cairo_create(surface);
    int ok = render(svg->handle, cr, 0, 0, width, height, error, error_capacity);
    cairo_destroy(cr);
    if (ok) {
        cairo_surface_flush(surface);
        const unsigned char *data = cairo_image_surface_get_data(surface);
        int stride = cairo_image_surface_get_stride(surface);
        // cairo's ARGB32 is a native-endian 32-bit word of premultiplied alpha, red, green, blue.
        for (int32_t row = 0; row < height; row++) {
            const uint32_t *in = (const uint32_t *)(data + (size_t)row * (size_t)stride);
            uint8_t *out = rgba + (size_t)row * (size_t)width * 4;
            for (int32_t column = 0; column < width; column++) {
                uint32_t pixel = in[column];
                uint32_t alpha = pixel >> 24;
                uint32_t red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
                if (alpha != 0 && alpha != 255) {
                    red = (red * 255 + alpha / 2) / alpha;
                    green = (green * 255 + alpha / 2) / alpha;
                    blue = (blue * 255 + alpha / 2) / alpha;
                }
                out[column * 4] = (uint8_t)(red > 255 ? 255 : red);
                out[column * 4 + 1] = (uint8_t)(green > 255 ? 255 : green);
                out[column * 4 + 2] = (uint8_t)(blue > 255 ? 255 : blue);
                out[column * 4 + 3] = (uint8_t)alpha;
            }
        }
    }
    cairo_surface_destroy(surface);
    return ok;
}

int folio_svg_draw(const folio_svg *svg, void *cairo_context, double x, double y, double width, double height,
                   char *error, size_t error_capacity) {
    if (cairo_context == NULL || !(width > 0) || !(height > 0)) {
        set_error(error, error_capacity, "nothing to draw onto");
        return 0;
    }
    cairo_t *cr = cairo_context;
    cairo_save(cr);
    int ok = render(svg->handle, cr, x, y, width, height, error, error_capacity);
    cairo_restore(cr);
    return ok;
}
