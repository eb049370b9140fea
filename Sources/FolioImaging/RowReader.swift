/// A decoder that hands out an image's rows top to bottom as 8-bit RGBA, so that callers can
/// shrink a photo while it is decoded instead of holding it whole.
///
/// A reader lives inside its codec's `withReader` closure, which holds the file's bytes for
/// the C library for as long as the reader exists; it must not be kept past that call.
protocol RowReader {
    /// The stored size of the image, before any scaling.
    var storedWidth: Int { get }
    var storedHeight: Int { get }
    /// Bytes the decoder itself holds while reading at a size of at least `minimum` (a
    /// progressive JPEG's coefficients, an interlaced PNG's whole image), besides one row.
    func workingBytes(atLeast minimum: (width: Int, height: Int)?) -> Int
    /// The size `start(atLeast: minimum)` reads at.
    func outputSize(atLeast minimum: (width: Int, height: Int)?) -> (width: Int, height: Int)
    /// Starts reading at the smallest size the codec can decode to cheaply that is still at
    /// least `minimum` (the stored size when `minimum` is nil); returns the size of the rows.
    mutating func start(atLeast minimum: (width: Int, height: Int)?) throws(ImagingError) -> (width: Int, height: Int)
    /// Reads the next row into `row` (`width * 4` bytes).
    mutating func readRow(into row: UnsafeMutableBufferPointer<UInt8>) throws(ImagingError)
}
