import FolioModel
import Foundation

extension ContentFile {
    /// The file's text, read as `contents()` reads it and decoded as UTF-8 (a leading
    /// byte-order mark dropped), or an error located at the first byte that is not UTF-8 (its
    /// line and column, its byte offset and value) or saying why the file cannot be read.
    public func text() -> Result<String, Diagnostic> {
        let data: Data
        do { data = try contents() } catch { return .failure(.error(error.description, at: location())) }
        return text(of: data)
    }

    /// `data`, this file's bytes, decoded as `text()` decodes them.
    package func text(of data: Data) -> Result<String, Diagnostic> {
        let hasByteOrderMark = data.starts(with: [0xEF, 0xBB, 0xBF])
        // Fast path: the standard library validates (and copies) valid UTF-8 in one pass; the
        // byte-by-byte search below only runs to locate the error in a file that is not.
        if let text = String(validating: hasByteOrderMark ? data.dropFirst(3) : data, as: UTF8.self) {
            return .success(text)
        }
        var bytes = [UInt8](data)
        if hasByteOrderMark { bytes.removeFirst(3) }
        guard let offset = UTF8Validation.firstInvalidOffset(bytes) else {
            return .success(String(decoding: bytes, as: UTF8.self))
        }
        let skipped = data.count - bytes.count
        let (line, column) = UTF8Validation.lineAndColumn(of: offset, in: bytes)
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        return .failure(
            .error(
                "the file is not valid UTF-8: byte offset \(offset + skipped) (0x\(byte)) cannot be decoded; save the file as UTF-8",
                at: location(line: line, column: column)))
    }
}
