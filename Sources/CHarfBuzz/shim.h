// HarfBuzz (Debian libharfbuzz-dev 6.0) and its subsetter (libharfbuzz-subset0), for FolioText.
//
// Lifetime: every hb_*_create / hb_*_reference has one matching hb_*_destroy. FolioText holds
// each hb_blob_t, hb_face_t and hb_font_t in a final class whose deinit destroys it; a blob is
// created with HB_MEMORY_MODE_DUPLICATE, so HarfBuzz owns a copy of the font bytes and frees it
// when the last face made from it is destroyed. hb_buffer_t, hb_set_t and hb_subset_input_t
// live for one call and are destroyed before the call returns (glyph infos and positions point
// into the buffer, so they are copied out first).
#include <hb.h>
#include <hb-ot.h>
#include <hb-subset.h>
