import Foundation
import Testing

@testable import FolioImaging

@Suite struct ImagingTests {
    /// A gradient with a sharp edge, so that decoding and resizing have something to get wrong.
    func sample(width: Int, height: Int) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [
                    UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), x < width / 2 ? 40 : 200,
                    255,
                ]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    @Test func jpegRoundTripKeepsSizeAndColoursClose() throws {
        let image = sample(width: 64, height: 48)
        let data = try JPEGCodec.encode(image, quality: 95)
        #expect(data.starts(with: [0xFF, 0xD8]))
        let decoded = try JPEGCodec.decode(data)
        #expect(decoded.width == 64 && decoded.height == 48)
        let original = image.pixel(x: 10, y: 10)
        let back = decoded.pixel(x: 10, y: 10)
        #expect(abs(Int(original.red) - Int(back.red)) < 12)
        #expect(abs(Int(original.blue) - Int(back.blue)) < 12)
    }

    @Test func jpegDecodeScalesInTheDCTDomainButNeverBelowTheAskedSize() throws {
        let data = try JPEGCodec.encode(sample(width: 800, height: 600))
        let decoded = try JPEGCodec.decode(data, atLeast: (190, 140))
        #expect(decoded.width == 200 && decoded.height == 150)
        let full = try JPEGCodec.decode(data, atLeast: (801, 10))
        #expect(full.width == 800)
    }

    @Test func pngRoundTripIsLossless() throws {
        var image = sample(width: 17, height: 9)
        image.pixels[3] = 0
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        #expect(decoded == image)
        #expect(decoded.hasTransparency)
    }

    @Test func brokenFilesAreErrorsNotCrashes() throws {
        #expect(throws: ImagingError.self) { try ImageDecoder.decode(Data("GIF89a".utf8)) }
        #expect(throws: ImagingError.self) {
            try PNGCodec.decode(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
        }
        let jpeg = try JPEGCodec.encode(sample(width: 32, height: 32))
        #expect(throws: ImagingError.self) { try JPEGCodec.decode(jpeg.prefix(20)) }
    }

    @Test func aJPEGThatEndsEarlyIsAnErrorNotAHalfGreyPhoto() throws {
        // Past its header, cut in the middle of the entropy-coded data: libjpeg would fill the
        // missing rows with grey and only warn.
        let jpeg = try JPEGCodec.encode(sample(width: 640, height: 480), quality: 95)
        let truncated = jpeg.prefix(jpeg.count / 2)
        #expect(throws: ImagingError.self) { try ImageDecoder.decode(truncated) }
        #expect(throws: ImagingError.self) { try ImageDecoder.renditions(of: truncated, sizes: [(320, 240)]) }
        #expect(try ImageDecoder.decode(jpeg).width == 640)
    }

    @Test func areaAveragingMeansEachBlock() {
        let image = RasterImage(
            width: 2, height: 2, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 0, 0, 255, 255])
        let one = ImageResizer.resize(image, width: 1, height: 1)
        #expect(one.pixel(x: 0, y: 0) == (128, 64, 128, 255))
        let flat = ImageResizer.resize(
            RasterImage(width: 300, height: 200, red: 10, green: 20, blue: 30), width: 97, height: 61)
        #expect(flat.width == 97 && flat.height == 61)
        #expect(Set(stride(from: 0, to: flat.pixels.count, by: 4).map { flat.pixels[$0] }) == [10])
    }

    @Test func transparentPixelsDoNotDarkenEdges() {
        let image = RasterImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 0, 0])
        let one = ImageResizer.resize(image, width: 1, height: 1)
        #expect(one.pixel(x: 0, y: 0) == (255, 0, 0, 128))
    }

    @Test func fittingKeepsProportionsAndNeverEnlarges() {
        #expect(ImageResizer.fitting(width: 1600, height: 900, in: (320, 320)) == (320, 180))
        #expect(ImageResizer.fitting(width: 600, height: 900, in: (320, 320)) == (213, 320))
        #expect(ImageResizer.fitting(width: 100, height: 50, in: (320, 320)) == (100, 50))
    }
}

@Suite struct OrientationTests {
    /// A JPEG of `image` with an APP1 Exif segment whose IFD0 holds `orientation`.
    static func jpeg(_ image: RasterImage, orientation: Int, littleEndian: Bool) throws -> Data {
        let plain = [UInt8](try JPEGCodec.encode(image, quality: 95))
        let order: [UInt8] =
            littleEndian ? [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0] : [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]
        func short(_ value: Int) -> [UInt8] {
            littleEndian ? [UInt8(value & 0xFF), UInt8(value >> 8)] : [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        let entry =
            short(0x0112) + short(3) + (littleEndian ? [1, 0, 0, 0] : [0, 0, 0, 1]) + short(orientation) + [0, 0]
        let tiff = order + short(1) + entry + [0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] =
            [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        return Data(Array(plain[0..<2]) + segment + Array(plain[2...]))
    }

    /// Left half red, right half blue, 40x20.
    static let sample: RasterImage = {
        var pixels: [UInt8] = []
        for _ in 0..<20 { for x in 0..<40 { pixels += x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        return RasterImage(width: 40, height: 20, pixels: pixels)
    }()

    @Test(arguments: [true, false])
    func readsTheOrientationTagInEitherByteOrder(littleEndian: Bool) throws {
        let data = try Self.jpeg(Self.sample, orientation: 6, littleEndian: littleEndian)
        #expect(ExifOrientation.read(fromJPEG: [UInt8](data)) == 6)
        #expect(ExifOrientation.read(fromJPEG: [UInt8](try JPEGCodec.encode(Self.sample))) == 1)
    }

    @Test func decodingTurnsAQuarterTurnedPhotoUpright() throws {
        // Orientation 6: stored pixels must turn 90° clockwise; the red left half ends on top.
        let decoded = try ImageDecoder.decode(try Self.jpeg(Self.sample, orientation: 6, littleEndian: true))
        #expect((decoded.width, decoded.height) == (20, 40))
        #expect(decoded.pixel(x: 10, y: 5).red > 200)
        #expect(decoded.pixel(x: 10, y: 35).blue > 200)
    }

    @Test func everyOrientationKeepsThePixelsAndSwapsSidesForQuarterTurns() {
        for orientation in 1...8 {
            let turned = Self.sample.oriented(orientation)
            let swaps = ExifOrientation.swapsSides(orientation)
            #expect((turned.width, turned.height) == (swaps ? (20, 40) : (40, 20)))
            #expect(turned.pixels.count == Self.sample.pixels.count)
        }
        #expect(Self.sample.oriented(3).pixel(x: 0, y: 0).blue == 255)  // turned half way: blue on the left
        #expect(Self.sample.oriented(2).pixel(x: 0, y: 0).blue == 255)  // mirrored
        #expect(Self.sample.oriented(8).pixel(x: 0, y: 0).blue == 255)  // turned back a quarter: blue on top
    }
}
