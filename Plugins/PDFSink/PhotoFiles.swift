import FolioPluginAPI
import Foundation
import PDFCairo

/// The file each photo is drawn from: the original when it gives at most 300 pixels per inch
/// of print at the size drawn (one PDF point is 1/72 inch), else the widest of the asset
/// stage's renditions that does (the narrowest when none does). JPEG files go into the PDF as
/// they are; PNG files are embedded losslessly. Each file is read and made into an image once.
///
/// For a page drawn into pixels (`pixelsPerPoint`), the file is the narrowest that gives at
/// least that many pixels per point, decoded.
final class PhotoFiles {
    /// The most pixels per inch a photo is embedded with.
    static let maximumPPI = 300.0

    let publication: Publication
    /// The pixels a point of the page is drawn with, for a page drawn into pixels; nil for a PDF.
    let pixelsPerPoint: Double?
    private var images: [String: CairoImage?] = [:]

    init(publication: Publication, pixelsPerPoint: Double? = nil) {
        self.publication = publication
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// The image to draw `photo` with, `drawnWidth` points wide; nil when it cannot be read.
    func image(for photo: Photo, drawnWidth: Double) -> CairoImage? {
        let wanted = pixelsPerPoint.map { drawnWidth * $0 } ?? drawnWidth / 72 * Self.maximumPPI
        guard let assets = publication.assets, let asset = assets.catalog.asset(for: photo) else {
            return cached(photo.path) { try? self.original(photo, wantedWidth: wanted) }
        }
        let file =
            pixelsPerPoint == nil
            ? Self.choose(original: asset.original, renditions: asset.renditions, wantedWidth: wanted)
            : Self.covering(original: asset.original, renditions: asset.renditions, wantedWidth: wanted)
        return cached(file.path) {
            guard let data = try? assets.contents(of: file) else { return nil }
            return self.image(data, width: file.width, height: file.height, id: file.path, wantedWidth: wanted)
        }
    }

    /// The file to embed for a photo drawn `wantedWidth` pixels wide at the most.
    static func choose(original: AssetFile, renditions: [AssetFile], wantedWidth: Double) -> AssetFile {
        if Double(original.width) <= wantedWidth + 0.5 { return original }
        let fitting = renditions.filter { Double($0.width) <= wantedWidth + 0.5 }
        return fitting.max { $0.width < $1.width } ?? renditions.min { $0.width < $1.width } ?? original
    }

    /// The file to decode for a photo drawn `wantedWidth` pixels wide: the narrowest at least
    /// that wide, so that no pixel is stretched (else the widest there is).
    static func covering(original: AssetFile, renditions: [AssetFile], wantedWidth: Double) -> AssetFile {
        let files = (renditions + [original]).sorted { $0.width < $1.width }
        return files.first { Double($0.width) >= wantedWidth - 0.5 } ?? files.last ?? original
    }

    private func cached(_ key: String, _ make: () -> CairoImage?) -> CairoImage? {
        if let known = images[key] { return known }
        let made = make()
        images[key] = made
        return made
    }

    private func original(_ photo: Photo, wantedWidth: Double) throws -> CairoImage? {
        let data = try publication.folder.file(atRelativePath: photo.path).contents()
        return image(data, width: photo.width, height: photo.height, id: photo.path, wantedWidth: wantedWidth)
    }

    /// The image of a file of `width` × `height` pixels: decoded (at no less than
    /// `wantedWidth` pixels wide) for a page drawn into pixels, else as the PDF embeds it.
    private func image(_ data: Data, width: Int, height: Int, id: String, wantedWidth: Double) -> CairoImage? {
        if pixelsPerPoint != nil {
            let scale = min(1, wantedWidth / Double(max(width, 1)))
            let least = (
                width: max(1, Int((Double(width) * scale).rounded(.up))),
                height: max(1, Int((Double(height) * scale).rounded(.up)))
            )
            return (try? ImageDecoder.decode(data, atLeast: least)).flatMap { CairoImage(pixels: $0) }
        }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            return CairoImage(jpeg: data, width: width, height: height, uniqueID: id)
        }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return CairoImage(png: data) }
        return nil
    }
}
