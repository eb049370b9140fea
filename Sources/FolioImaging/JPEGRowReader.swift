import CTurboJPEG
import Foundation

/// Reads a JPEG row by row with libjpeg-turbo's libjpeg API (through the `folio_jpeg_*`
/// functions of CTurboJPEG's shim, which catch libjpeg's longjmp errors in C), scaled in the
/// DCT domain when a smaller size is enough. Rows come out as 8-bit RGBA; CMYK and YCCK files
/// (as Photoshop writes them, with an Adobe APP14 marker and inverted values) are converted.
///
/// Lifetime: `jpeg_mem_src` keeps a pointer to the file from `folio_jpeg_open` to
/// `folio_jpeg_close`; `withReader` makes both calls, and every read between them, inside one
/// `withUnsafeBytes` closure, so the bytes outlive the C reader.
struct JPEGRowReader: RowReader {
    private let reader: UnsafeMutablePointer<folio_jpeg_reader>
    let storedWidth: Int
    let storedHeight: Int
    private var width = 0

    private init(_ reader: UnsafeMutablePointer<folio_jpeg_reader>) {
        self.reader = reader
        storedWidth = Int(reader.pointee.width)
        storedHeight = Int(reader.pointee.height)
    }

    /// Opens `data`, reads its header and runs `body` with the reader.
    static func withReader<Result>(
        _ data: Data, _ body: (inout JPEGRowReader) throws(ImagingError) -> Result
    ) throws(ImagingError) -> Result {
        let outcome = data.withUnsafeBytes { bytes -> Swift.Result<Result, ImagingError> in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress,
                let opened = folio_jpeg_open(base, UInt(bytes.count), PhotoLimits.decodingMemory)
            else { return .failure(ImagingError("cannot decode the JPEG: out of memory")) }
            defer { folio_jpeg_close(opened) }
            if opened.pointee.failed != 0 {
                return .failure(ImagingError("not a readable JPEG: \(Self.message(opened))"))
            }
            var reader = JPEGRowReader(opened)
            do throws(ImagingError) {
                return .success(try body(&reader))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    func workingBytes(atLeast minimum: (width: Int, height: Int)?) -> Int {
        Int(clamping: reader.pointee.coefficient_bytes)
    }

    func outputSize(atLeast minimum: (width: Int, height: Int)?) -> (width: Int, height: Int) {
        let factor = scale(atLeast: minimum)
        return (
            (storedWidth * factor.numerator + factor.denominator - 1) / factor.denominator,
            (storedHeight * factor.numerator + factor.denominator - 1) / factor.denominator
        )
    }

    private func scale(atLeast minimum: (width: Int, height: Int)?) -> (numerator: Int, denominator: Int) {
        minimum.map { Self.scale(width: storedWidth, height: storedHeight, atLeast: $0) } ?? (1, 1)
    }

    mutating func start(atLeast minimum: (width: Int, height: Int)?) throws(ImagingError) -> (width: Int, height: Int) {
        let factor = scale(atLeast: minimum)
        guard folio_jpeg_start(reader, UInt32(factor.numerator), UInt32(factor.denominator)) == 0 else {
            throw ImagingError("cannot decode the JPEG: \(Self.message(reader))")
        }
        width = Int(reader.pointee.output_width)
        return (width, Int(reader.pointee.output_height))
    }

    mutating func readRow(into row: UnsafeMutableBufferPointer<UInt8>) throws(ImagingError) {
        precondition(row.count >= width * 4, "JPEGRowReader: row too short")
        guard folio_jpeg_read_row(reader, row.baseAddress) == 0 else {
            throw ImagingError("cannot decode the JPEG: \(Self.message(reader))")
        }
        if reader.pointee.is_cmyk != 0 {
            Self.convertCMYK(row, count: width, inverted: reader.pointee.adobe_inverted != 0)
        }
    }

    /// CMYK to RGBA in place: each channel is what the ink leaves of white. Adobe files store
    /// the values inverted (255 is no ink), so there the stored values are the light left.
    private static func convertCMYK(_ row: UnsafeMutableBufferPointer<UInt8>, count: Int, inverted: Bool) {
        for pixel in stride(from: 0, to: count * 4, by: 4) {
            var light = (Int(row[pixel]), Int(row[pixel + 1]), Int(row[pixel + 2]), Int(row[pixel + 3]))
            if !inverted { light = (255 - light.0, 255 - light.1, 255 - light.2, 255 - light.3) }
            row[pixel] = UInt8((light.0 * light.3 + 127) / 255)
            row[pixel + 1] = UInt8((light.1 * light.3 + 127) / 255)
            row[pixel + 2] = UInt8((light.2 * light.3 + 127) / 255)
            row[pixel + 3] = 255
        }
    }

    /// The smallest scale libjpeg-turbo decodes to (M/8, never above 1) whose size is still at
    /// least `minimum` on both sides.
    static func scale(width: Int, height: Int, atLeast minimum: (width: Int, height: Int)) -> (
        numerator: Int, denominator: Int
    ) {
        var best = (numerator: 1, denominator: 1)
        var bestPixels = width * height
        for numerator in 1...8 {
            let scaledWidth = (width * numerator + 7) / 8
            let scaledHeight = (height * numerator + 7) / 8
            if scaledWidth >= minimum.width, scaledHeight >= minimum.height, scaledWidth * scaledHeight < bestPixels {
                best = (numerator, 8)
                bestPixels = scaledWidth * scaledHeight
            }
        }
        return best
    }

    private static func message(_ reader: UnsafeMutablePointer<folio_jpeg_reader>) -> String {
        withUnsafeBytes(of: &reader.pointee.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
