import FolioPluginAPI
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioCache
@testable import FolioImaging

/// The placeholder of a remote image that could not be fetched: an SVG that librsvg draws,
/// whatever the alt text holds.
@Suite struct RemoteImagePlaceholderTests {
    @Test func altTextIsEscapedWrappedAndDrawn() throws {
        let alt =
            "A <script>alert(1)</script> & \"quotes\"\u{07} with a line\nbreak and a great many words that go on and on past one line"
        let data = RemoteImagePlaceholder.svg(alt: alt, url: "https://example.org/x.png")
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("<script>"))
        #expect(text.contains("A &lt;script&gt;alert(1)&lt;/script&gt; &amp;"))
        #expect(!text.unicodeScalars.contains { $0.value == 7 || $0 == "\n" })
        #expect(text.contains("Image not available: example.org"))
        let document = try SVGDocument(data)
        #expect((document.width, document.height) == (1600, 900))
        let image = try document.render(width: 160, height: 90)
        #expect(image.pixel(x: 80, y: 5).alpha == 255)
        #expect(try ImageInfo.parse(data) == ImageInfo(format: .svg, width: 1600, height: 900))
    }

    @Test func linesHoldWholeWordsAndLongWordsAreCut() {
        let lines = RemoteImagePlaceholder.wrap(
            ["one", "two", String(repeating: "x", count: 60), "three"])
        #expect(lines == ["one two", String(repeating: "x", count: 47) + "…", "three"])
        #expect(RemoteImagePlaceholder.wrap([]) == [])
    }

    @Test func aFailedFetchIsTriedAgainOnlyAfterTenMinutes() throws {
        let folder = try Self.remoteFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("0123456789abcdef")
        #expect(RemoteImages.stored(file) == .absent)
        try RemoteImageRecord.store(Data("x".utf8), at: file, failure: nil)
        #expect(RemoteImages.stored(file) == .fetched)
        #expect(RemoteImages.stored(file, now: Date(timeIntervalSinceNow: 10 * RemoteImages.retryAfter)) == .fetched)
        try RemoteImageRecord.store(Data("<svg/>".utf8), at: file, failure: "the server answered 404 Not Found")
        #expect(RemoteImages.stored(file) == .failedRecently("the server answered 404 Not Found"))
        #expect(RemoteImages.stored(file, now: Date(timeIntervalSinceNow: RemoteImages.retryAfter + 1)) == .absent)
    }

    /// A remote file without a record (written by a Folio before records) is fetched again
    /// silently; a torn record, or an image whose bytes changed, is damage: fetched again with
    /// the cache's warning, never used.
    @Test func aDamagedRemoteImageOrRecordIsFetchedAgain() throws {
        let folder = try Self.remoteFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("fedcba9876543210")
        let record = RemoteImageRecord.url(of: file)
        try Data("an image".utf8).write(to: file)
        #expect(RemoteImages.stored(file) == .absent)

        try RemoteImageRecord.store(Data("an image".utf8), at: file, failure: nil)
        try Data("an imagf".utf8).write(to: file)
        #expect(RemoteImages.stored(file) == .damaged(CacheDamage(url: file, kind: .remoteImage)))
        #expect(
            CacheDamage(url: file, kind: .remoteImage).warning().message.contains("the image was fetched again"))

        try RemoteImageRecord.store(Data("an image".utf8), at: file, failure: nil)
        var bytes = try Data(contentsOf: record)
        bytes[bytes.count / 2] ^= 0x10
        try bytes.write(to: record)
        #expect(RemoteImages.stored(file) == .damaged(CacheDamage(url: record, kind: .remoteImageRecord)))
    }

    private static func remoteFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-remote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
