import FolioPluginAPI

/// The build cache's record of the last build: per content file, its fingerprint and what its
/// source made of it (diagnostics and article digests), and per sink, which article file each
/// article's inputs gave. Stored as `build/manifest` in the cache folder, sealed as every
/// record of the cache is (`SealedCacheRecord`; its binary form: `BuildManifest+Binary.swift`).
package struct BuildManifest: Sendable {
    /// What a source made of one file.
    package struct FileRecord: Sendable {
        /// The file's fingerprint when it was read.
        package var fingerprint: FileFingerprint
        /// The source that read it.
        package var source: String
        /// What the source reported (never an error: files with errors are always read again).
        package var diagnostics: [Diagnostic]
        /// Why the source set the file aside, if it did.
        package var ignoredBecause: String?
        /// Other files the source read, with their content hashes at the time.
        package var usedFiles: [String: UInt64]
        /// The file's articles.
        package var articles: [ArticleDigest]

        /// A record of what `source` made of the file it read with `fingerprint`.
        package init(
            fingerprint: FileFingerprint, source: String, diagnostics: [Diagnostic], ignoredBecause: String?,
            usedFiles: [String: UInt64], articles: [ArticleDigest]
        ) {
            self.fingerprint = fingerprint
            self.source = source
            self.diagnostics = diagnostics
            self.ignoredBecause = ignoredBecause
            self.usedFiles = usedFiles
            self.articles = articles
        }
    }

    /// Everything that, when it changes, makes every record stale: the folio binary, the
    /// settings file's text, the content folder as named.
    var identity: String
    /// Records by content-relative path.
    package var files: [String: FileRecord]
    /// The fingerprints of the other files the sources read (photos, asset catalogs).
    package var usedFiles: [String: FileFingerprint]
    /// Per sink name: article input key → the article file's path in that sink's output.
    package var articleFiles: [String: [String: String]]
    /// Per sink name: the output folder the article files were written to.
    package var outputFolders: [String: String]
    /// Per sink name: every article and photo file written to its output folder, by path,
    /// with its content hash and the stat facts it had when written, so that a warm build
    /// reuses a file only while it is the file that was written.
    package var outputFiles: [String: [String: FileFingerprint]]

    /// An empty manifest for `identity`.
    package init(identity: String) {
        self.identity = identity
        files = [:]
        usedFiles = [:]
        articleFiles = [:]
        outputFolders = [:]
        outputFiles = [:]
    }
}
