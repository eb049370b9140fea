import FolioPluginAPI
import Foundation
import PDFCairo

/// The file each photo is drawn from: the original when it gives at most 300 pixels per inch
/// of print at the size drawn (one PDF point is 1/72 inch), else the widest of the asset
/// stage's renditions that does (the narrowest when none does). JPEG files go into the PDF as
/// they are; PNG files are embedded losslessly. Each file is read and made into an image once.
final class PhotoFiles {
    /// The most pixels per inch a photo is embedded with.
    static let maximumPPI = 300.0

    let publication: Publication
    private var images: [String: CairoImage?] = [:]

    init(publication: Publication) {
        self.publication = publication
    }

    /// The image to draw `photo` with, `drawnWidth` points wide; nil when it cannot be read.
    func image(for photo: Photo, drawnWidth: Double) -> CairoImage? {
        let wanted = drawnWidth / 72 * Self.maximumPPI
        guard let assets = publication.assets, let asset = assets.catalog.asset(for: photo) else {
            return cached(photo.path) { try? self.original(photo) }
        }
        let file = Self.choose(original: asset.original, renditions: asset.renditions, wantedWidth: wanted)
        return cached(file.path) {
            guard let data = try? assets.contents(of: file) else { return nil }
            return Self.image(data, width: file.width, height: file.height, id: file.path)
        }
    }

    /// The file to embed for a photo drawn `wantedWidth` pixels wide at the most.
    static func choose(original: AssetFile, renditions: [AssetFile], wantedWidth: Double) -> AssetFile {
        if Double(original.width) <= wantedWidth + 0.5 { return original }
        let fitting = renditions.filter { Double($0.width) <= wantedWidth + 0.5 }
        return fitting.max { $0.width < $1.width } ?? renditions.min { $0.width < $1.width } ?? original
    }

    private func cached(_ key: String, _ make: () -> CairoImage?) -> CairoImage? {
        if let known = images[key] { return known }
        let made = make()
        images[key] = made
        return made
    }

    private func original(_ photo: Photo) throws -> CairoImage? {
        let data = try publication.folder.file(atRelativePath: photo.path).contents()
        return Self.image(data, width: photo.width, height: photo.height, id: photo.path)
    }

    private static func image(_ data: Data, width: Int, height: Int, id: String) -> CairoImage? {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            return CairoImage(jpeg: data, width: width, height: height, uniqueID: id)
        }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return CairoImage(png: data) }
        return nil
    }
}
