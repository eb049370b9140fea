import FolioTestSupport
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

@Suite struct ImageInfoTests {
    @Test func readsPNGSizeFromIHDR() throws {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0x03, 0x20, 0, 0, 0x02, 0x58] + [8, 2, 0, 0, 0]
        let info = try ImageInfo.parse(Data(bytes))
        #expect(info == ImageInfo(format: .png, width: 800, height: 600))
    }

    @Test func readsJPEGSizeBehindAnAPPSegment() throws {
        var bytes: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0] + Array(repeating: 0, count: 9)
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03] + Array(repeating: 0, count: 9)
        let info = try ImageInfo.parse(Data(bytes))
        #expect(info == ImageInfo(format: .jpeg, width: 640, height: 480))
    }

    /// Read headers are remembered per file version: rewriting the file at the same path, even
    /// to the same size, gives the new size.
    @Test func aRewrittenFileIsReadAgain() throws {
        func png(width: UInt8, height: UInt8) -> Data {
            let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
            return Data(bytes + Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height] + [8, 2, 0, 0, 0])
        }
        let folder = try TemporaryFolder()
        let url = try folder.write("a.png", data: png(width: 3, height: 2))
        #expect(try ImageInfo.read(contentsOf: url) == ImageInfo(format: .png, width: 3, height: 2))
        #expect(try ImageInfo.read(contentsOf: url) == ImageInfo(format: .png, width: 3, height: 2))
        try png(width: 5, height: 7).write(to: url)
        #expect(try ImageInfo.read(contentsOf: url) == ImageInfo(format: .png, width: 5, height: 7))
    }

    @Test func refusesTruncatedAndForeignFiles() {
        #expect(throws: ImageInfoError.truncated) { try ImageInfo.parse(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00])) }
        #expect(throws: ImageInfoError.notAnImage) { try ImageInfo.parse(Data("GIF89a".utf8)) }
    }
}

@Suite struct ImageInfoOrientationTests {
    @Test func aQuarterTurnedJPEGReportsItsUprightSize() throws {
        var bytes: [UInt8] = [0xFF, 0xD8]
        let tiff: [UInt8] = [
            0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
        ]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        bytes += [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03] + Array(repeating: 0, count: 9)
        let info = try ImageInfo.parse(Data(bytes))
        #expect(info == ImageInfo(format: .jpeg, width: 480, height: 640))
    }
}
