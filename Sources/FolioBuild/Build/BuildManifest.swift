import FolioFormats
import FolioModel
import FolioPluginAPI

/// The build cache's record of the last build: per content file, its fingerprint and what its
/// source made of it (diagnostics and article digests), and per sink, which article file each
/// article's inputs gave. Stored as `build/manifest` in the cache folder, sealed as every
/// record of the cache is (`SealedCacheRecord`; its binary form: `BuildManifest+Binary.swift`).
struct BuildManifest: Sendable {
    /// What a source made of one file.
    struct FileRecord: Sendable {
        /// The file's fingerprint when it was read.
        var fingerprint: FileFingerprint
        /// The source that read it.
        var source: String
        /// What the source reported (never an error: files with errors are always read again).
        var diagnostics: [Diagnostic]
        /// Why the source set the file aside, if it did.
        var ignoredBecause: String?
        /// Other files the source read, with their content hashes at the time.
        var usedFiles: [String: UInt64]
        /// The file's articles.
        var articles: [ArticleDigest]
    }

    /// Everything that, when it changes, makes every record stale: the folio binary, the
    /// settings file's text, the content folder as named.
    var identity: String
    /// Records by content-relative path.
    var files: [String: FileRecord]
    /// The fingerprints of the other files the sources read (photos, asset catalogs).
    var usedFiles: [String: FileFingerprint]
    /// Per sink name: article input key → the article file's path in that sink's output.
    var articleFiles: [String: [String: String]]
    /// Per sink name: the output folder the article files were written to.
    var outputFolders: [String: String]
    /// Per sink name: every article and photo file written to its output folder, by path,
    /// with its content hash and the stat facts it had when written, so that a warm build
    /// reuses a file only while it is the file that was written.
    var outputFiles: [String: [String: FileFingerprint]]

    /// An empty manifest for `identity`.
    init(identity: String) {
        self.identity = identity
        files = [:]
        usedFiles = [:]
        articleFiles = [:]
        outputFolders = [:]
        outputFiles = [:]
    }
}
