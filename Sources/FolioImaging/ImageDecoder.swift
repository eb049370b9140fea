import Foundation

/// Decodes a PNG or JPEG file, chosen by its signature, to upright pixels (a JPEG's EXIF
/// orientation is applied); an SVG file is drawn by librsvg at each size asked for
/// (`SVGDocument`), its full size being its `rasterSize`.
///
/// Photos are never held whole when a smaller size is asked for: the codec hands out rows
/// (a JPEG already scaled in the DCT domain) and each requested size is area-averaged from
/// them as they arrive, so memory is the outputs plus a few rows whatever the photo's size.
/// Decodes share `PhotoLimits.decodingMemory` through `DecodeBudget`.
public enum ImageDecoder {
    /// A size in pixels.
    public typealias Size = (width: Int, height: Int)

    /// Decodes `data` at full size or, with `atLeast` (upright pixels), at no less than that:
    /// a JPEG as far as the DCT can scale it, and a photo that would still take more than
    /// `PhotoLimits.wholeImageBytes` shrunk while it is read to the smallest size with its
    /// proportions that covers `atLeast`.
    public static func decode(_ data: Data, atLeast minimum: Size? = nil) throws(ImagingError) -> RasterImage {
        try only(
            decode(data, atLeast: minimum) { decoded in
                decoded.width * decoded.height * 4 <= PhotoLimits.wholeImageBytes
                    ? [decoded] : [covering(decoded, minimum)]
            })
    }

    /// The one image of a decode asked for one size.
    static func only(_ images: [RasterImage]) throws(ImagingError) -> RasterImage {
        guard let image = images.first, images.count == 1 else {
            throw ImagingError("the decoder made \(images.count) images, not one")
        }
        return image
    }

    /// Decodes `data` once into each of `sizes` (upright pixels), each area-averaged from the
    /// photo: the same pixels as decoding whole and `ImageResizer.resize`, without the whole.
    public static func renditions(of data: Data, sizes: [Size]) throws(ImagingError) -> [RasterImage] {
        guard let widest = sizes.map(\.width).max(), let tallest = sizes.map(\.height).max() else { return [] }
        return try decode(data, atLeast: (widest, tallest)) { _ in sizes }
    }

    /// The smallest size with `size`'s proportions that covers `minimum`, never above `size`.
    static func covering(_ size: Size, _ minimum: Size?) -> Size {
        guard let minimum else { return size }
        let scale = min(
            1, max(Double(minimum.width) / Double(size.width), Double(minimum.height) / Double(size.height)))
        guard scale < 1 else { return size }
        return (
            min(size.width, max(1, Int((Double(size.width) * scale).rounded(.up)))),
            min(size.height, max(1, Int((Double(size.height) * scale).rounded(.up))))
        )
    }

    private static func decode(
        _ data: Data, atLeast minimum: Size?, sizes: (Size) -> [Size]
    ) throws(ImagingError) -> [RasterImage] {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return try decodePNG(data, atLeast: minimum, sizes: sizes)
        }
        if data.starts(with: [0xFF, 0xD8]) {
            let orientation = ExifOrientation.read(fromJPEG: [UInt8](data.prefix(1 << 20)))
            return try decodeJPEG(data, orientation: orientation, atLeast: minimum, sizes: sizes)
        }
        if SVGDocument.isSVG(data) { return try drawSVG(data, atLeast: minimum, sizes: sizes) }
        throw ImagingError("not a PNG, JPEG or SVG image")
    }

    /// Decodes a PNG into `sizes(the PNG's size)`.
    static func decodePNG(_ data: Data, atLeast minimum: Size?, sizes: (Size) -> [Size]) throws(ImagingError)
        -> [RasterImage]
    {
        try PNGRowReader.withReader(data) { (reader: inout PNGRowReader) throws(ImagingError) in
            try stream(&reader, orientation: 1, atLeast: minimum, sizes: sizes)
        }
    }

    /// Decodes a JPEG into `sizes(its upright size once DCT-scaled to at least minimum)`,
    /// turned upright as EXIF `orientation` says (1 keeps the stored pixels).
    static func decodeJPEG(
        _ data: Data, orientation: Int, atLeast minimum: Size?, sizes: (Size) -> [Size]
    ) throws(ImagingError) -> [RasterImage] {
        try JPEGRowReader.withReader(data) { (reader: inout JPEGRowReader) throws(ImagingError) in
            try stream(&reader, orientation: orientation, atLeast: minimum, sizes: sizes)
        }
    }

    /// Draws an SVG into `sizes(its raster size, shrunk to cover minimum)`, each from the
    /// vectors, within the decoding budget (librsvg's surface and the pixels copied out of it).
    static func drawSVG(_ data: Data, atLeast minimum: Size?, sizes: (Size) -> [Size]) throws(ImagingError)
        -> [RasterImage]
    {
        let document = try SVGDocument(data)
        let targets = sizes(covering(document.rasterSize, minimum))
        let bytes = targets.reduce(0) { $0 + $1.width * $1.height * 8 }
        return try DecodeBudget.shared.withReservation(bytes) { () throws(ImagingError) -> [RasterImage] in
            var images: [RasterImage] = []
            for target in targets { images.append(try document.render(width: target.width, height: target.height)) }
            return images
        }
    }

    /// Reads every row of `reader` into one area-averaging resampler per size, then turns the
    /// results upright. `minimum` and `sizes` are upright; the reader's rows are as stored.
    private static func stream<Reader: RowReader>(
        _ reader: inout Reader, orientation: Int, atLeast minimum: Size?, sizes: (Size) -> [Size]
    ) throws(ImagingError) -> [RasterImage] {
        try PhotoLimits.check(width: reader.storedWidth, height: reader.storedHeight)
        let swaps = ExifOrientation.swapsSides(orientation)
        let stored = { (size: Size) -> Size in swaps ? (size.height, size.width) : size }
        let storedMinimum = minimum.map(stored)
        let targets = sizes(stored(reader.outputSize(atLeast: storedMinimum))).map(stored)
        let bytes = targets.reduce(reader.workingBytes(atLeast: storedMinimum) + reader.storedWidth * 4) {
            $0 + AreaResampler.workingBytes(width: $1.width, height: $1.height)
        }
        return try DecodeBudget.shared.withReservation(bytes) { () throws(ImagingError) -> [RasterImage] in
            let size = try reader.start(atLeast: storedMinimum)
            guard size == reader.outputSize(atLeast: storedMinimum) else {
                throw ImagingError("the decoder changed the photo's size")
            }
            var resamplers = targets.map {
                AreaResampler(sourceWidth: size.width, sourceHeight: size.height, width: $0.width, height: $0.height)
            }
            var row = [UInt8](repeating: 0, count: size.width * 4)
            for _ in 0..<size.height {
                try row.withUnsafeMutableBufferPointer {
                    (buffer: inout UnsafeMutableBufferPointer<UInt8>) throws(ImagingError) in
                    try reader.readRow(into: buffer)
                }
                row.withUnsafeBufferPointer { row in
                    for index in resamplers.indices { resamplers[index].add(row: row) }
                }
            }
            return resamplers.map { $0.image().oriented(orientation) }
        }
    }
}
