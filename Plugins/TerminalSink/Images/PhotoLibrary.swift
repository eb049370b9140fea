import FolioImaging
import FolioPluginAPI
import Foundation

/// Decoded photos for the preview, kept in a small cache so that flipping between pages does
/// not decode the same file again. A photo that cannot be read is remembered as missing.
final class PhotoLibrary {
    /// Decodes a photo at no less than a size in pixels; nil when it cannot.
    typealias Loader = @Sendable (Photo, _ minimum: (width: Int, height: Int)) -> RasterImage?

    private let loader: Loader
    private var cache: [String: RasterImage?] = [:]
    private var order: [String] = []
    /// How many decoded photos are kept.
    static let capacity = 8

    init(loader: @escaping Loader) {
        self.loader = loader
    }

    /// Photos read from the content folder they were found in.
    static func reading(_ folder: ContentFolder) -> PhotoLibrary {
        PhotoLibrary { photo, minimum in
            guard let data = try? folder.file(atRelativePath: photo.path).contents() else { return nil }
            return try? ImageDecoder.decode(data, atLeast: minimum)
        }
    }

    /// The photo decoded at least `minimum` pixels large (rounded up to a power of two so
    /// that small zoom changes reuse the same decode).
    func image(for photo: Photo, minimum: (width: Int, height: Int)) -> RasterImage? {
        let bucket = (width: Self.roundUp(minimum.width), height: Self.roundUp(minimum.height))
        let key = "\(bucket.width)x\(bucket.height) \(photo.path)"
        if let found = cache[key] {
            order.removeAll { $0 == key }
            order.append(key)
            return found
        }
        let image = loader(photo, bucket)
        cache[key] = .some(image)
        order.append(key)
        if order.count > Self.capacity {
            cache[order.removeFirst()] = nil
        }
        return image
    }

    private static func roundUp(_ value: Int) -> Int {
        var size = 16
        while size < value { size *= 2 }
        return size
    }
}
