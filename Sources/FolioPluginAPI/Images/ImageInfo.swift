import FolioImaging
import Foundation

/// The format and pixel size of a PNG or JPEG, read from the file's header without decoding,
/// or of an SVG, parsed whole by librsvg (`SVGDocument`). The size is the upright one: a JPEG
/// whose EXIF orientation turns it a quarter has its stored width and height swapped, as
/// browsers and Folio's renditions show it. An SVG's is the size its pixels are made at
/// (`SVGDocument.rasterSize`: 1600 pixels wide, in its proportions). What a source makes a
/// `Photo` of an image file with: `ContentFolder.imageInfo(of:)`.
public struct ImageInfo: Sendable, Equatable, Hashable {
    /// The image formats Folio reads.
    public enum Format: String, Sendable, Equatable, Hashable {
        /// A PNG image.
        case png
        /// A JPEG image.
        case jpeg
        /// An SVG image: readers get PNG renditions of it, the PDF its vectors.
        case svg

        /// The extension of the files the asset stage makes for an image of this format: an
        /// SVG's are PNG.
        public var renditionExtension: String { self == .jpeg ? "jpg" : "png" }
    }

    /// The format found in the file's signature.
    public var format: Format
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates image info.
    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The file extensions Folio treats as photos.
    public static let extensions: Set<String> = ["jpg", "jpeg", "png", "svg", "svgz"]

    /// Reads the header of the file at `url`: only the first bytes of a PNG or JPEG, the whole
    /// of an SVG. Not remembered: the build's `read(contentsOf:)` remembers what it read.
    package static func reading(contentsOf url: URL) throws(ImageInfoError) -> ImageInfo {
        guard let handle = try? FileHandle(forReadingFrom: url) else { throw .unreadable }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: headerLimit) else { throw .unreadable }
        guard SVGDocument.isSVG(data) else { return try parse(data) }
        let rest = SVGDocument.largestFile + 1 - data.count
        guard let more = try? handle.read(upToCount: max(rest, 0)) else { throw .unreadable }
        return try parse(data + more)
    }

    /// Reads the header of the content file `file`, confined to its content folder as every
    /// content read is (`ContentFile.contents(upTo:)`). Not remembered: the build's
    /// `read(_:)` remembers what it read.
    package static func reading(_ file: ContentFile) throws(ImageInfoError) -> ImageInfo {
        guard let data = try? file.contents(upTo: headerLimit) else { throw .unreadable }
        guard SVGDocument.isSVG(data) else { return try parse(data) }
        guard let whole = try? file.contents(upTo: SVGDocument.largestFile + 1) else { throw .unreadable }
        return try parse(whole)
    }

    /// How much of a file a header read takes: a JPEG's frame header can sit behind large
    /// EXIF or ICC segments; 1 MiB covers it.
    private static let headerLimit = 1 << 20

    /// Parses the leading bytes of a PNG or JPEG file, or the whole of an SVG file.
    public static func parse(_ data: Data) throws(ImageInfoError) -> ImageInfo {
        if SVGDocument.isSVG(data) {
            let document: SVGDocument
            do { document = try SVGDocument(data) } catch { throw .badSVG(error.message) }
            let size = document.rasterSize
            return ImageInfo(format: .svg, width: size.width, height: size.height)
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return try parsePNG(bytes)
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            return try parseJPEG(bytes)
        }
        throw .notAnImage
    }

    private static func parsePNG(_ bytes: [UInt8]) throws(ImageInfoError) -> ImageInfo {
        // Signature (8), chunk length (4), "IHDR" (4), width (4), height (4).
        guard bytes.count >= 24, bytes[12...15].elementsEqual("IHDR".utf8) else { throw .truncated }
        let width = bigEndian(bytes, at: 16, count: 4)
        let height = bigEndian(bytes, at: 20, count: 4)
        guard width > 0, height > 0 else { throw .truncated }
        return ImageInfo(format: .png, width: width, height: height)
    }

    private static func parseJPEG(_ bytes: [UInt8]) throws(ImageInfoError) -> ImageInfo {
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { throw .truncated }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { throw .truncated }
            let isFrameHeader = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrameHeader {
                guard index + 9 <= bytes.count else { throw .truncated }
                let height = bigEndian(bytes, at: index + 5, count: 2)
                let width = bigEndian(bytes, at: index + 7, count: 2)
                guard width > 0, height > 0 else { throw .truncated }
                if ExifOrientation.swapsSides(ExifOrientation.read(fromJPEG: bytes)) {
                    return ImageInfo(format: .jpeg, width: height, height: width)
                }
                return ImageInfo(format: .jpeg, width: width, height: height)
            }
            if marker == 0xD9 || marker == 0xDA { break }  // end of image or start of scan
            index += 2 + length
        }
        throw .truncated
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        guard offset + count <= bytes.count else { return 0 }
        return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}

/// Why an image header could not be read.
public enum ImageInfoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable
    /// The file is neither a PNG nor a JPEG.
    case notAnImage
    /// The header ends before the size.
    case truncated
    /// The file looks like an SVG, but librsvg cannot read it (why is given).
    case badSVG(String)

    public var description: String {
        switch self {
        case .unreadable: "the file cannot be read"
        case .notAnImage: "not a PNG, JPEG or SVG image"
        case .truncated: "the image header is truncated or damaged"
        case .badSVG(let why): "a damaged SVG image (\(why))"
        }
    }
}
