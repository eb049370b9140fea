// The two leaks through cairo that Tests/Sanitizers/leak-suppressions.txt is checked against
// (Tests/ci/test_run_checks.py builds this with the Swift toolchain's clang and AddressSanitizer):
//
//   cairo-leaks canary       a user font face made and never destroyed: must be reported
//   cairo-leaks cff FONT     cairo 1.16's known 96-byte leak in its CFF subsetter, when a PDF
//                            surface that drew glyphs of the CFF font FONT is finished: must be
//                            suppressed (by its frame cairo_surface_finish)
//
// scripts/sanitize checks the same canary in Swift (Tests/Sanitizers/LeakCanaryTests).
#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>
#include <string.h>

// The face's last pointer is overwritten, so that no register or stack slot still holds it when
// LeakSanitizer looks at exit.
static int canary(void) {
    cairo_font_face_t *volatile face = cairo_user_font_face_create();
    int status = cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS ? 0 : 1;
    face = NULL;
    return status;
}

static int cff(const char *font, const char *pdf) {
    FT_Library library;
    FT_Face ft;
    if (FT_Init_FreeType(&library) || FT_New_Face(library, font, 0, &ft)) return 1;
    cairo_surface_t *surface = cairo_pdf_surface_create(pdf, 200, 200);
    cairo_t *cr = cairo_create(surface);
    cairo_font_face_t *face = cairo_ft_font_face_create_for_ft_face(ft, 0);
    cairo_set_font_face(cr, face);
    cairo_set_font_size(cr, 12);
    cairo_glyph_t glyphs[8];
    for (int i = 0; i < 8; i++) glyphs[i] = (cairo_glyph_t){.index = 1 + 3 * i, .x = 10 + 12 * i, .y = 50};
    cairo_show_glyphs(cr, glyphs, 8);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    int status = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS ? 0 : 1;
    cairo_surface_destroy(surface);
    cairo_font_face_destroy(face);
    cairo_debug_reset_static_data();
    FT_Done_Face(ft);
    FT_Done_FreeType(library);
    return status;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "canary") == 0) return canary();
    if (argc == 4 && strcmp(argv[1], "cff") == 0) return cff(argv[2], argv[3]);
    fprintf(stderr, "usage: cairo-leaks canary | cairo-leaks cff FONT OUT.pdf\n");
    return 2;
}
