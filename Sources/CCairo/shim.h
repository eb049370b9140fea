// cairo 1.16 (Debian libcairo2-dev) with its PDF surface and FreeType font faces, for the PDF
// sink (Plugins/PDFSink) alone; nothing else imports it.
//
// Lifetime (Plugins/PDFSink/Cairo/*.swift hold every object in a final class):
// - cairo_surface_t (the PDF surface, each photo's image surface): one cairo_*_surface_create,
//   one cairo_surface_destroy in the owning class's deinit. The PDF surface is finished
//   (cairo_surface_finish) before it is destroyed, so the file is complete when the sink
//   returns. Mime data (a photo's JPEG bytes) is attached with a destroy function that
//   releases the Swift buffer holding the bytes: cairo keeps them until the surface goes.
// - cairo_t: one per PDF document, created on the PDF surface and destroyed before it.
// - cairo_font_face_t made with cairo_ft_font_face_create_for_ft_face: the FT_Face, its
//   FT_Library and the font bytes the face reads from belong to a holder that the font face
//   keeps as user data (cairo_font_face_set_user_data); cairo calls its destroy function
//   when the font face's last reference goes (after the surface has written its subsets),
//   and that function frees the FT_Face, the FT_Library and the bytes, in that order.
//   Folio's own reference is dropped with cairo_font_face_destroy in the wrapper's deinit.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
