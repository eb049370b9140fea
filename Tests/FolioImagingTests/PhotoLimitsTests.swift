import Foundation
import Testing

@testable import FolioImaging

/// Photos beyond `PhotoLimits` are refused with a message that says the limit, and decodes
/// never hold more than the shared budget. (That huge photos decode in bounded memory is
/// measured end to end, on the release binary, by PhotoCorpusBuildTests.)
@Suite struct PhotoLimitsTests {
    /// A PNG that is only a header claiming `width` x `height` (limits are checked before any
    /// pixel is read).
    static func pngHeader(width: UInt32, height: UInt32, interlaced: Bool = false) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func chunk(_ kind: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(kind.utf8) + body
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return bigEndian(UInt32(body.count)) + typed + bigEndian(~crc)
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, interlaced ? 1 : 0]
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [])
                + chunk("IEND", []))
    }

    @Test func tooManyPixelsIsRefusedNamingTheLimit() {
        #expect {
            try ImageDecoder.decode(Self.pngHeader(width: 20_000, height: 20_000), atLeast: (480, 480))
        } throws: { error in
            "\(error)".contains("at most 200 megapixels")
        }
    }

    @Test func aSideLongerThanTheLimitIsRefused() {
        #expect(throws: ImagingError.self) {
            try ImageDecoder.decode(Self.pngHeader(width: 70_000, height: 10), atLeast: (480, 1))
        }
    }

    /// An Adam7 PNG is held whole while it is read; one too large for the budget is refused
    /// before any memory is taken.
    @Test func anInterlacedPNGLargerThanTheBudgetIsRefused() {
        #expect {
            try ImageDecoder.renditions(
                of: Self.pngHeader(width: 9_000, height: 8_000, interlaced: true), sizes: [(480, 427)])
        } throws: { error in
            "\(error)".contains("more than Folio's limit of 256 MiB")
        }
    }

    @Test func aReservationLargerThanTheBudgetIsRefusedAndOthersRun() throws {
        let budget = DecodeBudget(capacity: 1000)
        #expect(throws: ImagingError.self) { try budget.withReservation(1001) { 1 } }
        #expect(try budget.withReservation(1000) { 7 } == 7)
        #expect(try budget.withReservation(600) { 5 } == 5)
    }
}
