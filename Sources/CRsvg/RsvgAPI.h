// The part of librsvg 2.54's, GIO's and glib's C API that CRsvg.c calls, declared here as
// their headers declare it (same names, same types), so that CRsvg builds without pkg-config's
// flags for glib (SwiftPM refuses glib's -pthread with a warning on every build). librsvg 2's
// ABI is stable. Built with -DFOLIO_RSVG_REAL_HEADERS, CRsvg.c includes the real headers
// instead, which checks that the calls agree with them (docs/content.md, "SVG"):
//   cc -c -DFOLIO_RSVG_REAL_HEADERS $(pkg-config --cflags librsvg-2.0) -ISources/CRsvg/include Sources/CRsvg/CRsvg.c
#ifndef FOLIO_RSVG_API_H
#define FOLIO_RSVG_API_H

#ifdef FOLIO_RSVG_REAL_HEADERS
#include <gio/gio.h>
#include <librsvg/rsvg.h>
#else
#include <cairo/cairo.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

typedef int gboolean;
typedef struct _GInputStream GInputStream;
typedef struct _GFile GFile;
typedef struct _GCancellable GCancellable;
typedef struct _GError {
    uint32_t domain;
    int code;
    char *message;
} GError;
typedef struct _RsvgHandle RsvgHandle;
typedef enum { RSVG_HANDLE_FLAGS_NONE = 0 } RsvgHandleFlags;
typedef enum { RSVG_UNIT_PERCENT, RSVG_UNIT_PX } RsvgUnit;
typedef struct {
    double length;
    RsvgUnit unit;
} RsvgLength;
typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

GInputStream *g_memory_input_stream_new_from_data(const void *data, ssize_t len, void (*destroy)(void *));
void g_object_unref(void *object);
void g_error_free(GError *error);

RsvgHandle *rsvg_handle_new_from_stream_sync(GInputStream *input_stream, GFile *base_file, RsvgHandleFlags flags,
                                             GCancellable *cancellable, GError **error);
void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height,
                                          gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                     GError **error);
#endif

#endif
