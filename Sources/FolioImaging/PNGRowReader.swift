import CPNG
import Foundation

/// Reads a PNG row by row with libpng (through the `folio_png_*` functions of CPNG's shim,
/// which catch libpng's longjmp errors in C). Every colour type comes out as 8-bit RGBA.
///
/// Lifetime: libpng reads the file through a pointer it keeps from `folio_png_open` to
/// `folio_png_close`; `withReader` makes both calls, and every read between them, inside one
/// `withUnsafeBytes` closure, so the bytes outlive the C reader.
struct PNGRowReader: RowReader {
    private let reader: UnsafeMutablePointer<folio_png_reader>
    let storedWidth: Int
    let storedHeight: Int
    private let interlaced: Bool
    /// An interlaced image, read whole on `start` (Adam7 rows are only complete after the last pass).
    private var whole: [UInt8] = []
    private var nextRow = 0

    private init(_ reader: UnsafeMutablePointer<folio_png_reader>) {
        self.reader = reader
        storedWidth = Int(reader.pointee.width)
        storedHeight = Int(reader.pointee.height)
        interlaced = reader.pointee.interlaced != 0
    }

    /// Opens `data`, reads its header and runs `body` with the reader.
    static func withReader<Result>(
        _ data: Data, _ body: (inout PNGRowReader) throws(ImagingError) -> Result
    ) throws(ImagingError) -> Result {
        let outcome = data.withUnsafeBytes { bytes -> Swift.Result<Result, ImagingError> in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress,
                let opened = folio_png_open(base, bytes.count, UInt32(PhotoLimits.maximumSide))
            else { return .failure(ImagingError("cannot decode the PNG: out of memory")) }
            defer { folio_png_close(opened) }
            if opened.pointee.failed != 0 {
                return .failure(ImagingError("not a readable PNG: \(Self.message(opened))"))
            }
            var reader = PNGRowReader(opened)
            do throws(ImagingError) {
                return .success(try body(&reader))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    func workingBytes(atLeast minimum: (width: Int, height: Int)?) -> Int {
        interlaced ? storedWidth * storedHeight * 4 : 0
    }

    func outputSize(atLeast minimum: (width: Int, height: Int)?) -> (width: Int, height: Int) {
        (storedWidth, storedHeight)
    }

    mutating func start(atLeast minimum: (width: Int, height: Int)?) throws(ImagingError) -> (width: Int, height: Int) {
        if interlaced {
            whole = [UInt8](repeating: 0, count: storedWidth * storedHeight * 4)
            let rowLength = storedWidth * 4
            let status = whole.withUnsafeMutableBufferPointer { pixels -> Int32 in
                guard let base = pixels.baseAddress else { return -1 }
                var rows: [UnsafeMutablePointer<UInt8>?] = (0..<storedHeight).map { base + $0 * rowLength }
                return rows.withUnsafeMutableBufferPointer { folio_png_read_image(reader, $0.baseAddress) }
            }
            guard status == 0 else { throw ImagingError("cannot decode the PNG: \(Self.message(reader))") }
        }
        return (storedWidth, storedHeight)
    }

    mutating func readRow(into row: UnsafeMutableBufferPointer<UInt8>) throws(ImagingError) {
        let rowLength = storedWidth * 4
        precondition(row.count >= rowLength && nextRow < storedHeight, "PNGRowReader: row out of place")
        defer { nextRow += 1 }
        if interlaced {
            _ = whole.withUnsafeBufferPointer {
                row.update(fromContentsOf: $0[(nextRow * rowLength)..<((nextRow + 1) * rowLength)])
            }
            return
        }
        guard folio_png_read_row(reader, row.baseAddress) == 0 else {
            throw ImagingError("cannot decode the PNG: \(Self.message(reader))")
        }
    }

    private static func message(_ reader: UnsafeMutablePointer<folio_png_reader>) -> String {
        withUnsafeBytes(of: &reader.pointee.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
