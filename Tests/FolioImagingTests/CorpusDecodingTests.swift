import Foundation
import Testing

@testable import FolioImaging

/// The decoders on every shape of the photo corpus (tools/make-photo-corpus): each decodes at
/// its upright size, shows its picture upright, and its renditions are the pixels of decoding
/// whole and resizing.
@Suite struct CorpusDecodingTests {
    static let names: [String] =
        ((try? PhotoCorpus.shared.get())?.entries.keys.sorted()) ?? ["(the corpus could not be made)"]

    @Test(arguments: names) func decodesUprightAtItsSize(_ name: String) throws {
        let corpus = try PhotoCorpus.shared.get()
        let entry = try #require(corpus.entries[name])
        let image = try ImageDecoder.decode(try corpus.data(name))
        #expect(image.width == entry.width && image.height == entry.height, "\(name): \(image.width)x\(image.height)")
        #expect(PhotoCorpus.isUpright(image), "\(name) is not upright")
    }

    @Test(arguments: names) func renditionsAreUprightAndOfTheAskedSizes(_ name: String) throws {
        let corpus = try PhotoCorpus.shared.get()
        let entry = try #require(corpus.entries[name])
        let sizes = [480, 320, 97].map { width in
            (width, max(1, Int((Double(entry.height) * Double(width) / Double(entry.width)).rounded())))
        }
        let renditions = try ImageDecoder.renditions(of: try corpus.data(name), sizes: sizes)
        #expect(renditions.map(\.width) == sizes.map(\.0) && renditions.map(\.height) == sizes.map(\.1))
        for rendition in renditions {
            #expect(
                PhotoCorpus.isUpright(rendition), "\(name) at \(rendition.width)x\(rendition.height) is not upright")
        }
    }

    /// Renditions made from rows as they are decoded are exactly those of decoding whole (for
    /// a JPEG, at the same DCT scale) and resizing, as the asset stage did before.
    @Test(arguments: [
        "png-macos-export.png", "png-rgba.png", "png-palette-trns.png", "png-grey-alpha.png", "png-adam7.png",
        "jpeg-baseline.jpg", "jpeg-progressive.jpg", "jpeg-cmyk-photoshop.jpg",
    ])
    func streamedRenditionsEqualDecodeThenResize(_ name: String) throws {
        let data = try PhotoCorpus.shared.get().data(name)
        let sizes = [(960, 640), (480, 320), (320, 213)]
        let whole = name.hasSuffix(".png") ? try PNGCodec.decode(data) : try JPEGCodec.decode(data, atLeast: (960, 640))
        let streamed = try ImageDecoder.renditions(of: data, sizes: sizes)
        for (rendition, size) in zip(streamed, sizes) {
            #expect(rendition == ImageResizer.resize(whole, width: size.0, height: size.1), "\(name) at \(size)")
        }
    }

    /// The same picture stored every way PNG allows decodes to the same pixels.
    @Test func everyPNGEncodingOfOnePictureDecodesAlike() throws {
        let corpus = try PhotoCorpus.shared.get()
        let reference = try PNGCodec.decode(try corpus.data("png-macos-export.png"))
        #expect(try PNGCodec.decode(try corpus.data("png-adam7.png")) == reference)
        #expect(try PNGCodec.decode(try corpus.data("png-rgb-16bit.png")) == reference)
        let grey = try PNGCodec.decode(try corpus.data("png-grey.png"))
        #expect(try PNGCodec.decode(try corpus.data("png-grey-16bit.png")) == grey)
        #expect(try PNGCodec.decode(try corpus.data("png-palette-trns.png")).hasTransparency)
        #expect(try !PNGCodec.decode(try corpus.data("png-palette.png")).hasTransparency)
    }

    /// Photoshop's CMYK and YCCK JPEGs (Adobe marker, inverted values) come out in the colours
    /// of the RGB original, as Pillow and browsers show them.
    @Test(arguments: ["jpeg-cmyk-photoshop.jpg", "jpeg-ycck-photoshop.jpg"]) func photoshopCMYKHasTheOriginalColours(
        _ name: String
    ) throws {
        let corpus = try PhotoCorpus.shared.get()
        let rgb = try ImageDecoder.decode(try corpus.data("jpeg-baseline.jpg"))
        let cmyk = try ImageDecoder.decode(try corpus.data(name))
        #expect(PhotoCorpus.meanDifference(rgb, cmyk) < 12, "\(name): \(PhotoCorpus.meanDifference(rgb, cmyk))")
    }

    @Test func anEmbeddedICCProfileDoesNotChangeThePixels() throws {
        let corpus = try PhotoCorpus.shared.get()
        #expect(
            try ImageDecoder.decode(try corpus.data("jpeg-icc.jpg"))
                == ImageDecoder.decode(try corpus.data("jpeg-baseline.jpg")))
    }
}
