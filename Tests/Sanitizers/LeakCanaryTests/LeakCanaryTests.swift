import CCairo
import Testing

/// The leak check's canary: a cairo font face made and never destroyed, on purpose.
///
/// scripts/sanitize runs this test alone, under AddressSanitizer with the suppressions of
/// Tests/Sanitizers/leak-suppressions.txt, and fails unless LeakSanitizer reports this face's
/// 88 bytes, allocated in `cairo_user_font_face_create` under `leakACairoFace`: a suppression
/// that hid every leak through cairo (`leak:libcairo.so.2` did) would hide this one too. In any
/// other run the test passes and the face is simply lost with the process.
@Suite struct LeakCanaryTests {
    @Test func leakACairoFace() {
        // A user font face: cairo keeps no list of these (unlike FreeType faces, which its font
        // map keeps reachable), so once this reference is dropped nothing points to it.
        let face = cairo_user_font_face_create()
        #expect(cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS)
        #expect(cairo_font_face_get_reference_count(face) == 1, "one reference, which nothing releases")
    }
}
