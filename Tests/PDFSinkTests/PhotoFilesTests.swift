import FolioPluginAPI
import Testing

@testable import PDFSink

/// Which of a photo's files a page is drawn from: for the PDF the widest within 300 pixels per
/// inch of print (its JPEG passed through as it is); for a page drawn into pixels (the shelf's
/// drawn covers) the narrowest that covers the width drawn, so that no pixel is stretched.
@Suite struct PhotoFilesTests {
    static let original = AssetFile(path: "o.jpg", width: 3000, height: 2000)
    static let renditions = [480, 960, 1600].map { AssetFile(path: "r\($0).jpg", width: $0, height: $0 * 2 / 3) }

    @Test(arguments: [
        (300.0, "r480.jpg"), (480.0, "r480.jpg"), (800.0, "r960.jpg"), (1601.0, "o.jpg"), (5000.0, "o.jpg"),
    ])
    func aPageInPixelsIsDrawnFromTheNarrowestFileThatCoversIt(wanted: Double, path: String) {
        #expect(
            PhotoFiles.covering(original: Self.original, renditions: Self.renditions, wantedWidth: wanted).path == path)
    }

    @Test func aPDFEmbedsTheWidestFileWithinItsResolution() {
        #expect(
            PhotoFiles.choose(original: Self.original, renditions: Self.renditions, wantedWidth: 800).path == "r480.jpg"
        )
        #expect(
            PhotoFiles.choose(original: Self.original, renditions: Self.renditions, wantedWidth: 100).path == "r480.jpg"
        )
    }
}
