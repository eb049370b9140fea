import FolioModel
import Foundation

/// A file of the build cache that is there but is not what Folio wrote: torn, overwritten or
/// flipped (a photo's file, or any `SealedCacheRecord`). The build never uses it: it makes
/// what the file held again, exactly as a build with an empty cache would, and warns once for
/// the file with this warning.
package struct CacheDamage: Error, Sendable, Equatable {
    /// What the damaged file was to the build.
    package enum Kind: Sendable {
        /// A photo, rendition or thumbnail in `assets/`: its bytes no longer hash to its record.
        case assetFile
        /// A photo's record in `assets/records/`: it does not open.
        case assetRecord
        /// The build manifest in `build/`: it does not open.
        case manifest
        /// The fonts' record in `build/`: it does not open.
        case fontsRecord
        /// The links' record in `build/`: it does not open.
        case linksRecord
        /// A shelf's record of its issues' last builds: it does not open.
        case shelfRecord
        /// An image fetched from the web into `remote/`: its bytes no longer hash to its record.
        case remoteImage
        /// A remote image's record in `remote/`: it does not open.
        case remoteImageRecord
    }

    /// The damaged file.
    var url: URL
    /// What it was.
    var kind: Kind

    /// The damage of the file at `url`, which was `kind` to the build.
    package init(url: URL, kind: Kind) {
        self.url = url
        self.kind = kind
    }

    /// The warning, at `location` (the photo a file was made from, if any).
    package func warning(at location: SourceLocation? = nil) -> Diagnostic {
        let found: String
        switch kind {
        case .assetFile:
            found = "is damaged (its bytes changed since Folio wrote it); it was made again"
        case .assetRecord:
            found = "is damaged (it does not open); every file of its photo was made again"
        case .manifest, .linksRecord:
            found = "is damaged (it does not open); every content file was read again"
        case .fontsRecord:
            found = "is damaged (it does not open); every content file was read and paginated again"
        case .shelfRecord:
            found = "is damaged (it does not open); every issue of the shelf was built again"
        case .remoteImage:
            found = "is damaged (its bytes changed since Folio wrote it); the image was fetched again"
        case .remoteImageRecord:
            found = "is damaged (it does not open); its image was fetched again"
        }
        return .warning("the cached file '\(url.path)' \(found)", at: location)
    }
}
