import Foundation
import Testing

@testable import FolioImaging

/// SVG through librsvg (CRsvg): sizes, pixels, and the refusal of everything outside the file.
/// These run under AddressSanitizer with the rest of FolioImagingTests (scripts/sanitize).
@Suite struct SVGDocumentTests {
    static func svg(_ body: String, attributes: String = #"width="40" height="20""#) -> Data {
        Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \#(attributes)>\#(body)</svg>"#
                .utf8)
    }

    /// A PNG of one colour, made by Folio's own encoder.
    static func png(red: UInt8, green: UInt8, blue: UInt8) throws -> Data {
        try PNGCodec.encode(RasterImage(width: 4, height: 4, red: red, green: green, blue: blue))
    }

    @Test func sizesComeFromWidthAndHeightThenTheViewBoxThenTheBrowsersDefault() throws {
        let sized = try SVGDocument(Self.svg(""))
        #expect((sized.width, sized.height) == (40, 20))
        let inMillimetres = try SVGDocument(Self.svg("", attributes: #"width="25.4mm" height="12.7mm""#))
        #expect(abs(inMillimetres.width - 96) < 0.001 && abs(inMillimetres.height - 48) < 0.001)
        let viewBox = try SVGDocument(Self.svg("", attributes: #"viewBox="0 0 300 600""#))
        #expect((viewBox.width, viewBox.height) == (300, 600))
        let bare = try SVGDocument(Self.svg("", attributes: ""))
        #expect((bare.width, bare.height) == (300, 150))
    }

    @Test func rasterSizeIsTheWidestRenditionWideAndNeverTooTall() {
        #expect(SVGDocument.rasterSize(width: 40, height: 20) == (1600, 800))
        #expect(SVGDocument.rasterSize(width: 3000, height: 1000) == (1600, 533))
        #expect(SVGDocument.rasterSize(width: 10, height: 1000) == (64, 6400))
        #expect(SVGDocument.rasterSize(width: 100_000, height: 1) == (1600, 1))
    }

    @Test func drawsItsShapesScaledOntoTransparentPixels() throws {
        let document = try SVGDocument(
            Self.svg(
                #"<rect x="0" y="0" width="20" height="20" fill="red"/><rect x="20" y="0" width="20" height="20" fill="blue" fill-opacity="0.5"/>"#
            ))
        let image = try document.render(width: 80, height: 40)
        #expect((image.width, image.height) == (80, 40))
        let left = image.pixel(x: 10, y: 20)
        #expect(left == (255, 0, 0, 255))
        let right = image.pixel(x: 70, y: 20)
        #expect(right.alpha >= 127 && right.alpha <= 128 && right.blue >= 254 && right.red == 0)
        let empty = try SVGDocument(Self.svg("")).render(width: 8, height: 4)
        #expect(!empty.pixels.contains { $0 != 0 })
    }

    @Test func theDecoderDrawsEachSizeFromTheVectors() throws {
        let data = Self.svg(#"<circle cx="20" cy="10" r="10" fill="lime"/>"#)
        let sizes = try ImageDecoder.renditions(of: data, sizes: [(480, 240), (96, 48)]).map { ($0.width, $0.height) }
        #expect(sizes.count == 2 && sizes[0] == (480, 240) && sizes[1] == (96, 48))
        let whole = try ImageDecoder.decode(data)
        #expect((whole.width, whole.height) == (1600, 800))
        let forScreen = try ImageDecoder.decode(data, atLeast: (80, 20))
        #expect((forScreen.width, forScreen.height) == (80, 40))
        #expect(forScreen.pixel(x: 40, y: 20) == (0, 255, 0, 255))
    }

    /// librsvg reads a document with no base URL: no file, relative path, URL, XInclude,
    /// external entity or stylesheet is loaded; a `data:` image inside the file is drawn.
    @Test func nothingOutsideTheFileIsReadAndDataImagesAreDrawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let red = folder.appendingPathComponent("red.png")
        try Self.png(red: 255, green: 0, blue: 0).write(to: red)
        let css = folder.appendingPathComponent("evil.css")
        try Data("rect { fill: #ff0000; }".utf8).write(to: css)
        let full = #"width="40" height="20""#
        let refused = [
            #"<image xlink:href="\#(red.absoluteString)" width="40" height="20"/>"#,
            #"<image href="\#(red.path)" width="40" height="20"/>"#,
            #"<image href="red.png" width="40" height="20"/>"#,
            #"<image href="http://127.0.0.1:9/red.png" width="40" height="20"/>"#,
            #"<text y="10" xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="\#(red.path)" parse="text"/></text>"#,
        ]
        for body in refused {
            let image = try SVGDocument(Self.svg(body, attributes: full)).render(width: 40, height: 20)
            #expect(!image.pixels.contains { $0 != 0 }, "drew something for \(body)")
        }
        let styled = try SVGDocument(
            Self.svg(#"<style>@import url("\#(css.absoluteString)");</style><rect width="40" height="20"/>"#))
        #expect(try styled.render(width: 4, height: 2).pixel(x: 1, y: 1) == (0, 0, 0, 255))
        let entity = Data(
            #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY ext SYSTEM "\#(red.absoluteString)">]><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><text>&ext;</text></svg>"#
                .utf8)
        #expect(throws: ImagingError.self) { try SVGDocument(entity) }

        let blue = try Self.png(red: 0, green: 0, blue: 255).base64EncodedString()
        let inline = try SVGDocument(
            Self.svg(
                #"<image xlink:href="data:image/png;base64,\#(blue)" width="40" height="20" preserveAspectRatio="none"/>"#
            ))
        #expect(try inline.render(width: 40, height: 20).pixel(x: 20, y: 10) == (0, 0, 255, 255))
    }

    @Test func scriptsAndEventsAreNeverRun() throws {
        let document = try SVGDocument(
            Self.svg(
                #"<script>document.documentElement.remove()</script><rect width="40" height="20" fill="lime" onload="this.remove()"/>"#
            ))
        #expect(try document.render(width: 4, height: 2).pixel(x: 2, y: 1) == (0, 255, 0, 255))
    }

    @Test func badFilesAreErrorsInOneReadableLine() throws {
        for bytes in [Data("not an svg".utf8), Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".utf8), Data()] {
            #expect {
                try SVGDocument(bytes)
            } throws: { error in
                let message = "\(error)"
                return message.hasPrefix("not an SVG image librsvg can draw: ")
                    && !message.unicodeScalars.contains { $0.properties.generalCategory == .control }
            }
        }
        let huge = Data(count: SVGDocument.largestFile + 1)
        #expect(throws: ImagingError.self) { try SVGDocument(huge) }
        #expect(throws: ImagingError.self) { try SVGDocument(Self.svg("")).render(width: 9000, height: 9000) }
    }

    @Test func sniffsSVGFilesButNotOtherText() {
        #expect(SVGDocument.isSVG(Data("\u{FEFF}\n  <?xml version=\"1.0\"?>\n<svg>".utf8)))
        #expect(SVGDocument.isSVG(Data("<!-- a drawing --><svg viewBox=\"0 0 1 1\"/>".utf8)))
        #expect(SVGDocument.isSVG(Data([0x1F, 0x8B, 0x08])))
        #expect(!SVGDocument.isSVG(Data("# A heading\n<svg>".utf8)))
        #expect(!SVGDocument.isSVG(Data("<html><body></body></html>".utf8)))
    }
}
