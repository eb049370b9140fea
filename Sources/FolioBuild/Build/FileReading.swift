import FolioCache
import FolioLayout
import FolioModel
import FolioPluginAPI
import Foundation

/// What the load step leaves for the order step: each claimed file's record (read now, or the
/// last build's when unchanged), the articles of the files read, and the cache's state.
struct FileReading: Sendable {
    /// The build's identity (`BuildCache.identity`).
    var identity: String
    /// The last build's manifest (empty without a cache or when it is not this build's).
    var previous: BuildManifest
    /// The hashes of the files the sources used besides their own.
    var usedFiles: UsedFileHashes
    /// Each claim's record, nil for a file that could not be taken or read.
    var records: [BuildManifest.FileRecord?]
    /// The files read in this build, by claim.
    var loaded: [Int: LoadedFile]
    /// How many claimed files came from the cache.
    var reused: Int
    /// The build cache's lock, held while the build lives.
    var lock: BuildLock?
    /// How many leftover files of an interrupted build the cache had.
    var swept: Int
    /// A warning about a manifest that did not open.
    var damage: Diagnostic?
}

/// What reading one file gave: the source's output, each article with its pages in every
/// geometry (none until the paginate step), and the file's fingerprint, taken just before it was read.
struct LoadedFile: Sendable {
    var output: SourceOutput
    var articles: [(article: Article, pages: ArticlePages)]
    var fingerprint: FileFingerprint?
}
