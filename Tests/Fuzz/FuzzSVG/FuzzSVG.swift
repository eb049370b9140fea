import FolioImaging
import Foundation

// libFuzzer target: SVG files (librsvg through CRsvg) as Folio reads them: the size an
// ImageInfo reads, renditions for the asset stage and a draw for a terminal screen, all from
// untrusted bytes. Small sizes keep each run fast; the drawing code is the same at any size.

/// Parses the input as an SVG, reads its size and draws it at two sizes and for a 40 by 30 screen.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    guard let document = try? SVGDocument(data) else { return 0 }
    _ = document.rasterSize
    _ = try? document.render(width: 7, height: 5)
    guard SVGDocument.isSVG(data) else { return 0 }
    _ = try? ImageDecoder.renditions(of: data, sizes: [(width: 16, height: 12), (width: 3, height: 5)])
    _ = try? ImageDecoder.decode(data, atLeast: (width: 40, height: 30))
    return 0
}

/// AddressSanitizer's defaults for this target (ASAN_OPTIONS still wins): the slow unwinder
/// and deep stacks, so that Pango's font caches inside librsvg are seen through Pango's
/// frames and matched by Tests/Sanitizers/leak-suppressions.txt rather than reported.
@_cdecl("__asan_default_options")
public func asanDefaultOptions() -> UnsafePointer<CChar> {
    UnsafeRawPointer(("fast_unwind_on_malloc=0:malloc_context_size=64" as StaticString).utf8Start)
        .assumingMemoryBound(to: CChar.self)
}
