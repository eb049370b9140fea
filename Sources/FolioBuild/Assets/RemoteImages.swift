import FolioCache
import FolioModel
import FolioPluginAPI
import Foundation

/// Images that content names by URL (`![A chart](https://example.org/chart.png)`): each is
/// fetched once into the content folder's `remoteImages` folder (the build cache's `remote/`)
/// and then used like a photo of the content folder, under its URL as its path. One that
/// cannot be fetched (offline, 404, too large, too slow, not an image) gets a warning at the
/// reference and a placeholder with its alt text (`RemoteImagePlaceholder`) in its place,
/// which a build that reads the article `retryAfter` later tries to replace. Each file has a
/// sealed record beside it (`RemoteImageRecord`): a file or record that is damaged is fetched
/// again, with one warning, as every damaged file of the cache is made again.
package enum RemoteImages {
    /// The fetcher every build uses.
    package static let fetcher = RemoteImageFetcher()

    /// Where a run without a build cache (`folio preview`, `folio paginate`) keeps remote
    /// images: a folder of the user's in the system's temporary folder.
    package static var cacheWithoutBuildCache: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("folio-\(getuid())")
    }

    /// The photo for the image at `url`, and a warning when a placeholder stands in for it;
    /// an error when the URL is not one Folio fetches or nothing can be written.
    package static func photo(
        _ url: String, alt: String?, caption: String?, folder: ContentFolder, at location: SourceLocation,
        fetcher: RemoteImageFetcher = fetcher
    ) -> (photo: Photo?, diagnostic: Diagnostic?) {
        guard let store = folder.remoteImages else {
            return (
                nil,
                .error(
                    "cannot use image '\(url)': remote images are fetched only by a build with a cache", at: location)
            )
        }
        guard let parsed = URL(string: url), let host = parsed.host, !host.isEmpty else {
            return (nil, .error("cannot use image '\(url)': not a URL Folio can fetch", at: location))
        }
        let file = folder.file(atRelativePath: url)
        let warning = { (why: String) in
            Diagnostic.warning(
                "cannot fetch image '\(url)': \(why); a placeholder with its alt text stands in for it", at: location)
        }
        var diagnostic: Diagnostic?
        let found = stored(file.url)
        switch found {
        case .fetched: break
        case .failedRecently(let why): diagnostic = warning(why)
        case .absent, .damaged:
            if case .damaged(let damage) = found { diagnostic = damage.warning(at: location) }
            do {
                try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
                switch fetchImage(parsed, fetcher: fetcher) {
                case .success(let data):
                    try RemoteImageRecord.store(data, at: file.url, failure: nil)
                case .failure(let why):
                    try RemoteImageRecord.store(
                        RemoteImagePlaceholder.svg(alt: alt, url: url), at: file.url, failure: "\(why)")
                    diagnostic = warning("\(why)")
                }
            } catch {
                return (
                    nil,
                    .error("cannot keep image '\(url)' in '\(store.path)': \(SystemError.words(error))", at: location)
                )
            }
        }
        let info: ImageInfo
        do { info = try ImageInfo.read(file) } catch {
            return (nil, .error("cannot use image '\(url)': \(error)", at: location))
        }
        return (Photo(path: url, width: info.width, height: info.height, caption: caption, alt: alt), diagnostic)
    }

    /// `photo(_:alt:caption:folder:at:fetcher:)` with the fetcher every build uses, as a
    /// build's content folder answers a source's `ContentFolder.remotePhoto(_:alt:caption:at:)`.
    package static let resolver: ContentFolder.RemotePhotoResolver = { url, alt, caption, folder, location in
        let (found, diagnostic) = RemoteImages.photo(url, alt: alt, caption: caption, folder: folder, at: location)
        guard let found else { return .failure(diagnostic ?? .error("cannot use image '\(url)'", at: location)) }
        return .success((found, diagnostic))
    }

    /// How long a failed fetch stands before a build tries again (10 minutes): rebuilds
    /// while writing (`folio serve`) wait for no dead server more than once in a while.
    package static let retryAfter: TimeInterval = 600

    /// What the store holds for one image.
    enum Stored: Equatable {
        /// The image, fetched by an earlier build: used as it is, never fetched again.
        case fetched
        /// A placeholder, from a fetch that failed less than `retryAfter` ago, and why.
        case failedRecently(String)
        /// Nothing, a file without a record (of an earlier Folio), or a placeholder old enough
        /// to try again.
        case absent
        /// A record that does not open, or a file whose bytes changed since its record: fetched
        /// again, with the damage's warning.
        case damaged(CacheDamage)
    }

    /// What the store holds at `file`, checked against its record, at `now`.
    static func stored(_ file: URL, now: Date = Date()) -> Stored {
        guard FileManager.default.fileExists(atPath: file.path) else { return .absent }
        let record: RemoteImageRecord
        do {
            guard let found = try RemoteImageRecord.read(at: RemoteImageRecord.url(of: file)) else { return .absent }
            record = found
        } catch {
            return .damaged(error)
        }
        guard record.file.verified(at: file) != nil else {
            return .damaged(CacheDamage(url: file, kind: .remoteImage))
        }
        guard let why = record.failure else { return .fetched }
        return now.timeIntervalSince1970 - record.failedAt < retryAfter ? .failedRecently(why) : .absent
    }

    /// The image's bytes, checked to be a PNG, JPEG or SVG image Folio reads.
    static func fetchImage(_ url: URL, fetcher: RemoteImageFetcher) -> Result<Data, RemoteImageFailure> {
        switch fetcher.fetch(url) {
        case .failure(let failure): return .failure(.fetch(failure))
        case .success(let data):
            do { _ = try ImageInfo.parse(data) } catch { return .failure(.notAnImage(error)) }
            return .success(data)
        }
    }
}

/// Why a remote image is replaced by a placeholder.
package enum RemoteImageFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The fetch failed.
    case fetch(RemoteImageFetcher.Failure)
    /// What came back is no image Folio reads.
    case notAnImage(ImageInfoError)

    package var description: String {
        switch self {
        case .fetch(let failure): "\(failure)"
        case .notAnImage(let error): "what it sent is \(error)"
        }
    }
}
