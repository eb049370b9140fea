// librsvg behind a header of plain C types: SVG images for FolioImaging (their size, and
// pixels for renditions and the terminal) and for the PDF sink (vectors onto its cairo
// context). Only CRsvg.c includes librsvg's, glib's and cairo's headers.
//
// Untrusted bytes: every document is read from memory with no base URL and without
// RSVG_HANDLE_FLAG_UNLIMITED, so librsvg (2.54) resolves no reference but data: URLs (an
// external file, http:, https:, file:, XInclude and CSS @import are refused and draw nothing),
// keeps its limits on elements, references and XML depth, and runs no script (it has none).
//
// Lifetime: folio_svg_open returns an owned handle (or NULL); the caller closes it exactly once
// with folio_svg_close (FolioImaging's SVGDocument does it in deinit). The input bytes are
// read during folio_svg_open only; nothing keeps a pointer to them. A handle is used by one
// thread at a time. Pixel and error buffers belong to the caller and are written during the
// call only. folio_svg_draw borrows the caller's cairo context for the call: it saves and
// restores the context's state and neither keeps nor destroys it.
#ifndef C_RSVG_H
#define C_RSVG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A parsed SVG document.
typedef struct folio_svg folio_svg;

/// Parses `length` bytes of SVG. Returns NULL when they are not a document librsvg can draw,
/// with why in `error` (NUL-terminated, at most `error_capacity` bytes, may be NULL).
folio_svg *folio_svg_open(const uint8_t *bytes, size_t length, char *error, size_t error_capacity);

/// Frees a document from folio_svg_open; NULL is ignored.
void folio_svg_close(folio_svg *svg);

/// The document's size in CSS pixels (96 per inch): its width and height, else its viewBox's,
/// else 300 × 150 as browsers size such an image. Returns 1 when the document gives a size,
/// 0 when the 300 × 150 default was used.
int folio_svg_size(const folio_svg *svg, double *width, double *height);

/// Draws the document scaled into `width` × `height` pixels (its aspect kept as its
/// preserveAspectRatio says) onto transparent pixels, and writes them to `rgba`: 8-bit red,
/// green, blue, alpha (not premultiplied), rows top to bottom, `width * 4` bytes a row,
/// `width * height * 4` bytes in all. Returns 1, or 0 with why in `error`.
int folio_svg_render_rgba(const folio_svg *svg, int32_t width, int32_t height, uint8_t *rgba, char *error,
                          size_t error_capacity);

/// Draws the document as vectors onto `cairo_context` (a cairo_t *) into the rectangle at
/// (`x`, `y`) of `width` × `height` user units. Returns 1, or 0 with why in `error`.
int folio_svg_draw(const folio_svg *svg, void *cairo_context, double x, double y, double width, double height,
                   char *error, size_t error_capacity);

#ifdef __cplusplus
}
#endif

#endif
