import FolioPluginAPI
import Foundation

/// The image files of the book's photos: for each photo, the narrowest of the asset stage's
/// files (renditions and original) at least twice as wide as the photo is drawn, in CSS pixels,
/// so that a high-density screen shows no stretched pixel (else the widest there is); a
/// publication without assets reads the original. JPEG, PNG and GIF files go in as they are;
/// any other format (SVG, WebP, ...) is decoded and written as PNG, a core media type of
/// EPUB 3 that needs no fallback. Each file is read once.
final class EPUBPhotos {
    /// One image of the book.
    struct Image {
        /// Its path in the book (`images/HASH.jpg`).
        var path: String
        var data: Data
        /// `image/jpeg`, `image/png` or `image/gif`.
        var mediaType: String
    }

    /// The pixels a CSS pixel of the page is given at the most.
    static let pixelsPerCSSPixel = 2.0

    let publication: Publication
    /// The images, in the order they were first asked for.
    private(set) var images: [Image] = []
    private var bySource: [String: Int?] = [:]

    init(publication: Publication) {
        self.publication = publication
    }

    /// The image `photo` is drawn from at `drawnWidth` CSS pixels; nil when no file can be read.
    func image(for photo: Photo, drawnWidth: Double) -> Image? {
        let wanted = drawnWidth * Self.pixelsPerCSSPixel
        let source: (key: String, read: () throws -> Data)
        if let assets = publication.assets, let asset = assets.catalog.asset(for: photo) {
            let files = (asset.renditions + [asset.original]).sorted { $0.width < $1.width }
            let file = files.first { Double($0.width) >= wanted - 0.5 } ?? files.last ?? asset.original
            source = (file.path, { try assets.contents(of: file) })
        } else {
            source = (photo.path, { try self.publication.folder.file(atRelativePath: photo.path).contents() })
        }
        if let known = bySource[source.key] { return known.map { images[$0] } }
        let made = (try? source.read()).flatMap(Self.image(from:))
        if let made {
            if let existing = images.firstIndex(where: { $0.path == made.path }) {
                bySource[source.key] = existing
            } else {
                images.append(made)
                bySource[source.key] = images.count - 1
            }
        } else {
            bySource[source.key] = .some(nil)
        }
        return made
    }

    /// The book's image of a file's bytes, by their format; nil when it cannot be read.
    static func image(from data: Data) -> Image? {
        let kinds: [(magic: [UInt8], type: String, suffix: String)] = [
            ([0xFF, 0xD8, 0xFF], "image/jpeg", "jpg"), ([0x89, 0x50, 0x4E, 0x47], "image/png", "png"),
            (Array("GIF8".utf8), "image/gif", "gif"),
        ]
        if let kind = kinds.first(where: { data.starts(with: $0.magic) }) {
            return Image(path: "images/\(ContentHash.name(of: data)).\(kind.suffix)", data: data, mediaType: kind.type)
        }
        guard let pixels = try? ImageDecoder.decode(data), let png = try? PNGCodec.encode(pixels) else { return nil }
        return Image(path: "images/\(ContentHash.name(of: png)).png", data: png, mediaType: "image/png")
    }
}
