/// The largest photos Folio decodes, and the memory it lets decoding take. docs/content.md's "Photo
/// limits" paragraph says the same to users.
package enum PhotoLimits {
    /// The longest side, in pixels, of a photo Folio decodes (JPEG's own limit is 65,500).
    package static let maximumSide = 65_500
    /// The most pixels a photo may have (200 megapixels).
    package static let maximumPixels = 200_000_000
    /// The memory all decodes running at once may hold together, in bytes (256 MiB): a decode
    /// that would need more on its own is refused, and one that would exceed it while others
    /// run waits for them. Ordinary photos need a few MiB, since they are shrunk as they are read.
    package static let decodingMemory = 256 << 20

    /// The most bytes a photo decoded for display (`ImageDecoder.decode`) is kept whole at;
    /// a larger one is shrunk while it is read to the size asked for (64 MiB, 16 megapixels).
    package static let wholeImageBytes = 64 << 20

    /// Refuses a photo larger than the limits.
    static func check(width: Int, height: Int) throws(ImagingError) {
        guard width > 0, height > 0 else { throw ImagingError("the photo has no pixels (\(width)x\(height))") }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw ImagingError(
                "the photo is \(width)x\(height) pixels; Folio decodes photos of at most \(maximumPixels / 1_000_000) megapixels"
                    + " and \(maximumSide) pixels a side")
        }
    }
}
